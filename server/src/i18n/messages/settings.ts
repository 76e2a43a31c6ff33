import type { Catalogue } from './catalogue.ts';

/* Texts of the settings domain, in all nine languages. */
export const settingsMessages = {
  'settings.notPublic': {
    'en-us': 'The setting {key} is not public',
    jp: '設定 {key} は公開されていません',
    ko: '설정 {key}은(는) 공개되지 않습니다',
    mlxy: 'Tetapan {key} bukan awam',
    tai: 'การตั้งค่า {key} ไม่เป็นสาธารณะ',
    vl: 'Cài đặt {key} không công khai',
    xi: 'El ajuste {key} no es público',
    'zh-cn': '设置项 {key} 不公开',
    'zh-tw': '設定項 {key} 不公開',
  },
} satisfies Catalogue;
