import { nextPageNo, usePagedQuery } from '../../lib/paging.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { walletKeys } from '../../api/finance.ts';
import {
  debitBuy,
  getProductAtServerTime,
  getProductOrderStat,
  listProductOrders,
  listProducts,
  minerBuy,
  type ProductOrder,
  type ProductOrderStatus,
  type ProductType,
} from '../../api/prod.ts';

/** The earn screens' server state: the catalogue, one product, the caller's orders and totals, the two purchases. */

export const EARN_PAGE_SIZE = 20;
/** The catalogue moves with purchases (sold quota): fresh for half a minute. */
const CATALOGUE_STALE_MS = 30_000;

export const earnKeys = {
  all: ['earn'] as const,
  products: (type: ProductType | undefined) => ['earn', 'products', type ?? 0] as const,
  product: (id: string) => ['earn', 'product', id] as const,
  orders: (type: ProductType | undefined, status: ProductOrderStatus | undefined) => ['earn', 'orders', type ?? 0, status ?? 'all'] as const,
  order: (id: string) => ['earn', 'order', id] as const,
  stat: ['earn', 'stat'] as const,
};

/** Products on offer of one kind (all kinds when undefined), a page at a time. */
export const useProducts = (type: ProductType | undefined) =>
  usePagedQuery(earnKeys.products(type), (pageNo) => listProducts({ pageNo, pageSize: EARN_PAGE_SIZE, ...(type === undefined ? {} : { type }) }), {
    getNextPageParam: nextPageNo,
    staleTime: CATALOGUE_STALE_MS,
  });

/** One product, with the server clock's offset from the device's (for the schedule preview). */
export const useProduct = (id: string) =>
  useQuery({ queryKey: earnKeys.product(id), queryFn: () => getProductAtServerTime(id), enabled: id !== '', retry: false });

/** The caller's orders, newest first, a page at a time; the server pays due days before answering. */
export const useProductOrders = (type: ProductType | undefined, status: ProductOrderStatus | undefined) =>
  usePagedQuery(
    earnKeys.orders(type, status),
    (pageNo) =>
      listProductOrders({ pageNo, pageSize: EARN_PAGE_SIZE, ...(type === undefined ? {} : { productType: type }), ...(status === undefined ? {} : { status }) }),
    { getNextPageParam: nextPageNo },
  );

/** Looks an order up among the caller's newest (the contract has no call for one order). */
const ORDER_LOOKUP_PAGE = 100;
async function findOrder(id: string): Promise<ProductOrder | null> {
  const page = await listProductOrders({ pageNo: 1, pageSize: ORDER_LOOKUP_PAGE });
  return page.records.find((o) => o.id === id) ?? null;
}

/** One of the caller's orders: the purchase answer is put in the cache, a reload looks it up among the newest. */
export const useProductOrder = (id: string) =>
  useQuery({ queryKey: earnKeys.order(id), queryFn: () => findOrder(id), enabled: id !== '' });

export const useOrderStat = () => useQuery({ queryKey: earnKeys.stat, queryFn: () => getProductOrderStat() });

/** After a purchase: spot moved, the quota moved, a new order exists. */
function usePurchase<T>(buy: (body: T) => Promise<ProductOrder>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: buy,
    onSuccess: (order) => {
      client.setQueryData(earnKeys.order(order.id), order);
      return Promise.all([
        client.invalidateQueries({ queryKey: walletKeys.all }),
        client.invalidateQueries({ queryKey: ['earn', 'products'] }),
        client.invalidateQueries({ queryKey: ['earn', 'product'] }),
        client.invalidateQueries({ queryKey: ['earn', 'orders'] }),
        client.invalidateQueries({ queryKey: earnKeys.stat }),
      ]);
    },
  });
}

export const useDebitBuy = () => usePurchase(debitBuy);
export const useMinerBuy = () => usePurchase(minerBuy);
