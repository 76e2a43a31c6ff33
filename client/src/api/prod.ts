import { PRODUCT_ORDER_STATUS, PRODUCT_STATUS, PRODUCT_TYPE } from '@sandbox/shared/status';
import type { prod } from '@sandbox/shared/contract/index';
import { call, callAtServerTime } from './call.ts';
import { endpoints } from './endpoints.ts';
import type { BodyOf, QueryOf, ResultOf } from './contract.ts';

/**
 * Earn products (issue 13, server: modules/earn): the public catalogue (arbitrage and AI
 * quant, mining machines, debt projects), the two purchases and the caller's orders and
 * totals. The query hooks and the screens' rules live in features/earn.
 */

export { PRODUCT_ORDER_STATUS, PRODUCT_STATUS, PRODUCT_TYPE };
export type Product = ResultOf<typeof prod.productDetail>;
export type ProductPage = ResultOf<typeof prod.productList>;
export type ProductListQuery = QueryOf<typeof prod.productList>;
export type ProductOrder = ResultOf<typeof prod.debitBuy>;
export type ProductOrderPage = ResultOf<typeof prod.productOrderList>;
export type ProductOrderQuery = QueryOf<typeof prod.productOrderList>;
export type ProductOrderStat = ResultOf<typeof prod.productOrderStat>;
export type DebitBuyRequest = BodyOf<typeof prod.debitBuy>;
export type MinerBuyRequest = BodyOf<typeof prod.minerBuy>;
export type ProductType = Product['type'];
export type ProductOrderStatus = ProductOrder['status'];

export const listProducts = (query: ProductListQuery): Promise<ProductPage> => call(endpoints['prod.productList'], { query });
export const getProduct = (id: string): Promise<Product> => call(endpoints['prod.productDetail'], { query: { id } });

/** A product with how far the server's clock runs ahead of the device's (ms): the sandbox clock may have jumped (QA). */
export interface ProductAtServerTime {
  product: Product;
  serverOffsetMs: number;
}

/**
 * One product read as a raw envelope, for the screen that previews a purchase's schedule: the
 * first income and the end follow the server's clock (the envelope's timestamp), not the
 * device's. A refusal (unknown product) rejects with the server's message, without a toast.
 */
export async function getProductAtServerTime(id: string, now: () => number = Date.now): Promise<ProductAtServerTime> {
  const { result, serverTime, receivedAt } = await callAtServerTime(endpoints['prod.productDetail'], { query: { id } }, now);
  return { product: result, serverOffsetMs: serverTime - receivedAt };
}
export const listProductOrders = (query: ProductOrderQuery): Promise<ProductOrderPage> =>
  call(endpoints['prod.productOrderList'], { query });
export const getProductOrderStat = (productType?: ProductType): Promise<ProductOrderStat> =>
  call(endpoints['prod.productOrderStat'], { query: productType === undefined ? {} : { productType } });
export const debitBuy = (body: DebitBuyRequest): Promise<ProductOrder> => call(endpoints['prod.debitBuy'], { body });
export const minerBuy = (body: MinerBuyRequest): Promise<ProductOrder> => call(endpoints['prod.minerBuy'], { body });
