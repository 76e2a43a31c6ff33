import type { Handlers } from '../../routes/handlers.ts';
import type { EarnModule } from './module.ts';

/** Earn products (/api/prod): the public catalogue, the purchases and the caller's orders. */
export function earnHandlers(m: EarnModule): Handlers {
  const { products, orders } = m;
  return {
    'prod.productList': async ({ query, request }) => products.list(query, request.lang),
    'prod.productDetail': async ({ query, request }) => products.detail(query.id, request.lang),
    'prod.debitBuy': async ({ user, body, request }) => products.debitBuy(user.id, body, request.lang),
    'prod.minerBuy': async ({ user, body, request }) => products.minerBuy(user.id, body, request.lang),
    'prod.productOrderList': async ({ user, query, request }) => orders.list(user.id, query, request.lang),
    'prod.productOrderStat': async ({ user, query }) => orders.stat(user.id, query.productType),
  };
}
