import type { Handlers } from '../../routes/handlers.ts';
import type { ProdModule } from './module.ts';

/** Earn products (/api/prod): the public catalogue, the purchases and the caller's orders. */
export function prodHandlers(m: ProdModule): Handlers {
  const { products, orders } = m;
  return {
    'prod.productList': async ({ query }) => products.list(query),
    'prod.productDetail': async ({ query }) => products.detail(query.id),
    'prod.debitBuy': async ({ user, body }) => products.debitBuy(user.id, body),
    'prod.minerBuy': async ({ user, body }) => products.minerBuy(user.id, body),
    'prod.productOrderList': async ({ user, query }) => orders.list(user.id, query),
    'prod.productOrderStat': async ({ user, query }) => orders.stat(user.id, query.productType),
  };
}
