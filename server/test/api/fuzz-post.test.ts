import fc from 'fast-check';
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { contract, type EndpointDef, type Envelope } from '@sandbox/shared';
import { TEST_HARNESS_SQL } from '@sandbox/prisma/statement-log';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { multipartBody, PNG_1X1, upload } from '../wallet-fixtures.ts';
import { createDemoWorld, funded, stateReader } from '../demo-world.ts';
import { FakePriceFeed } from '../fake-price-feed.ts';
import { registerByEmail } from '../harness.ts';
import {
  arbitraryOf,
  boundaryValues,
  HOSTILE_STRINGS,
  jsonSchemaOf,
  propertiesOf,
  WRONG_TYPES,
  type JsonSchemaNode,
} from '../fuzz/json-schema-arbitrary.ts';
import { seedBodies, type FuzzContext } from '../fuzz/seed-bodies.ts';
import { encryptJson, malformedWireBodies } from '../fuzz/wire.ts';

/*
 * Fuzz of every served POST endpoint (issue 10), driven by the contract: each
 * endpoint's accepted-looking body with one field at a time replaced by a
 * hostile value (wrong types, boundaries, malformed and huge strings) or left
 * out, an extra field, random bodies generated from its schema (fast-check,
 * fixed seed), and bodies broken at the wire level. Sent through the real app
 * with a real, funded session. Every answer is an envelope without code 500;
 * a refused one changed no table and no balance; at the end the app still
 * answers and every user's balances equal the sum of their log.
 *
 * Seed: FUZZ_SEED (printed); random bodies per endpoint: FUZZ_RUNS.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
console.log(`fuzz-post: seed ${SEED} (FUZZ_SEED), ${RUNS} random bodies per endpoint (FUZZ_RUNS)`);

/**
 * Tables a refused call may write: Activity records failed guesses (the sign-in
 * and withdrawal-password throttles count them), a session's lastSeenAt moves, and
 * the fifth failed sign-in from untrusted sources in an hour tells the owner (Notice).
 */
const MAY_CHANGE_WHEN_REFUSED = ['Session', 'Activity', 'Notice'];

// A still market: no tick runs the risk or settlement jobs between a call and its check.
const world = await createDemoWorld({ priceFeed: new FakePriceFeed().set('BTCUSDT', '60000').set('ETHUSDT', '3000') });
const { api } = world;
afterAll(async () => {
  await world.close();
});

/** Sessions end last: logout ends the session the fuzz runs on (it signs in again). */
const LAST = ['trade.positionClose', 'ext.demoReset', 'ext.logout'];
const postEndpoints = (api.app.servedEndpoints as readonly string[])
  .map((id) => contract[id as keyof typeof contract] as EndpointDef)
  .filter((e) => e.method === 'POST' && !e.streaming)
  .sort((a, b) => LAST.indexOf(a.id) - LAST.indexOf(b.id));

const user = await funded(api, 'fuzz@example.com');
let token = user.token;
const target = await registerByEmail(api, 'fuzz-target@example.com');
const up = async (biz: string) => {
  const res = await upload(api, token, undefined, biz);
  if (res.code !== 200) throw new Error(`upload: ${res.message}`);
  return res.result.id;
};
const position = await api.call(contract['trade.positionCreate'], { symbol: 'BTCUSDT', side: 1, marginMode: 1, leverage: 10, margin: '100' }, { token });
if (position.code !== 200) throw new Error(`position: ${position.message}`);
const sets = await api.call(contract['trade.secondSetList'], { symbol: 'BTCUSDT' });
const context: FuzzContext = {
  accountId: user.accountId,
  proofUploadId: await up('2'),
  kycUploadIds: [await up('1'), await up('1')],
  avatarUploadId: await up('4'),
  positionId: position.result.id,
  secondSetId: sets.result[0]!.id,
  target: { email: 'fuzz-target@example.com', password: target.password },
};
const seeds = seedBodies(context);
// No job between a call and its check either: the clock jobs run every real minute (the VIP level
// sweep writes an upgrade bonus when a level moved), and this file takes longer than that on a busy
// machine or on PostgreSQL. Stopping the lease stops every job; the app's close stops it again harmlessly.
await api.app.instances.lease.stop();

let calls = 0;
let lastState: Record<string, string> | undefined;
const readState = await stateReader(api.db, MAY_CHANGE_WHEN_REFUSED);

/** The first request of each kind of failure, with its answer (one line each, for the report). */
const failures = new Map<string, string>();
function fail(kind: string, request: string, answer: string) {
  if (!failures.has(kind)) failures.set(kind, `${kind}\n    request: ${request}\n    answer:  ${answer}`);
}

const excerpt = (value: unknown) => {
  const text = typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value) ?? String(value);
  return text.length > 160 ? `${text.slice(0, 160)}... (${text.length} chars)` : text;
};

interface Raw {
  statusCode: number;
  body: string;
}

/** Sends one request, checks the answer and, when refused, that nothing changed. */
async function probe(e: EndpointDef, what: string, request: string, send: () => Promise<Raw>) {
  calls += 1;
  // Nothing else writes between two probes (a still market, no job running), so the state after one is the state before the next.
  const before = lastState ?? (await readState());
  lastState = undefined;
  const res = await send();
  let env: Partial<Envelope<unknown>> = {};
  try {
    env = JSON.parse(res.body) as Envelope<unknown>;
  } catch {
    /* not JSON: reported below */
  }
  const answer = `HTTP ${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode >= 500 || env.code === 500) return fail(`${e.id} ${what}: code 500`, request, answer);
  if (typeof env.code !== 'number' || typeof env.success !== 'boolean') return fail(`${e.id} ${what}: not an envelope`, request, answer);
  if (/\n\s+at /.test(env.message ?? '')) fail(`${e.id} ${what}: stack in the message`, request, answer);
  if (env.code !== 200) {
    const after = (lastState = await readState());
    const changed = Object.keys(before).filter((k) => before[k] !== after[k]);
    if (changed.length) fail(`${e.id} ${what}: refused with ${env.code} but changed ${changed.join(', ')}`, request, answer);
  } else if (e.auth === 'login') {
    await keepSession();
  }
}

/** After an accepted call, signs in again if it ended the session (logout). */
async function keepSession() {
  if ((await api.call(contract['user.getMyUserInfo'], {}, { token })).code === 200) return;
  const res = await api.call(contract['app.login'], { account: 'fuzz@example.com', password: user.password });
  if (res.code !== 200) throw new Error(`fuzz: signing in again failed: ${res.message}`);
  token = res.result.token;
}

const urlOf = (e: EndpointDef, params: Record<string, string> = {}) =>
  e.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = params[name] ?? (name === 'id' ? context.positionId : 'x');
    try {
      return encodeURIComponent(value);
    } catch {
      return '%ED%A0%80'; // a lone surrogate has no UTF-8 form: send its bytes as a hostile client would
    }
  });

function postJson(e: EndpointDef, what: string, body: unknown, params?: Record<string, string>) {
  return postText(e, what, JSON.stringify(body) ?? '', excerpt(body), params);
}

/** Posts JSON given as text: a body too deep for JSON.stringify's own recursion is written by hand. */
function postText(e: EndpointDef, what: string, json: string, shown: string, params?: Record<string, string>) {
  const url = urlOf(e, params);
  return probe(e, what, `POST ${url.slice(0, 120)} ${shown}`, () =>
    api.app.inject({ method: 'POST', url, payload: encryptJson(json, api.publicKeyPem), headers: { 'content-type': 'application/json', 'x-access-token': token } }),
  );
}

/** Leaf paths of a seed body, nested objects included (e.g. emergencyContact.phone). */
function leafPaths(value: Record<string, unknown>, prefix: string[] = []): string[][] {
  return Object.entries(value).flatMap(([k, v]) =>
    v && typeof v === 'object' && !Array.isArray(v) ? [[...prefix, k], ...leafPaths(v as Record<string, unknown>, [...prefix, k])] : [[...prefix, k]],
  );
}

function withValue(body: Record<string, unknown>, path: string[], value: unknown | typeof REMOVE): Record<string, unknown> {
  const copy = structuredClone(body);
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = path[path.length - 1]!;
  if (value === REMOVE) delete node[last];
  else node[last] = value;
  return copy;
}
const REMOVE = Symbol('remove');

function nodeAt(schema: JsonSchemaNode | undefined, path: string[]): JsonSchemaNode {
  let node: JsonSchemaNode = schema ?? {};
  for (const key of path) node = propertiesOf(node)[key] ?? {};
  return node;
}

/**
 * The values a field is tried with: wrong types, its own boundaries and absence
 * always; every hostile string in a string field (elsewhere a few stand for them:
 * they all fail the same type check, and the file has a time budget).
 */
function valuesFor(node: JsonSchemaNode): unknown[] {
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  const strings = type === 'string' || type === undefined ? HOSTILE_STRINGS : ['', '1', 'ab\ud800'];
  return [...WRONG_TYPES, ...strings, ...boundaryValues(node), REMOVE];
}

describe.each(postEndpoints.map((e) => [e.id, e] as const))('%s', (_id, e) => {
  const schema = e.body && !e.multipart ? jsonSchemaOf(e.body) : undefined;
  const seed = seeds[e.id] ?? (schema ? (fc.sample(arbitraryOf(schema), { seed: SEED, numRuns: 1 })[0] as Record<string, unknown>) : {});

  beforeEach(() => failures.clear());

  if (e.multipart) {
    test('malformed multipart bodies and hostile form fields', { timeout: 120_000 }, async () => {
      const { payload, contentType } = multipartBody({ name: 'p.png', type: 'image/png', data: PNG_1X1 }, { biz: '2' });
      const cases: Array<[string, Buffer | string, string]> = [
        ['no boundary', payload, 'multipart/form-data'],
        ['cut-off body', payload.subarray(0, payload.length - 30), contentType],
        ['wrong boundary', payload, 'multipart/form-data; boundary=nope'],
        ['encrypted JSON instead of multipart', encryptJson('{"biz":2}', api.publicKeyPem), 'application/json'],
        ['empty body', '', contentType],
        ['no file', multipartBody(undefined, { biz: '2' }).payload, contentType],
        ...[...HOSTILE_STRINGS.filter((s) => s.length < 1000), '99', '-1', '1.5'].map(
          (biz): [string, Buffer, string] => [`biz ${excerpt(biz)}`, multipartBody({ name: 'p.png', type: 'image/png', data: PNG_1X1 }, { biz }).payload, contentType],
        ),
        ['file name with a NUL and a bidi override', multipartBody({ name: 'a\u0000\u202egnp.exe', type: 'image/png', data: PNG_1X1 }, { biz: '2' }).payload, contentType],
      ];
      for (const [name, body, type] of cases)
        await probe(e, name, `POST ${e.path} (${name})`, () =>
          api.app.inject({ method: 'POST', url: e.path, payload: body, headers: { 'content-type': type, 'x-access-token': token } }),
        );
      expect([...failures.values()]).toEqual([]);
    });
    return;
  }

  test('each field: wrong types, hostile and boundary values, absence', { timeout: 120_000 }, async () => {
    for (const path of leafPaths(seed)) {
      const node = nodeAt(schema, path);
      for (const value of valuesFor(node))
        await postJson(e, `field ${path.join('.')} = ${value === REMOVE ? '(missing)' : excerpt(value)}`, withValue(seed, path, value));
    }
    await postJson(e, 'an extra field', { ...seed, role: 'admin', userId: 'someone-else', balance: '1000000' });
    const rest = JSON.stringify(seed).slice(1);
    const deep = `${'{"a":'.repeat(5000)}{}${'}'.repeat(5000)}`;
    await postText(e, 'an extra field nested 5,000 levels deep', `{"extra":${deep}${rest === '}' ? '' : ','}${rest}`, '{"extra":{"a":{"a":...}}}');
    await postJson(e, 'a prototype key', JSON.parse(`{"__proto__":{"isAdmin":true}${rest === '}' ? '' : ','}${rest}`));
    for (const whole of [null, [], 'text', 42, true, {}])
      await postJson(e, `the whole body ${excerpt(whole)}`, whole);
    expect([...failures.values()]).toEqual([]);
  });

  if (e.params)
    test('hostile path parameters', { timeout: 60_000 }, async () => {
      for (const name of Object.keys(e.params!.shape))
        for (const value of [...HOSTILE_STRINGS.filter((s) => s.length > 0 && s.length < 1000), 'x'.repeat(5000), '%', '..', '%2e%2e'])
          await postJson(e, `path ${name} = ${excerpt(value)}`, seed, { [name]: value });
      expect([...failures.values()]).toEqual([]);
    });

  test(`${RUNS} random bodies from the schema and from mutated seeds (seed ${SEED})`, { timeout: 120_000 }, async () => {
    const shaped = schema ? arbitraryOf(schema) : fc.constant({});
    const mutated = fc
      .tuple(fc.constantFrom(...(leafPaths(seed).length ? leafPaths(seed) : [['x']])), fc.oneof(fc.constantFrom(...WRONG_TYPES, ...HOSTILE_STRINGS), fc.anything(), fc.string({ unit: 'binary' })))
      .map(([path, value]) => withValue(seed, path, value));
    const bodies = fc.sample(fc.oneof(shaped, mutated, fc.jsonValue()), { seed: SEED + e.id.length, numRuns: RUNS });
    for (const body of bodies) await postJson(e, 'a random body', body);
    expect([...failures.values()]).toEqual([]);
  });

  test('bodies broken at the wire level', { timeout: 60_000 }, async () => {
    for (const w of malformedWireBodies(api.publicKeyPem))
      await probe(e, `wire: ${w.name}`, `POST ${e.path} (${w.name})`, () =>
        api.app.inject({ method: 'POST', url: urlOf(e), payload: w.body, headers: { 'content-type': w.contentType ?? 'application/json', 'x-access-token': token } }),
      );
    expect([...failures.values()]).toEqual([]);
  });
});

describe('after the fuzz', () => {
  test('the app still answers', async () => {
    console.log(`fuzz-post: ${calls} requests`);
    expect((await api.call(contract['public.serverTime'])).code).toBe(200);
    expect((await api.call(contract['user.getMyUserInfo'], {}, { token })).code).toBe(200);
  });

  test("every user's balances equal the sum of their log", async () => {
    const users = await api.db.$queryRawUnsafe<Array<{ id: string }>>(`${TEST_HARNESS_SQL} SELECT "id" FROM "User"`);
    const off: string[] = [];
    for (const { id } of users) {
      const res = await api.qaCall(qaRoutes['finance.reconcile'], { query: { userId: id } });
      if (res.code !== 200 || res.result.mismatches.length) off.push(`${id}: ${JSON.stringify(res.result)}`);
    }
    expect(off).toEqual([]);
  });
});
