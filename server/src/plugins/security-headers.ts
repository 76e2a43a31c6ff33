import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What the built client, its K-line chart and the API explorer need, and no more:
 * - scripts only from this origin (the Vite build has no inline script);
 * - inline styles: antd-mobile and the chart library set style attributes;
 * - images from data: and blob: (upload previews, compressed photos, QR codes);
 * - connections to this origin only (the API and the market's event stream);
 * - frames of this origin only: the desktop page (pc.html) shows the app in an iframe.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'no-referrer',
};
/**
 * API answers are data, never a document to render: the OWASP REST policy (nothing loads,
 * nothing frames) instead of the pages' longer one, which every answer would otherwise carry
 * and Node check character by character. The API explorer under /api/docs is a page.
 */
const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};
const API_DOCS_HEADERS = { ...HEADERS, 'cache-control': 'no-store' };
const headersFor = (url: string) =>
  !url.startsWith('/api/') && url !== '/api' ? HEADERS : url.startsWith('/api/docs') ? API_DOCS_HEADERS : API_HEADERS;

/**
 * Security headers on every answer (pages, assets, envelopes, errors), set in one
 * hook rather than with @fastify/helmet: six fixed headers do not justify a
 * dependency, and helmet's defaults (COEP, CORP) would need undoing for the iframe.
 * Every /api answer may carry personal data (balances, identity, uploaded
 * documents), so none is stored by a browser or proxy cache.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    // Callback style and one headers object: this runs on every answer (issue 12's cheap GET).
    app.addHook('onSend', (request, reply, payload, done) => {
      reply.headers(headersFor(request.url));
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
