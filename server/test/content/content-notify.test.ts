import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contract, content as contentApi, REWARD_STATE } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { WITHDRAWAL_PASSWORD, createFinanceApp, grant, readyUser } from '../wallet-fixtures.ts';
import { registerByEmail, type TestApi } from '../harness.ts';
import { createTradeApp, registerFunded } from '../trading-fixture.ts';
import { applyLoan, createLoanApp, loanUser } from '../loan-fixture.ts';
import { approvedDeposit, createCommunityApp } from '../community-fixture.ts';
import type { FakePriceFeed } from '../fake-price-feed.ts';

const { NOTICE_KIND } = contentApi;

/** The user's notifications of one kind about one record, as the notifications list shows them. */
async function noticesOf(api: TestApi, token: string, refId: string, lang?: string) {
  const res = await api.call(contract['content.noticeMyList'], { pageSize: 100 }, { token, ...(lang ? { lang } : {}) });
  return res.result.records.filter((r) => r.refId === refId).map((r) => ({ kind: r.kind, title: r.title, content: r.content, personal: r.personal, read: r.read }));
}

describe('finance and identity verification notify once per event, in the user language', () => {
  let t: Awaited<ReturnType<typeof createFinanceApp>>;
  beforeAll(async () => {
    t = await createFinanceApp();
  });
  afterAll(async () => {
    await t.close();
  });

  test('deposit credited: one notice on approval, none on a refused second approval, none on a rejection', async () => {
    const u = await registerByEmail(t.api, 'notify.deposit@example.com');
    // The app remembers the language the user reads it in (the badge poll).
    await t.api.call(contract['ext.unreadCounts'], {}, { token: u.token, lang: 'jp' });
    const make = (orderNo: string) => t.api.db.recharge.create({ data: { orderNo, userId: u.userId, currency: 'USDT', network: 'TRC20', amount: '150' } });
    const ok = await make('RC-NOTIFY-1');
    const refused = await make('RC-NOTIFY-2');
    expect((await t.api.qaCall(qaRoutes['finance.recharges.approve'], { params: { id: ok.id } })).code).toBe(200);
    expect((await t.api.qaCall(qaRoutes['finance.recharges.approve'], { params: { id: ok.id } })).code).toBe(409);
    expect((await t.api.qaCall(qaRoutes['finance.recharges.reject'], { params: { id: refused.id }, body: { reason: 'no' } })).code).toBe(200);
    expect(await noticesOf(t.api, u.token, ok.id, 'jp')).toEqual([
      { kind: NOTICE_KIND.DEPOSIT_CREDITED, title: '入金が反映されました', content: '<p>150 USDT の入金が承認され、現物口座に反映されました。</p>\n', personal: true, read: false },
    ]);
    expect(await noticesOf(t.api, u.token, refused.id)).toEqual([]);
    // Stored as written, in the language the user had (for whoever reads the table).
    expect(await t.api.db.notice.findFirstOrThrow({ where: { refId: ok.id } })).toMatchObject({ language: 'jp', title: '入金が反映されました', params: '{"amount":"150","currency":"USDT"}' });
  });

  test('a notification reads in the language the reader uses now, in each of the nine, whatever it was written in', async () => {
    const u = await registerByEmail(t.api, 'notify.languages@example.com');
    const r = await t.api.db.recharge.create({ data: { orderNo: 'RC-NOTIFY-LANG', userId: u.userId, currency: 'USDT', network: 'TRC20', amount: '1250.5' } });
    expect((await t.api.qaCall(qaRoutes['finance.recharges.approve'], { params: { id: r.id } })).code).toBe(200);
    const expected: Record<string, [string, string]> = {
      'en-us': ['Deposit credited', 'Your deposit of 1250.5 USDT has been approved and credited to your spot account.'],
      jp: ['入金が反映されました', '1250.5 USDT の入金が承認され、現物口座に反映されました。'],
      ko: ['입금이 완료되었습니다', '1250.5 USDT 입금이 승인되어 현물 계정에 반영되었습니다.'],
      mlxy: ['Deposit telah dikreditkan', 'Deposit anda sebanyak 1250.5 USDT telah diluluskan dan dikreditkan ke akaun spot anda.'],
      tai: ['เงินฝากเข้าบัญชีแล้ว', 'การฝากเงิน 1250.5 USDT ของคุณได้รับการอนุมัติและเข้าบัญชีสปอตแล้ว'],
      vl: ['Nạp tiền thành công', 'Khoản nạp 1250.5 USDT của bạn đã được duyệt và cộng vào tài khoản giao ngay.'],
      xi: ['Depósito acreditado', 'Tu depósito de 1250.5 USDT ha sido aprobado y abonado en tu cuenta spot.'],
      'zh-cn': ['充值已到账', '您充值的 1250.5 USDT 已审核通过，并已存入您的现货账户。'],
      'zh-tw': ['充值已到帳', '您充值的 1250.5 USDT 已審核通過，並已存入您的現貨帳戶。'],
    };
    for (const [lang, [title, body]] of Object.entries(expected)) {
      const [notice] = await noticesOf(t.api, u.token, r.id, lang);
      expect({ lang, title: notice?.title, content: notice?.content }).toEqual({ lang, title, content: `<p>${body}</p>\n` });
    }
  });

  test('two approvals of one deposit at once: one credit, one notice', async () => {
    const u = await registerByEmail(t.api, 'notify.race@example.com');
    const r = await t.api.db.recharge.create({ data: { orderNo: 'RC-NOTIFY-RACE', userId: u.userId, currency: 'USDT', network: 'TRC20', amount: '75' } });
    const answers = await Promise.all([1, 2, 3].map(() => t.api.qaCall(qaRoutes['finance.recharges.approve'], { params: { id: r.id } })));
    expect(answers.map((a) => a.code).sort()).toEqual([200, 409, 409]);
    expect(await t.api.db.notice.count({ where: { userId: u.userId, refId: r.id } })).toBe(1);
  });

  test('withdrawal paid, rejected and failed: one notice each with the reason; verification approved and rejected', async () => {
    const u = await readyUser(t.api, 'notify.withdraw@example.com');
    // readyUser's basic verification was approved through the review: one notice.
    const kycRows = await t.api.db.notice.findMany({ where: { userId: u.userId, kind: NOTICE_KIND.VERIFICATION_APPROVED } });
    expect(kycRows.map((n) => n.title)).toEqual(['Identity verification approved']);
    expect(kycRows[0]!.content).toBe('Your level 1 identity verification has been approved. The functions and limits of this level are now open to you.');

    await grant(t.api.db, u.userId, '1000');
    const apply = async () => {
      const res = await t.api.call(contract['finance.withdrawalApply'], { currency: 'USDT', amount: '100', accountId: u.accountId, withdrawalPassword: WITHDRAWAL_PASSWORD }, { token: u.token });
      expect(res.code, res.message).toBe(200);
      return res.result.id;
    };
    const paid = await apply();
    const rejected = await apply();
    const failed = await apply();
    expect((await t.api.qaCall(qaRoutes['finance.withdrawals.approve'], { params: { id: paid } })).code).toBe(200);
    expect(await noticesOf(t.api, u.token, paid)).toEqual([]);
    expect((await t.api.qaCall(qaRoutes['finance.withdrawals.pay'], { params: { id: paid } })).code).toBe(200);
    expect((await t.api.qaCall(qaRoutes['finance.withdrawals.pay'], { params: { id: paid } })).code).toBe(409);
    expect((await t.api.qaCall(qaRoutes['finance.withdrawals.reject'], { params: { id: rejected }, body: { reason: 'Name *mismatch*' } })).code).toBe(200);
    expect((await t.api.qaCall(qaRoutes['finance.withdrawals.approve'], { params: { id: failed } })).code).toBe(200);
    expect((await t.api.qaCall(qaRoutes['finance.withdrawals.fail'], { params: { id: failed }, body: { reason: 'Bank down' } })).code).toBe(200);

    expect((await noticesOf(t.api, u.token, paid)).map((n) => [n.kind, n.title])).toEqual([[NOTICE_KIND.WITHDRAWAL_PAID, 'Withdrawal paid out']]);
    // The reason typed by staff is shown as typed (its Markdown characters escaped).
    expect(await noticesOf(t.api, u.token, rejected)).toEqual([
      expect.objectContaining({
        kind: NOTICE_KIND.WITHDRAWAL_REJECTED,
        content: '<p>Your withdrawal of 100 USDT was not completed (Name *mismatch*). The amount has been returned to your available balance.</p>\n',
      }),
    ]);
    expect((await noticesOf(t.api, u.token, failed)).map((n) => n.kind)).toEqual([NOTICE_KIND.WITHDRAWAL_REJECTED]);

    const adv = await t.api.db.kycApplication.create({ data: { userId: u.userId, level: 2, status: 0, idType: 2, firstName: 'Test User', idNumber: 'X1' } });
    expect((await t.api.qaCall(qaRoutes['kyc.reject'], { params: { id: adv.id }, body: { reason: 'Blurred photo' } })).code).toBe(200);
    expect((await t.api.qaCall(qaRoutes['kyc.reject'], { params: { id: adv.id }, body: { reason: 'again' } })).code).toBe(409);
    // Read in Vietnamese: the sentence in Vietnamese, the staff's reason as typed.
    expect(await noticesOf(t.api, u.token, adv.id, 'vl')).toEqual([
      expect.objectContaining({
        kind: NOTICE_KIND.VERIFICATION_REJECTED,
        content: '<p>Xác minh danh tính cấp 2 của bạn chưa được duyệt: Blurred photo. Bạn có thể chỉnh sửa giấy tờ và nộp lại.</p>\n',
      }),
    ]);
  });
});

describe('trading notifies once per liquidation and per real second-contract settlement', () => {
  let api: TestApi;
  let feed: FakePriceFeed;
  beforeAll(async () => {
    ({ api, feed } = await createTradeApp());
  });
  afterAll(async () => {
    await api.close();
  });

  test('a liquidated position: one notice with the symbol, the mark and the margin; a take-profit close: one with its result', async () => {
    const u = await registerFunded(api, 'notify.liq@example.com', [['contract', '1000']]);
    const open = async (body: object) => {
      const res = await api.send(contract['trade.positionCreate'], { symbol: 'BTCUSDT', marginMode: 1, leverage: 10, margin: '100', ...body }, { token: u.token });
      expect(res.code, res.message).toBe(200);
      return res.result.id;
    };
    await feed.tick(api.clock.now(), { BTCUSDT: '10000' });
    const short = await open({ side: 2 });
    const long = await open({ side: 1, takeProfit: '10500' });
    await feed.tick(api.clock.now(), { BTCUSDT: '11000' });
    await feed.tick(api.clock.now(), { BTCUSDT: '11100' });
    expect(await noticesOf(api, u.token, short)).toEqual([
      expect.objectContaining({
        kind: NOTICE_KIND.POSITION_LIQUIDATED,
        content: '<p>Your BTCUSDT position reached its liquidation price and was closed at the mark price 11000. Its margin of 100 USDT covered the loss.</p>\n',
      }),
    ]);
    // Long 0.1 BTC (100 x 10 / 10000) closed at its take-profit 10500: gross +50, open fee 0.5
    // (1000 x 0.05 %), close fee 0.525 (1050 x 0.05 %): +48.975 USDT (issue 17 item 7).
    expect(await noticesOf(api, u.token, long)).toEqual([
      expect.objectContaining({
        kind: NOTICE_KIND.POSITION_TAKE_PROFIT,
        title: 'Take-profit reached',
        content: '<p>Your BTCUSDT position reached its take-profit price and was closed at 10500. Result after fees: 48.975 USDT.</p>\n',
      }),
    ]);
    // Once, however often the job runs after it.
    await feed.tick(api.clock.now(), { BTCUSDT: '11200' });
    expect(await noticesOf(api, u.token, long)).toHaveLength(1);
  });

  test('a stop-loss close: one notice with the price and the loss after fees', async () => {
    const u = await registerFunded(api, 'notify.sl@example.com', [['contract', '1000']]);
    await feed.tick(api.clock.now(), { BTCUSDT: '10000' });
    const res = await api.send(contract['trade.positionCreate'], { symbol: 'BTCUSDT', marginMode: 1, leverage: 10, margin: '100', side: 1, stopLoss: '9800' }, { token: u.token });
    expect(res.code, res.message).toBe(200);
    await feed.tick(api.clock.now(), { BTCUSDT: '9700' });
    // 0.1 BTC closed at its stop-loss 9800: gross -20, fees 0.5 + 0.49: -20.99 USDT.
    expect(await noticesOf(api, u.token, res.result.id)).toEqual([
      expect.objectContaining({
        kind: NOTICE_KIND.POSITION_STOP_LOSS,
        title: 'Stop-loss triggered',
        content: '<p>Your BTCUSDT position reached its stop-loss price and was closed at 9800. Result after fees: -20.99 USDT.</p>\n',
      }),
    ]);
  });

  test('second contracts: one notice per real settlement however often the list settles, none for the demo account', async () => {
    const u = await registerFunded(api, 'notify.second@example.com', [['spot', '1000']]);
    await api.call(contract['ext.demoReset'], undefined, { token: u.token });
    const buy = async (body: object) => {
      const res = await api.call(contract['trade.secondBuy'], { symbol: 'BTCUSDT', setId: 'sc-60', direction: 1, amount: '100', ...body }, { token: u.token });
      expect(res.code, res.message).toBe(200);
      return res.result.id;
    };
    const real = await buy({});
    const demo = await buy({ accountType: 2 });
    for (const id of [real, demo]) {
      const row = await api.db.secondContractOrder.findUniqueOrThrow({ where: { id } });
      feed.record('BTCUSDT', row.settleAt, '9000');
    }
    api.clock.advance(60_000);
    await Promise.all([1, 2, 3].map(() => api.call(contract['trade.secondOrderList'], {}, { token: u.token })));
    await api.call(contract['trade.secondOrderList'], { accountType: 2 }, { token: u.token });
    expect(await noticesOf(api, u.token, real)).toEqual([
      expect.objectContaining({ kind: NOTICE_KIND.SECOND_SETTLED, title: 'Second contract settled', content: expect.stringContaining('settled at 9000. Result: -100 USDT') }),
    ]);
    expect(await noticesOf(api, u.token, demo)).toEqual([]);
  });
});

describe('loans and rewards notify once per event', () => {
  test('loan approved: one notice with the amount; a second approval is refused and writes none', async () => {
    const t = await createLoanApp();
    try {
      const u = await loanUser(t.api, 'notify.loan@example.com', 1);
      const applied = await applyLoan(t.api, u, 'credit', 'credit-7', '500');
      expect(applied.code, applied.message).toBe(200);
      const id = applied.result.id;
      expect((await t.api.qaCall(qaRoutes['loan.approve'], { params: { id } })).code).toBe(200);
      expect((await t.api.qaCall(qaRoutes['loan.approve'], { params: { id } })).code).toBe(409);
      expect(await noticesOf(t.api, u.token, id)).toEqual([
        expect.objectContaining({ kind: NOTICE_KIND.LOAN_APPROVED, title: 'Loan approved', content: '<p>Your loan of 500 USDT has been approved and credited to your spot account.</p>\n' }),
      ]);
    } finally {
      await t.close();
    }
  });

  test('referral commission and a claimed VIP reward: one "reward received" each, to the one who receives it', async () => {
    const { api } = await createCommunityApp();
    try {
      const inviter = await registerByEmail(api, 'notify.inviter@example.com');
      const invitee = await registerByEmail(api, 'notify.invitee@example.com', undefined, inviter.inviteCode);
      await approvedDeposit(api, invitee.userId, '1000');
      await approvedDeposit(api, invitee.userId, '1000'); // only the first deposit pays commission
      const rewards = (await api.call(contract['content.noticeMyList'], {}, { token: inviter.token })).result.records.filter((r) => r.kind === NOTICE_KIND.REWARD_RECEIVED);
      expect(rewards.map((r) => r.content)).toEqual(['<p>You received a reward of 100 USDT in your spot account.</p>\n']);
      const inviteeKinds = (await api.call(contract['content.noticeMyList'], {}, { token: invitee.token })).result.records.map((r) => r.kind);
      expect(inviteeKinds).toEqual([NOTICE_KIND.DEPOSIT_CREDITED, NOTICE_KIND.DEPOSIT_CREDITED]);

      // The invitee's deposit lifted them to VIP1: the upgrade bonus waits to be claimed.
      const list = await api.call(contract['ext.welfareList'], { pageNo: 1, pageSize: 50 }, { token: invitee.token });
      const bonus = list.result.rewards.records.find((r) => r.state === REWARD_STATE.CLAIMABLE);
      expect(bonus, JSON.stringify(list.result)).toBeDefined();
      expect((await api.call(contract['ext.welfareClaim'], { id: bonus!.id }, { token: invitee.token })).code).toBe(200);
      expect((await api.call(contract['ext.welfareClaim'], { id: bonus!.id }, { token: invitee.token })).code).toBe(409);
      expect((await noticesOf(api, invitee.token, bonus!.id)).map((n) => [n.kind, n.title])).toEqual([[NOTICE_KIND.REWARD_RECEIVED, 'Reward received']]);
    } finally {
      await api.close();
    }
  });
});
