import { randomBytes } from 'node:crypto';
import type { Tx } from '@sandbox/prisma';
import { MONEY_DP, truncate } from '@sandbox/shared';
import { Dec as D } from '@sandbox/shared/decimal';
import { drawAllocation, seedCommitment } from '@sandbox/shared/ieo-draw';
import { BalanceLogType, credit, debit } from '@sandbox/server/ledger';
import { allocationOf, IEO_ORDER_DB } from '@sandbox/server/modules/ieo';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

const DAY = 24 * 3600 * 1000;
const [alice] = DEMO_ACCOUNTS;
/** Orbit Pay's one subscription: alice's, during its subscription window. */
export const ORBIT_PAY_SUBSCRIPTION = { orderNo: 'DEMO-IO-0001', quantity: '25000' } as const;

/**
 * Orbit Pay (demo-catalogue.ts) is listed, so its calendar ran: a seed committed when the
 * subscription opened, alice's application, the draw at its lottery time from the revealed seed
 * (shared/ieo-draw.ts, the IEO job's own rule; one application under the supply gets what it
 * asked), her payment at the issue price and the delivery of the tokens at the listing, both
 * through the ledger. What the IEO job and alice's calls would have written, so the project's
 * draw page shows the seed, the allocation and a draw anyone can recompute (`npm run ieo-verify`).
 * Called in alice's time order (demo-money.ts): the payment follows her funding.
 */
export async function loadOrbitPayHistory(tx: Tx): Promise<void> {
  const project = await tx.ieoProject.findUniqueOrThrow({ where: { id: 'demo-ieo-orb' } });
  const seed = randomBytes(32).toString('hex');
  const appliedAt = new Date(project.startAt.getTime() + 2 * DAY);
  const paidAt = new Date(project.lotteryAt.getTime() + DAY);
  const order = await tx.ieoOrder.create({
    data: {
      orderNo: ORBIT_PAY_SUBSCRIPTION.orderNo,
      userId: alice.id,
      projectId: project.id,
      quantity: ORBIT_PAY_SUBSCRIPTION.quantity,
      price: project.issuePrice,
      status: IEO_ORDER_DB.APPLIED,
      createdAt: appliedAt,
    },
  });
  const won = drawAllocation({
    seed,
    allocation: allocationOf(project),
    totalSupply: project.totalSupply,
    lotSize: project.minSubscribe,
    decimals: MONEY_DP,
    applications: [order],
  });
  const winQuantity = won.get(order.orderNo) ?? '0';
  const amount = truncate(new D(winQuantity).times(project.issuePrice), MONEY_DP);
  await tx.ieoProject.update({
    where: { id: project.id },
    data: { seed, seedHash: seedCommitment(seed), drawnAt: project.lotteryAt, deliveredAt: project.listAt },
  });
  // Paid the day after the draw, delivered at the listing.
  await tx.ieoOrder.update({ where: { id: order.id }, data: { status: IEO_ORDER_DB.COMPLETED, winQuantity, amount, paidAt } });
  const ref = { userId: alice.id, account: 'spot', refType: 'IeoOrder', refId: order.id, remark: order.orderNo } as const;
  await debit(tx, { ...ref, currency: project.payCurrency, type: BalanceLogType.IEO_PAY, amount, at: paidAt });
  await credit(tx, { ...ref, currency: project.coin, type: BalanceLogType.IEO_DELIVERY, amount: winQuantity, at: project.listAt });
}
