import { randomUUID } from 'node:crypto';
import type { Tx } from '@sandbox/prisma';
import { MARGIN_MODE, POSITION_SIDE, USER_STATUS } from '@sandbox/shared';
import { REMARK_KEY, remarkOf } from '@sandbox/shared/remark';
import { SCENARIO_DEFAULT_PASSWORD, type ScenarioFile, type ScenarioPosition, type ScenarioUser } from '@sandbox/shared/scenario-file';
import type { CreatePositionInput } from '@sandbox/server/modules/trading';
import { BalanceLogType, credit } from '@sandbox/server/ledger';
import { loadReferenceData } from '../empty.ts';
import type { Scenario, ScenarioContext } from '../types.ts';

const KYC_LEVEL = { none: 0, basic: 1, advanced: 2 } as const;

/**
 * A scenario file as a scenario (scripts/src/scenarios/index.ts loads it like a named one): the
 * reference data, the file's users with their identity records and opening balances in one
 * transaction, then its positions opened at the market price through the trading engine once
 * the market has loaded (margin and fee through the ledger, the liquidation price the engine's).
 * The file is read and checked first (read.ts): a position whose margin the file does not pay
 * for never reaches this step.
 */
export function fileScenario(file: ScenarioFile, name: string): Scenario {
  const ids = new Map(file.users.map((u) => [u.account.toLowerCase(), randomUUID()]));
  const idOf = (account: string) => ids.get(account.toLowerCase())!;
  const passwords = [...new Set(file.users.flatMap(passwordsToHash))];
  return {
    name,
    description: file.description ?? `the scenario file ${name}`,
    passwords,
    async load(tx, ctx) {
      await loadReferenceData(tx);
      for (const [i, user] of invitersFirst(file.users)) await createUser(tx, ctx, user, i, idOf, name);
    },
    async live({ services }) {
      const { positions } = services.trading;
      for (const [i, p] of file.positions.entries()) {
        const order = positionOrder(p);
        await atPlace(`positions[${i}]`, () => (p.entryPrice === undefined ? positions.create(idOf(p.user), order) : positions.openAt(idOf(p.user), order, p.entryPrice)));
      }
    },
  };
}

/** The passwords of a user the load hashes (a stored hash is taken as it is). */
function passwordsToHash(user: ScenarioUser): string[] {
  return [
    ...(user.passwordHash === undefined ? [user.password ?? SCENARIO_DEFAULT_PASSWORD] : []),
    ...(user.withdrawalPassword === undefined ? [] : [user.withdrawalPassword]),
  ];
}

/** A file's position as the trading engine's order: a margin or a quantity, with its take-profit and stop-loss. */
function positionOrder(p: ScenarioPosition): CreatePositionInput {
  return {
    symbol: p.symbol,
    side: p.side === 'long' ? POSITION_SIDE.LONG : POSITION_SIDE.SHORT,
    marginMode: p.marginMode === 'cross' ? MARGIN_MODE.CROSS : MARGIN_MODE.ISOLATED,
    leverage: p.leverage,
    margin: p.margin,
    quantity: p.quantity,
    takeProfit: p.takeProfit,
    stopLoss: p.stopLoss,
  };
}

/** A step of the file refused by the app (the engine's own rule), told with the place of the entry that asked for it. */
async function atPlace(place: string, step: () => Promise<unknown>): Promise<void> {
  try {
    await step();
  } catch (error) {
    throw Object.assign(error as object, { place });
  }
}

/** The users with their index in the file, each after the one who invited them (read.ts refused circles). */
function invitersFirst(users: readonly ScenarioUser[]): [number, ScenarioUser][] {
  const placed = new Set<string>();
  const order: [number, ScenarioUser][] = [];
  while (order.length < users.length) {
    users.forEach((user, i) => {
      const key = user.account.toLowerCase();
      if (placed.has(key) || (user.invitedBy !== undefined && !placed.has(user.invitedBy.toLowerCase()))) return;
      placed.add(key);
      order.push([i, user]);
    });
  }
  return order;
}

async function createUser(tx: Tx, ctx: ScenarioContext, user: ScenarioUser, index: number, idOf: (account: string) => string, refId: string) {
  const id = idOf(user.account);
  const inviter = user.invitedBy === undefined ? undefined : await tx.user.findUniqueOrThrow({ where: { id: idOf(user.invitedBy) }, select: { id: true, inviterPath: true } });
  const kycLevel = KYC_LEVEL[user.identity];
  await tx.user.create({
    data: {
      id,
      account: user.account,
      email: user.email ?? null,
      phoneCode: user.phone?.code ?? null,
      phone: user.phone?.number ?? null,
      countryCode: user.country,
      country: user.country,
      passwordHash: user.passwordHash ?? ctx.hash(user.password ?? SCENARIO_DEFAULT_PASSWORD),
      withdrawPasswordHash: user.withdrawalPasswordHash ?? (user.withdrawalPassword ? ctx.hash(user.withdrawalPassword) : null),
      googleSecret: user.googleSecret ?? null,
      googleBound: user.googleSecret !== undefined,
      // Six characters, one per user of the file (the team page shows it).
      inviteCode: `S${(index + 1).toString(36).toUpperCase().padStart(5, '0')}`,
      inviterId: inviter?.id ?? null,
      inviterPath: inviter ? `${inviter.inviterPath}${inviter.id}/` : '/',
      vipLevel: user.vip,
      vipMaxLevel: user.vip,
      kycLevel,
      status: user.frozen ? USER_STATUS.FROZEN : USER_STATUS.ACTIVE,
      lastActiveAt: ctx.now,
      createdAt: ctx.now,
    },
  });
  // An identity level is what an authorized application of that level gives (the identity pages read them).
  for (let level = 1; level <= kycLevel; level++) {
    await tx.kycApplication.create({
      data:
        level === 1
          ? { userId: id, level, idType: 2, status: 1, surname: user.account, firstName: user.account, idNumber: `SCENARIO-${user.account.toUpperCase()}`, reviewedAt: ctx.now, createdAt: ctx.now }
          : { userId: id, level, status: 1, contactPhone: user.phone ? `+${user.phone.code} ${user.phone.number}` : '+1 5550100', currentAddress: 'Sandbox scenario', reviewedAt: ctx.now, createdAt: ctx.now },
    });
  }
  for (const [account, balances] of Object.entries(user.balances) as ['spot' | 'contract', Record<string, string> | undefined][]) {
    for (const [currency, amount] of Object.entries(balances ?? {})) {
      if (Number(amount) === 0) continue;
      await credit(tx, { userId: id, account, currency, amount, type: BalanceLogType.SEED_GRANT, refType: 'Scenario', refId, remark: remarkOf(REMARK_KEY.DEMO_GRANT), at: ctx.now });
    }
  }
}
