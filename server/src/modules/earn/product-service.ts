import { DEFAULT_LANGUAGE, type Language } from '@sandbox/shared';
import type { PageQuery } from '../paging.ts';
import { buyProduct, type ProductDeps } from './product-buy.ts';
import { listProducts, productDetail } from './product-reads.ts';

export type ProductService = ReturnType<typeof createProductService>;

/** The catalogue (public, product-reads.ts) and the purchases (product-buy.ts: one transaction each). */
export function createProductService(deps: ProductDeps) {
  const { db } = deps;
  return {
    list: (q: PageQuery & { type?: number | undefined }, lang: Language) => listProducts(db, q, lang),
    detail: (id: string, lang: Language) => productDetail(db, id, lang),

    /** Arbitrage, AI quant and debt: an amount of money. */
    debitBuy: (userId: string, input: { productId: string; amount: string }, lang: Language = DEFAULT_LANGUAGE) =>
      buyProduct(deps, userId, input.productId, lang, { machines: false, amount: input.amount }),

    /** Mining: a number of machines at the unit price. */
    minerBuy: (userId: string, input: { productId: string; quantity: number }, lang: Language = DEFAULT_LANGUAGE) =>
      buyProduct(deps, userId, input.productId, lang, { machines: true, quantity: input.quantity }),
  };
}
