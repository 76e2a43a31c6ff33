import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contract, content as contentApi } from '@sandbox/shared';
import { createFinanceApp } from './finance-fixtures.ts';
import { registerByEmail } from './harness.ts';

const { NOTICE_KIND } = contentApi;

describe('User.language is recorded where the app is used: every sign-in and the activity report', () => {
  let t: Awaited<ReturnType<typeof createFinanceApp>>;
  beforeAll(async () => {
    t = await createFinanceApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const languageOf = async (userId: string) => (await t.api.db.user.findUniqueOrThrow({ where: { id: userId } })).language;

  test('signed in with the Thai header, a deposit approved later is notified in Thai', async () => {
    const u = await registerByEmail(t.api, 'lang.thai@example.com');
    expect(await languageOf(u.userId)).toBe('en-us');
    const login = await t.api.call(contract['app.login'], { account: 'lang.thai@example.com', password: u.password }, { lang: 'tai' });
    expect(login.code, login.message).toBe(200);
    expect(await languageOf(u.userId)).toBe('tai');

    const deposit = await t.api.db.recharge.create({ data: { orderNo: 'RC-LANG-TH', userId: u.userId, currency: 'USDT', network: 'TRC20', amount: '150' } });
    expect((await t.api.qa('POST', `/finance/recharges/${deposit.id}/approve`)).code).toBe(200);
    const rows = await t.api.db.notice.findMany({ where: { userId: u.userId, refId: deposit.id } });
    expect(rows.map((n) => [n.kind, n.language, n.title, n.content])).toEqual([
      [NOTICE_KIND.DEPOSIT_CREDITED, 'tai', 'เงินฝากเข้าบัญชีแล้ว', 'การฝากเงิน 150 USDT ของคุณได้รับการอนุมัติและเข้าบัญชีสปอตแล้ว'],
    ]);
  }, 30_000);

  test('guest login and registration record the language; a browser tag maps to the app code', async () => {
    const guest = await t.api.call(contract['app.login'], { guest: true, account: 'lang_guest_one' }, { lang: 'ko' });
    expect(guest.code, guest.message).toBe(200);
    expect(await languageOf(guest.result.userInfo.id)).toBe('ko');

    const email = 'lang.register@example.com';
    await t.api.call(contract['app.getEmailCaptcha'], { email, scene: 1 });
    const inbox = await t.api.qa<Array<{ code: string }>>('GET', `/inbox?target=${encodeURIComponent(email)}&limit=1`);
    const reg = await t.api.call(
      contract['app.register'],
      { type: 'email', email, code: inbox.result[0]!.code, password: 'Passw0rd!', confirmPassword: 'Passw0rd!', agree: true },
      { headers: { 'accept-language': 'vi-VN,vi;q=0.9,en;q=0.8' } },
    );
    expect(reg.code, reg.message).toBe(200);
    expect(await languageOf(reg.result.userInfo.id)).toBe('vl');
  }, 30_000);

  test('the activity report records the language; a request naming none leaves it as it was', async () => {
    const u = await registerByEmail(t.api, 'lang.report@example.com');
    expect((await t.api.call(contract['user.activeReport'], {}, { token: u.token, lang: 'xi' })).code).toBe(200);
    expect(await languageOf(u.userId)).toBe('xi');
    // No lang header and no Accept-Language: nothing said, nothing recorded.
    expect((await t.api.call(contract['app.login'], { account: 'lang.report@example.com', password: u.password })).code).toBe(200);
    expect((await t.api.call(contract['user.activeReport'], {}, { token: u.token })).code).toBe(200);
    expect(await languageOf(u.userId)).toBe('xi');
  }, 30_000);
});
