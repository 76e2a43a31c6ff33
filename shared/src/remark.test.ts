import { describe, expect, it } from 'vitest';
import { parseRemark, REMARK_KEY, remarkOf } from './remark.ts';

describe('balance-log remarks stored as keys (issue 17 item 14)', () => {
  it('round-trips a key with and without values', () => {
    expect(remarkOf(REMARK_KEY.DEMO_GRANT)).toBe('i18n:demoGrant');
    expect(parseRemark('i18n:demoGrant')).toEqual({ key: 'demoGrant', values: {} });
    const stored = remarkOf(REMARK_KEY.DEMO_START_BALANCE, { amount: '100000', currency: 'USDT' });
    expect(stored).toBe('i18n:demoStartBalance {"amount":"100000","currency":"USDT"}');
    expect(parseRemark(stored)).toEqual({ key: 'demoStartBalance', values: { amount: '100000', currency: 'USDT' } });
  });

  it('leaves plain remarks (order numbers, old free text) and malformed ones to be shown as they are', () => {
    for (const text of ['P20260101000001', 'demo scenario grant', 'i18n:', 'i18n:bad key', 'i18n:demoGrant [1]', 'i18n:demoGrant {nope', null, undefined]) {
      expect(parseRemark(text), String(text)).toBeNull();
    }
  });
});
