import { insertRows, type PrismaClient, type SqlValue } from '@sandbox/prisma';
import { seedCommitment } from '@sandbox/shared/ieo-draw';

/** Applications of the IEO draw's bench size (jobs.ts). */
export const IEO_APPLICATIONS = 10_000;

const HOUR = 3_600_000;

/**
 * The IEO job's bench draw beside the demo scenario: a pro-rata project whose draw came due a
 * minute ago, with IEO_APPLICATIONS applications of 100 to 1,000 BNCH for 1,000,000 on offer
 * (oversubscribed), each of its own user; the job's next pass claims it and writes every result
 * and notice (modules/ieo/draw-step.ts). Answers a line on what it wrote.
 */
export async function seedDraw(db: PrismaClient, now: Date): Promise<string> {
  const at = (ms: number) => new Date(now.getTime() + ms);
  const seed = 'bench-draw-seed';
  const users: SqlValue[][] = [];
  const orders: SqlValue[][] = [];
  for (let i = 0; i < IEO_APPLICATIONS; i++) {
    const userId = `benchieouser${String(i).padStart(6, '0')}`;
    users.push([userId, `benchieo${i}@example.com`, 'not-a-hash', `BIEO${i}`, at(-48 * HOUR), at(-48 * HOUR)]);
    orders.push([`benchieo${String(i).padStart(6, '0')}`, `IOBENCH${String(i).padStart(8, '0')}`, userId, 'bench-draw', String(100 * (1 + (i % 10))), '0.01', 1, at(-2 * HOUR), at(-2 * HOUR)]);
  }
  await db.$transaction(
    async (tx) => {
      await tx.ieoProject.create({
        data: {
          id: 'bench-draw', name: 'Bench draw', coin: 'BNCH', payCurrency: 'USDT', estimatedPrice: '0.01', issuePrice: '0.01', totalSupply: '1000000',
          minSubscribe: '100', maxSubscribe: '1000', startAt: at(-24 * HOUR), endAt: at(-HOUR), lotteryAt: at(-60_000), payUntil: at(24 * HOUR), listAt: at(48 * HOUR),
          status: 1, requiredKycLevel: 0, seed, seedHash: seedCommitment(seed),
        },
      });
      await insertRows(tx, 'User', ['id', 'account', 'passwordHash', 'inviteCode', 'createdAt', 'updatedAt'], users);
      await insertRows(tx, 'IeoOrder', ['id', 'orderNo', 'userId', 'projectId', 'quantity', 'price', 'status', 'createdAt', 'updatedAt'], orders);
    },
    { timeout: 120_000 },
  );
  return `${IEO_APPLICATIONS.toLocaleString('en-US')} applications of one pro-rata project, its draw due`;
}
