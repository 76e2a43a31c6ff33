import { contract, LOAN_TYPE } from '@sandbox/shared';
import { createFinanceApp, PNG_1X1, upload } from './wallet-fixtures.ts';
import type { TestApi } from './harness.ts';
import { registerFunded } from './trading-fixture.ts';

/**
 * Loan tests: the finance test app (USDT at 2 decimals, BTC at 8, a fake market with
 * BTC at 60000, a writable upload directory) plus four offers shaped like the demo's.
 */
export async function createLoanApp() {
  const t = await createFinanceApp();
  const credit = { type: LOAN_TYPE.CREDIT, currency: 'USDT', requiredKycLevel: 1 };
  await t.api.db.loanSetting.createMany({
    data: [
      { ...credit, id: 'credit-7', name: 'Credit loan 7 days', minAmount: '100', maxAmount: '2000', maxAmountKyc: '20000', days: 7, dailyRate: '0.1', sort: 1 },
      { ...credit, id: 'credit-30', name: 'Credit loan 30 days', minAmount: '500', maxAmount: '5000', maxAmountKyc: '50000', days: 30, dailyRate: '0.08', sort: 2 },
      {
        id: 'pledge-btc', type: LOAN_TYPE.PLEDGE, name: 'BTC pledge loan 30 days', currency: 'USDT', minAmount: '100', maxAmount: '100000',
        maxAmountKyc: '500000', days: 30, dailyRate: '0.05', pledgeCurrency: 'BTC', pledgeRate: '1.5', requiredKycLevel: 0, sort: 3,
      },
      { ...credit, id: 'credit-off', name: 'Withdrawn offer', minAmount: '100', maxAmount: '2000', maxAmountKyc: '20000', days: 7, dailyRate: '0.1', enabled: false, sort: 4 },
    ],
  });
  return t;
}

export type LoanUser = { token: string; userId: string };

/** A registered user with the given identity level and balances (spot USDT, spot BTC). */
export async function loanUser(api: TestApi, email: string, kycLevel: number, usdt = '0', btc = '0'): Promise<LoanUser> {
  const grants: Array<['spot', string, string]> = [];
  if (usdt !== '0') grants.push(['spot', usdt, 'USDT']);
  if (btc !== '0') grants.push(['spot', btc, 'BTC']);
  const u = await registerFunded(api, email, grants);
  if (kycLevel > 0) await api.db.user.update({ where: { id: u.userId }, data: { kycLevel } });
  return u;
}

/** A signed agreement: a PNG uploaded as the caller's signature (biz 3). */
export async function signature(api: TestApi, user: LoanUser): Promise<string> {
  const res = await upload(api, user.token, { name: 'signature.png', type: 'image/png', data: PNG_1X1 }, '3');
  if (res.code !== 200) throw new Error(`signature upload failed: ${res.message}`);
  return res.result.id;
}

export async function applyLoan(api: TestApi, user: LoanUser, kind: 'credit' | 'pledge', setId: string, amount: string, uploadId?: string) {
  const signatureUploadId = uploadId ?? (await signature(api, user));
  const endpoint = kind === 'credit' ? contract['loan.creditApply'] : contract['loan.pledgeApply'];
  return api.call(endpoint, { setId, amount, signatureUploadId, agree: true }, { token: user.token });
}

/** Everything a loan refusal must leave as it was. */
export async function loanState(api: TestApi, userId: string) {
  const [balances, logs, loans] = await Promise.all([
    api.db.balance.findMany({ where: { userId }, orderBy: [{ account: 'asc' }, { currency: 'asc' }], select: { account: true, currency: true, available: true, frozen: true } }),
    api.db.balanceLog.count({ where: { userId } }),
    api.db.loan.count(),
  ]);
  return { balances, logs, loans };
}
