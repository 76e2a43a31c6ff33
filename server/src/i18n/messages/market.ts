import type { Catalogue } from './catalogue.ts';

/* Texts of the market domain (prices, candles, QA steering), in all nine languages. */
export const marketMessages = {
  'market.unknownSymbol': {
    'en-us': 'Unknown trading pair: {symbol}',
    jp: '不明な取引ペア：{symbol}',
    ko: '알 수 없는 거래쌍: {symbol}',
    mlxy: 'Pasangan dagangan tidak diketahui: {symbol}',
    tai: 'ไม่รู้จักคู่การซื้อขาย: {symbol}',
    vl: 'Cặp giao dịch không xác định: {symbol}',
    xi: 'Par de negociación desconocido: {symbol}',
    'zh-cn': '未知的交易对：{symbol}',
    'zh-tw': '未知的交易對：{symbol}',
  },
  'market.steerPercent': {
    'en-us': 'Give a percent between 0 and 100 for a crash, or above 0 for a rally',
    jp: '暴落には0から100の間、上昇には0より大きいパーセントを指定してください',
    ko: '폭락은 0에서 100 사이, 급등은 0보다 큰 퍼센트를 입력하세요',
    mlxy: 'Berikan peratus antara 0 dan 100 untuk kejatuhan, atau melebihi 0 untuk kenaikan',
    tai: 'ระบุเปอร์เซ็นต์ระหว่าง 0 ถึง 100 สำหรับการร่วงลง หรือมากกว่า 0 สำหรับการพุ่งขึ้น',
    vl: 'Nhập phần trăm từ 0 đến 100 cho đợt sụt giảm, hoặc lớn hơn 0 cho đợt tăng giá',
    xi: 'Indique un porcentaje entre 0 y 100 para una caída, o mayor que 0 para una subida',
    'zh-cn': '暴跌请给出 0 到 100 之间的百分比，拉升请给出大于 0 的百分比',
    'zh-tw': '暴跌請給出 0 到 100 之間的百分比，拉升請給出大於 0 的百分比',
  },
  'market.steerTarget': {
    'en-us': 'Give a target price above 0',
    jp: '0より大きい目標価格を指定してください',
    ko: '0보다 큰 목표 가격을 입력하세요',
    mlxy: 'Berikan harga sasaran melebihi 0',
    tai: 'ระบุราคาเป้าหมายที่มากกว่า 0',
    vl: 'Nhập giá mục tiêu lớn hơn 0',
    xi: 'Indique un precio objetivo mayor que 0',
    'zh-cn': '请给出大于 0 的目标价格',
    'zh-tw': '請給出大於 0 的目標價格',
  },
} satisfies Catalogue;
