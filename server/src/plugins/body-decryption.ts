import type { KeyObject } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../clock.ts';
import { openBody, unwrapRawBody } from '../crypto/body-cipher.ts';
import { createReplayGuard } from '../crypto/replay-guard.ts';
import { badRequest, conflict } from '../errors.ts';

/** Paths whose JSON bodies are plain (the QA API is for tools, not the app). */
const PLAIN_JSON_PREFIX = '/__qa/';

/**
 * Every POST body under /api is `RSA(key).AES(json)` (ARCHITECTURE.md section 3),
 * sent as application/json or text/plain, raw or JSON-quoted. The parser turns
 * it back into the JSON payload before schema validation; the multipart upload
 * keeps its own parser.
 */
export const bodyDecryptionPlugin = fp(
  async (app: FastifyInstance, opts: { privateKey: KeyObject; bodyLimit: number; clock: Clock }) => {
    // A repeated RSA head is a replayed body (every client draws a fresh key per request).
    const replays = createReplayGuard(opts.clock);
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser(
      ['application/json', 'text/plain'],
      { parseAs: 'string', bodyLimit: opts.bodyLimit },
      (request, raw, done) => {
        const body = String(raw);
        if (body.trim() === '') return done(null, undefined);
        try {
          if (request.url.startsWith(PLAIN_JSON_PREFIX)) return done(null, JSON.parse(body));
          const { payload, head } = openBody(unwrapRawBody(body), opts.privateKey);
          // Only bodies that decrypt count, so junk cannot fill the cache; 409: the same request again.
          if (!replays.firstSight(head)) return done(conflict('request.replayed'), undefined);
          return done(null, payload);
        } catch (error) {
          return done(error instanceof SyntaxError ? badRequest('request.badBody') : (error as Error), undefined);
        }
      },
    );
  },
  { name: 'body-decryption', dependencies: ['envelope'] },
);
