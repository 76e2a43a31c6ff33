import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@sandbox/shared/constants';
import { routes } from '../lib/route-paths.ts';

/** The signed-in user as the server describes it; only `id` is relied on by the app frame. */
export interface UserInfo {
  id?: string;
  [field: string]: unknown;
}

export interface CountryInfo {
  english_name: string;
  chinese_name: string;
  country_code: string;
  phone_code: string;
}

/** SPEC.md section 3: default country is the United States, code US, phone code 1. */
export const DEFAULT_COUNTRY: CountryInfo = {
  english_name: 'United States',
  chinese_name: '美国',
  country_code: 'US',
  phone_code: '1',
};

export const DEFAULT_REDIRECT = routes.home;
export const TOKEN_STORAGE_KEY = STORAGE_KEYS.token;

export interface UserState {
  token: string;
  userInfo: UserInfo;
  tradeAssetInfo: Record<string, unknown>;
  positionsSummary: Record<string, unknown>;
  countryInfo: CountryInfo;
  redirectTo: string;
  commonConfig: Record<string, unknown>;
  address: string;
  setToken: (token: string) => void;
  setUserInfo: (info: UserInfo | null | undefined) => void;
  setRedirectTo: (path: string) => void;
  setCountryInfo: (country: CountryInfo) => void;
  patch: (partial: Partial<Omit<UserState, 'patch'>>) => void;
  logout: () => void;
}

/** Maps zustand's `{ state: { token }, version }` record to a bare token string and back. */
const bareTokenStorage = {
  getItem: (): string | null => {
    const token = localStorage.getItem(TOKEN_STORAGE_KEY);
    return token ? JSON.stringify({ state: { token }, version: 0 }) : null;
  },
  setItem: (_name: string, value: string): void => {
    const parsed = JSON.parse(value) as { state?: { token?: string } };
    const token = parsed.state?.token ?? '';
    if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
    else localStorage.removeItem(TOKEN_STORAGE_KEY);
  },
  removeItem: (): void => localStorage.removeItem(TOKEN_STORAGE_KEY),
};

/**
 * Client-side session store (SPEC.md section 3). Only the token survives a reload:
 * everything else is refetched, so a stale profile never outlives the server's truth.
 * The token is stored as a bare string under `token`, so other tools (and tests)
 * can read it without knowing zustand's envelope.
 */
export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      token: '',
      userInfo: {},
      tradeAssetInfo: {},
      positionsSummary: {},
      countryInfo: DEFAULT_COUNTRY,
      redirectTo: DEFAULT_REDIRECT,
      commonConfig: {},
      address: '',
      setToken: (token) => set({ token }),
      setUserInfo: (info) => set({ userInfo: info ?? {} }),
      setRedirectTo: (path) => set({ redirectTo: path }),
      setCountryInfo: (country) => set({ countryInfo: country }),
      patch: (partial) => set(partial),
      logout: () => set({ token: '', userInfo: {}, tradeAssetInfo: {}, positionsSummary: {} }),
    }),
    {
      name: TOKEN_STORAGE_KEY,
      storage: createJSONStorage(() => bareTokenStorage),
      partialize: (state) => ({ token: state.token }),
    },
  ),
);

/** Non-hook accessors for code outside React (http instance, guard). */
export const getToken = (): string => useUserStore.getState().token;
export const hasUserId = (): boolean => Boolean(useUserStore.getState().userInfo.id);
