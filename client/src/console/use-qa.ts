import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QaQuery, QaRoute } from '@sandbox/shared/qa-routes';
import { qa, type AnyQaRequest, type QaRequest } from './qa-client.ts';

/**
 * A QA read (a route of shared/src/qa-routes.ts) under its route's path, its parameters and its
 * query as the query key; `everyMs` polls (the inbox, the clock).
 */
export function useQaRead<R extends QaRoute>(request: QaRequest<R> & { query?: QaQuery; everyMs?: number }) {
  const { everyMs, ...call } = request;
  const { route, params, query } = call as QaRequest;
  return useQuery({
    queryKey: ['qa', route.path, params ?? {}, query ?? {}],
    queryFn: () => qa<R>(call as QaRequest<R>),
    refetchInterval: everyMs ?? false,
  });
}

/**
 * A QA action; on success the reads of the routes in `refresh` are fetched again, so a panel
 * shows what the action changed. A scenario, a restore or a clock move changes everything:
 * `refresh: 'all'`.
 */
export function useQaAction<V>(call: (vars: V) => AnyQaRequest, refresh: QaRoute[] | 'all') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: V): Promise<unknown> => qa(call(vars) as QaRequest),
    onSuccess: () =>
      client.invalidateQueries({
        predicate: (q) => q.queryKey[0] === 'qa' && (refresh === 'all' || refresh.some((route) => q.queryKey[1] === route.path)),
      }),
  });
}
