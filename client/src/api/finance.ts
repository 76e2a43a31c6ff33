import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BALANCE_LOG_TYPE, PASSWORD_TYPE, RECORD_STATUS, TRANSFER_DIRECTION, WALLET, WITHDRAWAL_ACCOUNT_TYPE } from '@sandbox/shared/status';
import type { finance, set, user } from '@sandbox/shared/contract/index';
import { call, callOrNotFound } from './call.ts';
import { endpoints } from './endpoints.ts';
import type { BodyOf, QueryOf, ResultOf } from './contract.ts';
import { getMyUserInfo } from './user.ts';
import { useUserStore } from '../store/user-store.ts';
import { nameOfCode } from '../lib/code-names.ts';

/**
 * The wallet screens (issue 5): balances, deposits, withdrawals, the balance log, and what
 * they need from the user and settings domains (withdrawal accounts and password, currencies
 * with their networks, minimums and fees, rates).
 */

export { BALANCE_LOG_TYPE, PASSWORD_TYPE, RECORD_STATUS, TRANSFER_DIRECTION, WALLET, WITHDRAWAL_ACCOUNT_TYPE };

export type CurrencyBalance = ResultOf<typeof finance.queryUserBalance>[number];
export type UserAssets = ResultOf<typeof finance.queryUserAssets>;
export type ContractBalance = ResultOf<typeof finance.queryUserContractBalance>;
export type RechargeOrder = ResultOf<typeof finance.rechargeApply>;
export type RechargeAddress = ResultOf<typeof finance.rechargeAddress>;
export type RechargeRequest = BodyOf<typeof finance.rechargeApply>;
export type WithdrawalOrder = ResultOf<typeof finance.withdrawalApply>;
export type WithdrawalRequest = BodyOf<typeof finance.withdrawalApply>;
export type BalanceLog = ResultOf<typeof finance.balanceLogList>['records'][number];
export type BalanceLogQuery = QueryOf<typeof finance.balanceLogList>;
export type RecordQuery = QueryOf<typeof finance.rechargeList>;
export type RechargePage = ResultOf<typeof finance.rechargeList>;
export type WithdrawalPage = ResultOf<typeof finance.withdrawalList>;
export type BalanceLogPage = ResultOf<typeof finance.balanceLogList>;
export type WithdrawalAccount = ResultOf<typeof user.withdrawalAccountList>[number];
export type BankCardAccount = Extract<WithdrawalAccount, { type: 1 }>;
export type ChainAccount = Extract<WithdrawalAccount, { type: 2 }>;
export type WithdrawalAccountInput = BodyOf<typeof user.withdrawalAccountAdd>;
export type WithdrawalAccountEdit = BodyOf<typeof user.withdrawalAccountEdit>;
export type WithdrawalPasswordRequest = Extract<BodyOf<typeof user.changePassword>, { type: 2 }>;
export type CurrencyInfo = ResultOf<typeof set.getCurrencyList>[number];
export type CurrencyNetwork = CurrencyInfo['networks'][number];
export type Rate = ResultOf<typeof set.getRateByCurrency>;
export type TransferRequest = BodyOf<typeof finance.transferContract>;
export type TransferResult = ResultOf<typeof finance.transferContract>;

export const queryUserBalance = (): Promise<CurrencyBalance[]> => call(endpoints['finance.queryUserBalance']);
export const queryUserAssets = (): Promise<UserAssets> => call(endpoints['finance.queryUserAssets']);
export const queryUserContractBalance = (): Promise<ContractBalance> => call(endpoints['finance.queryUserContractBalance']);
export const getRechargeAddress = (query: QueryOf<typeof finance.rechargeAddress>): Promise<RechargeAddress> =>
  call(endpoints['finance.rechargeAddress'], { query });
export const applyRecharge = (body: RechargeRequest): Promise<RechargeOrder> => call(endpoints['finance.rechargeApply'], { body });
export const listRecharges = (query: RecordQuery): Promise<RechargePage> => call(endpoints['finance.rechargeList'], { query });
/** One of the user's deposits or withdrawals (ext.rechargeDetail / ext.withdrawalDetail); null when not theirs. */
export function getOrder(kind: RecordKind, id: string): Promise<RechargeOrder | WithdrawalOrder | null> {
  return kind === 'recharge'
    ? callOrNotFound(endpoints['ext.rechargeDetail'], { params: { id } })
    : callOrNotFound(endpoints['ext.withdrawalDetail'], { params: { id } });
}
export const applyWithdrawal = (body: WithdrawalRequest): Promise<WithdrawalOrder> => call(endpoints['finance.withdrawalApply'], { body });
export const listWithdrawals = (query: RecordQuery): Promise<WithdrawalPage> => call(endpoints['finance.withdrawalList'], { query });
export const listBalanceLog = (query: BalanceLogQuery): Promise<BalanceLogPage> => call(endpoints['finance.balanceLogList'], { query });
export const listWithdrawalAccounts = (): Promise<WithdrawalAccount[]> => call(endpoints['user.withdrawalAccountList']);
export const addWithdrawalAccount = (body: WithdrawalAccountInput): Promise<WithdrawalAccount> => call(endpoints['user.withdrawalAccountAdd'], { body });
export const editWithdrawalAccount = (body: WithdrawalAccountEdit): Promise<WithdrawalAccount> =>
  call(endpoints['user.withdrawalAccountEdit'], { body });
export const setWithdrawalPassword = (body: WithdrawalPasswordRequest): Promise<null> => call(endpoints['user.changePassword'], { body });
/** Spot <-> contract wallet (USDT only, server: trade/wallet-service.ts). */
export const transferContract = (body: TransferRequest): Promise<TransferResult> => call(endpoints['finance.transferContract'], { body });
export const getCurrencyList = (): Promise<CurrencyInfo[]> => call(endpoints['set.getCurrencyList']);
export const getRate = (currency: string, quoteCurrency: string): Promise<Rate> =>
  call(endpoints['set.getRateByCurrency'], { query: { currency, quoteCurrency } });

/** Live figures refresh every 10 s while the screen is open. */
export const BALANCE_POLL_MS = 10_000;

export const walletKeys = {
  all: ['wallet'] as const,
  assets: ['wallet', 'assets'] as const,
  balance: ['wallet', 'balance'] as const,
  contract: ['wallet', 'contract'] as const,
  recharges: (q: RecordQuery) => ['wallet', 'recharges', q] as const,
  order: (kind: RecordKind, id: string) => ['wallet', 'order', kind, id] as const,
  withdrawals: (q: RecordQuery) => ['wallet', 'withdrawals', q] as const,
  balanceLog: (q: BalanceLogQuery) => ['wallet', 'balanceLog', q] as const,
  accounts: ['withdrawalAccounts'] as const,
  currencies: ['currencies'] as const,
};

export const useUserAssets = () => useQuery({ queryKey: walletKeys.assets, queryFn: queryUserAssets, refetchInterval: BALANCE_POLL_MS });
export const useUserBalance = () => useQuery({ queryKey: walletKeys.balance, queryFn: queryUserBalance, refetchInterval: BALANCE_POLL_MS });
export const useContractBalance = () =>
  useQuery({ queryKey: walletKeys.contract, queryFn: queryUserContractBalance, refetchInterval: BALANCE_POLL_MS });
export const useCurrencies = () => useQuery({ queryKey: walletKeys.currencies, queryFn: getCurrencyList, staleTime: 5 * 60_000 });
export const useRate = (currency: string, quoteCurrency: string, enabled: boolean) =>
  useQuery({
    queryKey: ['rate', currency, quoteCurrency],
    queryFn: () => getRate(currency, quoteCurrency),
    enabled,
    staleTime: 60_000,
  });
export const useRechargeAddress = (currency: string | undefined, network: string | undefined) =>
  useQuery({
    queryKey: ['rechargeAddress', currency, network],
    queryFn: () => getRechargeAddress({ currency: currency ?? '', network }),
    enabled: Boolean(currency),
    retry: false,
  });
export const useWithdrawalAccounts = () => useQuery({ queryKey: walletKeys.accounts, queryFn: listWithdrawalAccounts });
export const useRecharges = (q: RecordQuery) =>
  useQuery({ queryKey: walletKeys.recharges(q), queryFn: () => listRecharges(q), placeholderData: keepPreviousData, refetchInterval: BALANCE_POLL_MS });
export const useWithdrawals = (q: RecordQuery) =>
  useQuery({ queryKey: walletKeys.withdrawals(q), queryFn: () => listWithdrawals(q), placeholderData: keepPreviousData, refetchInterval: BALANCE_POLL_MS });
/** A deposit is final once credited or rejected; a withdrawal once paid, rejected or failed (approved is still under way). */
export function isFinalStatus(kind: RecordKind, status: number): boolean {
  if (status === RECORD_STATUS.UNDER_REVIEW) return false;
  return kind === 'recharge' || status !== RECORD_STATUS.DELIVERED;
}

/** One order, followed until its review is final (a result page stays open while it is reviewed). */
export const useOrder = (kind: RecordKind, id: string) =>
  useQuery({
    queryKey: walletKeys.order(kind, id),
    queryFn: () => getOrder(kind, id),
    enabled: id !== '',
    refetchInterval: (query) => (query.state.data && !isFinalStatus(kind, query.state.data.status) ? BALANCE_POLL_MS : false),
  });
export const useBalanceLog = (q: BalanceLogQuery) =>
  useQuery({ queryKey: walletKeys.balanceLog(q), queryFn: () => listBalanceLog(q), placeholderData: keepPreviousData });

/** Money moved: every wallet figure and record list is stale. */
export const useRechargeMutation = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: applyRecharge, onSuccess: () => client.invalidateQueries({ queryKey: walletKeys.all }) });
};
export const useWithdrawalMutation = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: applyWithdrawal, onSuccess: () => client.invalidateQueries({ queryKey: walletKeys.all }) });
};
export const useTransferMutation = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: transferContract, onSuccess: () => client.invalidateQueries({ queryKey: walletKeys.all }) });
};
export const useSaveAccountMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WithdrawalAccountInput | WithdrawalAccountEdit) =>
      'id' in body ? editWithdrawalAccount(body) : addWithdrawalAccount(body),
    onSuccess: () => client.invalidateQueries({ queryKey: walletKeys.accounts }),
  });
};
/** Setting the withdrawal password changes userInfo.withdrawalPasswordSet: refresh the stored user. */
export const useWithdrawalPasswordMutation = () =>
  useMutation({
    mutationFn: async (body: WithdrawalPasswordRequest) => {
      await setWithdrawalPassword(body);
      useUserStore.getState().setUserInfo(await getMyUserInfo());
    },
  });

/** SPEC.md section 4 codes as translation keys (`chongzhitixianRecord.status.<key>`). */
export type RecordKind = 'recharge' | 'withdrawal';
const RECORD_STATUS_KEYS = {
  [RECORD_STATUS.UNDER_REVIEW]: 'underReview', [RECORD_STATUS.REJECTED]: 'rejected', [RECORD_STATUS.WITHDRAWN]: 'withdrawn', [RECORD_STATUS.FAILED]: 'failed',
} as const;
export function recordStatusKey(kind: RecordKind, status: number): string {
  // For a withdrawal, 1 means approved with the payout under way (contract: withdrawalOrder.status).
  if (status === RECORD_STATUS.DELIVERED) return kind === 'recharge' ? 'delivered' : 'approved';
  return nameOfCode(RECORD_STATUS_KEYS, status, 'unknown');
}

/** Colour of a status: done green, refused red, waiting amber. */
export function recordStatusColor(status: number): string {
  if (status === RECORD_STATUS.DELIVERED || status === RECORD_STATUS.WITHDRAWN) return 'var(--up)';
  if (status === RECORD_STATUS.REJECTED || status === RECORD_STATUS.FAILED) return 'var(--down)';
  return '#f5a200';
}
