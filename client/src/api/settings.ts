import { useQuery } from '@tanstack/react-query';
import { call } from './call.ts';
import { endpoints } from './endpoints.ts';
import type { QueryOf, ResultOf, set } from './contract.ts';

/** Settings: the public boot settings (extension) and one setting by key (SPEC.md section 7). */

export type PublicSettings = ResultOf<typeof set.publicSettings>;

let publicSettingsPromise: Promise<PublicSettings> | null = null;

/** Fetched once per page load and shared by the desktop redirect and the query cache; failures are not cached. */
export function getPublicSettings(): Promise<PublicSettings> {
  publicSettingsPromise ??= call(endpoints['ext.publicSettings']);
  publicSettingsPromise.catch(() => {
    publicSettingsPromise = null;
  });
  return publicSettingsPromise;
}

export const usePublicSettings = () =>
  useQuery({ queryKey: ['publicSettings'], queryFn: getPublicSettings, staleTime: Infinity, retry: false });

/** One system setting's value, as text ("1"/"0" for flags), or null when unset. */
export async function getSetting(key: QueryOf<typeof set.getKeyByParam>['key']): Promise<string | null> {
  // Undefined when the transport answered 401 (http.ts resolves it quietly).
  const result: ResultOf<typeof set.getKeyByParam> | undefined = await call(endpoints['set.getKeyByParam'], { query: { key } });
  return result?.value ?? null;
}
