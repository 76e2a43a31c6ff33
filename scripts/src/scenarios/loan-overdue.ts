import { loanEndAt, loanInterest } from '@sandbox/shared/loan-terms';
import { BalanceLogType, credit, transfer } from '@sandbox/server/ledger';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { demoScenario } from './demo.ts';
import type { Scenario } from './types.ts';

const [, bob] = DEMO_ACCOUNTS;
const DAY = 24 * 3600_000;

/**
 * Bob's 7-day credit loan of 1,000 USDT taken nine days ago: approved and paid out through
 * the ledger then (as the approval does), moved on to his contract account the next day,
 * never repaid, two days past its end. The loan
 * job marks it overdue on its pass after the load (the QA API runs every job once then), so
 * the overdue instant and the penalty are the job's own, not written here.
 */
export const loanOverdueScenario: Scenario = {
  name: 'loan-overdue',
  description: "demo + bob's 1,000 USDT 7-day credit loan, paid out 9 days ago, 2 days past its end, unpaid (spot short of it)",
  passwords: demoScenario.passwords,
  async load(tx, ctx) {
    await demoScenario.load(tx, ctx);
    const setting = await tx.loanSetting.findUniqueOrThrow({ where: { id: 'demo-loan-credit-7' } });
    const startAt = new Date(ctx.now.getTime() - 9 * DAY);
    // The interest at the currency's decimals, as loan.apply computes it (capped at MONEY_DP = 8 there too).
    const usdt = await tx.currency.findUniqueOrThrow({ where: { code: 'USDT' }, select: { precision: true } });
    const loan = await tx.loan.create({
      data: {
        orderNo: 'DEMO-L-0001',
        userId: bob.id,
        settingId: setting.id,
        type: setting.type,
        currency: 'USDT',
        amount: '1000',
        days: setting.days,
        dailyRate: setting.dailyRate,
        totalInterest: loanInterest('1000', setting.dailyRate, setting.days, Math.min(usdt.precision, 8)),
        // LOAN_STATUS.PASSED: running, approved and paid out.
        status: 2,
        reviewedAt: startAt,
        startAt,
        endAt: loanEndAt(startAt, setting.days),
        createdAt: new Date(startAt.getTime() - 3600_000),
      },
    });
    await credit(tx, {
      userId: bob.id,
      account: 'spot',
      currency: 'USDT',
      amount: '1000',
      type: BalanceLogType.LOAN_DISBURSE,
      refType: 'Loan',
      refId: loan.id,
      remark: loan.orderNo,
      at: startAt,
    });
    // Then he moved most of his spot to the contract account: at the end of the term spot
    // (300 USDT) does not cover the 1,007 due, so the loan job cannot collect it.
    await transfer(tx, { userId: bob.id, currency: 'USDT', from: 'spot', to: 'contract', amount: '3500', refType: 'Scenario', refId: 'loan-overdue', at: new Date(startAt.getTime() + DAY) });
  },
};
