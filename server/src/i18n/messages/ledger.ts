import type { Catalogue } from './catalogue.ts';

/* Texts of the ledger domain, in all nine languages. */
export const ledgerMessages = {
  'balance.insufficient': {
    'en-us': 'Insufficient balance',
    jp: '残高が不足しています',
    ko: '잔액이 부족합니다',
    mlxy: 'Baki tidak mencukupi',
    tai: 'ยอดเงินไม่เพียงพอ',
    vl: 'Số dư không đủ',
    xi: 'Saldo insuficiente',
    'zh-cn': '余额不足',
    'zh-tw': '餘額不足',
  },
} satisfies Catalogue;
