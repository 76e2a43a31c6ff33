import axios, { AxiosError, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { getToken, useUserStore } from '../store/user-store.ts';
import { getLang } from '../store/lang-store.ts';
import { showToast } from '../lib/notify.ts';
import type { Envelope } from '@sandbox/shared/contract/common';
import { API_PREFIX, LANG_HEADER, REQUEST_TIMEOUT_MS, TOKEN_HEADER } from '@sandbox/shared/constants';
import { endpoints } from './endpoints.ts';

/** SPEC.md section 9 (shared constants): prefix /api, 60 s timeout, token header X-Access-Token; toast 2 s. */
export { API_PREFIX, REQUEST_TIMEOUT_MS, TOKEN_HEADER };
export const TOAST_DURATION_MS = 2000;

/**
 * An envelope (the shared contract's `Envelope`, ARCHITECTURE.md section 3) as it arrived,
 * before any check: a field may be missing.
 */
export type ReceivedEnvelope<T = unknown> = Partial<Envelope<T>>;

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {
  window.location.hash = '#/login';
};

/** The app registers its router here, so a 401 navigates inside the SPA instead of reloading. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export const http: AxiosInstance = axios.create({
  baseURL: API_PREFIX,
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json' },
});

http.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  const token = getToken();
  if (token) config.headers.set(TOKEN_HEADER, token);
  // The server answers messages in this language (ARCHITECTURE.md section 3).
  config.headers.set(LANG_HEADER, getLang());
  return config;
});

function isEnvelope(data: unknown): data is ReceivedEnvelope {
  return typeof data === 'object' && data !== null && 'code' in data;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Return the envelope untouched (no toast, no 401 redirect). Only the navigation guard
     * uses it: an anonymous visitor on a public page is not an error (SPEC.md section 4).
     */
    rawEnvelope?: boolean;
  }
}

/** SPEC.md section 8, envelope rules, applied to every answered call. */
function handleEnvelope(response: AxiosResponse): unknown {
  return response.config.rawEnvelope ? response.data : applyEnvelopeRules(response.data);
}

function applyEnvelopeRules(data: unknown): unknown {
  if (Array.isArray(data)) return data;
  if (isEnvelope(data) && (data.code === 200 || data.code === 0)) return data.result;
  if (isEnvelope(data) && data.code === 401) {
    // The token is no longer valid: drop it so the guard does not treat the user as signed in.
    useUserStore.getState().logout();
    onUnauthorized();
    return data;
  }
  const message = isEnvelope(data) && data.message ? data.message : '';
  showToast({ icon: 'fail', content: message || 'Error', duration: TOAST_DURATION_MS });
  return Promise.reject(new Error(message || 'Error'));
}

/** SPEC.md section 8, transport errors: reject with the message, except a 401, which resolves quietly. */
function handleTransportError(error: unknown): unknown {
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes('401')) return undefined;
  return Promise.reject(new Error(message || 'Error', { cause: error instanceof AxiosError ? error : undefined }));
}

// The envelope interceptor deliberately resolves with the envelope's result instead of the
// AxiosResponse (the typed helpers below restore the types), so its signature is widened here.
http.interceptors.response.use(handleEnvelope as (response: AxiosResponse) => AxiosResponse, handleTransportError);

let publicKeyPromise: Promise<string> | null = null;

/** The server's RSA public key, fetched once per page load; a failure is not cached. */
export function getPublicKey(): Promise<string> {
  publicKeyPromise ??= (http.get(endpoints['ext.publicKey'].path.slice(API_PREFIX.length)) as Promise<{ publicKey?: string } | undefined>).then((result) => {
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
export function get<T>(url: string, params?: Params): Promise<T> {
  return http.get(url, { params }) as Promise<T>;
}

/**
 * GET of one record by its id: a 404 (missing, or another user's) resolves to null without a
 * toast, so the screen shows its own "not found"; every other answer follows the usual rules.
 */
export async function getOneOrNull<T>(url: string): Promise<T | null> {
  const data: unknown = await http.get(url, { rawEnvelope: true });
  if (isEnvelope(data) && data.code === 404) return null;
  return (await applyEnvelopeRules(data)) as T;
}

/**
 * POST with the encrypted body: the whole raw request body is the cipher string,
 * so axios must not JSON-quote it (its default transform would).
 */
export async function post<T>(url: string, payload: object = {}): Promise<T> {
  // The cipher code (jsencrypt, crypto-js) loads with the first POST, not with the first page.
  const [publicKey, { encryptBody }] = await Promise.all([getPublicKey(), import('./wire.ts')]);
  const body = encryptBody(payload, publicKey);
  return http.post(url, body, { transformRequest: [(data: unknown) => data] }) as Promise<T>;
}

/** Multipart upload (the one POST that is not encrypted): a `file` field plus extra fields. */
export function upload<T>(url: string, file: Blob, fields: Record<string, string> = {}): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return http.post(url, form, { headers: { 'Content-Type': 'multipart/form-data' } }) as Promise<T>;
}
