import { Dec } from '@sandbox/shared/decimal';
import { scenarioFileSchema, shapeProblems, type ScenarioFile, type ScenarioPosition } from '@sandbox/shared/scenario-file';
import { CURRENCIES, COUNTRIES, VIP_LEVELS } from '../reference-data.ts';
import { symbolRows } from '../symbols.ts';
import { parseScenarioText } from './parse-text.ts';
import { chatProblems } from './sections/chat.ts';
import { competitionEntryProblems } from './sections/competition-entries.ts';
import { earnOrderProblems } from './sections/earn.ts';
import { flashExchangeProblems } from './sections/flash-exchanges.ts';
import { ieoSubscriptionProblems } from './sections/ieo-subscriptions.ts';
import { identityReviewProblems } from './sections/identity.ts';
import { loanProblems } from './sections/loans.ts';
import { marketProblems } from './sections/market.ts';
import { noticeProblems } from './sections/notices.ts';
import { secondOrderProblems } from './sections/second-orders.ts';
import { netIntoContract, transferProblems } from './sections/transfers.ts';
import { unknownUser, type UserNames } from './sections/support.ts';
import { walletProblems } from './sections/wallet.ts';
import { baseUserIds } from './base.ts';

/** A scenario file read: the file with its defaults applied, or every problem with its place. */
export type ReadResult = { ok: true; file: ScenarioFile } | { ok: false; problems: string[] };

/**
 * Reads a scenario file's text (YAML, or JSON, which YAML reads too; `name` ending in .json
 * reads it as JSON only) and checks it whole: its shape, then what the shape cannot say. Every
 * problem is reported, not the first one, so an author fixes a file in one pass.
 */
export function readScenarioFile(text: string, name = 'scenario.yaml'): ReadResult {
  const data = parseScenarioText(text, name);
  if (!data.ok) return data;
  const shaped = scenarioFileSchema.safeParse(data.value ?? {});
  if (!shaped.success) return { ok: false, problems: shapeProblems(shaped.error) };
  const problems = domainProblems(shaped.data);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, file: shaped.data };
}

const SYMBOLS = new Map(symbolRows().map((row) => [`${row.base}${row.quote}`, row]));
/** What an account can hold: the crypto currencies (the others are display currencies for rates). */
export const CURRENCY_CODES: ReadonlySet<string> = new Set<string>(CURRENCIES.filter((c) => c.kind === 1).map((c) => c.code));
const COUNTRY_CODES = new Set(COUNTRIES.map(([code]) => code));
const TOP_VIP = Math.max(...VIP_LEVELS.map((v) => v.level));

/** What the shape cannot say: names that refer to each other, the market's symbols, what a margin can pay, the rules of a loan. */
export function domainProblems(file: ScenarioFile): string[] {
  const problems: string[] = [];
  const userAt = new Map<string, number>();
  file.users.forEach((user, i) => {
    const key = user.account.toLowerCase();
    const earlier = userAt.get(key);
    if (earlier !== undefined) problems.push(`users[${i}].account: "${user.account}" is already users[${earlier}]`);
    else userAt.set(key, i);
  });
  const named = (account: string) => userAt.has(account.toLowerCase());
  // Entries name the file's users and its base scenario's; a user of the file is not one of the base's.
  const baseIds = baseUserIds(file);
  const users: UserNames = { has: (account) => named(account) || baseIds.has(account.toLowerCase()), where: file.base === undefined ? 'in this file' : `in this file or the ${file.base}` };

  file.users.forEach((user, i) => {
    const place = `users[${i}]`;
    if (user.password !== undefined && user.passwordHash !== undefined) problems.push(`${place}.passwordHash: give password or passwordHash, not both`);
    if (user.withdrawalPassword !== undefined && user.withdrawalPasswordHash !== undefined) problems.push(`${place}.withdrawalPasswordHash: give withdrawalPassword or withdrawalPasswordHash, not both`);
    if (baseIds.has(user.account.toLowerCase())) problems.push(`${place}.account: "${user.account}" is already a user of the ${file.base}`);
    if (!COUNTRY_CODES.has(user.country)) problems.push(`${place}.country: no country ${user.country}`);
    if (user.vip > TOP_VIP) problems.push(`${place}.vip: the highest level is ${TOP_VIP}`);
    if (user.invitedBy !== undefined) {
      if (!named(user.invitedBy)) problems.push(`${place}.invitedBy: no user named "${user.invitedBy}" in this file`);
      else if (invitationLoops(file, i, userAt)) problems.push(`${place}.invitedBy: the invitations go round in a circle back to "${user.account}"`);
    }
    for (const [account, balances] of Object.entries(user.balances)) {
      for (const currency of Object.keys(balances ?? {})) {
        if (!CURRENCY_CODES.has(currency)) problems.push(`${place}.balances.${account}.${currency}: an account holds ${[...CURRENCY_CODES].join(', ')}, not ${currency}`);
        else if (account === 'contract' && currency !== 'USDT') problems.push(`${place}.balances.contract.${currency}: the contract account holds USDT only`);
      }
    }
  });

  problems.push(...identityReviewProblems(file.identityReviews, file.users, users));

  // Margins and opening fees, per user, against their contract USDT with what their transfers move there (made before the positions open).
  const needed = new Map<string, Dec>();
  const transferred = netIntoContract(file.transfers);
  file.positions.forEach((position, i) => {
    const place = `positions[${i}]`;
    problems.push(...unknownUser(`${place}.user`, position.user, users));
    const symbol = SYMBOLS.get(position.symbol);
    if (!symbol) {
      problems.push(`${place}.symbol: no symbol ${position.symbol} on the market (known: ${[...SYMBOLS.keys()].join(', ')})`);
      return;
    }
    if (position.leverage > symbol.maxLeverage) problems.push(`${place}.leverage: ${position.symbol} allows at most ${symbol.maxLeverage}x`);
    const cost = openingCost(position, symbol.takerFeeRate);
    // A quantity at the market price costs what the price is when the file loads: the engine checks it then.
    if (!cost) return;
    const key = position.user.toLowerCase();
    needed.set(key, (needed.get(key) ?? new Dec(0)).plus(cost));
    const user = file.users[userAt.get(key) ?? -1];
    const held = new Dec(user?.balances.contract?.USDT ?? 0).plus(transferred.get(key) ?? 0);
    if (user && needed.get(key)!.gt(held)) {
      problems.push(`${place}.margin: ${user.account}'s contract account holds ${held.toFixed()} USDT; the margins and opening fees of their positions up to here need ${needed.get(key)!.toFixed()}`);
    }
  });
  problems.push(...marketProblems(file.market, file.positions));
  problems.push(...noticeProblems(file.notices, users), ...chatProblems(file.chat, users));
  problems.push(...walletProblems(file, users));
  problems.push(...flashExchangeProblems(file.flashExchanges, users));
  // What the catalogue tells of an order or a loan (its product, its offer) is checked as the file loads, against the sandbox's.
  return [...problems, ...earnOrderProblems(file.earnOrders, users), ...loanProblems(file.loans, users), ...transferProblems(file.transfers, users), ...secondOrderProblems(file.secondOrders, users), ...competitionEntryProblems(file.competitionEntries, users), ...ieoSubscriptionProblems(file.ieoSubscriptions, users)];
}

/**
 * What opening a position takes from the contract account: its margin and the opening fee (the
 * notional, margin x leverage, at the taker rate), or undefined where the price is the market's
 * at load time. The engine's own sizing rounds the same figures; this bound is for the message.
 */
function openingCost(position: ScenarioPosition, takerFeeRate: string): Dec | undefined {
  const margin = position.margin !== undefined ? new Dec(position.margin) : position.entryPrice !== undefined ? new Dec(position.quantity!).times(position.entryPrice).div(position.leverage) : undefined;
  return margin?.plus(margin.times(position.leverage).times(takerFeeRate));
}

/** Whether following invitedBy from users[start] comes back to it; `userAt` places the first user of each name (a second one is reported as a repeat). */
function invitationLoops(file: ScenarioFile, start: number, userAt: ReadonlyMap<string, number>): boolean {
  const seen = new Set<string>();
  let current = file.users[start];
  while (current?.invitedBy !== undefined) {
    const key = current.account.toLowerCase();
    if (seen.has(key)) return true;
    seen.add(key);
    current = file.users[userAt.get(current.invitedBy.toLowerCase()) ?? -1];
    if (current === file.users[start]) return true;
  }
  return false;
}
