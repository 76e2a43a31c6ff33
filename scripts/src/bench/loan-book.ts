import { insertRows, type PrismaClient, type SqlValue } from '@sandbox/prisma';
import { LOAN_STATUS, LOAN_TYPE } from '@sandbox/shared';

/** Running pledge loans and overdue credit loans of the loan job's bench size (jobs.ts). */
export const PLEDGE_LOANS = 10_000;
export const OVERDUE_LOANS = 1_000;

const DAY = 86_400_000;

/**
 * The loan job's bench book beside the demo scenario's offers: PLEDGE_LOANS running pledge
 * loans of 1,000 USDT on 1 BTC (far from a margin call: the watch reckons every one and writes
 * none), and OVERDUE_LOANS credit loans a day overdue whose borrowers hold no USDT (the pass
 * can collect none), each of its own user; answers a line on what it wrote.
 */
export async function seedLoans(db: PrismaClient, now: Date): Promise<string> {
  const offers = await db.loanSetting.findMany({ where: { enabled: true }, orderBy: { sort: 'asc' } });
  const pledge = offers.find((o) => o.type === LOAN_TYPE.PLEDGE && o.pledgeCurrency === 'BTC' && o.currency === 'USDT');
  const credit = offers.find((o) => o.type === LOAN_TYPE.CREDIT && o.currency === 'USDT');
  if (!pledge || !credit) throw new Error('the loan bench needs a BTC pledge offer and a USDT credit offer (the demo scenario has them)');
  const users: SqlValue[][] = [];
  const loans: SqlValue[][] = [];
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  for (let i = 0; i < PLEDGE_LOANS + OVERDUE_LOANS; i++) {
    const userId = `benchloanuser${String(i).padStart(6, '0')}`;
    users.push([userId, `benchloan${i}@example.com`, 'not-a-hash', `BLOAN${i}`, at(-30), at(-30)]);
    const base = [`benchloan${String(i).padStart(6, '0')}`, `LBENCH${String(i).padStart(8, '0')}`, userId, 'USDT', '1000'];
    loans.push(
      i < PLEDGE_LOANS
        ? [...base, pledge.id, LOAN_TYPE.PLEDGE, pledge.days, pledge.dailyRate, '0', 'BTC', '1', LOAN_STATUS.PASSED, at(-1), at(pledge.days - 1), null, at(-1)]
        : [...base, credit.id, LOAN_TYPE.CREDIT, credit.days, credit.dailyRate, '0', null, null, LOAN_STATUS.OVERDUE, at(-credit.days - 1), at(-1), at(-1), at(-credit.days - 1)],
    );
  }
  await db.$transaction(
    async (tx) => {
      await insertRows(tx, 'User', ['id', 'account', 'passwordHash', 'inviteCode', 'createdAt', 'updatedAt'], users);
      await insertRows(
        tx,
        'Loan',
        ['id', 'orderNo', 'userId', 'currency', 'amount', 'settingId', 'type', 'days', 'dailyRate', 'totalInterest', 'pledgeCurrency', 'pledgeAmount', 'status', 'startAt', 'endAt', 'overdueAt', 'createdAt', 'updatedAt'],
        loans.map((row) => [...row, now]),
      );
    },
    { timeout: 120_000 },
  );
  return `${PLEDGE_LOANS.toLocaleString('en-US')} running pledge loans, ${OVERDUE_LOANS.toLocaleString('en-US')} overdue credit loans spot cannot cover`;
}
