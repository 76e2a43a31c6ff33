import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { REMARK_KEY, remarkOf, type RemarkKey } from '@sandbox/shared/remark';
import enUs from '../i18n/locales/en-us.json';
import jp from '../i18n/locales/jp.json';
import ko from '../i18n/locales/ko.json';
import mlxy from '../i18n/locales/mlxy.json';
import tai from '../i18n/locales/tai.json';
import vl from '../i18n/locales/vl.json';
import xi from '../i18n/locales/xi.json';
import zhCn from '../i18n/locales/zh-cn.json';
import zhTw from '../i18n/locales/zh-tw.json';
import { remarkText } from './format.ts';

const PACKS = { 'en-us': enUs, jp, ko, mlxy, tai, vl, xi, 'zh-cn': zhCn, 'zh-tw': zhTw };

/** The values the server stores with each key (server/src/modules/loan, scripts/src/scenarios). */
const VALUES: Record<RemarkKey, string[]> = {
  demoGrant: [],
  demoStartBalance: [],
  earnIncome: ['day', 'days', 'orderNo'],
  loanRepaidByBorrower: [],
  loanRepaidAtEnd: [],
  loanOverdueRepaid: [],
  loanOverdue: [],
  loanMarginCall: ['liquidation', 'ltv'],
  loanCollateralTermEnd: ['price'],
  loanCollateralTermEndShortfall: ['currency', 'price', 'shortfall'],
  loanCollateralOverdue: ['price'],
  loanCollateralOverdueShortfall: ['currency', 'price', 'shortfall'],
  loanCollateralForced: ['ltv', 'price'],
  loanCollateralForcedShortfall: ['currency', 'ltv', 'price', 'shortfall'],
};

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

async function reader(lang: keyof typeof PACKS) {
  const i18n = createInstance();
  // One fixed language code: i18next would rewrite 'en-us' to 'en-US' and miss the resources.
  await i18n.init({ lng: 'xx', resources: { xx: { translation: PACKS[lang] } }, interpolation: { escapeValue: false } });
  return (remark: string) => remarkText(remark, (k, v) => i18n.t(k, v), (k) => i18n.exists(k));
}

describe('remark keys the server stores have a text in every language (issue 17 item 14)', () => {
  it('each key has a text in each pack, naming exactly the values the server stores', () => {
    for (const [lang, pack] of Object.entries(PACKS)) {
      const remarks = pack.remarks as Record<string, string>;
      for (const key of Object.values(REMARK_KEY)) {
        expect(remarks[key], `${lang} remarks.${key}`).toBeTruthy();
        expect(placeholders(remarks[key]!), `${lang} remarks.${key}`).toEqual(VALUES[key]);
        if (lang !== 'en-us') expect(remarks[key], `${lang} remarks.${key} is translated`).not.toBe(enUs.remarks[key]);
      }
    }
  });

  it('a forced repayment with a shortfall reads as a sentence in English and Chinese', async () => {
    const stored = remarkOf(REMARK_KEY.LOAN_COLLATERAL_FORCED_SHORTFALL, { ltv: '200.1', price: '20000', shortfall: '1501.5', currency: 'USDT' });
    expect((await reader('en-us'))(stored)).toBe('Forced repayment at LTV 200.1 %: repaid from the collateral at 20000; shortfall 1501.5 USDT written off');
    expect((await reader('zh-cn'))(stored)).toBe('LTV 200.1% 触发强制还款：已按 20000 从质押物还款；差额 1501.5 USDT 已核销');
    expect((await reader('jp'))(remarkOf(REMARK_KEY.LOAN_REPAID_BY_BORROWER))).toBe('借り手が返済しました');
  });

  it("an earn order's day of income names the order and the day in words, no date of its own (the row shows its time)", async () => {
    const stored = remarkOf(REMARK_KEY.EARN_INCOME, { orderNo: 'PO20261129000123', day: 2, days: 7 });
    expect((await reader('en-us'))(stored)).toBe('Order PO20261129000123: income of day 2 of 7');
    expect((await reader('zh-cn'))(stored)).toBe('订单 PO20261129000123：第 2 天收益（共 7 天）');
    expect((await reader('xi'))(stored)).toBe('Orden PO20261129000123: ingreso del día 2 de 7');
  });
});
