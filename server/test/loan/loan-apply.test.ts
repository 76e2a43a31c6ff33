import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { contract, LOAN_STATUS, LOAN_TYPE } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { markReplaced } from '@sandbox/prisma';
import { reconcile } from '../../src/ledger/index.ts';
import { createLoanModule } from '../../src/modules/loan/index.ts';
import { autoApproveLoans } from '../../src/modules/loan/job.ts';
import type { FakePriceFeed } from '../fake-price-feed.ts';
import type { TestApi } from '../harness.ts';
import { heldAtFirstPause } from '../held-pause.ts';
import { applyLoan, createLoanApp, loanState, loanUser, signature, type LoanUser } from '../loan-fixture.ts';
import { noNotices } from '../no-notices.ts';
import { balanceOf } from '../trading-fixture.ts';

let t: Awaited<ReturnType<typeof createLoanApp>>;
let api: TestApi;
let feed: FakePriceFeed;
let basic: LoanUser;
let advanced: LoanUser;
let none: LoanUser;

beforeEach(async () => {
  t = await createLoanApp();
  api = t.api;
  feed = t.feed;
  basic = await loanUser(api, 'basic@example.com', 1, '0', '1');
  advanced = await loanUser(api, 'advanced@example.com', 2);
  none = await loanUser(api, 'none@example.com', 0, '0', '1');
});
afterEach(async () => {
  await t.close();
});

const info = (u: LoanUser) => api.call(contract['loan.myLoanInfo'], {}, { token: u.token });
const list = (u: LoanUser, q: { status?: number; type?: number } = {}) => api.call(contract['loan.loanOrderList'], { pageNo: 1, pageSize: 10, ...q } as never, { token: u.token });
const approve = (id: string) => api.qaCall(qaRoutes['loan.approve'], { params: { id } });

describe('offers and the loan account', () => {
  test('offers: enabled only, in order; the maximum is the caller\'s own by identity level; the pledge rate as a percent', async () => {
    const mine = await api.call(contract['loan.loanSetList'], {}, { token: basic.token });
    expect(mine.code, mine.message).toBe(200);
    expect(mine.result.map((s) => [s.id, s.maxAmount, s.maxAmountKyc])).toEqual([
      ['credit-7', '2000', '20000'],
      ['credit-30', '5000', '50000'],
      ['pledge-btc', '100000', '500000'],
    ]);
    expect(mine.result[2]).toMatchObject({ type: LOAN_TYPE.PLEDGE, pledgeCurrency: 'BTC', pledgeRate: '150', dailyRate: '0.05', days: 30, requiresKyc: false });
    expect(mine.result[0]).toMatchObject({ pledgeCurrency: null, pledgeRate: null, requiresKyc: true });
    const adv = await api.call(contract['loan.loanSetList'], { type: LOAN_TYPE.CREDIT }, { token: advanced.token });
    expect(adv.result.map((s) => [s.id, s.maxAmount])).toEqual([['credit-7', '20000'], ['credit-30', '50000']]);
  });

  test('the credit limit by identity level: none 0, basic the largest basic maximum (5000), advanced the largest advanced one (50000)', async () => {
    expect((await info(none)).result).toMatchObject({ currency: 'USDT', creditLimit: '0', usedLimit: '0', availableLimit: '0', activeCount: 0, creditScore: 500 });
    expect((await info(basic)).result).toMatchObject({ creditLimit: '5000', availableLimit: '5000', creditScore: 600 });
    expect((await info(advanced)).result).toMatchObject({ creditLimit: '50000', availableLimit: '50000', creditScore: 700 });
  });
});

describe('credit loans', () => {
  test('an application: total interest amount x rate x days truncated, pending review, the signature linked; approval credits spot', async () => {
    const sig = await signature(api, basic);
    const res = await applyLoan(api, basic, 'credit', 'credit-7', '1234.56', sig);
    expect(res.code, res.message).toBe(200);
    // 1234.56 x 0.1 % x 7 = 8.64192 -> 8.64
    expect(res.result).toMatchObject({
      setId: 'credit-7', type: LOAN_TYPE.CREDIT, currency: 'USDT', amount: '1234.56', days: 7, dailyRate: '0.1', totalInterest: '8.64',
      pledgeCurrency: null, pledgeAmount: null, status: LOAN_STATUS.PENDING_REVIEW, signatureUrl: `/api/sys/common/file/${sig}`,
      startTime: null, endTime: null, dueAmount: null, ltv: null, marginCall: false,
    });
    expect(res.result.orderNo).toMatch(/^LN\d{20}$/);
    expect((await info(basic)).result).toMatchObject({ usedLimit: '1234.56', availableLimit: '3765.44', activeCount: 0 });
    expect(await balanceOf(api, basic.userId, 'spot')).toEqual({ available: '0', frozen: '0' });

    const pending = await api.qaCall(qaRoutes['loan.pending']);
    expect(pending.result.map((l) => l.id)).toEqual([res.result.id]);
    expect((await approve(res.result.id)).code).toBe(200);
    expect(await balanceOf(api, basic.userId, 'spot')).toEqual({ available: '1234.56', frozen: '0' });
    const [row] = (await list(basic)).result.records;
    expect(row).toMatchObject({ status: LOAN_STATUS.PASSED, dueAmount: '1235.79' }); // one started day: 1.23456 -> 1.23
    expect(new Date(`${row!.endTime!.replace(' ', 'T')}+08:00`).getTime() - new Date(`${row!.startTime!.replace(' ', 'T')}+08:00`).getTime()).toBe(7 * 86_400_000);
    const again = await approve(res.result.id);
    expect([again.code, again.message]).toEqual([409, 'This loan is no longer pending review']);
    expect(await reconcile(api.db, basic.userId)).toEqual([]);
  });

  test('limits by level: basic above its maximum is told about advanced verification; advanced borrows up to its own', async () => {
    const over = await applyLoan(api, basic, 'credit', 'credit-7', '2500');
    expect([over.code, over.message]).toEqual([403, 'Amounts above 2000 USDT need advanced identity verification']);
    expect((await applyLoan(api, advanced, 'credit', 'credit-7', '2500')).code).toBe(200);
    const top = await applyLoan(api, advanced, 'credit', 'credit-30', '50000.01');
    expect([top.code, top.message]).toEqual([400, 'The amount must be between 500 and 50000 USDT']);
    expect((await info(advanced)).result).toMatchObject({ creditLimit: '50000', usedLimit: '2500', availableLimit: '47500' });
  });

  test('every refusal has its localized message and changes nothing', async () => {
    const other = await signature(api, advanced);
    const used = await signature(api, basic);
    expect((await applyLoan(api, basic, 'credit', 'credit-7', '100', used)).code).toBe(200);
    await api.db.systemSetting.create({ data: { key: 'loan.credit.maxOpen', value: '2', isPublic: false } });
    const before = { basic: await loanState(api, basic.userId), none: await loanState(api, none.userId) };
    const sig = await signature(api, basic);
    const noneSig = await signature(api, none);
    const cases: Array<[string, () => Promise<{ code: number; message: string }>, number, string]> = [
      ['unknown offer', () => applyLoan(api, basic, 'credit', 'nope', '100', sig), 404, 'This loan offer is not available'],
      ['disabled offer', () => applyLoan(api, basic, 'credit', 'credit-off', '100', sig), 404, 'This loan offer is not available'],
      ['pledge offer through the credit call', () => applyLoan(api, basic, 'credit', 'pledge-btc', '100', sig), 400, 'This offer is not a credit loan'],
      ['credit offer through the pledge call', () => applyLoan(api, basic, 'pledge', 'credit-7', '100', sig), 400, 'This offer is not a pledge loan'],
      ['more decimals than USDT has', () => applyLoan(api, basic, 'credit', 'credit-7', '100.001', sig), 400, 'amount: USDT amounts have at most 2 decimals'],
      ['below the minimum', () => applyLoan(api, basic, 'credit', 'credit-7', '99.99', sig), 400, 'The amount must be between 100 and 2000 USDT'],
      ['above the advanced maximum', () => applyLoan(api, basic, 'credit', 'credit-7', '20000.01', sig), 400, 'The amount must be between 100 and 2000 USDT'],
      ['no identity verification', () => applyLoan(api, none, 'credit', 'credit-7', '100', noneSig), 403, 'Please complete identity verification first'],
      ['no signature', () => applyLoan(api, basic, 'credit', 'credit-7', '100', 'cl0000000000000000000000'), 400, 'Please sign the loan agreement'],
      ["another user's signature", () => applyLoan(api, basic, 'credit', 'credit-7', '100', other), 400, 'Please sign the loan agreement'],
      ['a signature already used', () => applyLoan(api, basic, 'credit', 'credit-7', '100', used), 409, 'This signature already belongs to another loan; please sign again'],
      ['over the available limit', () => applyLoan(api, basic, 'credit', 'credit-30', '4900.01', sig), 409, 'This exceeds your available credit limit of 4900 USDT'],
      ['collateral beyond the balance', () => applyLoan(api, basic, 'pledge', 'pledge-btc', '40000.01', sig), 409, 'Insufficient balance'],
    ];
    for (const [what, call, code, message] of cases) {
      const res = await call();
      expect([res.code, res.message], what).toEqual([code, message]);
    }
    const zhRes = await api.call(contract['loan.creditApply'], { setId: 'nope', amount: '100', signatureUploadId: sig, agree: true }, { token: basic.token, lang: 'zh-cn' });
    expect(zhRes.message).toBe('该借贷产品不可用');
    expect({ basic: await loanState(api, basic.userId), none: await loanState(api, none.userId) }).toEqual(before);
    await api.db.systemSetting.update({ where: { key: 'loan.credit.maxOpen' }, data: { value: '1' } });
    const second = await applyLoan(api, basic, 'credit', 'credit-30', '500', sig);
    expect([second.code, second.message]).toEqual([409, 'You already have as many open credit loans as allowed (1); repay one before applying for another']);
    await api.db.user.update({ where: { id: basic.userId }, data: { status: 2 } });
    const frozen = await applyLoan(api, basic, 'pledge', 'pledge-btc', '100', sig);
    expect([frozen.code, frozen.message]).toEqual([403, 'Your account is frozen and cannot move money; please contact support']);
    const noAgree = await api.send(contract['loan.creditApply'], { setId: 'credit-7', amount: '100', signatureUploadId: sig, agree: false }, { token: basic.token });
    expect(noAgree.code).toBe(400);
    expect((await api.call(contract['loan.myLoanInfo'], {})).code).toBe(401);
  });

  test('the same application sent twice at once makes one loan', async () => {
    const sig = await signature(api, basic);
    const answers = await Promise.all(Array.from({ length: 6 }, () => applyLoan(api, basic, 'credit', 'credit-7', '500', sig)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.code !== 200).map((a) => a.message))).toEqual(new Set(['This signature already belongs to another loan; please sign again']));
    expect(await api.db.loan.count()).toBe(1);
    // Different signatures racing: the one-open-credit-loan rule still admits one.
    const sigs = await Promise.all(Array.from({ length: 4 }, () => signature(api, advanced)));
    const race = await Promise.all(sigs.map((s) => applyLoan(api, advanced, 'credit', 'credit-7', '500', s)));
    expect(race.filter((a) => a.code === 200)).toHaveLength(1);
    expect(await api.db.loan.count({ where: { userId: advanced.userId } })).toBe(1);
  });
});

describe('pledge loans', () => {
  test('collateral = amount x pledge ratio / live price, rounded up to 8 decimals, frozen at once; rejection releases it with the reason', async () => {
    const at60k = await applyLoan(api, basic, 'pledge', 'pledge-btc', '3000');
    expect(at60k.code, at60k.message).toBe(200);
    // 3000 x 1.5 / 60000 = 0.075 BTC; interest 3000 x 0.05 % x 30 = 45
    expect(at60k.result).toMatchObject({ pledgeCurrency: 'BTC', pledgeAmount: '0.075', totalInterest: '45', status: LOAN_STATUS.PENDING_REVIEW });
    expect(await balanceOf(api, basic.userId, 'spot', 'BTC')).toEqual({ available: '0.925', frozen: '0.075' });
    feed.set('BTCUSDT', '70000');
    const at70k = await applyLoan(api, none, 'pledge', 'pledge-btc', '3000');
    // 4500 / 70000 = 0.0642857142.. -> 0.06428572
    expect(at70k.result.pledgeAmount).toBe('0.06428572');
    const rejected = await api.qaCall(qaRoutes['loan.reject'], { params: { id: at60k.result.id }, body: { reason: 'Signature does not match the ID' } });
    expect(rejected.code).toBe(200);
    expect(await balanceOf(api, basic.userId, 'spot', 'BTC')).toEqual({ available: '1', frozen: '0' });
    const [row] = (await list(basic, { status: LOAN_STATUS.REJECTED })).result.records;
    expect(row).toMatchObject({ status: LOAN_STATUS.REJECTED, remark: 'Signature does not match the ID' });
    expect((await list(basic, { status: LOAN_STATUS.UNDER_REVIEW })).result.total).toBe(0);
    // Approval: the money arrives, the collateral stays frozen.
    await approve(at70k.result.id);
    expect(await balanceOf(api, none.userId, 'spot')).toEqual({ available: '3000', frozen: '0' });
    expect(await balanceOf(api, none.userId, 'spot', 'BTC')).toEqual({ available: '0.93571428', frozen: '0.06428572' });
    for (const u of [basic, none]) expect(await reconcile(api.db, u.userId)).toEqual([]);
  });
});

describe('pledge without a price', () => {
  test('a collateral the market does not price is refused, nothing frozen', async () => {
    await api.db.loanSetting.create({
      data: { id: 'pledge-eth', type: LOAN_TYPE.PLEDGE, name: 'ETH pledge', currency: 'USDT', minAmount: '100', maxAmount: '1000', maxAmountKyc: '1000', days: 7, dailyRate: '0.1', pledgeCurrency: 'ETH', pledgeRate: '1.6' },
    });
    const before = await loanState(api, basic.userId);
    const res = await applyLoan(api, basic, 'pledge', 'pledge-eth', '100');
    expect([res.code, res.message]).toEqual([409, 'The price of ETH is not available right now; please try again later']);
    expect(await loanState(api, basic.userId)).toEqual(before);
  });
});

describe('privacy', () => {
  test("another user's loans are never listed nor repayable; a signature is readable by its owner only", async () => {
    const sig = await signature(api, basic);
    const loan = await applyLoan(api, basic, 'credit', 'credit-7', '500', sig);
    await approve(loan.result.id);
    expect((await list(advanced)).result.total).toBe(0);
    expect((await list(basic)).result.total).toBe(1);
    const theirs = await api.call(contract['ext.loanRepay'], { loanId: loan.result.id }, { token: advanced.token });
    expect([theirs.code, theirs.message]).toEqual([404, 'This loan does not exist']);
    const own = await api.app.inject({ method: 'GET', url: `/api/sys/common/file/${sig}`, headers: { 'x-access-token': basic.token } });
    expect([own.statusCode, own.headers['content-type']]).toEqual([200, 'image/png']);
    const other = await api.app.inject({ method: 'GET', url: `/api/sys/common/file/${sig}`, headers: { 'x-access-token': advanced.token } });
    expect(other.json()).toMatchObject({ code: 404 });
    const anonymous = await api.app.inject({ method: 'GET', url: `/api/sys/common/file/${sig}` });
    expect(anonymous.json()).toMatchObject({ code: 401 });
  });
});

describe('auto-approval', () => {
  test("the deposits' auto-approve switch approves loans pending for its delay", async () => {
    const loan = await applyLoan(api, basic, 'credit', 'credit-7', '500');
    await api.qaCall(qaRoutes['finance.autoApprove.set'], { body: { enabled: true, delaySeconds: 60 } });
    expect((await api.qaCall(qaRoutes['loan.run'])).result.approved).toBe(0);
    api.clock.advance(60_000);
    await api.qaCall(qaRoutes['loan.run']);
    expect((await list(basic)).result.records[0]).toMatchObject({ id: loan.result.id, status: LOAN_STATUS.PASSED });
    expect(await balanceOf(api, basic.userId, 'spot')).toEqual({ available: '500', frozen: '0' });
  });

  test('the approvals pause between two; a restore during a pause ends the pass, and the next approves the rest', async () => {
    const loans = [await applyLoan(api, basic, 'credit', 'credit-7', '500'), await applyLoan(api, advanced, 'credit', 'credit-7', '300')];
    await api.qaCall(qaRoutes['finance.autoApprove.set'], { body: { enabled: true, delaySeconds: 0 } });
    const deps = { db: api.db, clock: api.clock, settlement: createLoanModule({ db: api.db, clock: api.clock, feed, notify: noNotices }).settlement };
    const held = heldAtFirstPause();
    const pass = autoApproveLoans({ ...deps, pauses: held.pauses });
    await held.midway;
    // At the first pause one loan is approved and paid out: its transaction ended before it.
    const statuses = async () => (await api.db.loan.findMany({ where: { id: { in: loans.map((l) => l.result.id) } }, orderBy: { amount: 'asc' } })).map((l) => [l.amount, l.status]);
    expect((await statuses()).filter(([, status]) => status === LOAN_STATUS.PASSED)).toHaveLength(1);
    markReplaced(api.db);
    held.release();
    expect(await pass).toBe(1);
    expect(await autoApproveLoans(deps)).toBe(1);
    expect(await statuses()).toEqual([['300', LOAN_STATUS.PASSED], ['500', LOAN_STATUS.PASSED]]);
    expect(await balanceOf(api, basic.userId, 'spot')).toEqual({ available: '500', frozen: '0' });
    expect(await balanceOf(api, advanced.userId, 'spot')).toEqual({ available: '300', frozen: '0' });
  });
});
