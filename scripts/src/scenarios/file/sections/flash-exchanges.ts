import type { PrismaClient, Tx } from '@sandbox/prisma';
import { Dec } from '@sandbox/shared/decimal';
import { instantOf, type ScenarioFileInput, type ScenarioFlashExchange } from '@sandbox/shared/scenario-file';
import type { TradingModule } from '@sandbox/server/modules/trading';
import { atEntry, compare, type SpotEffect, type UserNames, unknownUser } from './support.ts';

/*
 * The file's flash exchanges (docs/scenarios.md "Flash exchanges"): each made through the trading
 * module's own exchange once the market has loaded, at the quote of its `at` (both sides through
 * the ledger). Exported as the users' flash-exchange history.
 */

type ExportedFlashExchange = NonNullable<ScenarioFileInput['flashExchanges']>[number];

/** What the file alone tells: the user is one of its own, and it gives one currency for another. */
export function flashExchangeProblems(exchanges: readonly ScenarioFlashExchange[], named: UserNames): string[] {
  return exchanges.flatMap((exchange, i) => [
    ...unknownUser(`flashExchanges[${i}].user`, exchange.user, named),
    ...(exchange.from === exchange.to ? [`flashExchanges[${i}].to: ${exchange.to} is what it gives: an exchange is for another currency`] : []),
  ]);
}

/**
 * The exchanges against the sandbox's flash-exchange pairs and the clock, before anything is
 * written (every problem with its place). `since`: the first exchange's instant (or the clock),
 * before which the users' balances are granted. The exchange's own rules (the pair's minimum and
 * maximum, the amount rule, the spot balance) refuse when the exchanges are made
 * (makeFlashExchanges), at their place.
 */
export async function planFlashExchanges(tx: Tx, exchanges: readonly ScenarioFlashExchange[], now: Date) {
  if (exchanges.length === 0) return { problems: [], since: now };
  const pairs = await tx.flashExchangeSetting.findMany({ where: { enabled: true }, orderBy: [{ sort: 'asc' }, { fromCurrency: 'asc' }] });
  const offered = new Set(pairs.map((p) => `${p.fromCurrency}/${p.toCurrency}`));
  const problems = exchanges.flatMap((exchange, i) => {
    const { from, to } = exchange;
    const targets = pairs.filter((p) => p.fromCurrency === from).map((p) => p.toCurrency);
    return [
      ...(from === to || offered.has(`${from}/${to}`) ? [] : [`flashExchanges[${i}].to: the flash exchange has no pair ${from} -> ${to} (${from} exchanges for: ${targets.join(', ') || 'nothing'})`]),
      ...(atOf(exchange, now) > now ? [`flashExchanges[${i}].at: ${exchange.at} is after the clock (${now.toISOString()}): an exchange is made by then`] : []),
    ];
  });
  return { problems, since: new Date(Math.min(now.getTime(), ...exchanges.map((e) => atOf(e, now).getTime()))) };
}

/** When the exchange was made: its at, or the clock. */
const atOf = (exchange: ScenarioFlashExchange, now: Date) => instantOf(exchange.at, now);

/** The exchanges made through the trading module, in one transaction, once the market has loaded; `now`: the clock. */
export async function makeFlashExchanges(trading: TradingModule, exchanges: readonly ScenarioFlashExchange[], userIdOf: (account: string) => string, now: Date) {
  if (exchanges.length === 0) return;
  const made = exchanges.map((e) => ({ userId: userIdOf(e.user), input: { fromCurrency: e.from, toCurrency: e.to, amount: e.amount }, at: atOf(e, now) }));
  await atEntry('flashExchanges', () => trading.flash.exchangeScenario(made));
}

/**
 * The users' (`mine`) flash exchanges in a fixed order, and what loading each does to spot, which
 * the export counts back: what it gave taken, what it received added. Loaded again, each is made
 * at its instant's price again, receiving the same.
 */
export async function exportFlashExchanges(db: PrismaClient, mine: { userId?: { in: string[] } }, accountOf: ReadonlyMap<string, string>) {
  const rows = await db.flashExchange.findMany({ where: mine });
  const exchanges: ExportedFlashExchange[] = rows
    .map((r) => ({ user: accountOf.get(r.userId)!, from: r.fromCurrency, to: r.toCurrency, amount: r.fromAmount, at: r.createdAt.toISOString() }))
    .sort((a, b) => compare([a.user, a.at, a.from, a.to, a.amount].join('|'), [b.user, b.at, b.from, b.to, b.amount].join('|')));
  const effects: SpotEffect[] = rows.flatMap((r) => [
    { userId: r.userId, currency: r.fromCurrency, amount: new Dec(r.fromAmount).negated() },
    { userId: r.userId, currency: r.toCurrency, amount: new Dec(r.toAmount) },
  ]);
  return { exchanges, effects };
}
