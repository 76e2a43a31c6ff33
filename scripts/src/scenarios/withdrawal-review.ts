import type { Tx } from '@sandbox/prisma';
import { BalanceLogType, freeze } from '@sandbox/server/ledger';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { demoScenario } from './demo.ts';
import type { Scenario } from './types.ts';

const [alice] = DEMO_ACCOUNTS;

/**
 * The withdrawal queue with both kinds waiting: bob's 200 USDT to his bank card (the
 * demo's) and alice's 500 USDT on TRC20 to her saved address, each frozen through the
 * ledger as finance.withdraw freezes it (fee 1 USDT, the demo setting).
 */
export const withdrawalReviewScenario: Scenario = {
  name: 'withdrawal-review',
  description: "demo + alice's 500 USDT TRC20 withdrawal beside bob's 200 USDT bank withdrawal, both waiting for review (frozen)",
  passwords: demoScenario.passwords,
  async load(tx: Tx, ctx) {
    await demoScenario.load(tx, ctx);
    const at = new Date(ctx.now.getTime() - 20 * 60_000);
    const withdrawal = await tx.withdrawal.create({
      data: {
        orderNo: 'DEMO-W-0002',
        userId: alice.id,
        currency: 'USDT',
        network: 'TRC20',
        amount: '500',
        fee: '1',
        actualAmount: '499',
        method: 1,
        accountId: 'demo-wa-alice-trc20',
        address: 'TSandboxPayeeForA1iceDoNotSend1234',
        status: 0,
        createdAt: at,
      },
    });
    await freeze(tx, {
      userId: alice.id,
      account: 'spot',
      currency: 'USDT',
      amount: '500',
      type: BalanceLogType.WITHDRAW_FREEZE,
      refType: 'Withdrawal',
      refId: withdrawal.id,
      at,
    });
  },
};
