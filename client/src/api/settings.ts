import { useQuery } from '@tanstack/react-query';
import { get } from './http.ts';

/** System settings (SPEC.md section 7: GET /api/set/appSysSet/getKeyByParam?key=...). */

export const SETTING_KEYS = { brandTitle: 'brandTitle', envBadge: 'envBadge', isPcLimite: 'isPcLimite' } as const;
export type SettingKey = (typeof SETTING_KEYS)[keyof typeof SETTING_KEYS];

/** The setting's value is read from the result; it may arrive as a bare value or as `{ value }`. */
export async function getSetting(key: SettingKey): Promise<string | undefined> {
  const result = await get<unknown>('/set/appSysSet/getKeyByParam', { key });
  if (result === null || result === undefined) return undefined;
  if (typeof result === 'object' && 'value' in result) return String((result as { value: unknown }).value ?? '');
  return String(result);
}

/** Settings change rarely: cache them for the session. */
export const useSetting = (key: SettingKey) =>
  useQuery({ queryKey: ['setting', key], queryFn: () => getSetting(key), staleTime: Infinity, retry: false });

/** Settings flags arrive as strings or numbers; "1", "true" and "yes" switch them on. */
export function isSettingOn(value: string | undefined): boolean {
  return ['1', 'true', 'yes', 'on'].includes((value ?? '').trim().toLowerCase());
}
