import * as OTPAuth from 'otpauth';
import { describe, expect, test } from 'vitest';
import { generateTotpSecret, matchTotpStep, totpCodeAt, totpStepAt, totpUri } from '../../../src/modules/identity/authenticator/totp.ts';

// RFC 6238 appendix B: SHA-1 seed "12345678901234567890", 8 digits, 30-second steps.
const RFC_SECRET = OTPAuth.Secret.fromUTF8('12345678901234567890');
const VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  test.each(VECTORS)('appendix B vector at T=%i is %s', (seconds, expected) => {
    expect(totpCodeAt(RFC_SECRET, seconds * 1000, { digits: 8 })).toBe(expected);
    expect(matchTotpStep(RFC_SECRET.base32, expected, seconds * 1000, { digits: 8 })).toBe(Math.floor(seconds / 30));
  });

  test('6-digit app codes are the last six digits of the 8-digit vectors (dynamic truncation mod 10^6)', () => {
    expect(totpCodeAt(RFC_SECRET, 59_000)).toBe('287082');
    expect(totpCodeAt(RFC_SECRET, 1111111109_000)).toBe('081804');
  });

  test('accepts one step either side, not two', () => {
    const secret = RFC_SECRET.base32;
    const now = 1111111111_000; // step 37037037
    const step = totpStepAt(now);
    expect(matchTotpStep(secret, totpCodeAt(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchTotpStep(secret, totpCodeAt(secret, now + 30_000), now)).toBe(step + 1);
    expect(matchTotpStep(secret, totpCodeAt(secret, now - 60_000), now)).toBeNull();
    expect(matchTotpStep(secret, totpCodeAt(secret, now + 60_000), now)).toBeNull();
  });

  test('a malformed secret matches nothing instead of throwing', () => {
    expect(matchTotpStep('not base32!', '123456', 0)).toBeNull();
  });

  test('new secrets are 160-bit base32 and the URI carries issuer, account and parameters', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(generateTotpSecret()).not.toBe(secret);
    const uri = new URL(totpUri(secret, 'bob@sandbox.test'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Sandbox Exchange');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(uri.pathname)).toContain('bob@sandbox.test');
  });
});
