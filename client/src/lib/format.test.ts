import { describe, expect, it } from 'vitest';
import {
  compactText,
  countText,
  DATE_FORMATS,
  DEFAULT_MONEY_DECIMALS,
  formatNumber,
  formatServerTime,
  moneyDecimals,
  moneyText,
  percentText,
  priceText,
  quantityText,
  rateText,
  remarkText,
  tokenText,
  volumeText,
} from './format.ts';

describe('formatNumber (shared helper, as the screens use it)', () => {
  it('truncates instead of rounding', () => {
    expect(formatNumber('1.239', 2)).toBe('1.23');
    expect(formatNumber('-0.999', 2)).toBe('-0.99');
    expect(formatNumber(2.5, 0)).toBe('2');
    expect(formatNumber('0.29', 2)).toBe('0.29');
  });
  it('adds thousands separators and pads decimals', () => {
    expect(formatNumber('1234567.5', 2)).toBe('1,234,567.50');
    expect(formatNumber(1000, 4)).toBe('1,000.0000');
    expect(formatNumber('12345678901234567890.123456789', 8)).toBe('12,345,678,901,234,567,890.12345678');
  });
  it('does not print a negative zero', () => {
    expect(formatNumber('-0.001', 2)).toBe('0.00');
  });
  it('shows a dash for missing or invalid values', () => {
    expect(formatNumber(undefined, 2)).toBe('--');
    expect(formatNumber('abc', 2)).toBe('--');
    expect(formatNumber(Number.NaN, 2)).toBe('--');
  });
  it('handles tiny numbers without exponent notation', () => {
    expect(formatNumber(1e-7, 8)).toBe('0.00000010');
  });
});

describe('formatServerTime', () => {
  it('shows server time in region time (UTC+8), in the three display formats, whatever the viewer zone', () => {
    expect(formatServerTime('2026-03-04 08:30:05', DATE_FORMATS.dateTime)).toBe('2026-03-04 08:30:05');
    expect(formatServerTime('2026-03-04 08:30:05', DATE_FORMATS.display)).toBe('04/03/2026 08:30:05');
    expect(formatServerTime('2026-03-04 07:00:00', DATE_FORMATS.date)).toBe('2026-03-04');
    expect(formatServerTime('2026-03-04 07:00:00')).toBe('04/03/2026 07:00:00');
  });
  it("an order number's date and the time shown beside it name the same day", () => {
    // Placed at 2026-11-29 20:00 UTC: 04:00 on the 30th in region time, where order numbers are stamped (server/src/modules/order-no.ts).
    const placed = '2026-11-30 04:00:00';
    const orderNo = `PO${placed.replace(/\D/g, '')}000123`;
    expect(formatServerTime(placed, DATE_FORMATS.date).replace(/\D/g, '')).toBe(orderNo.slice(2, 10));
    expect(formatServerTime(placed)).toBe('30/11/2026 04:00:00');
  });
  it('passes through what it cannot parse and dashes what is missing', () => {
    expect(formatServerTime('soon')).toBe('soon');
    expect(formatServerTime(null)).toBe('--');
  });
});

describe('one display rule per kind of figure (issue 17 item 5, the examples of the issue)', () => {
  it('balances and amounts at the currency display decimals, truncated, separated, with the unit', () => {
    // The contract balance and the account change shown with 8 decimals before.
    expect(moneyText('9897.50017377', 2, 'USDT')).toBe('9,897.50 USDT');
    expect(moneyText('10897.50017377', 2)).toBe('10,897.50');
    // The order estimate and its fee.
    expect(moneyText('4997.99804', 2, 'USDT')).toBe('4,997.99 USDT');
    expect(moneyText('2.49899902', 2, 'USDT')).toBe('2.49 USDT');
    // A placeholder's bounds and a toast's amount get separators.
    expect(`${moneyText('10', 2)} - ${moneyText('10000', 2, 'USDT')}`).toBe('10.00 - 10,000.00 USDT');
    expect(moneyText('1000', 2, 'USDT')).toBe('1,000.00 USDT');
    expect(moneyText('0.12345678912', 8, 'BTC')).toBe('0.12345678 BTC');
    expect(moneyText('-12.349', 2, 'USDT', { plusSign: true })).toBe('-12.34 USDT');
    expect(moneyText('12.349', 2, 'USDT', { plusSign: true })).toBe('+12.34 USDT');
    expect(moneyText(undefined, 2, 'USDT')).toBe('--');
  });

  it('money has one rule: 100.00 USDT beside 13,100.00 USDT, never 100 USDT; 0.00, never 0 (issue 30 item 4)', () => {
    // The figures of the issue: a transfer toast and the balance beside it.
    expect(moneyText('100', 2, 'USDT')).toBe('100.00 USDT');
    expect(moneyText('13100', 2, 'USDT')).toBe('13,100.00 USDT');
    expect(moneyText('0', 2)).toBe('0.00');
    expect(moneyText(0, 2)).toBe('0.00');
    // An income of 7.4 lines up with an amount of 1,234.56; BTC keeps its 8.
    expect(moneyText('7.4', 2, 'USDT')).toBe('7.40 USDT');
    expect(moneyText('0.000997', 8, 'BTC')).toBe('0.00099700 BTC');
    // No unit after a missing figure.
    expect(moneyText(null, 2, 'USDT')).toBe('--');
  });

  it("money's decimals: the currency's precision from the list, 2 until it answers, never more than 8", () => {
    expect(moneyDecimals(2)).toBe(2);
    expect(moneyDecimals(8)).toBe(8);
    expect(moneyDecimals(0)).toBe(0);
    expect(moneyDecimals(undefined)).toBe(DEFAULT_MONEY_DECIMALS);
    expect(DEFAULT_MONEY_DECIMALS).toBe(2);
    expect(moneyDecimals(18)).toBe(8);
    expect(moneyText('1000', moneyDecimals(undefined), 'USDT')).toBe('1,000.00 USDT');
  });

  it('a count of whole things is an integer, thousands separated, truncated', () => {
    expect(countText(5)).toBe('5');
    expect(countText('12345')).toBe('12,345');
    expect(countText('7.9')).toBe('7');
    expect(countText(0)).toBe('0');
    expect(countText(undefined)).toBe('--');
  });

  it("an IEO token's quantity as published: at most its decimals, trailing zeros dropped, with its unit", () => {
    expect(tokenText('10000000', 8, 'SBX')).toBe('10,000,000 SBX');
    expect(tokenText('100', 8)).toBe('100');
    expect(tokenText('2000.50000000', 8, 'SBX')).toBe('2,000.5 SBX');
    expect(tokenText('0.123456789', 8, 'ORB')).toBe('0.12345678 ORB');
    expect(tokenText(null, 8, 'ORB')).toBe('--');
  });

  it('prices at the price precision: 24,006.50 beside 24,006.50, never 24,006.5', () => {
    expect(priceText('24006.5', 2)).toBe('24,006.50');
    expect(priceText('24006.50', 2)).toBe('24,006.50');
    expect(priceText('1.0845678', 5)).toBe('1.08456');
  });

  it('quantities at the quantity precision with the base unit; percentages at 2', () => {
    expect(quantityText('1.4219', 3, 'ETH')).toBe('1.421 ETH');
    expect(quantityText('0.02', 3, 'BTC')).toBe('0.020 BTC');
    expect(percentText('2.156', { plusSign: true })).toBe('+2.15%');
    expect(percentText('-0.004')).toBe('0.00%');
  });

  it('an exchange rate has at most 8 decimals; turnover and volume carry their unit', () => {
    expect(rateText('0.0000099812345678')).toBe('0.00000998');
    expect(rateText('100200.40080160')).toBe('100,200.4008016');
    expect(volumeText('1234.567', 'BTC')).toBe('1,234.56 BTC');
    expect(volumeText('123456789.1', 'USDT')).toBe('123,456,789.10 USDT');
  });

  it("a day's turnover in short, in the reader's units, truncated like every figure", () => {
    expect(compactText('1273687009', 'USD', 'en-US')).toBe('1.27B USD');
    // Truncated: 1.2799... billion is 1.27B, not 1.28B.
    expect(compactText('1279999999', 'USD', 'en-US')).toBe('1.27B USD');
    expect(compactText('947158179.5', 'USDT', 'en-US')).toBe('947.15M USDT');
    expect(compactText('999', 'USDT', 'en-US')).toBe('999 USDT');
    // Japanese and Chinese count in 10,000s (億 = 10^8).
    expect(compactText('1273687009', 'USD', 'ja-JP')).toBe('12.73億 USD');
    expect(compactText('1273687009', 'USD', 'zh-CN')).toBe('12.73亿 USD');
    expect(compactText(null, 'USD', 'en-US')).toBe('--');
    expect(compactText('abc', 'USD', 'en-US')).toBe('--');
  });
});

describe('balance-log remarks in the reader\'s language (issue 17 item 14)', () => {
  const texts: Record<string, string> = { 'remarks.demoGrant': 'Demo grant', 'remarks.demoStartBalance': 'Start balance {{amount}}' };
  const t = (key: string, values?: Record<string, unknown>) => (texts[key] ?? key).replace('{{amount}}', String(values?.amount ?? ''));
  const exists = (key: string) => key in texts;

  it('translates a stored key, and shows plain and unknown remarks as they are', () => {
    expect(remarkText('i18n:demoGrant', t, exists)).toBe('Demo grant');
    expect(remarkText('i18n:demoStartBalance {"amount":"100000"}', t, exists)).toBe('Start balance 100000');
    expect(remarkText('P202601010001', t, exists)).toBe('P202601010001');
    expect(remarkText('demo scenario grant', t, exists)).toBe('demo scenario grant');
    expect(remarkText('i18n:somethingNew', t, exists)).toBe('i18n:somethingNew');
    expect(remarkText(null, t, exists)).toBe('');
  });
});
