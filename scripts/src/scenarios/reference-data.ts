import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { LANGUAGE_TABLE } from '@sandbox/shared/constants';

/** Holdable coins (kind 1) and display-only fiat currencies (kind 2). */
export const CURRENCIES = [
  { code: 'USDT', name: 'Tether USD', kind: 1, precision: 2, usdPrice: '1', sort: 1 },
  { code: 'BTC', name: 'Bitcoin', kind: 1, precision: 8, sort: 2 },
  { code: 'ETH', name: 'Ethereum', kind: 1, precision: 8, sort: 3 },
  { code: 'SOL', name: 'Solana', kind: 1, precision: 6, sort: 4 },
  { code: 'BNB', name: 'BNB', kind: 1, precision: 6, sort: 5 },
  { code: 'XRP', name: 'XRP', kind: 1, precision: 4, sort: 6 },
  { code: 'DOGE', name: 'Dogecoin', kind: 1, precision: 4, sort: 7 },
  { code: 'USD', name: 'US Dollar', kind: 2, precision: 2, usdPrice: '1', sort: 20 },
  // Display currencies of the asset centre; usdPrice is 1 / the display rate below, to 8 places.
  { code: 'EUR', name: 'Euro', kind: 2, precision: 2, usdPrice: '1.08695652', sort: 21 },
  { code: 'GBP', name: 'Pound Sterling', kind: 2, precision: 2, usdPrice: '1.26582278', sort: 22 },
  { code: 'JPY', name: 'Japanese Yen', kind: 2, precision: 0, usdPrice: '0.00664452', sort: 23 },
  { code: 'KRW', name: 'South Korean Won', kind: 2, precision: 0, usdPrice: '0.00072464', sort: 24 },
  { code: 'CNY', name: 'Chinese Yuan', kind: 2, precision: 2, usdPrice: '0.13888889', sort: 25 },
  { code: 'TWD', name: 'New Taiwan Dollar', kind: 2, precision: 2, usdPrice: '0.03095975', sort: 26 },
  { code: 'MYR', name: 'Malaysian Ringgit', kind: 2, precision: 2, usdPrice: '0.22471910', sort: 27 },
  { code: 'THB', name: 'Thai Baht', kind: 2, precision: 2, usdPrice: '0.02793296', sort: 28 },
  { code: 'VND', name: 'Vietnamese Dong', kind: 2, precision: 0, usdPrice: '0.00003937', sort: 29 },
] as const;

/** Display rates: 1 USD(T) = rate units. Fixed values; the sandbox has no rate feed. */
export const CURRENCY_RATES = [
  { currency: 'USD', rate: '1', sign: '$' },
  { currency: 'EUR', rate: '0.92', sign: '€' },
  { currency: 'GBP', rate: '0.79', sign: '£' },
  { currency: 'JPY', rate: '150.5', sign: '¥' },
  { currency: 'KRW', rate: '1380', sign: '₩' },
  { currency: 'CNY', rate: '7.2', sign: '¥' },
  { currency: 'TWD', rate: '32.3', sign: 'NT$' },
  { currency: 'MYR', rate: '4.45', sign: 'RM' },
  { currency: 'THB', rate: '35.8', sign: '฿' },
  { currency: 'VND', rate: '25400', sign: '₫' },
] as const;

/** The nine interface languages, each named in itself (the shared language table). */
export const APP_LANGUAGES = LANGUAGE_TABLE.map(({ code, label }) => ({ code, name: label }));

/**
 * Every country with its calling code, from libphonenumber-js's metadata (the
 * maintained source of calling codes) and names from the platform's ICU data
 * (Intl.DisplayNames), US first: the default of SPEC.md section 3.
 */
export const COUNTRIES: readonly (readonly [code: string, englishName: string, chineseName: string, phoneCode: string])[] = (() => {
  const english = new Intl.DisplayNames(['en'], { type: 'region' });
  const chinese = new Intl.DisplayNames(['zh-Hans'], { type: 'region' });
  const rows = getCountries().map(
    (code) => [code, english.of(code) ?? code, chinese.of(code) ?? code, getCountryCallingCode(code)] as const,
  );
  const byName = rows.sort((a, b) => a[1].localeCompare(b[1], 'en'));
  return [...byName.filter((r) => r[0] === 'US'), ...byName.filter((r) => r[0] !== 'US')];
})();

/**
 * VIP levels 0-6 by total assets in USDT (SPEC section 6). Weekly red envelope
 * every Monday; the upgrade bonus once, on first reaching the level.
 */
export const VIP_LEVELS = [
  { level: 0, name: 'VIP0', minAssets: '0', weeklyRedEnvelope: '0', upgradeBonus: '0' },
  { level: 1, name: 'VIP1', minAssets: '1000', weeklyRedEnvelope: '2', upgradeBonus: '10' },
  { level: 2, name: 'VIP2', minAssets: '5000', weeklyRedEnvelope: '8', upgradeBonus: '38' },
  { level: 3, name: 'VIP3', minAssets: '20000', weeklyRedEnvelope: '25', upgradeBonus: '128' },
  { level: 4, name: 'VIP4', minAssets: '50000', weeklyRedEnvelope: '60', upgradeBonus: '288' },
  { level: 5, name: 'VIP5', minAssets: '200000', weeklyRedEnvelope: '200', upgradeBonus: '888' },
  { level: 6, name: 'VIP6', minAssets: '500000', weeklyRedEnvelope: '500', upgradeBonus: '1888' },
] as const;

/** Benefit keys per level (the client translates them); higher levels add to lower ones. */
export function vipBenefits(level: number): string[] {
  const all = [
    'vip.benefit.weeklyRedEnvelope',
    'vip.benefit.upgradeBonus',
    'vip.benefit.arbitrageProducts',
    'vip.benefit.fasterWithdrawal',
    'vip.benefit.higherLoanLimit',
    'vip.benefit.dedicatedSupport',
  ];
  return level === 0 ? [] : all.slice(0, Math.min(all.length, level));
}
