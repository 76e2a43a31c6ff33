import { vi } from 'vitest';
import { QA_BASE, QA_TOKEN_HEADER } from '@sandbox/shared/qa-routes';

/** A recorded call to the stand-in QA API. */
export interface SeenCall {
  method: string;
  path: string;
  search: string;
  token: string | null;
  body: unknown;
}

/** A fixed result, a function of the call, an Error for a refused action (code 409; 400 with `problems`), or PNG bytes (an upload). */
type Answer = ((call: SeenCall) => unknown) | Record<string, unknown> | unknown[] | Error | Uint8Array;

/**
 * fetch replaced by a stand-in QA API for the console's tests: `answers` maps `METHOD /path`
 * (without /__qa) to a result wrapped in a success envelope; a call with a token other than
 * `token` gets the 403 envelope the real guard sends (HTTP 200, code 403), an unknown route a 404.
 */
export function stubQaApi(token: string, answers: Record<string, Answer>) {
  const calls: SeenCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init?.headers);
    const call: SeenCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.startsWith(QA_BASE) ? url.pathname.slice(QA_BASE.length) : url.pathname,
      search: url.search,
      token: headers.get(QA_TOKEN_HEADER),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const envelope = (code: number, message: string, result: unknown) =>
      new Response(JSON.stringify({ success: code === 200, code, message, result, timestamp: 0 }), { headers: { 'content-type': 'application/json' } });
    if (call.token !== token) return envelope(403, 'Forbidden', null);
    const key = `${call.method} ${call.path}`;
    if (!(key in answers)) return envelope(404, `no stand-in for ${key}`, null);
    const answer = answers[key];
    const result = typeof answer === 'function' ? (answer as (c: SeenCall) => unknown)(call) : answer;
    // A refusal: 409, or 400 with the problems a scenario file answers when the Error carries them.
    if (result instanceof Error) return 'problems' in result ? envelope(400, result.message, { problems: result.problems }) : envelope(409, result.message, null);
    if (result instanceof Uint8Array) return new Response(result as Uint8Array<ArrayBuffer>, { headers: { 'content-type': 'image/png' } });
    return envelope(200, 'OK', result);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
