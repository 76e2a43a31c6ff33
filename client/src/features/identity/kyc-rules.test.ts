import { describe, expect, it } from 'vitest';
import type { KycRecord } from '../../api/kyc.ts';
import { expectShapes } from '../../../test/patterns.ts';
import { defaultPhoneCode, DOC_NUMBER, KYC_ROUTE_OF, kycRecords, kycSettledOrWaiting, PHONE, PHONE_CODE } from './kyc-rules.ts';

/** The part of a submission the rules read. */
const record = (id: string, level: number, status: number) => ({ id, level, status }) as unknown as KycRecord;

describe('field shapes', () => {
  it('takes a document number of 4 to 32 letters, digits and dashes', () => {
    expectShapes(DOC_NUMBER, { takes: ['E1234567', 'AB-12', 'A'.repeat(32)], refuses: ['A12', 'AB 1234', 'A'.repeat(33)] });
  });

  it('takes a calling code of 1 to 4 digits and a number of 4 to 15', () => {
    expectShapes(PHONE_CODE, { takes: ['1', '1284'], refuses: ['+44', '12345'] });
    expectShapes(PHONE, { takes: ['2071838750'], refuses: ['207'] });
  });
});

describe('kycRecords', () => {
  it("picks each level's first (newest) submission", () => {
    const list = [record('k3', 2, 1), record('k2', 1, 2), record('k1', 1, -1)];
    expect(kycRecords(list)).toEqual({ basic: list[1], advanced: list[0] });
  });

  it('leaves a level without a submission undefined', () => {
    expect(kycRecords([record('k1', 1, 1)])).toEqual({ basic: record('k1', 1, 1), advanced: undefined });
    expect(kycRecords([])).toEqual({ basic: undefined, advanced: undefined });
  });
});

describe('kycSettledOrWaiting', () => {
  it('closes the form while pending or once authorized, not after a rejection or without one', () => {
    expect(kycSettledOrWaiting(record('k', 1, 1))).toBe(true);
    expect(kycSettledOrWaiting(record('k', 1, 2))).toBe(true);
    expect(kycSettledOrWaiting(record('k', 1, -1))).toBe(false);
    expect(kycSettledOrWaiting(record('k', 1, 0))).toBe(false);
    expect(kycSettledOrWaiting(undefined)).toBe(false);
  });
});

describe('defaultPhoneCode', () => {
  it("starts with the user's own calling code when it is one, else 1", () => {
    expect(defaultPhoneCode('44')).toBe('44');
    expect(defaultPhoneCode('+44')).toBe('1');
    expect(defaultPhoneCode('12345')).toBe('1');
    expect(defaultPhoneCode(44)).toBe('1');
    expect(defaultPhoneCode(undefined)).toBe('1');
    expect(defaultPhoneCode('')).toBe('1');
  });
});

describe('KYC_ROUTE_OF', () => {
  it("names each level's form", () => {
    expect(KYC_ROUTE_OF[1]).toBe('/shenfenRenzheng');
    expect(KYC_ROUTE_OF[2]).toBe('/shenfenRenzhengAd');
  });
});
