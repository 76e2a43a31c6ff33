import type { Tx } from '@sandbox/prisma';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { loadDemoMoney, type Ago } from './demo-money.ts';
import type { ScenarioContext } from './types.ts';

const DAY = 24 * 3600 * 1000;
const [alice, bob, carol] = DEMO_ACCOUNTS;

/**
 * What each demo user's row holds besides the account, its contacts and passwords, in the
 * order of DEMO_ACCOUNTS: the invite code and place in the referral chain, levels, the profile,
 * and how many days ago the user joined.
 */
const PROFILES = [
  {
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
    joinedDaysAgo: 60,
  },
  {
    inviteCode: 'BOB222',
    inviterId: alice.id,
    inviterPath: `/${alice.id}/`,
    vipLevel: 1,
    vipMaxLevel: 1,
    kycLevel: 1,
    surname: 'Builder',
    firstName: 'Bob',
    gender: 1,
    joinedDaysAgo: 30,
  },
  { inviteCode: 'CAROL3', inviterId: bob.id, inviterPath: `/${alice.id}/${bob.id}/`, joinedDaysAgo: 7 },
  { inviteCode: 'DAVE44', joinedDaysAgo: 1 },
];

/**
 * The demo users: a referral chain alice -> bob -> carol, plus dave (new).
 * Every balance is made through the ledger, with the business rows that
 * explain it (demo-money.ts).
 */
export async function loadDemoUsers(tx: Tx, ctx: ScenarioContext): Promise<void> {
  const { now } = ctx;
  const ago = (ms: number) => new Date(now.getTime() - ms);
  await createDemoUsers(tx, ctx, ago);
  await loadDemoMoney(tx, now, ago);
  await loadKyc(tx, ago);
  await tx.shortLink.createMany({
    data: [alice, bob, carol].map((u, i) => ({
      // Short-link codes are letters and digits (contract set.shortLinkUse), e.g. /api/set/appShortLink/use?code=invalice.
      code: `inv${u.account}`,
      target: `/login?inviteCode=${PROFILES[i]!.inviteCode}`,
      userId: u.id,
    })),
  });
}

/** One row per demo account, in their order. */
async function createDemoUsers(tx: Tx, { now, hash }: ScenarioContext, ago: Ago): Promise<void> {
  const base = {
    phoneCode: '1',
    countryCode: 'US',
    isDemo: true,
    language: 'en-us',
    lastActiveAt: now,
  } as const;
  for (const [i, user] of DEMO_ACCOUNTS.entries()) {
    const { joinedDaysAgo, ...profile } = PROFILES[i]!;
    await tx.user.create({
      data: {
        ...base,
        id: user.id,
        account: user.account,
        email: user.email,
        phone: user.phone,
        passwordHash: hash(user.password),
        ...('withdrawPassword' in user ? { withdrawPasswordHash: hash(user.withdrawPassword) } : {}),
        // Bob signs in with app.googleSecretLogin: password plus the code of this public demo secret.
        ...('googleSecret' in user ? { googleSecret: user.googleSecret, googleBound: true } : {}),
        ...profile,
        createdAt: ago(joinedDaysAgo * DAY),
      },
    });
  }
}

/** alice: basic and advanced verification authorized; bob: basic authorized. */
async function loadKyc(tx: Tx, ago: Ago): Promise<void> {
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
