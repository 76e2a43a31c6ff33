import type { Tx } from '@sandbox/prisma';
import { BalanceLogType, credit, debit, freeze, transfer } from '@sandbox/server/ledger';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import type { ScenarioContext } from './types.ts';

const DAY = 24 * 3600 * 1000;
const [alice, bob, carol, dave] = DEMO_ACCOUNTS;
const seed = {
  type: BalanceLogType.SEED_GRANT,
  refType: 'Scenario',
  refId: 'demo',
  remark: 'demo scenario grant',
} as const;
const demoStart = {
  type: BalanceLogType.DEMO_RESET,
  refType: 'Scenario',
  refId: 'demo',
  remark: 'simulated trading start balance',
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

  // alice: 30000 granted, 10000 moved to the contract account, a 5000 recharge
  // delivered, 1000 in a 7-day arbitrage order that has paid one day's income.
  // spot USDT = 30000 - 10000 + 5000 - 1000 + 6.5 = 24006.5
  const a = { userId: alice.id, currency: 'USDT' } as const;
  await credit(tx, { ...a, ...seed, account: 'spot', amount: '30000', at: ago(50 * DAY) });
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
  await credit(tx, { ...a, ...demoStart, account: 'demo', amount: '100000', at: ago(60 * DAY) });
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
  const startAt = ago(DAY + 3600_000);
  const order = await tx.productOrder.create({
    data: {
      orderNo: 'DEMO-P-0001',
      userId: alice.id,
      productId: 'demo-product-arb-7',
      type: 1,
      currency: 'USDT',
      amount: '1000',
      dailyRate: '0.0065',
      cycleDays: 7,
      todayIncome: '6.5',
      totalIncome: '6.5',
      status: 1,
      startAt,
      endAt: new Date(startAt.getTime() + 7 * DAY),
      lastAccrualAt: new Date(startAt.getTime() + DAY),
      createdAt: startAt,
    },
  });
  const ref = { refType: 'ProductOrder', refId: order.id } as const;
  await debit(tx, {
    ...a,
    ...ref,
    account: 'spot',
    amount: '1000',
    type: BalanceLogType.PRODUCT_BUY,
    at: startAt,
  });
  await credit(tx, {
    ...a,
    ...ref,
    account: 'spot',
    amount: '6.5',
    type: BalanceLogType.PRODUCT_INCOME,
    at: order.lastAccrualAt!,
  });
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
