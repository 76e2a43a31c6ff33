import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { API_PREFIX, REQUEST_TIMEOUT_MS, TOKEN_HEADER } from '@sandbox/shared/constants';
import { endpoints } from './endpoints.ts';
import type { Transport } from './http-instance.ts';

/** SPEC.md section 9 (shared constants): prefix /api, 60 s timeout, token header X-Access-Token. */
export { API_PREFIX, REQUEST_TIMEOUT_MS, TOKEN_HEADER };
export type { ReceivedEnvelope } from './http-instance.ts';

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {
  window.location.hash = '#/login';
};

/** The app registers its router here, so a 401 navigates inside the SPA instead of reloading. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/*
 * The axios instance lives in its own chunk (http-instance.ts), created on first use: /home's
 * first download then carries no axios (bundle budget: docs/client.md, "What keeps the first
 * download small"). main.tsx starts loading it at startup, beside the language pack, so the
 * guard's first call does not wait for it. Every function below has the same face as before.
 */
let transport: Promise<Transport> | null = null;

function loadTransport(): Promise<Transport> {
  transport ??= import('./http-instance.ts').then(({ createTransport }) => createTransport(() => onUnauthorized()));
  // A chunk that failed to load (offline, a stale deploy) is asked for again by the next call.
  transport.catch(() => {
    transport = null;
  });
  return transport;
}

/** The http instance itself (tests set its adapter). */
export async function loadHttp(): Promise<AxiosInstance> {
  return (await loadTransport()).http;
}

/**
 * The instance's GET for the api modules that read past the envelope rules (call.ts's raw
 * envelope, upload.ts's blob): the same call, once the instance has loaded.
 */
export const http = {
  get: async (url: string, config?: AxiosRequestConfig): Promise<unknown> => (await loadHttp()).get(url, config),
};

/** Starts loading the instance without waiting for it (main.tsx, at startup). */
export function preloadHttp(): void {
  loadTransport().catch(() => undefined);
}

let publicKeyPromise: Promise<string> | null = null;

/** The server's RSA public key, fetched once per page load; a failure is not cached. */
export function getPublicKey(): Promise<string> {
  publicKeyPromise ??= get<{ publicKey?: string } | undefined>(endpoints['ext.publicKey'].path.slice(API_PREFIX.length)).then((result) => {
    if (!result?.publicKey) throw new Error('Error');
    return result.publicKey;
  });
  publicKeyPromise.catch(() => {
    publicKeyPromise = null;
  });
  return publicKeyPromise;
}

/** Test seam: forget the cached key. */
export function resetPublicKeyCache(): void {
  publicKeyPromise = null;
}

/*
 * The transport under `call()` (call.ts), which alone uses it (client/eslint.rules.js): the
 * paths below are already resolved from the contract, relative to the /api base.
 */

type Params = Record<string, string | number | boolean | undefined | null>;

/** GET with query parameters; resolves with the envelope's result. */
export async function get<T>(url: string, params?: Params): Promise<T> {
  const { http } = await loadTransport();
  return (await http.get(url, { params })) as T;
}

/**
 * GET of one record by its id: a 404 (missing, or another user's) resolves to null without a
 * toast, so the screen shows its own "not found"; every other answer follows the usual rules.
 */
export async function getOneOrNull<T>(url: string): Promise<T | null> {
  const { http, applyEnvelopeRules } = await loadTransport();
  const data: unknown = await http.get(url, { rawEnvelope: true });
  if (typeof data === 'object' && data !== null && 'code' in data && data.code === 404) return null;
  return (await applyEnvelopeRules(data)) as T;
}

/**
 * POST with the encrypted body: the whole raw request body is the cipher string,
 * so axios must not JSON-quote it (its default transform would).
 */
export async function post<T>(url: string, payload: object = {}): Promise<T> {
  // The cipher code (jsencrypt, crypto-js) loads with the first POST, not with the first page.
  const [publicKey, { encryptBody }, { http }] = await Promise.all([getPublicKey(), import('./wire.ts'), loadTransport()]);
  const body = encryptBody(payload, publicKey);
  return (await http.post(url, body, { transformRequest: [(data: unknown) => data] })) as T;
}

/** Multipart upload (the one POST that is not encrypted): a `file` field plus extra fields. */
export async function upload<T>(url: string, file: Blob, fields: Record<string, string> = {}): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const { http } = await loadTransport();
  return (await http.post(url, form, { headers: { 'Content-Type': 'multipart/form-data' } })) as T;
}
