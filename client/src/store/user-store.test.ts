import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY, useUserStore } from './user-store.ts';

describe('user store', () => {
  it('has the spec defaults', () => {
    const state = useUserStore.getState();
    expect(state.redirectTo).toBe('/home');
    expect(state.countryInfo).toEqual(DEFAULT_COUNTRY);
    expect(DEFAULT_COUNTRY).toMatchObject({ english_name: 'United States', country_code: 'US', phone_code: '1' });
  });

  it('persists only the token, as a bare string under "token"', () => {
    useUserStore.getState().setToken('abc123');
    useUserStore.getState().setUserInfo({ id: 'u1' });
    expect(localStorage.getItem('token')).toBe('abc123');
    expect(localStorage.length).toBe(1);
  });

  it('logout clears the token and the user info', () => {
    useUserStore.getState().setToken('abc123');
    useUserStore.getState().setUserInfo({ id: 'u1' });
    useUserStore.getState().logout();
    expect(useUserStore.getState().token).toBe('');
    expect(useUserStore.getState().userInfo).toEqual({});
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('reads a stored token back on rehydration', async () => {
    localStorage.setItem('token', 'from-disk');
    await useUserStore.persist.rehydrate();
    expect(useUserStore.getState().token).toBe('from-disk');
  });
});
