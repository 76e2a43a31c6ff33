/**
 * The conformance suite's only way to a server: HTTP with fetch, the contract's
 * paths and the wire protocol's body encryption from @sandbox/shared, as the phone
 * app does it. Nothing here knows this server's code (the suite must run against
 * any server speaking the protocol).
 */
import { contract, fillPath, type EndpointDef, type Envelope } from '@sandbox/shared';
import { encryptBody } from '@sandbox/shared/wire/index';

export interface Answer {
  /** HTTP status. */
  status: number;
  /** The parsed body when it is JSON, else undefined. */
  json: unknown;
  text: string;
  contentType: string;
}

export interface CallOptions {
  token?: string;
  query?: Record<string, string | number | boolean | undefined>;
  params?: Record<string, string>;
}

export class ConformanceClient {
  private publicKeyPem: string | undefined;

  constructor(
    readonly base: string,
    private readonly timeoutMs = 15_000,
  ) {}

  async raw(method: string, path: string, init: { token?: string; qaToken?: string; body?: string | FormData; contentType?: string; query?: CallOptions['query'] } = {}): Promise<Answer> {
    const url = new URL(path, this.base);
    for (const [k, v] of Object.entries(init.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { lang: 'en-us' };
    if (init.token !== undefined) headers['x-access-token'] = init.token;
    if (init.qaToken !== undefined) headers['x-qa-token'] = init.qaToken;
    if (init.contentType) headers['content-type'] = init.contentType;
    const res = await fetch(url, { method, headers, body: init.body, signal: AbortSignal.timeout(this.timeoutMs) });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, json, text, contentType: res.headers.get('content-type') ?? '' };
  }

  /** A GET of a contract endpoint: query as the wire takes it. */
  get(endpoint: EndpointDef, opts: CallOptions = {}): Promise<Answer> {
    return this.raw('GET', fillPath(endpoint.path, opts.params), { token: opts.token, query: opts.query });
  }

  /** The server's RSA public key, from the contract's public-key call (fetched once). */
  async publicKey(): Promise<string> {
    if (this.publicKeyPem) return this.publicKeyPem;
    const answer = await this.get(contract['ext.publicKey']);
    const pem = (answer.json as Envelope<{ publicKey?: unknown }> | undefined)?.result?.publicKey;
    if (typeof pem !== 'string' || !pem.includes('PUBLIC KEY')) throw new Error(`no public key from ${contract['ext.publicKey'].path} (HTTP ${answer.status})`);
    this.publicKeyPem = pem;
    return pem;
  }

  /** An encrypted body for this server (fresh key per call, as the app makes it). */
  async encrypt(payload: object): Promise<string> {
    return encryptBody(payload, await this.publicKey());
  }

  /** A POST of a contract endpoint with `payload` encrypted, or a raw body sent as it is. */
  async post(endpoint: EndpointDef, payload: object | { raw: string }, opts: CallOptions = {}): Promise<Answer> {
    const body = 'raw' in payload && typeof payload.raw === 'string' ? payload.raw : await this.encrypt(payload);
    return this.raw('POST', fillPath(endpoint.path, opts.params), { token: opts.token, body, contentType: 'application/json' });
  }
}
