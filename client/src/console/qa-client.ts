/**
 * The console's one way to the QA API (/__qa on the same origin): plain JSON, the token in the
 * header the QA routes check, the envelope unwrapped. The token lives in sessionStorage: pasted
 * once per tab, gone when the tab closes (a staff secret, never in localStorage).
 */
import type { Envelope } from '@sandbox/shared/contract/common';

export const QA_TOKEN_HEADER = 'x-qa-token';
const TOKEN_KEY = 'sandbox.console.qaToken';
const QA_BASE = '/__qa';

export function readToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

export function saveToken(token: string): void {
  sessionStorage.setItem(TOKEN_KEY, token.trim());
}

export function forgetToken(): void {
  sessionStorage.removeItem(TOKEN_KEY);
}

/** A refused or failed QA call: `code` is the envelope's code (403: the token was refused). */
export class QaError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'QaError';
  }
}

export const isTokenRefused = (error: unknown): boolean => error instanceof QaError && error.code === 403;

export interface QaCall {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  /** Query parameters; empty values are left out. */
  query?: Record<string, string | number | undefined>;
}

/** Calls `/__qa<path>` with the saved token; resolves to the envelope's result, throws QaError otherwise. */
export async function qa<T>(path: string, call: QaCall = {}): Promise<T> {
  const token = readToken();
  if (!token) throw new QaError(403, 'No QA token: paste it first.');
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(call.query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.size ? `?${params.toString()}` : '';
  const headers: Record<string, string> = { [QA_TOKEN_HEADER]: token };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${QA_BASE}${path}${search}`, {
      method: call.method ?? 'GET',
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
  } catch {
    throw new QaError(0, 'The server did not answer (is it running?)');
  }
  let envelope: Envelope<T> | undefined;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    throw new QaError(response.status, `HTTP ${response.status}: not a JSON answer`);
  }
  if (!response.ok || !envelope.success) throw new QaError(envelope.code ?? response.status, envelope.message || `HTTP ${response.status}`);
  return envelope.result;
}

/**
 * An uploaded file (deposit proof, identity document) through `GET /__qa/finance/uploads/:id`:
 * an `<img src>` cannot send the token header, so the image is fetched here and shown from a blob.
 */
export async function qaUpload(uploadId: string): Promise<Blob> {
  const token = readToken();
  if (!token) throw new QaError(403, 'No QA token: paste it first.');
  const response = await fetch(`${QA_BASE}/finance/uploads/${encodeURIComponent(uploadId)}`, { headers: { [QA_TOKEN_HEADER]: token } });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('json')) {
    const envelope = (await response.json().catch(() => null)) as Envelope<null> | null;
    throw new QaError(envelope?.code ?? response.status, envelope?.message ?? `HTTP ${response.status}`);
  }
  return response.blob();
}

/** The upload id at the end of a file URL the API gives (`/api/.../<id>`). */
export const uploadIdOf = (url: string | null | undefined): string | null => (url ? (url.split('/').pop() ?? null) : null);
