import type { BodyOf, Contract, EndpointId, ParamsOf, QueryOf, ResultOf } from '@sandbox/shared/contract/index';
import { fillPath } from '@sandbox/shared/contract/endpoint';
import type { EndpointRef, EntryOf } from './endpoint-types.ts';
import { API_PREFIX, get, getOneOrNull, http, post, upload, type ReceivedEnvelope } from './http.ts';

/**
 * The one way an api module calls the server: `call(endpoints['trade.positionClose'], { params: { id } })`.
 * The entry comes from `endpoints.ts` (the contract without its schemas); its id selects the
 * contract entry whose types say what goes in (params, query, body) and what comes back.
 * GET sends the query, POST encrypts the body (http.ts), a multipart entry uploads a file.
 */

/** One part of the input: absent when the endpoint has none, optional when every field is. */
type Part<K extends string, T> = [T] extends [undefined]
  ? { readonly [P in K]?: undefined }
  : object extends T
    ? { readonly [P in K]?: T }
    : { readonly [P in K]: T };

export type CallInput<E extends Contract[EndpointId]> = Part<'params', ParamsOf<E>> &
  Part<'query', QueryOf<E>> &
  Part<'body', BodyOf<E>> &
  (E extends { multipart: true } ? { readonly file: Blob } : unknown);

/** The input argument may be left out when nothing in it is required. */
type InputArgs<E extends Contract[EndpointId]> = object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

interface LooseInput {
  params?: Readonly<Record<string, string>>;
  query?: object;
  body?: object;
  file?: Blob;
}

/** The path below the http instance's /api base, with its `{name}` parameters filled. */
function urlOf(endpoint: EndpointRef, params: LooseInput['params']): string {
  if (!endpoint.path.startsWith(`${API_PREFIX}/`)) throw new Error(`${endpoint.id}: path outside ${API_PREFIX}`);
  return fillPath(endpoint.path, params).slice(API_PREFIX.length);
}

/**
 * Calls the endpoint and resolves with the envelope's result (the envelope rules of http.ts
 * apply); async, so a misuse (a missing file or path parameter) rejects like any failure.
 */
export async function call<R extends EndpointRef>(endpoint: R, ...args: InputArgs<EntryOf<R>>): Promise<ResultOf<EntryOf<R>>> {
  const input = (args[0] ?? {}) as LooseInput;
  const url = urlOf(endpoint, input.params);
  if (endpoint.multipart) {
    if (!input.file) throw new Error(`${endpoint.id}: a file is required`);
    const fields = Object.fromEntries(Object.entries(input.body ?? {}).map(([name, value]) => [name, String(value)]));
    return upload(url, input.file, fields);
  }
  // A call without a query or body sends none (not an empty one).
  if (endpoint.method === 'GET') return input.query === undefined ? get(url) : get(url, input.query as Parameters<typeof get>[1]);
  return input.body === undefined ? post(url) : post(url, input.body);
}

/**
 * GET of one record by its path parameters: a 404 (missing, or another user's) resolves to
 * null without a toast, so the screen shows its own "not found"; every other answer follows
 * the usual rules.
 */
export async function callOrNotFound<R extends EndpointRef & { method: 'GET' }>(
  endpoint: R,
  ...args: InputArgs<EntryOf<R>>
): Promise<ResultOf<EntryOf<R>> | null> {
  const input = (args[0] ?? {}) as LooseInput;
  return getOneOrNull(urlOf(endpoint, input.params));
}

/**
 * GET answered with the raw envelope: no toast, no 401 redirect; the caller reads the code
 * itself (the navigation guard, and the flash quote that shows a refusal under its input).
 * Undefined when the transport itself answered 401 (http.ts resolves that quietly).
 */
export async function callForEnvelope<R extends EndpointRef & { method: 'GET' }>(
  endpoint: R,
  ...args: InputArgs<EntryOf<R>>
): Promise<ReceivedEnvelope<ResultOf<EntryOf<R>>> | undefined> {
  const input = (args[0] ?? {}) as LooseInput;
  const url = urlOf(endpoint, input.params);
  const options = input.query === undefined ? { rawEnvelope: true } : { params: input.query, rawEnvelope: true };
  return (await http.get(url, options)) as ReceivedEnvelope<ResultOf<EntryOf<R>>> | undefined;
}

/** A GET's result with the sandbox clock it was answered at (see `callAtServerTime`). */
export interface AtServerTime<T> {
  result: T;
  /** The envelope's timestamp (epoch ms on the sandbox clock QA may move), or `receivedAt` when it has none. */
  serverTime: number;
  /** The device's clock when the answer arrived. */
  receivedAt: number;
}

/**
 * GET answered with the raw envelope, for a screen that judges times against the server's
 * clock: the sandbox clock may run days ahead of the device's, so the answer's own timestamp
 * says when it was true. A refusal rejects with the server's message, without a toast (the
 * screen shows it or offers its retry).
 */
export async function callAtServerTime<R extends EndpointRef & { method: 'GET' }>(
  endpoint: R,
  input: InputArgs<EntryOf<R>>[0],
  now: () => number = Date.now,
): Promise<AtServerTime<ResultOf<EntryOf<R>>>> {
  const envelope = await callForEnvelope(endpoint, ...([input] as InputArgs<EntryOf<R>>));
  if (!envelope || (envelope.code !== 200 && envelope.code !== 0) || !envelope.result) throw new Error(envelope?.message || 'Error');
  const receivedAt = now();
  return { result: envelope.result, serverTime: typeof envelope.timestamp === 'number' ? envelope.timestamp : receivedAt, receivedAt };
}
