import { beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { contract, fillPath, type EndpointDef, type Envelope } from '@sandbox/shared';
import { encryptBody } from '@sandbox/shared/wire/index';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { ERC20_ADDRESS, WITHDRAWAL_PASSWORD, multipartBody, PNG_1X1, upload } from '../wallet-fixtures.ts';
import { dumpDatabase, funded, useDemoWorld, type WorldUser } from '../demo-world.ts';
import { registerByEmail, type TestApi } from '../harness.ts';
import { seedBodies } from '../fuzz/seed-bodies.ts';

/*
 * The access sweep, generated from the contract (issue 10):
 * 1. every served `auth: 'login'` endpoint answers envelope 401 to no token,
 *    a garbage token, a logged-out token and a stale one (expired, revoked);
 * 2. every served endpoint that names a user's object by id refuses another
 *    user's object with the same answer as a missing id, and changes nothing.
 * A new id-bearing endpoint or field with no entry in ID_FIELDS fails the sweep.
 */

let api: TestApi;
useDemoWorld((app) => {
  api = app;
});

const served = () => (api.app.servedEndpoints as readonly string[]).map((id) => contract[id as keyof typeof contract] as EndpointDef);
const loginEndpoints = () => served().filter((e) => e.auth === 'login' && !e.streaming);

/** Calls an endpoint with any path parameter filled by `x`: authentication runs before validation and lookups. */
/** Valid-looking bodies (the fuzz test's seeds, with made-up ids): a body that would pass validation must still meet the 401 first. */
const validLooking = seedBodies({
  accountId: 'acc-1',
  proofUploadId: 'up-1',
  kycUploadIds: ['up-2', 'up-3'],
  avatarUploadId: 'up-4',
  positionId: 'pos-1',
  secondSetId: 'set-1',
  target: { email: 'someone@example.com', password: 'Passw0rd!' },
});

type BodyKind = 'empty' | 'object' | 'valid-looking';

async function callBare(e: EndpointDef, token: string | undefined, body: BodyKind): Promise<Envelope<unknown> & { httpStatus: number }> {
  const params = Object.fromEntries(Object.keys(e.params?.shape ?? {}).map((k) => [k, 'x']));
  const url = fillPath(e.path, params);
  const opts = token === undefined ? {} : { token };
  if (e.method === 'GET') return api.get(url, {}, opts);
  if (e.multipart) {
    const { payload, contentType } = multipartBody({ name: 'p.png', type: 'image/png', data: PNG_1X1 }, { biz: '2' });
    const res = await api.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType, ...(token ? { 'x-access-token': token } : {}) } });
    return { ...(JSON.parse(res.body) as Envelope<unknown>), httpStatus: res.statusCode };
  }
  if (body === 'empty') return api.postRaw(url, '', opts);
  return api.postRaw(url, encryptBody(body === 'object' ? {} : (validLooking[e.id] ?? {}), api.publicKeyPem), opts);
}

async function expectAll401(token: string | undefined, what: string) {
  const failures: string[] = [];
  for (const e of loginEndpoints()) {
    for (const body of e.method === 'POST' && !e.multipart ? (['empty', 'object', 'valid-looking'] as const) : (['empty'] as const)) {
      const res = await callBare(e, token, body);
      if (res.httpStatus !== 200 || res.code !== 401) failures.push(`${e.method} ${e.path} (${what}, ${body} body): HTTP ${res.httpStatus}, code ${res.code} "${res.message}"`);
    }
  }
  expect(failures).toEqual([]);
}

describe('every login endpoint answers 401 without a live session', () => {
  test('the sweep covers the login endpoints of the contract', () => {
    expect(loginEndpoints().length).toBeGreaterThan(30);
  });

  // Every login endpoint three times over: seconds on a loaded machine, more than vitest's default 5 s.
  test('no token', async () => {
    await expectAll401(undefined, 'no token');
  });

  test('a garbage token, an over-long one and one with odd characters', async () => {
    await expectAll401('garbage-token', 'garbage');
    await expectAll401('x'.repeat(5000), 'over-long');
    await expectAll401('\u202e\u0000token', 'odd characters');
  });

  test('a logged-out token', async () => {
    const u = await registerByEmail(api, 'sweep-logout@example.com');
    expect((await api.call(contract['ext.logout'], undefined, { token: u.token })).code).toBe(200);
    await expectAll401(u.token, 'logged out');
  });

  test('a token revoked by a password change elsewhere', async () => {
    const u = await registerByEmail(api, 'sweep-revoked@example.com');
    const other = await api.call(contract['app.login'], { account: 'sweep-revoked@example.com', password: u.password });
    expect(other.code).toBe(200);
    const changed = await api.call(
      contract['user.changePassword'],
      { type: 1, oldPassword: u.password, newPassword: 'N3wPassw0rd!', confirmPassword: 'N3wPassw0rd!' },
      { token: other.result.token },
    );
    expect(changed.code, changed.message).toBe(200);
    await expectAll401(u.token, 'revoked by a password change');
  });
});

/*
 * ---- Another user's objects ----
 * Every id-bearing field of a served endpoint, by endpoint id and field (path
 * parameter, query or body). `owned` fields name a user's object: the sweep
 * has a case for each. `catalogue` fields name public reference rows that any
 * user may use (a period, a product): no ownership to check.
 */
type Kind = 'position' | 'recharge' | 'withdrawal' | 'withdrawalAccount' | 'upload' | 'loan' | 'ieoOrder' | 'vipReward' | 'notice' | 'chatMessage';
const ID_FIELDS: Record<string, Record<string, { owned: Kind } | { catalogue: string }>> = {
  'trade.positionClose': { id: { owned: 'position' } },
  'trade.positionUpdateStopLoss': { id: { owned: 'position' } },
  'trade.positionAddMargin': { id: { owned: 'position' } },
  'ext.positionDetail': { id: { owned: 'position' } },
  'ext.rechargeDetail': { id: { owned: 'recharge' } },
  'ext.withdrawalDetail': { id: { owned: 'withdrawal' } },
  'user.withdrawalAccountEdit': { id: { owned: 'withdrawalAccount' } },
  'finance.withdrawalApply': { accountId: { owned: 'withdrawalAccount' } },
  'finance.rechargeApply': { proofUploadId: { owned: 'upload' } },
  'user.updateKYC': { avatarUploadId: { owned: 'upload' } },
  'kyc.applyKYC': { frontUploadId: { owned: 'upload' }, backUploadId: { owned: 'upload' }, portraitUploadId: { owned: 'upload' } },
  'trade.secondBuy': { setId: { catalogue: 'a second-contract period (trade.secondSetList)' } },
  'prod.productDetail': { id: { catalogue: 'a product' } },
  'prod.debitBuy': { productId: { catalogue: 'a product' } },
  'prod.minerBuy': { productId: { catalogue: 'a product' } },
  'loan.creditApply': { setId: { catalogue: 'a loan setting' }, signatureUploadId: { owned: 'upload' } },
  'loan.pledgeApply': { setId: { catalogue: 'a loan setting' }, signatureUploadId: { owned: 'upload' } },
  'ext.loanRepay': { loanId: { owned: 'loan' } },
  'ioe.apply': { projectId: { catalogue: 'an IEO project' } },
  'ioe.pay': { orderId: { owned: 'ieoOrder' } },
  'ext.ieoDraw': { projectId: { catalogue: 'an IEO project (its draw data is public)' } },
  'ext.welfareClaim': { id: { owned: 'vipReward' } },
  // Competitions are public; an entry is found by (competition, caller), never by another user's entry id.
  'ext.competitionDetail': { id: { catalogue: 'a competition' } },
  'ext.competitionJoin': { id: { catalogue: 'a competition' } },
  'ext.competitionExit': { id: { catalogue: 'a competition' } },
  // Trading on a competition account: the account is the caller's own entry in that competition, never another's.
  'trade.positionCreate': { competitionId: { catalogue: 'a competition (the account is the caller\'s entry)' } },
  'trade.positionList': { competitionId: { catalogue: 'a competition (the account is the caller\'s entry)' } },
  'trade.positionSummary': { competitionId: { catalogue: 'a competition (the account is the caller\'s entry)' } },
  // Content is public; a personal notice and a chat message are the caller's own (issue 16).
  'content.helpDetail': { id: { catalogue: 'a help article' } },
  'ext.articleDetail': { id: { catalogue: 'a news article' } },
  'ext.articleShare': { id: { catalogue: 'a news article (its share page is public)' } },
  'ext.announcementDetail': { id: { catalogue: 'an announcement' } },
  'ext.noticeRead': { id: { owned: 'notice' } },
  'ext.chatMessages': { afterId: { owned: 'chatMessage' }, beforeId: { owned: 'chatMessage' } },
  'ext.chatRead': { throughId: { owned: 'chatMessage' } },
};

/** A field that names an object: `id`, `somethingId`, an order number. */
const ID_NAME = /^id$|Id$|^orderNo$|OrderNo$/;

/** Property names of an object schema, across union branches (a discriminated union's fields are per branch). */
function propertyNames(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const names = new Set<string>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const n = node as { properties?: Record<string, unknown>; anyOf?: unknown[]; oneOf?: unknown[]; allOf?: unknown[] };
    for (const k of Object.keys(n.properties ?? {})) names.add(k);
    for (const branch of [...(n.anyOf ?? []), ...(n.oneOf ?? []), ...(n.allOf ?? [])]) walk(branch);
  };
  walk(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));
  return [...names];
}

function idFieldsOf(e: EndpointDef): string[] {
  return [...propertyNames(e.params), ...propertyNames(e.query), ...propertyNames(e.body)].filter((k) => ID_NAME.test(k));
}

describe("another user's objects", () => {
  test('every id-bearing field of a served endpoint has an entry (a new one fails here until it gets a case)', () => {
    const found: string[] = [];
    for (const e of served()) for (const f of idFieldsOf(e)) found.push(`${e.id}.${f}`);
    const known = Object.entries(ID_FIELDS).flatMap(([id, fields]) => Object.keys(fields).map((f) => `${id}.${f}`));
    expect(found.filter((k) => !known.includes(k)), 'id-bearing fields with no entry in ID_FIELDS').toEqual([]);
    const servedIds = new Set(served().map((e) => e.id));
    // An entry for a served endpoint must still match the contract.
    expect(known.filter((k) => servedIds.has(k.slice(0, k.lastIndexOf('.'))) && !found.includes(k)), 'stale entries').toEqual([]);
  });

  let alice: WorldUser;
  let bob: WorldUser;
  /** Basic KYC not applied for yet, so kyc.applyKYC reaches its upload lookups. */
  let newcomer: { token: string };
  const objects = {} as Record<Kind, string> & { kycUpload: string; avatarUpload: string };
  const newcomerUploads = {} as { front: string; back: string };

  beforeAll(async () => {
    alice = await funded(api, 'sweep-alice@example.com');
    bob = await funded(api, 'sweep-bob@example.com');
    newcomer = await registerByEmail(api, 'sweep-newcomer@example.com');
    const up = async (u: { token: string }, biz: string) => {
      const res = await upload(api, u.token, undefined, biz);
      if (res.code !== 200) throw new Error(`upload: ${res.message}`);
      return res.result.id;
    };
    objects.upload = await up(alice, '2');
    objects.kycUpload = await up(alice, '1');
    objects.avatarUpload = await up(alice, '4');
    newcomerUploads.front = await up(newcomer, '1');
    newcomerUploads.back = await up(newcomer, '1');

    const position = await api.call(
      contract['trade.positionCreate'],
      { symbol: 'BTCUSDT', side: 1, marginMode: 1, leverage: 10, margin: '100' },
      { token: alice.token },
    );
    if (position.code !== 200) throw new Error(`position: ${position.message}`);
    objects.position = position.result.id;
    const recharge = await api.call(
      contract['finance.rechargeApply'],
      { currency: 'USDT', network: 'TRC20', amount: '100', proofUploadId: objects.upload },
      { token: alice.token },
    );
    if (recharge.code !== 200) throw new Error(`recharge: ${recharge.message}`);
    objects.recharge = recharge.result.id;
    const withdrawal = await api.call(
      contract['finance.withdrawalApply'],
      { currency: 'USDT', amount: '50', accountId: alice.accountId, withdrawalPassword: WITHDRAWAL_PASSWORD },
      { token: alice.token },
    );
    if (withdrawal.code !== 200) throw new Error(`withdrawal: ${withdrawal.message}`);
    objects.withdrawal = withdrawal.result.id;
    objects.withdrawalAccount = alice.accountId;
    // A second-contract order and a KYC application of alice's, so the list sweep below has them to leak.
    const sets = await api.call(contract['trade.secondSetList'], { symbol: 'BTCUSDT' });
    const second = await api.call(contract['trade.secondBuy'], { symbol: 'BTCUSDT', setId: sets.result[0]!.id, direction: 1, amount: '10' }, { token: alice.token });
    if (second.code !== 200) throw new Error(`second: ${second.message}`);
    // A loan and an IEO subscription of alice's (issue 14).
    const signed = await up(alice, '3');
    const loan = await api.call(contract['loan.creditApply'], { setId: 'demo-loan-credit-7', amount: '100', signatureUploadId: signed, agree: true }, { token: alice.token });
    if (loan.code !== 200) throw new Error(`loan: ${loan.message}`);
    objects.loan = loan.result.id;
    const ieo = await api.call(contract['ioe.apply'], { projectId: 'demo-ieo-sbx', quantity: '100' }, { token: alice.token });
    if (ieo.code !== 200) throw new Error(`ieo: ${ieo.message}`);
    objects.ieoOrder = ieo.result.id;
    // A claimable upgrade bonus of alice's (issue 15).
    objects.vipReward = (await api.db.vipReward.create({ data: { userId: alice.userId, type: 2, level: 6, periodKey: 'level-6', amount: '1888' } })).id;
    // A personal notification and a chat message of alice's (issue 16).
    objects.notice = (await api.db.notice.create({ data: { userId: alice.userId, kind: 2, title: 'Deposit credited', content: 'x' } })).id;
    const chat = await api.call(contract['ext.chatSend'], { content: 'hello' }, { token: alice.token });
    if (chat.code !== 200) throw new Error(`chat: ${chat.message}`);
    objects.chatMessage = chat.result.records[0]!.id;
  }, 60_000);

  /** One request of bob's that names `id` in the field under test; everything else is bob's own and valid. */
  function request(endpoint: string, field: string, id: string): { method: 'GET' | 'POST'; url: string; body?: object } {
    const e = contract[endpoint as keyof typeof contract] as EndpointDef;
    if (e.params?.shape && field in e.params.shape) return { method: e.method, url: fillPath(e.path, { [field]: id }) };
    if (e.method === 'GET' && e.query instanceof z.ZodObject && field in e.query.shape) return { method: 'GET', url: `${e.path}?${field}=${encodeURIComponent(id)}` };
    const bodies: Record<string, object> = {
      'trade.positionUpdateStopLoss': { id, stopLoss: '1' },
      'trade.positionAddMargin': { id, amount: '10' },
      'user.withdrawalAccountEdit': { id, type: 2, currency: 'USDT', network: 'ERC20', address: ERC20_ADDRESS },
      'finance.withdrawalApply': { currency: 'USDT', amount: '30', accountId: id, withdrawalPassword: WITHDRAWAL_PASSWORD },
      'finance.rechargeApply': { currency: 'USDT', network: 'TRC20', amount: '100', proofUploadId: id },
      'user.updateKYC': { avatarUploadId: id },
      'loan.creditApply': { setId: 'demo-loan-credit-7', amount: '100', signatureUploadId: id, agree: true },
      'loan.pledgeApply': { setId: 'demo-loan-pledge-btc', amount: '100', signatureUploadId: id, agree: true },
      'ext.loanRepay': { loanId: id },
      'ioe.pay': { orderId: id },
      'ext.welfareClaim': { id },
      'ext.noticeRead': { id },
      'ext.chatRead': { throughId: id },
      'kyc.applyKYC':
        field === 'portraitUploadId'
          ? { realName: 'Bob Stone', docType: 1, docNumber: 'P7654321', frontUploadId: newcomerUploads.front, portraitUploadId: id }
          : { realName: 'Bob Stone', docType: 2, docNumber: 'ab1234567', frontUploadId: newcomerUploads.front, backUploadId: newcomerUploads.back, [field]: id },
    };
    const body = bodies[endpoint];
    if (!body) throw new Error(`no request for ${endpoint}.${field}: add one here`);
    return { method: e.method, url: e.path, body };
  }

  const send = (r: ReturnType<typeof request>, token: string) =>
    r.method === 'GET' ? api.get(r.url, {}, { token }) : api.post(r.url, r.body, { token });

  const ownedCases = () =>
    served().flatMap((e) =>
      Object.entries(ID_FIELDS[e.id] ?? {}).flatMap(([field, what]) => ('owned' in what ? [{ endpoint: e.id, field, kind: what.owned }] : [])),
    );

  test('the sweep has a case for every owned id of a served endpoint', () => {
    expect(ownedCases().length).toBeGreaterThanOrEqual(17);
  });

  test("bob gets the missing-id answer for every one of alice's objects, and nothing changes", async () => {
    const failures: string[] = [];
    for (const { endpoint, field, kind } of ownedCases()) {
      const own = kind === 'upload' ? (endpoint === 'kyc.applyKYC' ? objects.kycUpload : endpoint === 'user.updateKYC' ? objects.avatarUpload : objects.upload) : objects[kind];
      const before = await dumpDatabase(api.db);
      const caller = endpoint === 'kyc.applyKYC' ? newcomer.token : bob.token;
      const foreign = await send(request(endpoint, field, own), caller);
      const after = await dumpDatabase(api.db);
      const missing = await send(request(endpoint, field, 'no-such-object-0000'), caller);
      const where = `${endpoint}.${field} with alice's ${kind}`;
      // The case must reach the lookup: a refusal for another reason (validation, state) would prove nothing.
      if (![400, 404].includes(missing.code) || missing.message.startsWith('Invalid or missing value'))
        failures.push(`${where}: the case does not reach the lookup (missing id answers ${missing.code} "${missing.message}")`);
      if (foreign.code === 200 || foreign.httpStatus !== 200) failures.push(`${where}: accepted (HTTP ${foreign.httpStatus}, code ${foreign.code}) ${JSON.stringify(foreign.result)}`);
      else if (foreign.code !== missing.code || foreign.message !== missing.message)
        failures.push(`${where}: code ${foreign.code} "${foreign.message}" differs from a missing id's code ${missing.code} "${missing.message}"`);
      const changed = Object.keys(before).filter((t) => before[t] !== after[t]);
      if (changed.length) failures.push(`${where}: changed tables ${changed.join(', ')}`);
    }
    expect(failures).toEqual([]);
  }, 30_000);

  test("the upload file route (outside the contract: it answers the file itself) serves alice's files to alice alone", async () => {
    const file = (id: string, token?: string) => api.app.inject({ method: 'GET', url: `/api/sys/common/file/${id}`, headers: token ? { 'x-access-token': token } : {} });
    const missing = await file('no-such-object-0000', bob.token);
    expect(missing.json()).toMatchObject({ code: 404 });
    for (const id of [objects.upload, objects.kycUpload, objects.avatarUpload]) {
      expect((await file(id, alice.token)).statusCode).toBe(200);
      const foreign = await file(id, bob.token);
      expect(foreign.json(), `bob reading alice's upload ${id}`).toMatchObject({ code: 404, message: (missing.json() as Envelope<unknown>).message });
      expect((await file(id)).json()).toMatchObject({ code: 401 });
      expect((await file(id, 'garbage-token')).json()).toMatchObject({ code: 401 });
    }
  });

  test("no list or summary of bob's shows an id of alice's objects", async () => {
    const alicesIds = [
      ...Object.values(objects),
      ...(await api.db.secondContractOrder.findMany({ where: { userId: alice.userId } })).map((o) => o.id),
      ...(await api.db.kycApplication.findMany({ where: { userId: alice.userId } })).map((k) => k.id),
      ...(await api.db.balanceLog.findMany({ where: { userId: alice.userId } })).map((l) => l.id),
      alice.userId,
    ];
    const leaks: string[] = [];
    for (const e of loginEndpoints()) {
      if (e.method !== 'GET' || e.params) continue;
      const res = await api.get(e.path, {}, { token: bob.token });
      const text = JSON.stringify(res.result);
      for (const id of alicesIds) if (text.includes(id)) leaks.push(`${e.path} shows ${id}`);
    }
    expect(leaks).toEqual([]);
  });
});

describe('stale sessions (runs last: it moves the sandbox clock past the session lifetime)', () => {
  test('an expired token answers 401 everywhere', async () => {
    const u = await registerByEmail(api, 'sweep-expired@example.com');
    expect((await api.call(contract['user.getMyUserInfo'], {}, { token: u.token })).code).toBe(200);
    const moved = await api.qaCall(qaRoutes['clock.advance'], { body: { ms: 31 * 24 * 3600 * 1000 } });
    expect(moved.code).toBe(200);
    await expectAll401(u.token, 'expired');
  });
});
