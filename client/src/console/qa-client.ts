/**
 * The console's one way to the QA API (/__qa on the same origin): plain JSON, the token in the
 * header the QA routes check, the envelope unwrapped. The token lives in sessionStorage: pasted
 * once per tab, gone when the tab closes (a staff secret, never in localStorage).
 */
import type { Envelope } from '@sandbox/shared/contract/common';
import { QA_BASE, QA_TOKEN_HEADER, qaCallPath, qaPath, qaRoutes, type QaCall, type QaResult, type QaRoute, type QaRouteName, type QaRoutes } from '@sandbox/shared/qa-routes';

export { QA_TOKEN_HEADER };
const TOKEN_KEY = 'sandbox.console.qaToken';

export function readToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

export function saveToken(token: string): void {
  sessionStorage.setItem(TOKEN_KEY, token.trim());
}

export function forgetToken(): void {
  sessionStorage.removeItem(TOKEN_KEY);
}

/** A refused or failed QA call: `code` is the envelope's code (403: the token was refused); `problems`, a scenario file's, each with its place. */
export class QaError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly problems: readonly string[] = [],
  ) {
    super(message);
    this.name = 'QaError';
  }
}

export const isTokenRefused = (error: unknown): boolean => error instanceof QaError && error.code === 403;

/** One call of a QA route (shared/src/qa-routes.ts): the route, its path parameters, a query (empty values left out), a body. */
export type QaRequest<R extends QaRoute = QaRoute> = { route: R } & QaCall<R>;
/** A call of any route of the table (what an action may send). */
export type AnyQaRequest = { [K in QaRouteName]: QaRequest<QaRoutes[K]> }[QaRouteName];

/** A call of a route picked at run time among several (`R` a union): its body fits one of theirs. */
export const qaRequest = <R extends QaRoute>(route: R, call: QaCall<R>): AnyQaRequest => ({ route, ...call }) as unknown as AnyQaRequest;

/** Calls a QA route with the saved token; resolves to the envelope's result, throws QaError otherwise. */
export async function qa<R extends QaRoute>(request: QaRequest<R>): Promise<QaResult<R>> {
  const token = readToken();
  if (!token) throw new QaError(403, 'No QA token: paste it first.');
  const { route, body } = request as QaRequest;
  const headers: Record<string, string> = { [QA_TOKEN_HEADER]: token };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${QA_BASE}${qaCallPath(route, request as QaRequest)}`, {
      method: route.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new QaError(0, 'The server did not answer (is it running?)');
  }
  let envelope: Envelope<QaResult<R>> | undefined;
  try {
    envelope = (await response.json()) as Envelope<QaResult<R>>;
  } catch {
    throw new QaError(response.status, `HTTP ${response.status}: not a JSON answer`);
  }
  if (!response.ok || !envelope.success) {
    const problems = (envelope.result as { problems?: unknown } | null)?.problems;
    throw new QaError(envelope.code ?? response.status, envelope.message || `HTTP ${response.status}`, Array.isArray(problems) ? problems.map(String) : []);
  }
  return envelope.result;
}

/**
 * An uploaded file (deposit proof, identity document) through `GET /__qa/finance/uploads/:id`:
 * an `<img src>` cannot send the token header, so the image is fetched here and shown from a blob.
 */
export async function qaUpload(uploadId: string): Promise<Blob> {
  const token = readToken();
  if (!token) throw new QaError(403, 'No QA token: paste it first.');
  const response = await fetch(`${QA_BASE}${qaPath(qaRoutes['finance.upload'], { id: uploadId })}`, { headers: { [QA_TOKEN_HEADER]: token } });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('json')) {
    const envelope = (await response.json().catch(() => null)) as Envelope<null> | null;
    throw new QaError(envelope?.code ?? response.status, envelope?.message ?? `HTTP ${response.status}`);
  }
  return response.blob();
}

/** The upload id at the end of a file URL the API gives (`/api/.../<id>`). */
export const uploadIdOf = (url: string | null | undefined): string | null => (url ? (url.split('/').pop() ?? null) : null);
