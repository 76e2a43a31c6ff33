import { nextPageNo, usePagedQuery } from '../../lib/paging.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { walletKeys } from '../../api/finance.ts';
import { applyIeo, getIeoDraw, listIeoOrders, listIeoProjects, payIeo } from '../../api/ieo.ts';

/** The IEO screen's server state: projects, the caller's subscriptions, one project's draw data, apply and pay. */

export const IEO_PAGE_SIZE = 20;

export const ieoKeys = {
  all: ['ieo'] as const,
  projects: ['ieo', 'projects'] as const,
  orders: ['ieo', 'orders'] as const,
  draw: (projectId: string) => ['ieo', 'draw', projectId] as const,
};

/** Read afresh each time the screen opens: the calendar (open, draw, lapse, listing) moves on the server. */
const FRESH_ON_OPEN = { refetchOnMount: 'always' } as const;

/** Projects with the caller's applied quantity; the server runs due calendar steps (open, draw, listing) before answering. */
export const useIeoProjects = (status?: number) =>
  // Under ieoKeys.projects, so invalidating it refreshes every filter.
  usePagedQuery([...ieoKeys.projects, status ?? 'all'], (pageNo) => listIeoProjects({ pageNo, pageSize: IEO_PAGE_SIZE, ...(status === undefined ? {} : { status }) }), {
    getNextPageParam: nextPageNo,
    ...FRESH_ON_OPEN,
  });

export const useIeoOrders = (status?: number) =>
  usePagedQuery([...ieoKeys.orders, status ?? 'all'], (pageNo) => listIeoOrders({ pageNo, pageSize: IEO_PAGE_SIZE, ...(status === undefined ? {} : { status }) }), {
    getNextPageParam: nextPageNo,
    ...FRESH_ON_OPEN,
  });

/** A drawn project's public draw data; it never changes once drawn. */
export const useIeoDraw = (projectId: string | null) =>
  useQuery({ queryKey: ieoKeys.draw(projectId ?? ''), queryFn: () => getIeoDraw(projectId ?? ''), enabled: projectId !== null, staleTime: Infinity });

function useIeoChange<T>(change: (input: T) => ReturnType<typeof payIeo>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: ieoKeys.all }), client.invalidateQueries({ queryKey: walletKeys.all })]),
  });
}

export const useIeoApply = () => useIeoChange(applyIeo);
export const useIeoPay = () => useIeoChange(payIeo);
