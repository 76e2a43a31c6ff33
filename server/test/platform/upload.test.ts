import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { contract } from '@sandbox/shared';
import { QA_BASE, qaPath, qaRoutes } from '@sandbox/shared/qa-routes';
import { registerByEmail } from '../harness.ts';
import { PNG_1X1, createFinanceApp, multipartBody, upload } from '../wallet-fixtures.ts';

let t: Awaited<ReturnType<typeof createFinanceApp>>;
beforeEach(async () => {
  t = await createFinanceApp();
});
afterEach(async () => {
  await t.close();
});

const stored = async () => readdir(path.join(t.dataDir, 'uploads')).catch(() => [] as string[]);

describe('sys.upload', () => {
  test('an image is sniffed, stored under a random name and served back to its owner only', async () => {
    const alice = await registerByEmail(t.api, 'alice@example.com');
    const res = await upload(t.api, alice.token);
    expect(res.code).toBe(200);
    expect(res.result).toMatchObject({ mimeType: 'image/png', size: PNG_1X1.length, url: `/api/sys/common/file/${res.result.id}` });
    const row = await t.api.db.upload.findUniqueOrThrow({ where: { id: res.result.id } });
    expect(row).toMatchObject({ userId: alice.userId, originalName: 'proof.png', purpose: 'rechargeProof', mime: 'image/png' });
    expect(row.storedName).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(await stored()).toEqual([row.storedName]);

    const mine = await t.api.app.inject({ method: 'GET', url: res.result.url, headers: { 'x-access-token': alice.token } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(mine.rawPayload, PNG_1X1)).toBe(0);

    const bob = await registerByEmail(t.api, 'bob@example.com');
    const theirs = await t.api.app.inject({ method: 'GET', url: res.result.url, headers: { 'x-access-token': bob.token } });
    expect(theirs.json()).toMatchObject({ code: 404, message: 'File not found' });
    const anonymous = await t.api.app.inject({ method: 'GET', url: res.result.url });
    expect(anonymous.json().code).toBe(401);
    // Reviewers read it through the QA API.
    const qa = await t.api.app.inject({ method: 'GET', url: `${QA_BASE}${qaPath(qaRoutes['finance.upload'], { id: res.result.id })}`, headers: { 'x-qa-token': 'qa-test-token' } });
    expect(qa.statusCode).toBe(200);
    expect(qa.headers['content-type']).toBe('image/png');
  });

  test('the fields may come before or after the file', async () => {
    const u = await registerByEmail(t.api, 'order@example.com');
    const { payload, contentType } = multipartBody({ name: 'a.png', type: 'image/png', data: PNG_1X1 }, {});
    // Append the biz field after the file part by rebuilding: file first, then field.
    const boundary = contentType.split('boundary=')[1]!;
    const body = Buffer.concat([payload.subarray(0, payload.length - `--${boundary}--\r\n`.length), Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="biz"\r\n\r\n4\r\n--${boundary}--\r\n`)]);
    const res = await t.api.app.inject({ method: 'POST', url: contract['sys.upload'].path, payload: body, headers: { 'content-type': contentType, 'x-access-token': u.token } });
    expect(res.json()).toMatchObject({ code: 200, result: { mimeType: 'image/png' } });
    expect((await t.api.db.upload.findFirstOrThrow()).purpose).toBe('avatar');
  });

  test('a renamed non-image is refused with the image prompt, in the caller language, and nothing is stored', async () => {
    const u = await registerByEmail(t.api, 'pdf@example.com');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
    const res = await upload(t.api, u.token, { name: 'photo.png', type: 'image/png', data: pdf });
    expect(res).toMatchObject({ code: 400, message: 'Please upload an image file' });
    const zh = await upload(t.api, u.token, { name: 'photo.jpg', type: 'image/jpeg', data: Buffer.from('just some text, not a jpeg') }, '2', 'zh-cn');
    expect(zh).toMatchObject({ code: 400, message: '请上传图片文件' });
    expect(await t.api.db.upload.count()).toBe(0);
    expect(await stored()).toEqual([]);
  });

  test('an oversized file is refused', async () => {
    const u = await registerByEmail(t.api, 'big@example.com');
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(20 * 1024 * 1024 + 1 - PNG_1X1.length)]);
    const res = await upload(t.api, u.token, { name: 'big.png', type: 'image/png', data: big });
    expect(res).toMatchObject({ code: 400, message: 'The file is larger than 20 MB' });
    expect(await t.api.db.upload.count()).toBe(0);
    expect(await stored()).toEqual([]);
  });

  test('a path-like file name is refused', async () => {
    const u = await registerByEmail(t.api, 'path@example.com');
    for (const name of ['../../etc/passwd.png', '..\\evil.png', 'a/b.png', '..']) {
      const res = await upload(t.api, u.token, { name, type: 'image/png', data: PNG_1X1 });
      expect(res, name).toMatchObject({ code: 400, message: 'The file name is not allowed; rename the file and try again' });
    }
    expect(await t.api.db.upload.count()).toBe(0);
    expect(await stored()).toEqual([]);
  });

  test('missing file, bad biz, a JSON body and no token', async () => {
    const u = await registerByEmail(t.api, 'misc@example.com');
    const none = multipartBody(undefined, { biz: '2' });
    const noFile = await t.api.app.inject({ method: 'POST', url: contract['sys.upload'].path, payload: none.payload, headers: { 'content-type': none.contentType, 'x-access-token': u.token } });
    expect(noFile.json()).toMatchObject({ code: 400, message: 'Please choose a file to upload' });
    expect(await upload(t.api, u.token, undefined, '9')).toMatchObject({ code: 400, message: 'Invalid or missing value: biz' });
    expect(await upload(t.api, undefined)).toMatchObject({ code: 401 });
    // An encrypted JSON body is not an upload.
    const json = await t.api.call(contract['sys.upload'], { biz: 2 }, { token: u.token });
    expect(json.code).toBe(400);
    expect(await t.api.db.upload.count()).toBe(0);
  });

  test('multipart is accepted by the upload route only', async () => {
    const u = await registerByEmail(t.api, 'scope@example.com');
    const { payload, contentType } = multipartBody({ name: 'a.png', type: 'image/png', data: PNG_1X1 }, { biz: '2' });
    const res = await t.api.app.inject({ method: 'POST', url: contract['user.changePassword'].path, payload, headers: { 'content-type': contentType, 'x-access-token': u.token } });
    expect(res.json()).toMatchObject({ code: 400 });
  });
});

describe('broken multipart bodies', () => {
  test.each([
    ['no boundary', (p: Buffer) => ({ payload: p, contentType: 'multipart/form-data' })],
    ['a cut-off body', (p: Buffer, ct: string) => ({ payload: p.subarray(0, p.length - 40), contentType: ct })],
    ['a boundary that never appears', (p: Buffer) => ({ payload: p, contentType: 'multipart/form-data; boundary=nothere' })],
  ])('%s answers a code-400 envelope and stores nothing', async (_name, make) => {
    const alice = await registerByEmail(t.api, 'broken@example.com');
    const base = multipartBody({ name: 'proof.png', type: 'image/png', data: PNG_1X1 }, { biz: '2' });
    const { payload, contentType } = make(base.payload, base.contentType);
    const res = await t.api.app.inject({ method: 'POST', url: contract['sys.upload'].path, payload, headers: { 'content-type': contentType, 'x-access-token': alice.token } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, code: 400, result: null });
    expect(await t.api.db.upload.count()).toBe(0);
    expect(await stored()).toEqual([]);
  });
});

describe('upload quota and rate', () => {
  test('at most 10 a minute; the next minute of the sandbox clock allows more', async () => {
    const alice = await registerByEmail(t.api, 'rate@example.com');
    for (let i = 0; i < 10; i += 1) expect((await upload(t.api, alice.token)).code).toBe(200);
    const refused = await upload(t.api, alice.token, undefined, '2', 'zh-cn');
    expect(refused.code).toBe(429);
    expect(refused.message).toBe('上传过于频繁，每分钟最多 10 个，请稍候');
    expect(await t.api.db.upload.count()).toBe(10);
    // Another user is not held back by alice.
    const bob = await registerByEmail(t.api, 'rate-bob@example.com');
    expect((await upload(t.api, bob.token)).code).toBe(200);
    t.api.clock.advance(61_000);
    expect((await upload(t.api, alice.token)).code).toBe(200);
  });

  test('at most 50 uploads in 24 hours, counted on the sandbox clock', async () => {
    const alice = await registerByEmail(t.api, 'daily@example.com');
    for (let i = 0; i < 50; i += 1) {
      if (i % 10 === 0) t.api.clock.advance(61_000);
      expect((await upload(t.api, alice.token)).code).toBe(200);
    }
    t.api.clock.advance(61_000);
    const refused = await upload(t.api, alice.token);
    expect(refused.code).toBe(429);
    expect(refused.message).toBe('Daily upload limit reached (50 files or 100 MB in 24 hours); please try again later');
    t.api.clock.advance(24 * 3600_000);
    expect((await upload(t.api, alice.token)).code).toBe(200);
  });

  test('at most 100 MB in 24 hours', async () => {
    const alice = await registerByEmail(t.api, 'bytes@example.com');
    // Earlier uploads of the day, as rows (writing 100 MB of files would only slow the test).
    await t.api.db.upload.create({ data: { userId: alice.userId, storedName: 'big-earlier.png', mime: 'image/png', size: 100 * 1024 * 1024 - 10, purpose: 'kyc', createdAt: t.api.clock.now() } });
    t.api.clock.advance(61_000);
    const refused = await upload(t.api, alice.token);
    expect(refused.code).toBe(429);
    expect(await t.api.db.upload.count()).toBe(1);
  });
});

describe("an upload's purpose matches its use", () => {
  test('a KYC upload is not accepted as deposit proof, a deposit proof not as a KYC photo', async () => {
    const alice = await registerByEmail(t.api, 'purpose@example.com');
    const kycPhoto = await upload(t.api, alice.token, undefined, '1');
    const proof = await upload(t.api, alice.token, undefined, '2');
    expect(kycPhoto.code).toBe(200);

    const deposit = await t.api.call(contract['finance.rechargeApply'], { currency: 'USDT', network: 'TRC20', amount: '100', proofUploadId: kycPhoto.result.id }, { token: alice.token });
    expect(deposit.code).toBe(404);
    expect(await t.api.db.recharge.count()).toBe(0);
    const good = await t.api.call(contract['finance.rechargeApply'], { currency: 'USDT', network: 'TRC20', amount: '100', proofUploadId: proof.result.id }, { token: alice.token });
    expect(good.code).toBe(200);

    const kyc = await t.api.call(contract['kyc.applyKYC'], { realName: 'Alice Doe', country: 'US', docType: 1, docNumber: 'P1234567', frontUploadId: proof.result.id, portraitUploadId: kycPhoto.result.id }, { token: alice.token });
    expect(kyc.code).toBe(400);
    expect(await t.api.db.kycApplication.count()).toBe(0);
  });
});
