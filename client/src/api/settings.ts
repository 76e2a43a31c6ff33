import { useQuery } from '@tanstack/react-query';
import { get } from './http.ts';
import { defineCalls, type ext, type QueryOf, type ResultOf, type set } from './contract.ts';

/** Settings: the public boot settings (extension) and one setting by key (SPEC.md section 7). */

export const SETTINGS_CALLS = defineCalls({
  publicSettings: { id: 'ext.publicSettings', method: 'GET', path: '/ext/appSysSet/public' },
  getKeyByParam: { id: 'set.getKeyByParam', method: 'GET', path: '/set/appSysSet/getKeyByParam' },
});

export type PublicSettings = ResultOf<typeof ext.publicSettings>;

let publicSettingsPromise: Promise<PublicSettings> | null = null;

/** Fetched once per page load and shared by the desktop redirect and the query cache; failures are not cached. */
export function getPublicSettings(): Promise<PublicSettings> {
  publicSettingsPromise ??= get<PublicSettings>(SETTINGS_CALLS.publicSettings.path);
  publicSettingsPromise.catch(() => {
    publicSettingsPromise = null;
  });
  return publicSettingsPromise;
}

export const usePublicSettings = () =>
  useQuery({ queryKey: ['publicSettings'], queryFn: getPublicSettings, staleTime: Infinity, retry: false });

/** One system setting's value, as text ("1"/"0" for flags), or null when unset. */
export async function getSetting(key: QueryOf<typeof set.getKeyByParam>['key']): Promise<string | null> {
  const result = await get<ResultOf<typeof set.getKeyByParam> | undefined>(SETTINGS_CALLS.getKeyByParam.path, { key });
  return result?.value ?? null;
}
