import type { Tx } from '@sandbox/prisma';
import { REMARK_KEY, remarkOf } from '@sandbox/shared/remark';
import { BalanceLogType, credit, freeze, transfer } from '@sandbox/server/ledger';
import { purchaseIn, type ProductPurchase } from '@sandbox/server/modules/earn';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { loadOrbitPayHistory } from './demo-ieo.ts';
import { playTimeline, type TimelineEvent } from './timeline.ts';

const DAY = 24 * 3600 * 1000;
const [alice, bob, carol] = DEMO_ACCOUNTS;
const seed = {
  type: BalanceLogType.SEED_GRANT,
  refType: 'Scenario',
  refId: 'demo',
  // A key the reader's language renders, not an English sentence (shared/src/remark.ts).
  remark: remarkOf(REMARK_KEY.DEMO_GRANT),
} as const;
const demoStart = {
  type: BalanceLogType.DEMO_RESET,
  refType: 'Scenario',
  refId: 'demo',
  remark: remarkOf(REMARK_KEY.DEMO_START_BALANCE),
} as const;

/** An instant that many milliseconds before the scenario's now. */
export type Ago = (ms: number) => Date;

/**
 * The demo users' money: every balance made through the ledger, with the business rows that
 * explain it (a delivered recharge, a withdrawal under review, product orders). Alice, bob and
 * carol in that order.
 */
export async function loadDemoMoney(tx: Tx, now: Date, ago: Ago): Promise<void> {
  await loadAliceMoney(tx, now, ago);
  await loadBobMoney(tx, ago);
  await loadCarolMoney(tx, ago);
}

// alice: 32000 granted, 10000 moved to the contract account, 2000 paid for 25000 Orbit Pay
// tokens (demo-ieo.ts), a 5000 recharge delivered, four product orders (docs/domains/earn.md,
// "Demo data"), each paid day by day by the accrual job's own rule. In time order, so every
// log row's balance after follows the one before it.
// spot USDT = 32000 - 10000 - 2000 + 5000 - (5000 + 6000 + 1000 + 2000) + 1000 + 363 = 12363
const aliceUsdt = { userId: alice.id, currency: 'USDT' } as const;

async function loadAliceMoney(tx: Tx, now: Date, ago: Ago): Promise<void> {
  const a = aliceUsdt;
  await credit(tx, { ...a, ...seed, account: 'spot', amount: '32000', at: ago(50 * DAY) });
  await credit(tx, { ...a, ...seed, account: 'spot', currency: 'BTC', amount: '0.5', at: ago(50 * DAY) });
  await credit(tx, { ...a, ...seed, account: 'spot', currency: 'ETH', amount: '5', at: ago(50 * DAY) });
  await transfer(tx, {
    ...a,
    from: 'spot',
    to: 'contract',
    amount: '10000',
    refType: 'Scenario',
    refId: 'demo',
    at: ago(40 * DAY),
  });
  await loadOrbitPayHistory(tx);
  await credit(tx, { ...a, ...demoStart, account: 'demo', amount: '100000', at: ago(60 * DAY) });
  await playTimeline(tx, now, aliceEvents(tx, ago));
  await tx.withdrawalAccount.create({
    data: {
      id: 'demo-wa-alice-trc20',
      userId: alice.id,
      type: 1,
      currency: 'USDT',
      network: 'TRC20',
      // Of TRON's shape, as binding checks it, so the demo's export binds it again.
      address: 'TSandboxPayeeForA1iceDoNotSend1234',
      isDefault: true,
    },
  });
}

/** Alice's purchases and her delivered recharge, each at its instant. */
function aliceEvents(tx: Tx, ago: Ago): TimelineEvent[] {
  // Each as prod.debitBuy / prod.minerBuy make it, at its past instant (the earn module's purchaseIn).
  const buy = (no: string, days: number, productId: string, purchase: ProductPurchase) => ({
    at: ago(days * DAY),
    run: async () => void (await purchaseIn(tx, alice.id, await tx.product.findUniqueOrThrow({ where: { id: productId } }), purchase, ago(days * DAY), no)),
  });
  return [
    // Solar Farm Bond, 0.15 %: 7.5 a day, 20 days paid.
    buy('DEMO-PO-0001', 20, 'demo-product-debt-solar', { machines: false, amount: '5000' }),
    // Two Antminer S21, 9 a machine a day: 18 a day, 10 days paid.
    buy('DEMO-PO-0002', 10, 'demo-product-miner-s21', { machines: true, quantity: 2 }),
    // 1-day arbitrage at its rule's 0.5 %: 5, then ended with its principal.
    buy('DEMO-PO-0003', 6, 'demo-product-arb-1', { machines: false, amount: '1000' }),
    { at: ago(3 * DAY), run: () => deliverAliceRecharge(tx, ago) },
    // 7-day arbitrage at its rule's 0.7 %: 14 a day, 2 days paid, 5 to go.
    buy('DEMO-PO-0004', 2, 'demo-product-arb-7', { machines: false, amount: '2000' }),
  ];
}

/** Alice's 5000 USDT recharge, approved and credited three days ago. */
async function deliverAliceRecharge(tx: Tx, ago: Ago): Promise<void> {
  const recharge = await tx.recharge.create({
    data: {
      orderNo: 'DEMO-R-0001',
      userId: alice.id,
      currency: 'USDT',
      network: 'TRC20',
      amount: '5000',
      address: 'SANDBOX-TRC20-USDT-DO-NOT-SEND',
      txHash: 'sandbox-tx-0001',
      status: 1,
      reviewedAt: ago(3 * DAY),
      createdAt: ago(3 * DAY + 3600_000),
    },
  });
  await credit(tx, {
    ...aliceUsdt,
    account: 'spot',
    amount: '5000',
    type: BalanceLogType.DEPOSIT,
    refType: 'Recharge',
    refId: recharge.id,
    at: ago(3 * DAY),
  });
}

// bob: 3000 granted, 500 on the contract account, a 200 USDT withdrawal under
// review (frozen), a 1000 USDT recharge under review (nothing credited yet).
// spot USDT = 2800 available + 200 frozen.
async function loadBobMoney(tx: Tx, ago: Ago): Promise<void> {
  const b = { userId: bob.id, currency: 'USDT' } as const;
  await credit(tx, { ...b, ...seed, account: 'spot', amount: '3000', at: ago(25 * DAY) });
  await credit(tx, { ...b, ...seed, account: 'contract', amount: '500', at: ago(25 * DAY) });
  await credit(tx, { ...b, ...demoStart, account: 'demo', amount: '100000', at: ago(30 * DAY) });
  const withdrawal = await requestBobWithdrawal(tx, ago);
  await freeze(tx, {
    ...b,
    account: 'spot',
    amount: '200',
    type: BalanceLogType.WITHDRAW_FREEZE,
    refType: 'Withdrawal',
    refId: withdrawal.id,
    at: ago(2 * 3600_000),
  });
  await tx.recharge.create({
    data: {
      orderNo: 'DEMO-R-0002',
      userId: bob.id,
      currency: 'USDT',
      network: 'TRC20',
      amount: '1000',
      address: 'SANDBOX-TRC20-USDT-DO-NOT-SEND',
      status: 0,
      createdAt: ago(3600_000),
    },
  });
}

/** Bob's bank card and the 200 USDT withdrawal to it, waiting for review. */
async function requestBobWithdrawal(tx: Tx, ago: Ago): Promise<{ id: string }> {
  const card = await tx.withdrawalAccount.create({
    data: {
      id: 'demo-wa-bob-card',
      userId: bob.id,
      type: 2,
      realName: 'Bob Builder',
      bankName: 'Sandbox Bank',
      bankBranch: 'Main branch',
      bankAccount: '6222000000000002',
      isDefault: true,
    },
  });
  return tx.withdrawal.create({
    data: {
      orderNo: 'DEMO-W-0001',
      userId: bob.id,
      currency: 'USDT',
      amount: '200',
      fee: '1',
      actualAmount: '199',
      method: 2,
      accountId: card.id,
      realName: card.realName,
      bankName: card.bankName,
      bankAccount: card.bankAccount,
      status: 0,
      createdAt: ago(2 * 3600_000),
    },
  });
}

// carol: 100 granted; a recharge that was rejected (never credited).
async function loadCarolMoney(tx: Tx, ago: Ago): Promise<void> {
  const c = { userId: carol.id, currency: 'USDT' } as const;
  await credit(tx, { ...c, ...seed, account: 'spot', amount: '100', at: ago(6 * DAY) });
  await credit(tx, { ...c, ...demoStart, account: 'demo', amount: '100000', at: ago(7 * DAY) });
  await tx.recharge.create({
    data: {
      orderNo: 'DEMO-R-0003',
      userId: carol.id,
      currency: 'USDT',
      network: 'ERC20',
      amount: '50',
      status: -1,
      rejectReason: 'No matching transfer found (sandbox)',
      reviewedAt: ago(5 * DAY),
      createdAt: ago(5 * DAY + 3600_000),
    },
  });
}
