import { readerOf, type PrismaClient } from '@sandbox/prisma';
import { BALANCE_LOG_TYPE, WALLET, regionTimeToDate, toRegionTime } from '@sandbox/shared';
import { competitionAccount, pageLog, runningBalances } from '../../ledger/index.ts';
import { pageWindow, toPage, type PageQuery } from '../paging.ts';
import { dec, formatAmount } from './money.ts';
import { accountOfWallet, ledgerTypesOf, wireLogType, wireWallet } from './wire-codes.ts';

/** The refType of a competition entry's rows (the table's name, as every refType is). */
const COMPETITION_ENTRY_REF = 'CompetitionEntry';

type WireType = (typeof BALANCE_LOG_TYPE)[keyof typeof BALANCE_LOG_TYPE];
type WireWallet = (typeof WALLET)[keyof typeof WALLET];

export interface BalanceLogQuery extends PageQuery {
  type?: WireType | undefined;
  wallet?: WireWallet | undefined;
  currency?: string | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
}

export type BalanceLogService = ReturnType<typeof createBalanceLogService>;

/**
 * Account change records. Amount and balances follow the available balance,
 * the money the user can spend: applying for a withdrawal shows -amount (it
 * is frozen), a rejection +amount, and the pay-out of frozen money a change
 * of 0 on available, with its cause. Sums of these rows equal the available
 * balance, as the ledger guarantees, and each row's balances run in the listed order, the
 * newest ending at the balance now.
 */
export function createBalanceLogService(db: PrismaClient) {
  // The busiest list of the app: plain SQL on the read-only connection (ledger pageLog).
  const reader = readerOf(db);
  return {
    async list(userId: string, q: BalanceLogQuery) {
      const account = q.wallet !== undefined ? accountOfWallet(q.wallet) : undefined;
      // The competition wallet is one account per entry (`competition:<entry id>`): all of them, with
      // the spot rows of the entries (fee, release, reward), so one filter shows a competition's money.
      const accountGroup = q.wallet === WALLET.COMPETITION ? { prefix: competitionAccount(''), refType: COMPETITION_ENTRY_REF } : undefined;
      const { rows, total } = await pageLog(
        reader,
        {
          userId,
          types: q.type !== undefined ? ledgerTypesOf(q.type) : undefined,
          account,
          accountGroup,
          currency: q.currency || undefined,
          from: q.startTime ? regionTimeToDate(q.startTime) : undefined,
          to: q.endTime ? regionTimeToDate(q.endTime) : undefined,
        },
        pageWindow(q),
      );
      // The running balance in the listed order, not as written (ledger runningBalances).
      const after = await runningBalances(reader, userId, rows);
      const records = rows.map((r) => {
        const balanceAfter = after.get(r.id) ?? r.availableAfter;
        return {
          id: r.id,
          wallet: wireWallet(r.account),
          type: wireLogType(r.type),
          currency: r.currency,
          amount: r.availableDelta,
          balanceBefore: formatAmount(dec(balanceAfter).minus(r.availableDelta)),
          balanceAfter,
          refId: r.refId,
          remark: r.remark,
          createdAt: toRegionTime(r.createdAt),
        };
      });
      return toPage(records, total, q);
    },
  };
}
