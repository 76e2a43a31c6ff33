import type { Tx } from '@sandbox/prisma';
import {
  APP_LANGUAGES,
  COUNTRIES,
  CURRENCIES,
  CURRENCY_RATES,
  VIP_LEVELS,
  vipBenefits,
} from './reference-data.ts';
import { symbolRows } from './symbols.ts';
import { SYSTEM_SETTINGS } from './system-settings.ts';
import type { Scenario } from './types.ts';

/** Reference data the app cannot work without; every other scenario starts from it. */
export async function loadReferenceData(tx: Tx): Promise<void> {
  await tx.systemSetting.createMany({
    data: SYSTEM_SETTINGS.map((s) => ({ ...s, isPublic: s.isPublic ?? true })),
  });
  await tx.currency.createMany({
    data: CURRENCIES.map((c) => ({ ...c, canDeposit: c.kind === 1, canWithdraw: c.kind === 1 })),
  });
  await tx.currencyRate.createMany({ data: [...CURRENCY_RATES] });
  await tx.appLanguage.createMany({ data: APP_LANGUAGES.map((l, i) => ({ ...l, sort: i + 1 })) });
  await tx.country.createMany({
    data: COUNTRIES.map(([code, englishName, chineseName, phoneCode], i) => ({
      code,
      englishName,
      chineseName,
      phoneCode,
      sort: i + 1,
    })),
  });
  await tx.tradingSymbol.createMany({ data: symbolRows() });
  await tx.vipLevel.createMany({
    data: VIP_LEVELS.map((v) => ({ ...v, benefits: JSON.stringify(vipBenefits(v.level)) })),
  });
}

export const emptyScenario: Scenario = {
  name: 'empty',
  description:
    'reference data only: settings, currencies and rates, symbols, languages, countries, VIP levels; no users',
  load: (tx) => loadReferenceData(tx),
};
