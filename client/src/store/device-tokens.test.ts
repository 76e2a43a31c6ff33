import { describe, expect, test } from 'vitest';
import { MAX_DEVICE_TOKENS } from '@sandbox/shared/constants';
import { getDeviceTokens, rememberDeviceToken } from './device-tokens.ts';

const token = (device: string, mac = 'm') => `${device.padEnd(22, 'x')}.${mac}`;

describe('device tokens', () => {
  test('keeps each sign-in token newest first, one per device id, at most five', () => {
    expect(getDeviceTokens()).toEqual([]);
    rememberDeviceToken(token('a'));
    rememberDeviceToken(token('b'));
    rememberDeviceToken(token('a'));
    expect(getDeviceTokens()).toEqual([token('a'), token('b')]);
    for (const d of ['c', 'd', 'e', 'f', 'g']) rememberDeviceToken(token(d));
    expect(getDeviceTokens()).toEqual(['g', 'f', 'e', 'd', 'c'].map((d) => token(d)));
    expect(getDeviceTokens()).toHaveLength(MAX_DEVICE_TOKENS);
    rememberDeviceToken(undefined);
    expect(getDeviceTokens()[0]).toBe(token('g'));
  });

  test('reads anything but a list of strings as none', () => {
    localStorage.setItem('deviceTokens', '{not json');
    expect(getDeviceTokens()).toEqual([]);
    localStorage.setItem('deviceTokens', JSON.stringify([1, token('a'), null]));
    expect(getDeviceTokens()).toEqual([token('a')]);
  });
});
