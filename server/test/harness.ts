import { generateKeyPairSync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@sandbox/prisma/test-db';
import { contract, fillPath, type BodyOf, type EndpointDef, type Envelope, type ParamsOf, type QueryOf, type ResultOf } from '@sandbox/shared';
import { sealBody } from '@sandbox/shared/wire/index';
import { QA_BASE, QA_TOKEN_HEADER, qaCallPath, qaRoutes, type QaCallArgs, type QaMethod, type QaResult, type QaRoute } from '@sandbox/shared/qa-routes';
import { EMPTY_ONLY_SCENARIOS, type AppDeps, type ScenarioRegistry } from '../src/app-deps.ts';
import { buildApp } from '../src/app.ts';
import { OffsetClock } from '../src/clock.ts';
import { loadConfig } from '../src/config.ts';
import { nodeRsa } from './node-rsa.ts';

/**
 * One RSA key pair per test worker: generating is slow and nothing depends on its value. 1024
 * bits, not the server's 2048 (crypto/keys.ts): the private-key operation on every POST costs
 * about a sixth, and an API test checks what a call does, not the key's strength. The 2048-bit
 * path is the crypto tests' (keys, body-cipher, wire) and every real server's.
 */
let keys: ReturnType<typeof makeKeys> | undefined;
function makeKeys() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  return { publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(), privateKey };
}

export const QA_TOKEN = 'qa-test-token';

export interface CallOptions {
  token?: string;
  lang?: string;
  headers?: Record<string, string>;
}

/** What a contract call sends: the query of a GET, the body of a POST (both as the wire takes them). */
export type InputOf<E extends EndpointDef> = E['method'] extends 'GET' ? (QueryOf<E> extends undefined ? Record<string, never> : QueryOf<E>) : BodyOf<E>;

/** A call's options; `params` fills the path's `{name}` parts (e.g. the id of a position to close). */
export type EndpointCallOptions<E extends EndpointDef> = CallOptions & (ParamsOf<E> extends undefined ? { params?: undefined } : { params: ParamsOf<E> });

export type Answer<T> = Envelope<T> & { httpStatus: number };

/**
 * The real app over a fresh migrated database, driven through Fastify's
 * inject with real encrypted bodies in the client's format (wire.test.ts runs the client's own library).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  scenarios?: ScenarioRegistry,
  /** Optional dependencies, e.g. a fake PriceFeed for the trading engine. */
  extra: Pick<AppDeps, 'priceFeed' | 'totpClock'> = {},
) {
  keys ??= makeKeys();
  const database = await createTestDatabase();
  const clock = new OffsetClock();
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent', CLIENT_DIST: '/nonexistent', LOGIN_RATE_LIMIT: '100000', JOBS_THREAD: 'off', ...env }), databaseUrl: database.url };
  const app: FastifyInstance = await buildApp({
    config,
    db: database.db,
    clock,
    keys,
    qaToken: QA_TOKEN,
    scenarios: scenarios ?? EMPTY_ONLY_SCENARIOS,
    logger: process.env.DEBUG_LOG ? { level: 'error' } : false,
    // Authenticator steps follow the sandbox clock here, so tests can move them.
    totpClock: clock,
    ...extra,
  });
  const pem = keys.publicKeyPem;
  const rsa = nodeRsa(pem);

  function headers(opts: CallOptions = {}) {
    return {
      ...(opts.token ? { 'x-access-token': opts.token } : {}),
      ...(opts.lang ? { lang: opts.lang } : {}),
      ...opts.headers,
    };
  }

  async function parse<T>(res: { statusCode: number; body: string }): Promise<Answer<T>> {
    return { ...(JSON.parse(res.body) as Envelope<T>), httpStatus: res.statusCode };
  }

  const api = {
    app,
    db: database.db,
    clock,
    publicKeyPem: pem,

    /**
     * One contract call, named by its entry (`contract['app.login']`): path, method and the
     * types of input and result come from the contract, so a test never spells a path.
     * A GET sends `input` as the query, a POST encrypts it as the body, as the client does.
     */
    async call<E extends EndpointDef>(endpoint: E, input?: InputOf<E>, opts?: EndpointCallOptions<E>): Promise<Answer<ResultOf<E>>> {
      return api.send(endpoint, input, opts as CallOptions & { params?: Record<string, string> });
    },

    /**
     * The same call with input the contract refuses (a missing field, a wrong type), for the
     * tests of bad input; the result is still typed by the entry.
     */
    async send<E extends EndpointDef>(endpoint: E, input: unknown, opts?: CallOptions & { params?: Record<string, string> }): Promise<Answer<ResultOf<E>>> {
      const url = fillPath(endpoint.path, opts?.params);
      if (endpoint.method === 'GET') return api.get<ResultOf<E>>(url, (input ?? {}) as Record<string, string | number>, opts);
      return api.post<ResultOf<E>>(url, input as object | undefined, opts);
    },

    async get<T = unknown>(url: string, query: Record<string, string | number> = {}, opts?: CallOptions) {
      const qs = new URLSearchParams(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]))).toString();
      return parse<T>(await app.inject({ method: 'GET', url: qs ? `${url}?${qs}` : url, headers: headers(opts) }));
    },

    /** POST with the payload encrypted in the client's format (its RSA by Node: node-rsa.ts). */
    async post<T = unknown>(url: string, payload: object | undefined, opts?: CallOptions) {
      return api.postRaw<T>(url, payload === undefined ? '' : sealBody(payload, rsa), opts);
    },

    async postRaw<T = unknown>(url: string, body: string, opts?: CallOptions, contentType = 'application/json') {
      return parse<T>(
        await app.inject({ method: 'POST', url, payload: body, headers: { 'content-type': contentType, ...headers(opts) } }),
      );
    },

    /**
     * A QA call by a path under /__qa spelled out (plain JSON, QA token): only for a path the table
     * cannot build, a name sent already encoded. Every other QA call names its route (`qaCall`).
     */
    async qaRaw<T = unknown>(method: QaMethod, url: string, body?: object) {
      return parse<T>(
        await app.inject({
          method,
          url: `${QA_BASE}${url}`,
          headers: { [QA_TOKEN_HEADER]: QA_TOKEN, ...(body ? { 'content-type': 'application/json' } : {}) },
          ...(body ? { payload: JSON.stringify(body) } : {}),
        }),
      );
    },

    /** A route of the QA table (shared/src/qa-routes.ts) with its parameters, query and body; the result typed from qa-wire. */
    async qaCall<R extends QaRoute>(route: R, ...[call]: QaCallArgs<R>) {
      const { body } = (call ?? {}) as { body?: object };
      return api.qaRaw<QaResult<R>>(route.method, qaCallPath(route, call ?? {}), body);
    },

    async close() {
      await app.close();
      await database.cleanup();
    },
  };
  return api;
}

export type TestApi = Awaited<ReturnType<typeof createTestApp>>;

/** Registers a user by email through the real flow (code from the development inbox); returns token and ids. */
export async function registerByEmail(api: TestApi, email: string, password = 'Passw0rd!', inviteCode?: string) {
  const sent = await api.call(contract['app.getEmailCaptcha'], { email, scene: 1 });
  if (sent.code !== 200) throw new Error(`captcha failed: ${sent.message}`);
  const code = await latestCode(api, email);
  const res = await api.call(contract['app.register'], {
    type: 'email',
    email,
    code,
    password,
    confirmPassword: password,
    agree: true,
    ...(inviteCode ? { inviteCode } : {}),
  });
  if (res.code !== 200) throw new Error(`register failed: ${res.message}`);
  return { token: res.result.token, userId: res.result.userInfo.id, inviteCode: res.result.userInfo.inviteCode, password };
}

export async function latestCode(api: TestApi, target: string): Promise<string> {
  const inbox = await api.qaCall(qaRoutes.inbox, { query: { target, limit: 1 } });
  const code = inbox.result[0]?.code;
  if (!code) throw new Error(`no code in the inbox for ${target}`);
  return code;
}
