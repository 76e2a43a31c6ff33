import type { Language } from '@sandbox/shared';

/**
 * The server's message catalogue: every text a caller can read, in all nine
 * languages. Keys are grouped by domain; `{name}` placeholders are filled from
 * the error's params. A test checks every key has all nine languages.
 */
export const messages = {
  'common.ok': {
    'en-us': 'Success',
    jp: '成功しました',
    ko: '성공',
    mlxy: 'Berjaya',
    tai: 'สำเร็จ',
    vl: 'Thành công',
    xi: 'Éxito',
    'zh-cn': '成功',
    'zh-tw': '成功',
  },
  'auth.loginRequired': {
    'en-us': 'Please log in first',
    jp: '先にログインしてください',
    ko: '먼저 로그인하세요',
    mlxy: 'Sila log masuk dahulu',
    tai: 'กรุณาเข้าสู่ระบบก่อน',
    vl: 'Vui lòng đăng nhập trước',
    xi: 'Inicie sesión primero',
    'zh-cn': '请先登录',
    'zh-tw': '請先登入',
  },
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
} satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof messages;
