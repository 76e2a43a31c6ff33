import { describe, expect, it } from 'vitest';
import type { MyUserInfo } from '../../api/user.ts';
import { expectShapes } from '../../../test/patterns.ts';
import { lockedProfileFields, phoneCheck, PROFILE_PHONE, SMS_CODE, toDateString } from './profile-rules.ts';

/** The part of the user's record the lock reads. */
const user = (kycStatus: number, profile: { surname: string | null; firstName: string | null; birthday: string | null }) =>
  ({ kycStatus, profile }) as unknown as MyUserInfo;

describe('phone and code shapes', () => {
  it('takes a national number of 4 to 15 digits and a 6-digit code', () => {
    expectShapes(PROFILE_PHONE, { takes: ['1234', '123456789012345'], refuses: ['123', '1234567890123456', '+8613800000000'] });
    expectShapes(SMS_CODE, { takes: ['012345'], refuses: ['12345', '1234567'] });
  });
});

describe('toDateString', () => {
  it('writes the local day as YYYY-MM-DD with zero padding', () => {
    expect(toDateString(new Date(2024, 0, 5))).toBe('2024-01-05');
    expect(toDateString(new Date(1990, 11, 31, 23, 59))).toBe('1990-12-31');
    expect(toDateString(new Date(2024, 1, 29, 0, 0))).toBe('2024-02-29');
  });
});

describe('lockedProfileFields', () => {
  it('locks what a verified user has set, leaves an empty field open once', () => {
    expect(lockedProfileFields(user(2, { surname: 'Li', firstName: null, birthday: '1990-01-01' }))).toEqual({ surname: true, firstName: false, birthday: true });
  });

  it('locks nothing before verification is approved', () => {
    const profile = { surname: 'Li', firstName: 'Wei', birthday: '1990-01-01' };
    expect(lockedProfileFields(user(0, profile))).toEqual({ surname: false, firstName: false, birthday: false });
    expect(lockedProfileFields(user(1, profile))).toEqual({ surname: false, firstName: false, birthday: false });
    expect(lockedProfileFields(user(-1, profile))).toEqual({ surname: false, firstName: false, birthday: false });
  });
});

describe('phoneCheck', () => {
  const saved = { phoneCode: '86', phone: '13800000000' };

  it('asks nothing for the number the user has, or for none', () => {
    expect(phoneCheck({ phoneCode: '86', phone: ' 13800000000 ', smsCode: '' }, saved)).toEqual({ changed: false, valid: true, problem: null });
    expect(phoneCheck({ phoneCode: '86', phone: '', smsCode: '' }, saved)).toEqual({ changed: false, valid: false, problem: null });
  });

  it('wants a code for a new number or a new calling code', () => {
    expect(phoneCheck({ phoneCode: '86', phone: '13900000000', smsCode: '' }, saved)).toEqual({ changed: true, valid: true, problem: 'smsCodeMissing' });
    expect(phoneCheck({ phoneCode: '852', phone: '13800000000', smsCode: '12345' }, saved)).toEqual({ changed: true, valid: true, problem: 'smsCodeMissing' });
    expect(phoneCheck({ phoneCode: '86', phone: '13900000000', smsCode: ' 123456 ' }, saved)).toEqual({ changed: true, valid: true, problem: null });
  });

  it('refuses a new number of the wrong shape or without a calling code before the code', () => {
    expect(phoneCheck({ phoneCode: '86', phone: '123', smsCode: '123456' }, saved)).toEqual({ changed: true, valid: false, problem: 'phoneInvalid' });
    expect(phoneCheck({ phoneCode: '', phone: '13900000000', smsCode: '' }, saved)).toEqual({ changed: true, valid: false, problem: 'phoneInvalid' });
  });
});
