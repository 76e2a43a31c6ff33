import { nextPageNoAfter, usePagedQuery } from '../lib/paging.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SECOND_DIRECTION, SECOND_ORDER_STATUS, TRADE_ACCOUNT } from '@sandbox/shared/status';
import type { trade } from '@sandbox/shared/contract/index';
import { toDecimal } from '@sandbox/shared/format';
import { MONEY_DP, decimalsOf } from '@sandbox/shared/money';
import { regionTimeToEpoch } from '@sandbox/shared/time';
import { secondWinProfit } from '@sandbox/shared/trading';
import { call } from './call.ts';
import { endpoints } from './endpoints.ts';
import type { BodyOf, QueryOf, ResultOf } from './contract.ts';
import { walletKeys } from './finance.ts';
import { positionKeys } from './positions.ts';
import { nameOfCode } from '../lib/code-names.ts';

/**
 * Second (short-term) contracts (issue 4, part 3): the periods with their payout rates,
 * buying up or down, the head (running order nearest settlement and its seconds left)
 * and the user's history.
 */

export { SECOND_DIRECTION, SECOND_ORDER_STATUS, TRADE_ACCOUNT };

export type SecondSet = ResultOf<typeof trade.secondSetList>[number];
export type SecondOrder = ResultOf<typeof trade.secondBuy>;
export type SecondBuyRequest = BodyOf<typeof trade.secondBuy>;
export type SecondHead = ResultOf<typeof trade.secondHead>;
export type SecondOrderQuery = QueryOf<typeof trade.secondOrderList>;
export type SecondOrderPage = ResultOf<typeof trade.secondOrderList>;
export type TradeAccount = (typeof TRADE_ACCOUNT)[keyof typeof TRADE_ACCOUNT];
export type SecondDirection = (typeof SECOND_DIRECTION)[keyof typeof SECOND_DIRECTION];
export type SecondStatus = (typeof SECOND_ORDER_STATUS)[keyof typeof SECOND_ORDER_STATUS];

export const listSecondSets = (symbol?: string): Promise<SecondSet[]> =>
  call(endpoints['trade.secondSetList'], { query: { symbol } });
export const buySecond = (body: SecondBuyRequest): Promise<SecondOrder> => call(endpoints['trade.secondBuy'], { body });
export const listSecondOrders = (query: SecondOrderQuery): Promise<SecondOrderPage> =>
  call(endpoints['trade.secondOrderList'], {
    query: {
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      status: query.status,
      symbol: query.symbol,
      accountType: query.accountType,
    },
  });
export const getSecondHead = (symbol: string, accountType: TradeAccount): Promise<SecondHead> =>
  call(endpoints['trade.secondHead'], { query: { symbol, accountType } });

export const secondKeys = {
  all: ['second'] as const,
  sets: (symbol: string) => ['second', 'sets', symbol] as const,
  head: (symbol: string, accountType: TradeAccount) => ['second', 'head', symbol, accountType] as const,
  history: (filter: object) => ['second', 'orders', 'history', filter] as const,
  result: (id: string) => ['second', 'result', id] as const,
};

/** While an order runs the head is refreshed this often; once its time is up, every second; idle, seldom. */
export const HEAD_POLL_MS = 5_000;
export const SETTLING_POLL_MS = 1_000;
export const IDLE_HEAD_POLL_MS = 30_000;
/** A settlement watch gives up after this many polls (two minutes): the history still shows the result. */
export const SETTLE_WATCH_MAX_POLLS = 120;

/** Periods change rarely: cached for a minute. */
export const useSecondSets = (symbol: string) =>
  useQuery({ queryKey: secondKeys.sets(symbol), queryFn: () => listSecondSets(symbol), enabled: symbol !== '', staleTime: 60_000 });

/** The account's running order nearest settlement on the symbol. */
export const useSecondHead = (symbol: string, accountType: TradeAccount, settling: boolean) =>
  useQuery({
    queryKey: secondKeys.head(symbol, accountType),
    queryFn: () => getSecondHead(symbol, accountType),
    enabled: symbol !== '',
    refetchInterval: (q) => (settling ? SETTLING_POLL_MS : q.state.data?.order ? HEAD_POLL_MS : IDLE_HEAD_POLL_MS),
  });

export const HISTORY_PAGE_SIZE = 10;

/** The history of one account on one symbol, optionally by status, page after page (polled while shown). */
export const useSecondHistory = (filter: { accountType: TradeAccount; symbol: string; status?: SecondStatus | undefined }, enabled = true) =>
  usePagedQuery(secondKeys.history(filter), (pageNo) => listSecondOrders({ pageNo, pageSize: HISTORY_PAGE_SIZE, ...filter }), {
    getNextPageParam: nextPageNoAfter,
    refetchInterval: HEAD_POLL_MS * 2,
    enabled,
  });

/**
 * Watches one order until the server has settled it (the list call settles the user's due
 * orders first); polls every second while it still runs. Null data: not found yet.
 */
export const useSecondResult = (order: SecondOrder | null) =>
  useQuery({
    queryKey: secondKeys.result(order?.id ?? ''),
    queryFn: async () => {
      const page = await listSecondOrders({ pageNo: 1, pageSize: 50, symbol: order?.symbol, accountType: order?.accountType });
      return page.records.find((o) => o.id === order?.id) ?? null;
    },
    enabled: order !== null,
    refetchInterval: (q) =>
      (q.state.data && q.state.data.status !== SECOND_ORDER_STATUS.RUNNING) || q.state.dataUpdateCount > SETTLE_WATCH_MAX_POLLS
        ? false
        : SETTLING_POLL_MS,
  });

/** Money moved (a stake left, or a settlement paid out): balances, head and history are stale. */
export function useInvalidateAfterSecond() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: walletKeys.all }),
      client.invalidateQueries({ queryKey: ['second', 'head'] }),
      client.invalidateQueries({ queryKey: ['second', 'orders'] }),
      // The demo balance is the virtual account's position summary.
      client.invalidateQueries({ queryKey: positionKeys.all }),
    ]);
}

export const useSecondBuyMutation = () => {
  const invalidate = useInvalidateAfterSecond();
  return useMutation({ mutationFn: buySecond, onSuccess: () => invalidate() });
};

/* ---------- pure rules (known-answer tested) ---------- */

/** What a win pays: profit = stake × rate % (the server's shared rule, truncated to 8 decimals), payout = stake + profit. */
export function secondPayout(amount: string, payoutRatePercent: string): { profit: string; payout: string } | null {
  const stake = toDecimal(amount);
  const rate = toDecimal(payoutRatePercent);
  if (!stake || !rate || stake.lte(0)) return null;
  const profit = secondWinProfit(stake, rate.div(100));
  return { profit: profit.toFixed(), payout: stake.plus(profit).toFixed() };
}

export type StakeProblem =
  | { problem: 'required' }
  | { problem: 'invalid' }
  | { problem: 'decimals'; value: number }
  | { problem: 'min'; value: string }
  | { problem: 'max'; value: string }
  | { problem: 'balance'; value: string };

/**
 * The stake must be a positive amount within the set's limits and the available balance (when known);
 * `decimals` is USDT's precision from the currency list when the caller has it (the server refuses more).
 */
export function checkStake(
  amount: string,
  set: Pick<SecondSet, 'minAmount' | 'maxAmount'> | undefined,
  available: string | undefined,
  decimals: number = MONEY_DP,
): StakeProblem | null {
  const text = amount.trim();
  if (text === '') return { problem: 'required' };
  if (!/^\d+(\.\d+)?$/.test(text)) return { problem: 'invalid' };
  const value = toDecimal(text);
  if (!value || value.lte(0)) return { problem: 'invalid' };
  const dp = Math.min(decimals, MONEY_DP);
  // Decimals as typed, trailing zeros included: the server's amount rule ("10.100" has 3).
  if (decimalsOf(text) > dp) return { problem: 'decimals', value: dp };
  if (set && value.lt(set.minAmount)) return { problem: 'min', value: set.minAmount };
  if (set && value.gt(set.maxAmount)) return { problem: 'max', value: set.maxAmount };
  const balance = toDecimal(available);
  if (balance && value.gt(balance)) return { problem: 'balance', value: balance.toFixed() };
  return null;
}

/** "30 s", "2 min", "1 h": a period as the picker labels it (unit key + count). */
export function periodParts(seconds: number): { unit: 's' | 'min' | 'h'; count: number } {
  if (seconds % 3600 === 0) return { unit: 'h', count: seconds / 3600 };
  if (seconds >= 120 && seconds % 60 === 0) return { unit: 'min', count: seconds / 60 };
  return { unit: 's', count: seconds };
}

/** A percent string without trailing zeros: "80.0000" -> "80". */
export const plainPercent = (value: string): string => toDecimal(value)?.toFixed() ?? value;

/**
 * Seconds left of a running order as the server saw them when it answered (`secondsLeft` of
 * the head when it is that order, else its settle time against the server time).
 */
export function secondsLeftAtServer(order: SecondOrder, head: Pick<SecondHead, 'order' | 'secondsLeft' | 'serverTime'>): number {
  if (head.order?.id === order.id && head.secondsLeft !== null) return head.secondsLeft;
  return Math.max(0, Math.ceil((regionTimeToEpoch(order.settleTime) - head.serverTime) / 1000));
}

const SECOND_STATUS_KEYS = { [SECOND_ORDER_STATUS.WON]: 'won', [SECOND_ORDER_STATUS.LOST]: 'lost', [SECOND_ORDER_STATUS.DRAW]: 'draw' } as const;
const SECOND_STATUS_COLORS = { [SECOND_ORDER_STATUS.WON]: 'var(--up)', [SECOND_ORDER_STATUS.LOST]: 'var(--down)', [SECOND_ORDER_STATUS.DRAW]: 'var(--text-2)' };
/** Translation key of a status (`secondContract.status.<key>`) and its colour. */
export const secondStatusKey = (status: number) => nameOfCode(SECOND_STATUS_KEYS, status, 'running');

export const secondStatusColor = (status: number): string => nameOfCode(SECOND_STATUS_COLORS, status, 'var(--brand)');
