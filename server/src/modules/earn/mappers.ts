import type { z } from 'zod';
import type { Product, ProductOrder } from '@sandbox/prisma';
import { PRODUCT_ORDER_STATUS, PRODUCT_TYPE, toRegionTime, type prod } from '@sandbox/shared';
import { regionDay } from '@sandbox/shared/earn';

type ProductWire = z.input<typeof prod.product>;
type OrderWire = z.input<typeof prod.productOrder>;
type ProductType = ProductWire['type'];

/** A product as the catalogue answers it; a missing quota is "0" (unlimited), as a purchase limit of 0 is. */
export function toProductWire(p: Product): ProductWire {
  const miner = p.type === PRODUCT_TYPE.MINING;
  return {
    id: p.id,
    type: p.type as ProductType,
    name: p.name,
    description: p.description ?? '',
    imageUrl: p.image,
    currency: p.currency,
    cycleDays: p.cycleDays,
    dailyRateMin: p.dailyRateMin,
    dailyRateMax: p.dailyRateMax,
    minAmount: p.minAmount,
    maxAmount: p.maxAmount,
    unitPrice: miner ? p.unitPrice : null,
    levelLimit: p.levelLimit,
    purchaseLimit: p.purchaseLimit,
    totalQuota: p.totalQuota ?? '0',
    soldQuota: p.soldAmount,
    status: p.status as ProductWire['status'],
    miner: miner
      ? {
          manufacturer: p.manufacturer ?? '',
          hashrate: p.hashrate ?? '',
          powerConsumption: p.powerConsumption ?? '',
          size: p.size ?? '',
          weight: p.weight ?? '',
          temperature: p.temperature ?? '',
          humidity: p.humidity ?? '',
          network: p.network ?? '',
        }
      : null,
    createdAt: toRegionTime(p.createdAt),
  };
}

/** Days of an order already paid, from its watermark (the payment instant of its last paid day). */
export function paidDays(o: Pick<ProductOrder, 'startAt' | 'lastAccrualAt'>): number {
  return o.lastAccrualAt ? regionDay(o.lastAccrualAt) - regionDay(o.startAt) : 0;
}

/** Today's income is the last payment when it was made today (region day), else 0. */
export function todayIncomeOf(o: Pick<ProductOrder, 'lastAccrualAt' | 'todayIncome'>, now: Date): string {
  return o.lastAccrualAt && regionDay(o.lastAccrualAt) === regionDay(now) ? o.todayIncome : '0';
}

export function toOrderWire(o: ProductOrder & { product: { name: string } }, now: Date): OrderWire {
  return {
    id: o.id,
    orderNo: o.orderNo,
    productId: o.productId,
    productName: o.product.name,
    productType: o.type as ProductType,
    currency: o.currency,
    amount: o.amount,
    quantity: o.quantity,
    dailyRate: o.dailyRate,
    cycleDays: o.cycleDays,
    remainingDays: o.status === PRODUCT_ORDER_STATUS.ENDED ? 0 : o.cycleDays - paidDays(o),
    todayIncome: todayIncomeOf(o, now),
    totalIncome: o.totalIncome,
    status: o.status as OrderWire['status'],
    startTime: toRegionTime(o.startAt),
    endTime: toRegionTime(o.endAt),
    createdAt: toRegionTime(o.createdAt),
  };
}
