import type { z } from 'zod';
import type { IeoOrder, IeoProject } from '@sandbox/prisma';
import { toRegionTime, type ioe } from '@sandbox/shared';
import { allocationOf, IEO_ORDER_DB, isDrawn, payDeadlineOf, projectStatusToWire } from './codes.ts';

type ProjectWire = z.input<typeof ioe.ieoProject>;
type OrderWire = z.input<typeof ioe.ieoOrder>;

export function toProjectWire(p: IeoProject, myAppliedQuantity: string): ProjectWire {
  const drawn = isDrawn(p);
  return {
    id: p.id,
    name: p.name,
    currency: p.coin,
    iconUrl: p.logo,
    description: p.description ?? '',
    quoteCurrency: p.payCurrency,
    estimatedPrice: p.estimatedPrice,
    winningPrice: drawn ? p.issuePrice : null,
    totalSupply: p.totalSupply,
    minQuantity: p.minSubscribe,
    maxQuantity: p.maxSubscribe,
    subscribeStart: toRegionTime(p.startAt),
    subscribeEnd: toRegionTime(p.endAt),
    drawTime: toRegionTime(p.lotteryAt),
    payDeadline: toRegionTime(payDeadlineOf(p)),
    listingTime: toRegionTime(p.listAt),
    status: projectStatusToWire(p.status),
    myAppliedQuantity,
    requiredKycLevel: p.requiredKycLevel,
    allocation: allocationOf(p),
    seedHash: p.seedHash,
    // Secret until the draw (the commitment is its hash).
    seed: drawn ? p.seed : null,
  };
}

export function toOrderWire(o: IeoOrder, p: IeoProject): OrderWire {
  const decided = o.status !== IEO_ORDER_DB.APPLIED;
  return {
    id: o.id,
    orderNo: o.orderNo,
    projectId: p.id,
    projectName: p.name,
    currency: p.coin,
    quoteCurrency: p.payCurrency,
    quantity: o.quantity,
    wonQuantity: decided ? (o.winQuantity ?? '0') : null,
    price: decided ? o.price : null,
    amount: decided ? (o.amount ?? '0') : null,
    status: o.status as OrderWire['status'],
    createdAt: toRegionTime(o.createdAt),
    drawnAt: decided && p.drawnAt ? toRegionTime(p.drawnAt) : null,
    paidAt: o.paidAt ? toRegionTime(o.paidAt) : null,
  };
}
