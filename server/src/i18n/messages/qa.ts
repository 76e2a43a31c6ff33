import type { Catalogue } from './catalogue.ts';

/* Texts of the qa domain, in all nine languages. */
export const qaMessages = {
  'qa.forbidden': {
    'en-us': 'QA token missing or wrong',
    jp: 'QAトークンがないか正しくありません',
    ko: 'QA 토큰이 없거나 올바르지 않습니다',
    mlxy: 'Token QA tiada atau salah',
    tai: 'ไม่มีโทเค็น QA หรือไม่ถูกต้อง',
    vl: 'Thiếu mã QA hoặc mã không đúng',
    xi: 'Falta el token de QA o es incorrecto',
    'zh-cn': 'QA 令牌缺失或错误',
    'zh-tw': 'QA 權杖缺少或錯誤',
  },
  'qa.unknownScenario': {
    'en-us': 'Unknown scenario: {name}',
    jp: '不明なシナリオ：{name}',
    ko: '알 수 없는 시나리오: {name}',
    mlxy: 'Senario tidak diketahui: {name}',
    tai: 'ไม่รู้จักสถานการณ์: {name}',
    vl: 'Kịch bản không xác định: {name}',
    xi: 'Escenario desconocido: {name}',
    'zh-cn': '未知场景：{name}',
    'zh-tw': '未知情境：{name}',
  },
} satisfies Catalogue;
