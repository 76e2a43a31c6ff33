import Decimal from 'decimal.js';
import type { Tx } from '@sandbox/prisma';
import { PRODUCT_ORDER_STATUS, truncate } from '@sandbox/shared';
import { REMARK_KEY, remarkOf } from '@sandbox/shared/remark';
import { earnDailyRate, earnSchedule, regionDay, regionDayStart } from '@sandbox/shared/earn';
import { BalanceLogType, credit, debit, freeze, transfer } from '@sandbox/server/ledger';
import { accrueDueIn } from '@sandbox/server/modules/earn';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { loadOrbitPayHistory } from './demo-ieo.ts';
import type { ScenarioContext } from './types.ts';

const DAY = 24 * 3600 * 1000;
const [alice, bob, carol, dave] = DEMO_ACCOUNTS;
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

/**
 * The demo users: a referral chain alice -> bob -> carol, plus dave (new).
 * Every balance is made through the ledger, with the business rows that
 * explain it (a delivered recharge, a withdrawal under review, a product order).
 */
export async function loadDemoUsers(tx: Tx, ctx: ScenarioContext): Promise<void> {
  const { now, hash } = ctx;
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const base = {
    phoneCode: '1',
    countryCode: 'US',
    isDemo: true,
    language: 'en-us',
    lastActiveAt: now,
  } as const;

  await tx.user.create({
    data: {
      ...base,
      id: alice.id,
      account: alice.account,
      email: alice.email,
      phone: alice.phone,
      passwordHash: hash(alice.password),
      withdrawPasswordHash: hash(alice.withdrawPassword),
      inviteCode: 'ALICE1',
      inviterPath: '/',
      vipLevel: 4,
      vipMaxLevel: 4,
      kycLevel: 2,
      creditScore: 100,
      surname: 'Liddell',
      firstName: 'Alice',
      gender: 2,
      birthday: '1990-05-04',
      country: 'US',
      address: '1 Sandbox Way, Springfield',
      createdAt: ago(60 * DAY),
    },
  });
  await tx.user.create({
    data: {
      ...base,
      id: bob.id,
      account: bob.account,
      email: bob.email,
      phone: bob.phone,
      passwordHash: hash(bob.password),
      withdrawPasswordHash: hash(bob.withdrawPassword),
      // Bob signs in with app.googleSecretLogin: password plus the code of this public demo secret.
      googleSecret: bob.googleSecret,
      googleBound: true,
      inviteCode: 'BOB222',
      inviterId: alice.id,
      inviterPath: `/${alice.id}/`,
      vipLevel: 1,
      vipMaxLevel: 1,
      kycLevel: 1,
      surname: 'Builder',
      firstName: 'Bob',
      gender: 1,
      createdAt: ago(30 * DAY),
    },
  });
  await tx.user.create({
    data: {
      ...base,
      id: carol.id,
      account: carol.account,
      email: carol.email,
      phone: carol.phone,
      passwordHash: hash(carol.password),
      inviteCode: 'CAROL3',
      inviterId: bob.id,
      inviterPath: `/${alice.id}/${bob.id}/`,
      createdAt: ago(7 * DAY),
    },
  });
  await tx.user.create({
    data: {
      ...base,
      id: dave.id,
      account: dave.account,
      email: dave.email,
      phone: dave.phone,
      passwordHash: hash(dave.password),
      inviteCode: 'DAVE44',
      createdAt: ago(DAY),
    },
  });

  // alice: 32000 granted, 10000 moved to the contract account, 2000 paid for 25000 Orbit Pay
  // tokens (demo-ieo.ts), a 5000 recharge delivered, four product orders (docs/domains/earn.md,
  // "Demo data"), each paid day by day by the accrual job's own rule. In time order, so every
  // log row's balance after follows the one before it.
  // spot USDT = 32000 - 10000 - 2000 + 5000 - (5000 + 6000 + 1000 + 2000) + 1000 + 363 = 12363
  const a = { userId: alice.id, currency: 'USDT' } as const;
  await credit(tx, { ...a, ...seed, account: 'spot', amount: '32000', at: ago(50 * DAY) });
  await credit(tx, {
    ...a,
    ...seed,
    account: 'spot',
    currency: 'BTC',
    amount: '0.5',
    at: ago(50 * DAY),
  });
  await credit(tx, {
    ...a,
    ...seed,
    account: 'spot',
    currency: 'ETH',
    amount: '5',
    at: ago(50 * DAY),
  });
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
  await playTimeline(tx, now, [
    // Solar Farm Bond, 0.15 %: 7.5 a day, 20 days paid.
    { at: ago(20 * DAY), run: () => seedPurchase(tx, { no: 'DEMO-PO-0001', userId: alice.id, productId: 'demo-product-debt-solar', amount: '5000', at: ago(20 * DAY) }) },
    // Two Antminer S21, 9 a machine a day: 18 a day, 10 days paid.
    { at: ago(10 * DAY), run: () => seedPurchase(tx, { no: 'DEMO-PO-0002', userId: alice.id, productId: 'demo-product-miner-s21', machines: 2, at: ago(10 * DAY) }) },
    // 1-day arbitrage at its rule's 0.5 %: 5, then ended with its principal.
    { at: ago(6 * DAY), run: () => seedPurchase(tx, { no: 'DEMO-PO-0003', userId: alice.id, productId: 'demo-product-arb-1', amount: '1000', at: ago(6 * DAY) }) },
    {
      at: ago(3 * DAY),
      run: async () => {
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
          ...a,
          account: 'spot',
          amount: '5000',
          type: BalanceLogType.DEPOSIT,
          refType: 'Recharge',
          refId: recharge.id,
          at: ago(3 * DAY),
        });
      },
    },
    // 7-day arbitrage at its rule's 0.7 %: 14 a day, 2 days paid, 5 to go.
    { at: ago(2 * DAY), run: () => seedPurchase(tx, { no: 'DEMO-PO-0004', userId: alice.id, productId: 'demo-product-arb-7', amount: '2000', at: ago(2 * DAY) }) },
  ]);
  await tx.withdrawalAccount.create({
    data: {
      id: 'demo-wa-alice-trc20',
      userId: alice.id,
      type: 1,
      currency: 'USDT',
      network: 'TRC20',
      address: 'SANDBOX-PAYEE-TRC20-ALICE',
      isDefault: true,
    },
  });

  // bob: 3000 granted, 500 on the contract account, a 200 USDT withdrawal under
  // review (frozen), a 1000 USDT recharge under review (nothing credited yet).
  // spot USDT = 2800 available + 200 frozen.
  const b = { userId: bob.id, currency: 'USDT' } as const;
  await credit(tx, { ...b, ...seed, account: 'spot', amount: '3000', at: ago(25 * DAY) });
  await credit(tx, { ...b, ...seed, account: 'contract', amount: '500', at: ago(25 * DAY) });
  await credit(tx, { ...b, ...demoStart, account: 'demo', amount: '100000', at: ago(30 * DAY) });
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
  const withdrawal = await tx.withdrawal.create({
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

  // carol: 100 granted; a recharge that was rejected (never credited).
  await credit(tx, {
    userId: carol.id,
    currency: 'USDT',
    ...seed,
    account: 'spot',
    amount: '100',
    at: ago(6 * DAY),
  });
  await credit(tx, {
    userId: carol.id,
    currency: 'USDT',
    ...demoStart,
    account: 'demo',
    amount: '100000',
    at: ago(7 * DAY),
  });
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

  await loadKyc(tx, ago);
  await tx.shortLink.createMany({
    data: [alice, bob, carol].map((u, i) => ({
      // Short-link codes are letters and digits (contract set.shortLinkUse), e.g. /api/set/appShortLink/use?code=invalice.
      code: `inv${u.account}`,
      target: `/login?inviteCode=${['ALICE1', 'BOB222', 'CAROL3'][i]}`,
      userId: u.id,
    })),
  });
}

/** alice: basic and advanced verification authorized; bob: basic authorized. */
async function loadKyc(tx: Tx, ago: (ms: number) => Date): Promise<void> {
  const basic = { level: 1, idType: 2, status: 1 } as const;
  await tx.kycApplication.createMany({
    data: [
      {
        ...basic,
        userId: alice.id,
        surname: 'Liddell',
        firstName: 'Alice',
        idNumber: 'SANDBOX-P-0001',
        reviewedAt: ago(55 * DAY),
        createdAt: ago(56 * DAY),
      },
      {
        level: 2,
        status: 1,
        userId: alice.id,
        contactPhone: '+1 2025550101',
        currentAddress: '1 Sandbox Way, Springfield',
        emergencySurname: 'Liddell',
        emergencyName: 'Lorina',
        emergencyRelation: 'sister',
        emergencyPhone: '+1 2025550199',
        emergencyAddress: '2 Sandbox Way, Springfield',
        reviewedAt: ago(50 * DAY),
        createdAt: ago(51 * DAY),
      },
      {
        ...basic,
        idType: 1,
        userId: bob.id,
        surname: 'Builder',
        firstName: 'Bob',
        idNumber: 'SANDBOX-ID-0002',
        reviewedAt: ago(20 * DAY),
        createdAt: ago(21 * DAY),
      },
    ],
  });
}

/**
 * A product purchase as prod.debitBuy / prod.minerBuy make it, at a past instant: the quota
 * claimed, the order at the rate its order number gives (shared/earn.ts) with its region-day
 * schedule, the price debited from spot through the ledger.
 */
async function seedPurchase(
  tx: Tx,
  p: { no: string; userId: string; productId: string; at: Date } & ({ amount: string } | { machines: number }),
): Promise<void> {
  const product = await tx.product.findUniqueOrThrow({ where: { id: p.productId } });
  const machines = 'machines' in p ? p.machines : undefined;
  const amount = machines === undefined ? (p as { amount: string }).amount : truncate(new Decimal(product.unitPrice!).times(machines), 18);
  await tx.product.update({
    where: { id: product.id },
    data: { soldAmount: truncate(new Decimal(product.soldAmount).plus(machines ?? amount), 18) },
  });
  const order = await tx.productOrder.create({
    data: {
      orderNo: p.no,
      userId: p.userId,
      productId: product.id,
      type: product.type,
      currency: product.currency,
      amount,
      quantity: machines ?? 1,
      dailyRate: earnDailyRate(p.no, product.dailyRateMin, product.dailyRateMax),
      cycleDays: product.cycleDays,
      status: PRODUCT_ORDER_STATUS.RUNNING,
      startAt: p.at,
      endAt: earnSchedule(p.at, product.cycleDays).endAt,
      createdAt: p.at,
    },
  });
  await debit(tx, {
    userId: p.userId,
    account: 'spot',
    currency: product.currency,
    type: BalanceLogType.PRODUCT_BUY,
    amount,
    refType: 'ProductOrder',
    refId: order.id,
    remark: p.no,
    at: p.at,
  });
}

/**
 * Runs the events in time order with the accrual job's pass at the start of every region
 * day from the first event to `now` (the job pays each day at 00:00 UTC+8): income is paid
 * by the server's own rule (accrueDueIn), never written by hand, and interleaves with the
 * other events as it did in time.
 */
async function playTimeline(tx: Tx, now: Date, events: { at: Date; run: () => Promise<void> }[]): Promise<void> {
  const first = Math.min(...events.map((e) => e.at.getTime()));
  const passes = [];
  for (let day = regionDay(first) + 1; day <= regionDay(now); day++) {
    const at = regionDayStart(day);
    passes.push({ at, run: async () => void (await accrueDueIn(tx, at)) });
  }
  // Stable: an event at a day's first instant runs after that day's pass.
  const timeline = [...passes, ...events].sort((x, y) => x.at.getTime() - y.at.getTime());
  for (const event of timeline) await event.run();
}
