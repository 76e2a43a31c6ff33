import { nextPageNoAfter, usePagedQuery } from '../lib/paging.ts';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { CLOSE_REASON, MARGIN_MODE, POSITION_SIDE, POSITION_STATUS, TRADE_ACCOUNT } from '@sandbox/shared/status';
import type { trade } from '@sandbox/shared/contract/index';
import { call, callOrNotFound } from './call.ts';
import { endpoints } from './endpoints.ts';
import type { BodyOf, QueryOf, ResultOf } from './contract.ts';
import { walletKeys } from './finance.ts';
import { nameOfCode } from '../lib/code-names.ts';

/**
 * Perpetual positions (server/src/modules/trading/README.md): open, TP/SL, add margin, close,
 * list, summary, and the demo reset extension. Market orders fill at the mark price; every
 * figure the screens show comes from the server, the client only estimates before confirming.
 */

export { CLOSE_REASON, MARGIN_MODE, POSITION_SIDE, POSITION_STATUS, TRADE_ACCOUNT };

export type Position = ResultOf<typeof trade.positionCreate>;
export type PositionPage = ResultOf<typeof trade.positionList>;
export type PositionQuery = QueryOf<typeof trade.positionList>;
export type PositionSummary = ResultOf<typeof trade.positionSummary>;
export type CreatePositionRequest = BodyOf<typeof trade.positionCreate>;
export type UpdateStopLossRequest = BodyOf<typeof trade.positionUpdateStopLoss>;
export type AddMarginRequest = BodyOf<typeof trade.positionAddMargin>;
export type DemoResetResult = ResultOf<typeof trade.demoReset>;
export type TradeAccount = (typeof TRADE_ACCOUNT)[keyof typeof TRADE_ACCOUNT];
export type PositionStatus = (typeof POSITION_STATUS)[keyof typeof POSITION_STATUS];

export const createPosition = (body: CreatePositionRequest): Promise<Position> =>
  call(endpoints['trade.positionCreate'], { body });
export const updateStopLoss = (body: UpdateStopLossRequest): Promise<Position> =>
  call(endpoints['trade.positionUpdateStopLoss'], { body });
export const listPositions = (query: PositionQuery): Promise<PositionPage> =>
  call(endpoints['trade.positionList'], {
    query: {
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      status: query.status,
      symbol: query.symbol,
      accountType: query.accountType,
      competitionId: query.competitionId,
    },
  });
export const closePosition = (id: string): Promise<Position> =>
  call(endpoints['trade.positionClose'], { params: { id } });
export const addMargin = (body: AddMarginRequest): Promise<Position> => call(endpoints['trade.positionAddMargin'], { body });
/** With accountType 3 (a competition account), the competition whose account of the caller. */
export const getPositionSummary = (accountType: TradeAccount, competitionId?: string): Promise<PositionSummary> =>
  call(endpoints['trade.positionSummary'], { query: { accountType, ...(competitionId ? { competitionId } : {}) } });
export const resetDemo = (): Promise<DemoResetResult> => call(endpoints['ext.demoReset']);

/** Open positions are polled this often while their screen is visible (the server's PnL is authoritative). */
export const OPEN_POSITIONS_POLL_MS = 2_500;
export const HISTORY_PAGE_SIZE = 20;
/** Open positions shown at most (newest first); the server caps a page at 100. */
export const OPEN_PAGE_SIZE = 100;

/*
 * Keys by account; a competition account adds its competition after the type, so a key
 * without it (accountType 3 alone) still matches every competition's as a prefix.
 */
const accountKey = (accountType: TradeAccount, competitionId?: string) => (competitionId ? [accountType, competitionId] : [accountType]);

export const positionKeys = {
  all: ['positions'] as const,
  summary: (accountType: TradeAccount, competitionId?: string) => ['positions', 'summary', ...accountKey(accountType, competitionId)] as const,
  open: (accountType: TradeAccount, competitionId?: string) => ['positions', 'open', ...accountKey(accountType, competitionId)] as const,
  history: (accountType: TradeAccount, status: PositionStatus, competitionId?: string) =>
    ['positions', 'history', accountType, status, ...(competitionId ? [competitionId] : [])] as const,
  one: (id: string) => ['positions', 'one', id] as const,
};

export const usePositionSummary = (accountType: TradeAccount, enabled = true, competitionId?: string) =>
  useQuery({
    queryKey: positionKeys.summary(accountType, competitionId),
    queryFn: () => getPositionSummary(accountType, competitionId),
    refetchInterval: OPEN_POSITIONS_POLL_MS,
    enabled,
  });

/** Every open position of the account (at most 100, newest first), polled while shown. */
export const useOpenPositions = (accountType: TradeAccount, enabled = true, competitionId?: string) =>
  useQuery({
    queryKey: positionKeys.open(accountType, competitionId),
    queryFn: () => listPositions({ pageNo: 1, pageSize: OPEN_PAGE_SIZE, status: POSITION_STATUS.RUNNING, accountType, competitionId }),
    refetchInterval: OPEN_POSITIONS_POLL_MS,
    placeholderData: keepPreviousData,
    enabled,
  });

/** Positions by status, page after page. */
export const usePositionHistory = (accountType: TradeAccount, status: PositionStatus, enabled = true, competitionId?: string) =>
  usePagedQuery(positionKeys.history(accountType, status, competitionId), (pageNo) => listPositions({ pageNo, pageSize: HISTORY_PAGE_SIZE, status, accountType, competitionId }), {
    getNextPageParam: nextPageNoAfter,
    enabled,
  });

/** One of the user's positions (ext.positionDetail); null when it is not one of theirs. */
export const getPosition = (id: string): Promise<Position | null> =>
  callOrNotFound(endpoints['ext.positionDetail'], { params: { id } });

export const usePosition = (id: string) =>
  useQuery({
    queryKey: positionKeys.one(id),
    queryFn: () => getPosition(id),
    enabled: id !== '',
    // An open position's PnL moves: refresh it while the page is open.
    refetchInterval: (query) => (query.state.data?.status === POSITION_STATUS.RUNNING ? OPEN_POSITIONS_POLL_MS : false),
  });

/** Money moved: positions, their totals and every wallet figure are stale. */
function invalidateMoney(client: QueryClient) {
  void client.invalidateQueries({ queryKey: positionKeys.all });
  void client.invalidateQueries({ queryKey: walletKeys.all });
}

export const useCreatePosition = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: createPosition, onSuccess: () => invalidateMoney(client) });
};
export const useUpdateStopLoss = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateStopLoss, onSuccess: () => invalidateMoney(client) });
};
export const useClosePosition = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: closePosition, onSuccess: () => invalidateMoney(client) });
};
export const useAddMargin = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: addMargin, onSuccess: () => invalidateMoney(client) });
};
export const useDemoReset = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: resetDemo, onSuccess: () => invalidateMoney(client) });
};

const CLOSE_REASON_KEYS = {
  [CLOSE_REASON.MANUAL]: 'manual', [CLOSE_REASON.TAKE_PROFIT]: 'takeProfit', [CLOSE_REASON.STOP_LOSS]: 'stopLoss', [CLOSE_REASON.LIQUIDATION]: 'liquidation',
} as const;
/** Translation key of a close reason (`trading.reason.<key>`). */
export const closeReasonKey = (reason: number | null): string => nameOfCode(CLOSE_REASON_KEYS, reason, 'none');

const POSITION_STATUS_KEYS = { [POSITION_STATUS.RUNNING]: 'running', [POSITION_STATUS.SETTLEMENT]: 'settlement', [POSITION_STATUS.CLOSED]: 'closed' } as const;
/** Translation key of a position status (`trading.status.<key>`). */
export const positionStatusKey = (status: number): string => nameOfCode(POSITION_STATUS_KEYS, status, 'unknown');
