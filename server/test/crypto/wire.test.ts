import { generateKeyPairSync } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contract } from '@sandbox/shared';
import { encryptBody, randomRequestKey } from '@sandbox/shared/wire/index';
import { aesPart, rsaPart } from '../crypto/crypto-test-kit.ts';
import { encryptJson } from '../fuzz/wire.ts';
import { createTestApp, registerByEmail, type TestApi } from '../harness.ts';
import { createFinanceApp, grant, moneySnapshot } from '../wallet-fixtures.ts';
import { REPLAY_WINDOW_MS } from '../../src/crypto/replay-guard.ts';
import { rejectMalformedText } from '../../src/plugins/well-formed-text.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApp();
  await registerByEmail(api, 'wire@example.com', 'wire1234');
});
afterAll(async () => {
  await api.close();
});

const BAD_BODY = 'The request could not be read; please refresh the page and try again';

/** A body whose AES part holds arbitrary text (not necessarily JSON). */
function bodyOf(plaintext: string, pem = api.publicKeyPem): string {
  const key = randomRequestKey();
  return `${rsaPart(pem, key)}.${aesPart(Buffer.from(plaintext), key)}`;
}

describe('encrypted bodies over HTTP', () => {
  test('the body reaches the handler as raw text, as text/plain and JSON-quoted', async () => {
    // A fresh body each time: a repeated one is a replay.
    const body = () => encryptBody({ account: 'wire@example.com', password: 'wire1234' }, api.publicKeyPem);
    expect((await api.postRaw(contract['app.login'].path, body())).code).toBe(200);
    expect((await api.postRaw(contract['app.login'].path, body(), {}, 'text/plain')).code).toBe(200);
    expect((await api.postRaw(contract['app.login'].path, JSON.stringify(body()))).code).toBe(200);
  });

  test('null fields are dropped before encryption, so optional fields may be null on the client', async () => {
    const res = await api.send(contract['app.login'], { account: 'wire@example.com', password: 'wire1234', inviteCode: null });
    expect(res.code).toBe(200);
  });

  const otherPem = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const valid = () => encryptBody({ account: 'wire@example.com', password: 'wire1234' }, api.publicKeyPem);

  test.each([
    ['not base64', () => '@@@@.####'],
    ['no dot', () => valid().replace('.', '')],
    ['two dots', () => `${valid()}.AAAA`],
    ['encrypted for another key', () => encryptBody({ account: 'x', password: 'y' }, otherPem)],
    ['truncated', () => valid().slice(0, -20)],
    ['a bad RSA block (random bytes of the right size)', () => `${Buffer.alloc(256, 7).toString('base64')}.${valid().split('.')[1]}`],
    ['not JSON inside', () => bodyOf('hello, not json')],
    ['a JSON array inside', () => bodyOf('[1,2,3]')],
    ['a plain JSON object (unencrypted)', () => JSON.stringify({ account: 'wire@example.com', password: 'wire1234' })],
  ])('%s gets a code-400 envelope', async (_name, make) => {
    const res = await api.postRaw(contract['app.login'].path, make());
    expect(res.httpStatus).toBe(200);
    expect(res.code).toBe(400);
    expect(res.message).toBe(BAD_BODY);
    expect(res.result).toBeNull();
  });

  test('JSON of the wrong shape names the field', async () => {
    const res = await api.send(contract['app.login'], { account: 'wire@example.com', password: 42 });
    expect(res.code).toBe(400);
    expect(res.message).toBe('Invalid or missing value: password');
  });

  test('a body over the size limit is refused before decryption', async () => {
    const res = await api.postRaw(contract['app.login'].path, 'A'.repeat(70 * 1024));
    expect(res.code).toBe(400);
    expect(res.message).toBe('The request is too large');
  });

  test('the message follows the lang header', async () => {
    const res = await api.postRaw(contract['app.login'].path, 'garbage', { lang: 'ko' });
    expect(res.message).toBe('요청을 읽을 수 없습니다. 페이지를 새로 고친 후 다시 시도하세요');
  });

  test('fuzz: hundreds of mutated bodies get only code-400 envelopes and the server keeps serving', async () => {
    const base = valid();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({ at: fc.nat(base.length - 1), ch: fc.constantFrom(...'ABCxyz019+/=.'.split('')) }).map(({ at, ch }) => base.slice(0, at) + ch + base.slice(at + 1)),
          fc.nat(base.length - 1).map((n) => base.slice(0, n)),
          fc.string({ maxLength: 400 }),
          fc.nat(base.length - 1).map((n) => base.slice(n)),
        ),
        async (mutated) => {
          if (mutated === base) return;
          const res = await api.postRaw(contract['app.login'].path, mutated);
          expect(res.httpStatus).toBe(200);
          // A flip in the last base64 padding character can leave the bytes intact: then the login simply
          // succeeds, and a second such flip is the same body again (409, a replay).
          expect([400, 200, 409]).toContain(res.code);
          if (res.code === 200) expect(res.result).toHaveProperty('token');
        },
      ),
      { numRuns: 400 },
    );
    expect((await api.postRaw(contract['app.login'].path, valid())).code).toBe(200);
  });
});

describe('routing and documents', () => {
  test('unknown paths get a 404 envelope', async () => {
    const res = await api.get('/api/nope');
    expect(res.httpStatus).toBe(404);
    expect(res.code).toBe(404);
  });

  test('the double slash of getServerTime is served as given', async () => {
    const res = await api.call(contract['public.serverTime']);
    expect(res.code).toBe(200);
    expect(res.result.utcOffsetMinutes).toBe(480);
    expect(Math.abs(res.result.timestamp - api.clock.now().getTime())).toBeLessThan(5000);
  });

  test('the public key extension serves the PEM the server decrypts with', async () => {
    const res = await api.call(contract['ext.publicKey']);
    expect(res.result.publicKey).toBe(api.publicKeyPem);
  });
});

describe('authentication comes before validation', () => {
  test('every served POST login call without a session answers 401 for an empty or invalid body', async () => {
    const loginPosts = api.app.servedEndpoints.filter((id) => contract[id].auth === 'login' && contract[id].method === 'POST');
    expect(loginPosts.length).toBeGreaterThan(10);
    for (const id of loginPosts) for (const body of ['', encryptBody({ nonsense: 1 }, api.publicKeyPem)]) {
      const res = await api.postRaw(contract[id].path.replace(/\{\w+\}/g, '1'), body);
      expect(res.httpStatus, id).toBe(200);
      expect(res.code, id).toBe(401);
    }
  });
});

describe('replayed bodies', () => {
  const TRANSFER = contract['finance.transferContract'].path;
  let fin: Awaited<ReturnType<typeof createFinanceApp>>;
  let alice: Awaited<ReturnType<typeof registerByEmail>>;
  let bob: Awaited<ReturnType<typeof registerByEmail>>;
  beforeAll(async () => {
    fin = await createFinanceApp();
    alice = await registerByEmail(fin.api, 'replay-alice@example.com');
    bob = await registerByEmail(fin.api, 'replay-bob@example.com');
    await grant(fin.api.db, alice.userId, '100');
    await grant(fin.api.db, bob.userId, '100');
  });
  afterAll(async () => {
    await fin.close();
  });

  test('the client encrypts each call with a fresh key, so its heads never repeat (client/src/api/http.ts post)', () => {
    const heads = new Set(Array.from({ length: 20 }, () => encryptBody({ direction: 1, amount: '10' }, fin.api.publicKeyPem).split('.')[0]));
    expect(heads.size).toBe(20);
  });

  test('a recorded transfer body sent again is refused (409) and moves nothing', async () => {
    const body = encryptBody({ direction: 1, amount: '10' }, fin.api.publicKeyPem);
    expect((await fin.api.postRaw(TRANSFER, body, { token: alice.token })).code).toBe(200);
    const before = await moneySnapshot(fin.api.db);
    for (const send of [body, JSON.stringify(body)]) {
      const again = await fin.api.postRaw(TRANSFER, send, { token: alice.token, lang: 'zh-cn' });
      expect(again.httpStatus).toBe(200);
      expect(again.code).toBe(409);
      expect(again.message).toBe('该请求已接收过，请重试');
    }
    expect(await moneySnapshot(fin.api.db)).toEqual(before);
  });

  test("one user's body under another user's token is refused", async () => {
    const body = encryptBody({ direction: 1, amount: '5' }, fin.api.publicKeyPem);
    expect((await fin.api.postRaw(TRANSFER, body, { token: alice.token })).code).toBe(200);
    const before = await moneySnapshot(fin.api.db);
    const res = await fin.api.postRaw(TRANSFER, body, { token: bob.token });
    expect(res.code).toBe(409);
    expect(res.message).toBe('This request was already received; please try again');
    expect(await moneySnapshot(fin.api.db)).toEqual(before);
  });

  test('a recorded login body is refused; a fresh body of the same payload goes through', async () => {
    const login = { account: 'replay-alice@example.com', password: alice.password };
    const body = encryptBody(login, fin.api.publicKeyPem);
    expect((await fin.api.postRaw(contract['app.login'].path, body)).code).toBe(200);
    expect((await fin.api.postRaw(contract['app.login'].path, body)).code).toBe(409);
    expect((await fin.api.call(contract['app.login'], login)).code).toBe(200);
  });

  test('the window is on the sandbox clock: past it the head is forgotten', async () => {
    const body = encryptBody({ account: 'replay-bob@example.com', password: bob.password }, fin.api.publicKeyPem);
    expect((await fin.api.postRaw(contract['app.login'].path, body)).code).toBe(200);
    fin.api.clock.advance(REPLAY_WINDOW_MS + 1000);
    expect((await fin.api.postRaw(contract['app.login'].path, body)).code).toBe(200);
  });
});

describe('text that is not well-formed, and invisible characters in names', () => {
  const UPDATE = contract['user.updateKYC'].path;
  let user: Awaited<ReturnType<typeof registerByEmail>>;
  beforeAll(async () => {
    user = await registerByEmail(api, 'text@example.com', 'text1234');
  });
  const profile = () => api.db.user.findUniqueOrThrow({ where: { id: user.userId } });

  test('the client encrypts a lone surrogate as a JSON escape, so it reaches the server intact', () => {
    expect(JSON.stringify({ nickname: 'ab\ud800' })).toBe('{"nickname":"ab\\ud800"}');
  });

  test('a lone surrogate in an encrypted body answers 400 naming the field, in every field (was a 500)', async () => {
    const before = await profile();
    for (const [body, field] of [
      [{ nickname: 'ab\ud800' }, 'nickname'],
      [{ address: '\udc00x street' }, 'address'],
      [{ emergency: { deep: ['ok', 'x\ud83d'] } }, 'emergency.deep.1'],
    ] as const) {
      const res = await api.post(UPDATE, body, { token: user.token, lang: 'ko' });
      expect(res.httpStatus).toBe(200);
      expect(res.code).toBe(400);
      expect(res.message).toBe(`허용되지 않는 문자가 포함되어 있습니다: ${field}`);
    }
    // A login password is no name, but a lone surrogate there is refused all the same.
    const login = await api.call(contract['app.login'], { account: 'text@example.com', password: 'pw\ud800' });
    expect(login.code).toBe(400);
    expect(login.message).toBe('Contains characters that are not allowed: password');
    expect(await profile()).toEqual(before);
  });

  test('a body nested 5,000 levels deep is refused with 400 in the caller\'s language, changing nothing', async () => {
    // Written as text: a client's own walk over such a body (dropNulls) would exhaust its stack first.
    const json = `{"nickname":"deep","extra":${'{"a":'.repeat(5000)}{}${'}'.repeat(5000)}}`;
    const send = async (lang: string) =>
      (
        await api.app.inject({
          method: 'POST',
          url: UPDATE,
          payload: encryptJson(json, api.publicKeyPem),
          headers: { 'content-type': 'application/json', 'x-access-token': user.token, lang },
        })
      ).json();
    const before = await profile();
    expect(await send('en-us')).toMatchObject({ code: 400, message: 'The request is nested too deeply (at most 32 levels)' });
    expect(await send('jp')).toMatchObject({ code: 400, message: 'リクエストの入れ子が深すぎます（最大 32 階層）' });
    expect(await profile()).toEqual(before);
  });

  test('a well-formed pair (an emoji) is fine', async () => {
    const res = await api.post(UPDATE, { nickname: 'ab\ud83d\ude00' }, { token: user.token });
    expect(res.code).toBe(200);
    expect((await profile()).nickname).toBe('ab😀');
  });

  test('a query string cannot smuggle a lone surrogate: the escapes of one stay text, never a 500', async () => {
    // UTF-8 has no encoding of a lone surrogate; its CESU-8 bytes and %u escapes are not decoded.
    for (const escaped of ['ab%ED%A0%80', 'ab%uD800']) {
      const res = await api.app.inject({ method: 'GET', url: `${contract['app.checkAccount'].path}?account=${escaped}` });
      expect(res.json()).toMatchObject({ code: 200, result: { exists: false } });
    }
    // Should a parser ever decode one, the same check as for bodies refuses it.
    const request = { params: {}, query: { account: 'ab\ud800' }, body: undefined } as unknown as FastifyRequest;
    let refusal: unknown;
    rejectMalformedText(request, {} as FastifyReply, (error) => (refusal = error));
    expect(refusal).toMatchObject({ code: 400, key: 'request.badCharacters', params: { field: 'account' } });
    // A NUL character too: PostgreSQL's text cannot hold one, and no field has a use for it.
    refusal = undefined;
    rejectMalformedText({ params: {}, query: {}, body: { note: { text: 'a\u0000b' } } } as unknown as FastifyRequest, {} as FastifyReply, (error) => (refusal = error));
    expect(refusal).toMatchObject({ code: 400, key: 'request.badCharacters', params: { field: 'note.text' } });
  });

  test.each([
    ['NUL', 'Ann\u0000a'],
    ['a C0 control', 'Ann\u0007a'],
    ['a C1 control', 'Ann\u0085a'],
    ['a right-to-left override', 'Ann\u202Eagem.exe'],
    ['an isolate', '\u2067Anna'],
    ['a right-to-left mark', 'Anna\u200F'],
  ])('%s in a name answers 400 naming the field, nothing saved', async (_name, nickname) => {
    const before = await profile();
    const res = await api.post(UPDATE, { nickname }, { token: user.token });
    expect(res.code).toBe(400);
    expect(res.message).toBe('Contains characters that are not allowed: nickname');
    expect(await profile()).toEqual(before);
  });

  test('names in every script still pass', async () => {
    for (const nickname of ['Zoë', '山田太郎', '김민준', 'Nguyễn Văn A', 'สมชาย', 'O\'Brien-Smith']) {
      expect((await api.post(UPDATE, { nickname }, { token: user.token })).code).toBe(200);
    }
  });
});

describe('router errors in the envelope', () => {
  test('a 5,000-character path id answers a code-400 envelope (was a bare 414)', async () => {
    const res = await api.app.inject({ method: 'GET', url: `/api/sys/common/file/${'9'.repeat(5000)}`, headers: { lang: 'jp' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, code: 400, result: null, message: 'リクエストのアドレスが正しくありません' });
  });

  test('a bad percent-escape in the path answers a code-400 envelope', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/sys/common/file/%E0%A4%A' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, code: 400, message: 'The address of the request is not valid' });
    expect(typeof res.json().timestamp).toBe('number');
  });
});
