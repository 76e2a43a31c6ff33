import { randomUUID } from 'node:crypto';
import type { Tx } from '@sandbox/prisma';
import { MARGIN_MODE, POSITION_SIDE, USER_STATUS } from '@sandbox/shared';
import { REMARK_KEY, remarkOf } from '@sandbox/shared/remark';
import { SCENARIO_DEFAULT_PASSWORD, type ScenarioFile, type ScenarioPosition, type ScenarioUser } from '@sandbox/shared/scenario-file';
import type { CreatePositionInput } from '@sandbox/server/modules/trading';
import { BalanceLogType, postBulk, toUnits, type BulkEntry } from '@sandbox/server/ledger';
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
      await createUsers(tx, ctx, file.users, idOf, name);
    },
    async live({ services }) {
      // All in one transaction: a position the engine refuses leaves none open, and is named by its place.
      const orders = file.positions.map((p) => ({ userId: idOf(p.user), input: positionOrder(p), entryPrice: p.entryPrice }));
      try {
        await services.trading.positions.openScenarioPositions(orders);
      } catch (error) {
        const index = (error as { index?: number }).index;
        throw index === undefined ? error : Object.assign(error as object, { place: `positions[${index}]` });
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

/**
 * The users, their identity applications and opening balances as batches: one insert of the
 * users (each after their inviter, whose path is known here), one of the applications and one
 * ledger bulk post per account (a SEED_GRANT log row for each balance, so reconcile is clean).
 */
async function createUsers(tx: Tx, ctx: ScenarioContext, users: readonly ScenarioUser[], idOf: (account: string) => string, refId: string) {
  const pathOf = new Map<string, string>();
  const rows = invitersFirst(users).map(([index, user]) => {
    const id = idOf(user.account);
    const inviterId = user.invitedBy === undefined ? null : idOf(user.invitedBy);
    const inviterPath = inviterId === null ? '/' : `${pathOf.get(inviterId)!}${inviterId}/`;
    pathOf.set(id, inviterPath);
    return userRow(ctx, user, { id, index, inviterId, inviterPath });
  });
  await tx.user.createMany({ data: rows });
  await tx.kycApplication.createMany({ data: users.flatMap((user) => identityRows(ctx, user, idOf(user.account))) });
  for (const account of ['spot', 'contract'] as const) {
    const entries: BulkEntry[] = users.flatMap((user) =>
      Object.entries(user.balances[account] ?? {})
        .filter(([, amount]) => Number(amount) > 0)
        .map(([currency, amount]) => ({ userId: idOf(user.account), currency, type: BalanceLogType.SEED_GRANT, available: toUnits(amount, 'amount'), refId, remark: remarkOf(REMARK_KEY.DEMO_GRANT), at: ctx.now })),
    );
    await postBulk(tx, { account, refType: 'Scenario' }, entries);
  }
}

function userRow(ctx: ScenarioContext, user: ScenarioUser, at: { id: string; index: number; inviterId: string | null; inviterPath: string }) {
  return {
    id: at.id,
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
    inviteCode: `S${(at.index + 1).toString(36).toUpperCase().padStart(5, '0')}`,
    inviterId: at.inviterId,
    inviterPath: at.inviterPath,
    vipLevel: user.vip,
    vipMaxLevel: user.vip,
    kycLevel: KYC_LEVEL[user.identity],
    status: user.frozen ? USER_STATUS.FROZEN : USER_STATUS.ACTIVE,
    lastActiveAt: ctx.now,
    createdAt: ctx.now,
  };
}

/** An identity level is what the authorized applications up to it give (the identity pages read them). */
function identityRows(ctx: ScenarioContext, user: ScenarioUser, userId: string) {
  const basic = { userId, level: 1, idType: 2, status: 1, surname: user.account, firstName: user.account, idNumber: `SCENARIO-${user.account.toUpperCase()}`, reviewedAt: ctx.now, createdAt: ctx.now };
  const advanced = { userId, level: 2, status: 1, contactPhone: user.phone ? `+${user.phone.code} ${user.phone.number}` : '+1 5550100', currentAddress: 'Sandbox scenario', reviewedAt: ctx.now, createdAt: ctx.now };
  return [basic, advanced].slice(0, KYC_LEVEL[user.identity]);
}
