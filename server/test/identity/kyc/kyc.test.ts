import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { contract } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { totpCodeAt } from '../../../src/modules/identity/authenticator/totp.ts';
import { assertKycLevel, kycLevelOf } from '../../../src/modules/identity/kyc/gate.ts';
import { createTestApp, registerByEmail, type TestApi } from '../../harness.ts';

let api: TestApi;
beforeEach(async () => {
  api = await createTestApp();
});
afterEach(async () => {
  await api.close();
});

/** Uploads are made by the platform module; here the rows are created directly, as the brief for this module allows. */
async function upload(userId: string, name: string, mime = 'image/jpeg') {
  const row = await api.db.upload.create({ data: { userId, storedName: `${userId}-${name}`, originalName: `${name}.jpg`, mime, size: 1234, purpose: 'kyc' } });
  return row.id;
}

async function user(email: string) {
  const u = await registerByEmail(api, email);
  return { ...u, front: await upload(u.userId, 'front'), back: await upload(u.userId, 'back'), portrait: await upload(u.userId, 'portrait') };
}
type U = Awaited<ReturnType<typeof user>>;

const idCard = (u: U, extra: object = {}) => ({ realName: 'Ana Lima', docType: 2, docNumber: 'ab1234567', frontUploadId: u.front, backUploadId: u.back, ...extra });
const passport = (u: U, extra: object = {}) => ({ realName: 'Ana Lima', docType: 1, docNumber: 'P7654321', frontUploadId: u.front, portraitUploadId: u.portrait, ...extra });
const advanced = {
  contactPhoneCode: '351',
  contactPhone: '912345678',
  currentAddress: 'Rua Augusta 10, Lisboa',
  emergencyContact: { surname: 'Lima', name: 'Rui', relationship: 'brother', phoneCode: '351', phone: '913333333', address: 'Rua Augusta 12, Lisboa' },
};

const applyBasic = (u: { token: string }, body: object, lang?: string) => api.send(contract['kyc.applyKYC'], body, { token: u.token, ...(lang ? { lang } : {}) });
const applyAdvanced = (u: { token: string }, body: object = advanced) => api.send(contract['kyc.applyAdvanced'], body, { token: u.token });
const state = async (u: { token: string }) => ({
  have: (await api.call(contract['kyc.isHaveAuth'], {}, { token: u.token })).result,
  done: (await api.call(contract['kyc.isHaveAuthDone'], {}, { token: u.token })).result,
});
const approve = (id: string) => api.qaCall(qaRoutes['kyc.approve'], { params: { id } });
const reject = (id: string, reason: string) => api.qaCall(qaRoutes['kyc.reject'], { params: { id }, body: { reason } });
const applications = () => api.db.kycApplication.count();

describe('basic verification', () => {
  test('ID card: submitted and waiting, with the exact record; shown in listMy, isHaveAuth and the user info', async () => {
    const u = await user('ana@example.com');
    const res = await applyBasic(u, idCard(u));
    expect(res.code).toBe(200);
    const now = (await api.call(contract['kyc.listMy'], {}, { token: u.token })).result[0]?.submittedAt;
    expect(res.result).toEqual({
      id: expect.any(String),
      level: 1,
      status: 1,
      realName: 'Ana Lima',
      docType: 2,
      docNumber: 'AB1****67',
      frontUrl: `/api/sys/common/file/${u.front}`,
      backUrl: `/api/sys/common/file/${u.back}`,
      portraitUrl: null,
      rejectReason: null,
      submittedAt: now,
      reviewedAt: null,
    });
    expect(now).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await api.call(contract['kyc.listMy'], {}, { token: u.token })).result).toEqual([res.result]);
    expect(await state(u)).toEqual({ have: { submitted: true, basicStatus: 1, advancedStatus: 0 }, done: { done: false, level: 0 } });
    const me = await api.call(contract['user.getMyUserInfo'], {}, { token: u.token });
    expect(me.result).toMatchObject({ kycStatus: 1, kycAdvancedStatus: 0 });
    const row = await api.db.kycApplication.findUniqueOrThrow({ where: { id: res.result.id } });
    // Database codes (schema.prisma): 0 waiting, idType 1 ID card.
    expect(row).toMatchObject({ status: 0, idType: 1, idNumber: 'AB1234567', firstName: 'Ana Lima' });
  });

  test('rejected with a reason, resubmitted with a passport, authorized; then no further submission', async () => {
    const u = await user('ana@example.com');
    const first = await applyBasic(u, idCard(u));
    const rejected = await reject(first.result.id, 'The photo is blurred');
    expect(rejected.result).toMatchObject({ status: -1, rejectReason: 'The photo is blurred', userId: u.userId });
    expect(await state(u)).toEqual({ have: { submitted: false, basicStatus: -1, advancedStatus: 0 }, done: { done: false, level: 0 } });

    const second = await applyBasic(u, passport(u));
    expect(second.result).toMatchObject({ status: 1, docType: 1, docNumber: 'P76****21', backUrl: null, portraitUrl: `/api/sys/common/file/${u.portrait}` });
    api.clock.advance(1000);
    const approved = await approve(second.result.id);
    expect(approved.result).toMatchObject({ status: 2, rejectReason: null, reviewedAt: expect.any(String) });
    expect(await state(u)).toEqual({ have: { submitted: true, basicStatus: 2, advancedStatus: 0 }, done: { done: true, level: 1 } });
    expect((await api.db.user.findUniqueOrThrow({ where: { id: u.userId } })).kycLevel).toBe(1);

    const list = await api.call(contract['kyc.listMy'], {}, { token: u.token });
    expect(list.result.map((r) => [r.status, r.rejectReason])).toEqual([[2, null], [-1, 'The photo is blurred']]);

    const again = await applyBasic(u, passport(u), 'zh-cn');
    expect(again).toMatchObject({ code: 409, message: '该级别的认证已通过' });
    expect(await applications()).toBe(2);
    // A decision is final.
    expect((await reject(second.result.id, 'late')).code).toBe(409);
    expect((await approve(second.result.id)).message).toBe('This application has already been reviewed');
  });

  test('a pending application cannot be resubmitted', async () => {
    const u = await user('ana@example.com');
    await applyBasic(u, idCard(u));
    const res = await applyBasic(u, passport(u));
    expect(res).toMatchObject({ code: 409, message: 'Your verification has been submitted and is waiting for review', result: null });
    expect(await applications()).toBe(1);
  });

  test('two concurrent submissions: exactly one is accepted', async () => {
    const u = await user('ana@example.com');
    const results = await Promise.all([applyBasic(u, idCard(u)), applyBasic(u, passport(u))]);
    expect(results.map((r) => r.code).sort()).toEqual([200, 409]);
    expect(await applications()).toBe(1);
  });

  test('refuses missing photos, foreign, unknown, non-image or repeated uploads and malformed fields; nothing is created', async () => {
    const u = await user('ana@example.com');
    const other = await user('bea@example.com');
    const pdf = await upload(u.userId, 'scan', 'application/pdf');
    const cases: Array<[object, number, string]> = [
      [idCard(u, { backUploadId: undefined }), 400, 'Invalid or missing value: backUploadId'],
      [passport(u, { portraitUploadId: undefined }), 400, 'Invalid or missing value: portraitUploadId'],
      [idCard(u, { frontUploadId: undefined }), 400, 'Invalid or missing value: frontUploadId'],
      [idCard(u, { backUploadId: other.back }), 400, 'The uploaded photo was not found; please upload it again'],
      [idCard(u, { backUploadId: 'no-such-upload' }), 400, 'The uploaded photo was not found; please upload it again'],
      [idCard(u, { backUploadId: pdf }), 400, 'Please upload an image file'],
      [idCard(u, { backUploadId: u.front }), 400, 'Each side of the document needs its own photo'],
      [idCard(u, { docNumber: 'AB 12/34' }), 400, 'Invalid or missing value: docNumber'],
      [idCard(u, { docType: 3 }), 400, 'Invalid or missing value: docType'],
      [idCard(u, { realName: '' }), 400, 'Invalid or missing value: realName'],
      [idCard(u, { country: 'XX' }), 400, 'Please choose a country from the list'],
    ];
    for (const [body, code, message] of cases) {
      const res = await applyBasic(u, body);
      expect({ code: res.code, message: res.message }).toEqual({ code, message });
    }
    const ko = await applyBasic(u, idCard(u, { backUploadId: other.back }), 'ko');
    expect(ko.message).toBe('업로드한 사진을 찾을 수 없습니다. 다시 업로드하세요');
    expect(await applications()).toBe(0);
    expect(await state(u)).toEqual({ have: { submitted: false, basicStatus: 0, advancedStatus: 0 }, done: { done: false, level: 0 } });
  });

  test('a document pending or authorized for another user is refused', async () => {
    const a = await user('ana@example.com');
    const b = await user('bea@example.com');
    expect((await applyBasic(a, idCard(a))).code).toBe(200);
    const res = await applyBasic(b, idCard(b, { docNumber: 'AB1234567' }));
    expect(res).toMatchObject({ code: 409, message: "This document is already used for another account's verification" });
    expect(await api.db.kycApplication.count({ where: { userId: b.userId } })).toBe(0);
  });
});

describe('advanced verification', () => {
  test('only after basic is authorized; then waiting, authorized, level 2', async () => {
    const u = await user('ana@example.com');
    const before = await applyAdvanced(u);
    expect(before).toMatchObject({ code: 409, message: 'Please complete basic verification first; advanced verification opens once it is authorized' });
    const basic = await applyBasic(u, idCard(u));
    expect((await applyAdvanced(u)).code).toBe(409);
    expect(await applications()).toBe(1);

    await approve(basic.result.id);
    const adv = await applyAdvanced(u);
    expect(adv.result).toMatchObject({ level: 2, status: 1, realName: null, docType: null, docNumber: null, frontUrl: null });
    const row = await api.db.kycApplication.findUniqueOrThrow({ where: { id: adv.result.id } });
    expect(row).toMatchObject({
      contactPhone: '+351 912345678',
      currentAddress: 'Rua Augusta 10, Lisboa',
      emergencySurname: 'Lima',
      emergencyName: 'Rui',
      emergencyRelation: 'brother',
      emergencyPhone: '+351 913333333',
      emergencyAddress: 'Rua Augusta 12, Lisboa',
    });
    expect((await applyAdvanced(u)).message).toBe('Your verification has been submitted and is waiting for review');
    expect(await state(u)).toEqual({ have: { submitted: true, basicStatus: 2, advancedStatus: 1 }, done: { done: true, level: 1 } });

    await approve(adv.result.id);
    expect(await state(u)).toEqual({ have: { submitted: true, basicStatus: 2, advancedStatus: 2 }, done: { done: true, level: 2 } });
    expect(await kycLevelOf(api.db, u.userId)).toBe(2);
  });

  test('refuses malformed contact details; nothing is created', async () => {
    const u = await user('ana@example.com');
    await approve((await applyBasic(u, idCard(u))).result.id);
    const bad = await applyAdvanced(u, { ...advanced, emergencyContact: { ...advanced.emergencyContact, phone: '12-34' } });
    expect(bad).toMatchObject({ code: 400, message: 'Invalid or missing value: emergencyContact.phone' });
    const short = await applyAdvanced(u, { ...advanced, currentAddress: 'x' });
    expect(short.code).toBe(400);
    expect(await api.db.kycApplication.count({ where: { level: 2 } })).toBe(0);
  });
});

describe('access', () => {
  test('every call needs a login (code 401)', async () => {
    for (const id of ['kyc.isHaveAuth', 'kyc.isHaveAuthDone', 'kyc.listMy'] as const) {
      expect((await api.call(contract[id])).code).toBe(401);
    }
    const a = await user('ana@example.com');
    // A well-formed body: validation runs before the login check, as on every route.
    expect((await api.send(contract['kyc.applyKYC'], idCard(a))).code).toBe(401);
    expect((await api.call(contract['kyc.applyAdvanced'], advanced)).code).toBe(401);
    expect(await applications()).toBe(0);
  });

  test("one user sees only their own applications and cannot use another's photos", async () => {
    const a = await user('ana@example.com');
    const b = await user('bea@example.com');
    await applyBasic(a, idCard(a));
    expect((await api.call(contract['kyc.listMy'], {}, { token: b.token })).result).toEqual([]);
    expect(await state(b)).toEqual({ have: { submitted: false, basicStatus: 0, advancedStatus: 0 }, done: { done: false, level: 0 } });
    const stolen = await applyBasic(b, passport(b, { frontUploadId: a.front, portraitUploadId: a.portrait }));
    expect(stolen.code).toBe(400);
    expect(await api.db.kycApplication.count({ where: { userId: b.userId } })).toBe(0);
  });
});

describe('QA review and the gate other modules use', () => {
  test('the queue lists pending applications; reject needs a reason; unknown ids are 404', async () => {
    const a = await user('ana@example.com');
    const rec = await applyBasic(a, idCard(a));
    const queue = await api.qaCall(qaRoutes['kyc.list']);
    expect(queue.result.map((r) => [r.id, r.userId])).toEqual([[rec.result.id, a.userId]]);
    expect((await api.qaCall(qaRoutes['kyc.reject'], { params: { id: rec.result.id }, body: { reason: ' ' } })).code).toBe(400);
    expect((await api.qaCall(qaRoutes['kyc.approve'], { params: { id: 'nope' } })).code).toBe(404);
    expect((await api.qaCall(qaRoutes['kyc.list'], { query: { status: 'authorized' } })).result).toEqual([]);
  });

  test('assertKycLevel refuses below the level and passes at it', async () => {
    const a = await user('ana@example.com');
    await expect(assertKycLevel(api.db, a.userId, 1)).rejects.toMatchObject({ code: 403, key: 'kyc.required' });
    await approve((await applyBasic(a, idCard(a))).result.id);
    await expect(assertKycLevel(api.db, a.userId, 1)).resolves.toBeUndefined();
    await expect(assertKycLevel(api.db, a.userId, 2)).rejects.toMatchObject({ code: 403, key: 'kyc.advancedRequired' });
  });
});

test('QA reads the current authenticator code of a bound account (for scripted sign-in)', async () => {
  const a = await registerByEmail(api, 'ana@example.com');
  expect((await api.qaCall(qaRoutes['kyc.totp'], { query: { account: 'ana@example.com' } })).code).toBe(409);
  await api.db.user.update({ where: { id: a.userId }, data: { googleSecret: 'JBSWY3DPEHPK3PXP', googleBound: true } });
  // One second into a fresh 30 s step, so the server's code and ours are of the same step.
  api.clock.advance(30_000 - (api.clock.now().getTime() % 30_000) + 1_000);
  const res = await api.qaCall(qaRoutes['kyc.totp'], { query: { account: 'ana@example.com' } });
  expect(res.result.code).toBe(totpCodeAt('JBSWY3DPEHPK3PXP', api.clock.now().getTime()));
  const login = await api.call(contract['app.googleSecretLogin'], { account: 'ana@example.com', password: a.password, googleCode: res.result.code });
  expect(login.code).toBe(200);
});
