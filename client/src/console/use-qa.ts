import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { qa, type QaCall } from './qa-client.ts';

/** A QA read under its path as the query key; `everyMs` polls (the inbox, the clock). */
export function useQaRead<T>(path: string, options: { query?: QaCall['query']; everyMs?: number } = {}) {
  return useQuery({
    queryKey: ['qa', path, options.query ?? {}],
    queryFn: () => qa<T>(path, { query: options.query }),
    refetchInterval: options.everyMs ?? false,
  });
}

/**
 * A QA action; on success the reads under `refresh` (path prefixes) are fetched again, so a
 * panel shows what the action changed. A scenario or a restore changes everything: `refresh: ['']`.
 */
export function useQaAction<V>(call: (vars: V) => { path: string } & QaCall, refresh: string[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => {
      const { path, ...rest } = call(vars);
      return qa<unknown>(path, rest);
    },
    onSuccess: () =>
      client.invalidateQueries({
        predicate: (q) => q.queryKey[0] === 'qa' && refresh.some((prefix) => String(q.queryKey[1]).startsWith(prefix)),
      }),
  });
}
