import type { Tx } from '@sandbox/prisma';
import type { Language } from '@sandbox/shared';

/*
 * The demo catalogue's names and descriptions in the eight languages beside English (the base
 * columns in demo-products.ts, demo-catalogue.ts and demo-content.ts hold the English). Brand-like
 * names stay as they are in every language and have no rows: the mining machines (Antminer S21,
 * Whatsminer M60S, Avalon A1466) and the IEO projects (Sandbox Chain, Demo Finance, Orbit Pay).
 * Company names inside a description (Sandbox Solar Ltd.) stay too, as a company's name does.
 */

type Other = Exclude<Language, 'en-us'>;
type Texts = Record<Other, string>;
type Kind = 'product' | 'loanSetting' | 'ieoProject' | 'competition';

const spreadArbitrage: Texts = {
  jp: '模擬市場での取引所間スプレッド裁定取引。365日24時間稼働し、収益は毎日現物残高に支払われます。',
  ko: '모의 시장에서의 거래소 간 스프레드 차익거래. 365일 24시간 운용되며 수익은 매일 현물 잔고로 지급됩니다.',
  mlxy: 'Arbitraj sebaran merentas bursa di pasaran simulasi, beroperasi 365x24; pendapatan dibayar ke baki spot setiap hari.',
  tai: 'อาร์บิทราจส่วนต่างราคาระหว่างตลาดบนตลาดจำลอง ทำงานตลอด 365 วัน 24 ชั่วโมง รายได้จ่ายเข้ายอดคงเหลือสปอตทุกวัน',
  vl: 'Kinh doanh chênh lệch giá giữa các sàn trên thị trường mô phỏng, chạy 365x24; thu nhập được trả vào số dư giao ngay mỗi ngày.',
  xi: 'Arbitraje de diferencial entre mercados simulados, en funcionamiento 365x24; los ingresos se abonan cada día al saldo spot.',
  'zh-cn': '在模拟市场上进行跨平台价差套利，365x24 小时运行；收益每天支付到现货余额。',
  'zh-tw': '在模擬市場上進行跨平台價差套利，365x24 小時運行；收益每天支付到現貨餘額。',
};

const aiQuant: Texts = {
  jp: '模擬市場でのAIクオンツ戦略。365日24時間稼働し、収益は毎日現物残高に支払われます。',
  ko: '모의 시장에서의 AI 퀀트 전략. 365일 24시간 운용되며 수익은 매일 현물 잔고로 지급됩니다.',
  mlxy: 'Strategi kuantitatif AI di pasaran simulasi, beroperasi 365x24; pendapatan dibayar ke baki spot setiap hari.',
  tai: 'กลยุทธ์เชิงปริมาณด้วย AI บนตลาดจำลอง ทำงานตลอด 365 วัน 24 ชั่วโมง รายได้จ่ายเข้ายอดคงเหลือสปอตทุกวัน',
  vl: 'Chiến lược định lượng AI trên thị trường mô phỏng, chạy 365x24; thu nhập được trả vào số dư giao ngay mỗi ngày.',
  xi: 'Estrategia cuantitativa con IA en mercados simulados, en funcionamiento 365x24; los ingresos se abonan cada día al saldo spot.',
  'zh-cn': '在模拟市场上运行的 AI 量化策略，365x24 小时运行；收益每天支付到现货余额。',
  'zh-tw': '在模擬市場上運行的 AI 量化策略，365x24 小時運行；收益每天支付到現貨餘額。',
};

const hostedMiner: Texts = {
  jp: '模擬ファームでホスティングされるマシン。毎日の産出は現物残高に支払われ、購入代金は期間終了時に返還されます。',
  ko: '모의 채굴장에 호스팅되는 장비. 일일 채굴량은 현물 잔고로 지급되며, 구매 대금은 기간 종료 시 반환됩니다.',
  mlxy: 'Mesin yang dihoskan di ladang simulasi; hasil hariannya dibayar ke baki spot, harganya dikembalikan pada akhir tempoh.',
  tai: 'เครื่องที่โฮสต์ในฟาร์มจำลอง ผลผลิตรายวันจ่ายเข้ายอดคงเหลือสปอต และคืนราคาเครื่องเมื่อสิ้นสุดรอบ',
  vl: 'Máy được lưu trữ trong trang trại mô phỏng; sản lượng hằng ngày được trả vào số dư giao ngay, giá máy được hoàn lại khi kết thúc kỳ.',
  xi: 'Máquina alojada en una granja simulada; su producción diaria se abona al saldo spot y su precio se devuelve al final del ciclo.',
  'zh-cn': '托管在模拟矿场的矿机；每日产出支付到现货余额，周期结束时退还购买价格。',
  'zh-tw': '託管在模擬礦場的礦機；每日產出支付到現貨餘額，週期結束時退還購買價格。',
};

const texts: Array<{ kind: Kind; refId: string; name?: Texts; description?: Texts }> = [
  {
    kind: 'product',
    refId: 'demo-product-arb-1',
    name: {
      jp: 'BTC スプレッド裁定 1日', ko: 'BTC 스프레드 차익거래 1일', mlxy: 'Arbitraj Sebaran BTC 1H', tai: 'อาร์บิทราจส่วนต่าง BTC 1 วัน',
      vl: 'Chênh lệch giá BTC 1 ngày', xi: 'Arbitraje de diferencial BTC 1 día', 'zh-cn': 'BTC 价差套利 1天', 'zh-tw': 'BTC 價差套利 1天',
    },
    description: spreadArbitrage,
  },
  {
    kind: 'product',
    refId: 'demo-product-arb-7',
    name: {
      jp: 'マルチ取引所裁定 7日', ko: '멀티 거래소 차익거래 7일', mlxy: 'Arbitraj Pelbagai Bursa 7H', tai: 'อาร์บิทราจหลายตลาด 7 วัน',
      vl: 'Chênh lệch giá đa sàn 7 ngày', xi: 'Arbitraje multimercado 7 días', 'zh-cn': '多平台套利 7天', 'zh-tw': '多平台套利 7天',
    },
    description: spreadArbitrage,
  },
  {
    kind: 'product',
    refId: 'demo-product-quant-15',
    name: {
      jp: 'AIクオンツ・トレンド 15日', ko: 'AI 퀀트 트렌드 15일', mlxy: 'Kuant AI Trend 15H', tai: 'AI ควอนต์เทรนด์ 15 วัน',
      vl: 'Định lượng AI Xu hướng 15 ngày', xi: 'Cuant IA Tendencia 15 días', 'zh-cn': 'AI 量化趋势 15天', 'zh-tw': 'AI 量化趨勢 15天',
    },
    description: aiQuant,
  },
  {
    kind: 'product',
    refId: 'demo-product-quant-30',
    name: {
      jp: 'AIクオンツ・プロ 30日', ko: 'AI 퀀트 프로 30일', mlxy: 'Kuant AI Pro 30H', tai: 'AI ควอนต์โปร 30 วัน',
      vl: 'Định lượng AI Chuyên nghiệp 30 ngày', xi: 'Cuant IA Pro 30 días', 'zh-cn': 'AI 量化专业版 30天', 'zh-tw': 'AI 量化專業版 30天',
    },
    description: aiQuant,
  },
  {
    kind: 'product',
    refId: 'demo-product-quant-60',
    name: {
      jp: 'AIクオンツ・エリート 60日', ko: 'AI 퀀트 엘리트 60일', mlxy: 'Kuant AI Elit 60H', tai: 'AI ควอนต์อีลีท 60 วัน',
      vl: 'Định lượng AI Tinh hoa 60 ngày', xi: 'Cuant IA Élite 60 días', 'zh-cn': 'AI 量化精英版 60天', 'zh-tw': 'AI 量化精英版 60天',
    },
    description: aiQuant,
  },
  { kind: 'product', refId: 'demo-product-miner-s21', description: hostedMiner },
  { kind: 'product', refId: 'demo-product-miner-m60s', description: hostedMiner },
  { kind: 'product', refId: 'demo-product-miner-a1466', description: hostedMiner },
  {
    kind: 'product',
    refId: 'demo-product-debt-solar',
    name: {
      jp: '太陽光発電所債券', ko: '태양광 발전소 채권', mlxy: 'Bon Ladang Solar', tai: 'หุ้นกู้ฟาร์มพลังงานแสงอาทิตย์',
      vl: 'Trái phiếu Trang trại Điện mặt trời', xi: 'Bono de Parque Solar', 'zh-cn': '太阳能电站债券', 'zh-tw': '太陽能電站債券',
    },
    description: {
      jp: 'Sandbox Solar Ltd.（架空）が発行：40 MW の太陽光発電所。元本は満期に返還されます。',
      ko: 'Sandbox Solar Ltd.(가상) 발행: 40 MW 태양광 발전소. 원금은 만기에 반환됩니다.',
      mlxy: 'Diterbitkan oleh Sandbox Solar Ltd. (rekaan): ladang solar 40 MW; prinsipal dikembalikan pada tarikh matang.',
      tai: 'ออกโดย Sandbox Solar Ltd. (สมมติ): ฟาร์มพลังงานแสงอาทิตย์ 40 MW คืนเงินต้นเมื่อครบกำหนด',
      vl: 'Phát hành bởi Sandbox Solar Ltd. (hư cấu): trang trại điện mặt trời 40 MW; hoàn trả gốc khi đáo hạn.',
      xi: 'Emitido por Sandbox Solar Ltd. (ficticia): un parque solar de 40 MW; el principal se devuelve al vencimiento.',
      'zh-cn': '由 Sandbox Solar Ltd.（虚构）发行：一座 40 MW 太阳能电站；到期归还本金。',
      'zh-tw': '由 Sandbox Solar Ltd.（虛構）發行：一座 40 MW 太陽能電站；到期歸還本金。',
    },
  },
  {
    kind: 'product',
    refId: 'demo-product-debt-harbour',
    name: {
      jp: 'ハーバー物流債', ko: '하버 물류 채권', mlxy: 'Nota Logistik Harbour', tai: 'ตั๋วเงินโลจิสติกส์ฮาร์เบอร์',
      vl: 'Trái phiếu Hậu cần Harbour', xi: 'Pagaré Harbour Logística', 'zh-cn': '港湾物流票据', 'zh-tw': '港灣物流票據',
    },
    description: {
      jp: 'Harbour Logistics Ltd.（架空）が発行：コールドチェーン倉庫。元本は満期に返還されます。',
      ko: 'Harbour Logistics Ltd.(가상) 발행: 콜드체인 창고. 원금은 만기에 반환됩니다.',
      mlxy: 'Diterbitkan oleh Harbour Logistics Ltd. (rekaan): gudang rantaian sejuk; prinsipal dikembalikan pada tarikh matang.',
      tai: 'ออกโดย Harbour Logistics Ltd. (สมมติ): คลังสินค้าห้องเย็น คืนเงินต้นเมื่อครบกำหนด',
      vl: 'Phát hành bởi Harbour Logistics Ltd. (hư cấu): kho lạnh; hoàn trả gốc khi đáo hạn.',
      xi: 'Emitido por Harbour Logistics Ltd. (ficticia): almacenes de cadena de frío; el principal se devuelve al vencimiento.',
      'zh-cn': '由 Harbour Logistics Ltd.（虚构）发行：冷链仓库；到期归还本金。',
      'zh-tw': '由 Harbour Logistics Ltd.（虛構）發行：冷鏈倉庫；到期歸還本金。',
    },
  },
  {
    kind: 'loanSetting',
    refId: 'demo-loan-credit-7',
    name: {
      jp: '信用ローン 7日', ko: '신용 대출 7일', mlxy: 'Pinjaman kredit 7 hari', tai: 'สินเชื่อเครดิต 7 วัน',
      vl: 'Vay tín chấp 7 ngày', xi: 'Préstamo de crédito 7 días', 'zh-cn': '信用贷款 7天', 'zh-tw': '信用貸款 7天',
    },
  },
  {
    kind: 'loanSetting',
    refId: 'demo-loan-credit-30',
    name: {
      jp: '信用ローン 30日', ko: '신용 대출 30일', mlxy: 'Pinjaman kredit 30 hari', tai: 'สินเชื่อเครดิต 30 วัน',
      vl: 'Vay tín chấp 30 ngày', xi: 'Préstamo de crédito 30 días', 'zh-cn': '信用贷款 30天', 'zh-tw': '信用貸款 30天',
    },
  },
  {
    kind: 'loanSetting',
    refId: 'demo-loan-pledge-btc',
    name: {
      jp: 'BTC 担保ローン 30日', ko: 'BTC 담보 대출 30일', mlxy: 'Pinjaman cagaran BTC 30 hari', tai: 'สินเชื่อค้ำประกันด้วย BTC 30 วัน',
      vl: 'Vay thế chấp BTC 30 ngày', xi: 'Préstamo con garantía BTC 30 días', 'zh-cn': 'BTC 质押贷款 30天', 'zh-tw': 'BTC 質押貸款 30天',
    },
  },
  {
    kind: 'loanSetting',
    refId: 'demo-loan-pledge-eth',
    name: {
      jp: 'ETH 担保ローン 15日', ko: 'ETH 담보 대출 15일', mlxy: 'Pinjaman cagaran ETH 15 hari', tai: 'สินเชื่อค้ำประกันด้วย ETH 15 วัน',
      vl: 'Vay thế chấp ETH 15 ngày', xi: 'Préstamo con garantía ETH 15 días', 'zh-cn': 'ETH 质押贷款 15天', 'zh-tw': 'ETH 質押貸款 15天',
    },
  },
  {
    kind: 'ieoProject',
    refId: 'demo-ieo-sbx',
    description: {
      jp: 'デモ用に発行される架空のレイヤー1チェーン。上場後は市場で取引できます。',
      ko: '시연용으로 발행되는 가상의 레이어 1 체인. 상장 후 시장에서 거래할 수 있습니다.',
      mlxy: 'Rantaian lapisan 1 rekaan yang diterbitkan untuk demonstrasi; boleh didagangkan di pasaran selepas penyenaraian.',
      tai: 'เชนเลเยอร์ 1 สมมติที่ออกเพื่อการสาธิต ซื้อขายในตลาดได้หลังการลิสต์',
      vl: 'Một chuỗi lớp 1 hư cấu được phát hành để trình diễn; giao dịch được trên thị trường sau khi niêm yết.',
      xi: 'Una cadena de capa 1 ficticia emitida para demostración; se negocia en el mercado tras su cotización.',
      'zh-cn': '为演示而发行的虚构一层公链；上市后可在市场上交易。',
      'zh-tw': '為演示而發行的虛構一層公鏈；上市後可在市場上交易。',
    },
  },
  {
    kind: 'ieoProject',
    refId: 'demo-ieo-dmf',
    description: {
      jp: '架空の DeFi プロトコル。まもなく申込受付を開始します。',
      ko: '가상의 DeFi 프로토콜. 곧 청약이 시작됩니다.',
      mlxy: 'Protokol DeFi rekaan; langganan dibuka tidak lama lagi.',
      tai: 'โปรโตคอล DeFi สมมติ เปิดให้จองซื้อเร็วๆ นี้',
      vl: 'Một giao thức DeFi hư cấu; sắp mở đăng ký mua.',
      xi: 'Un protocolo DeFi ficticio; la suscripción abre pronto.',
      'zh-cn': '虚构的 DeFi 协议，即将开放申购。',
      'zh-tw': '虛構的 DeFi 協議，即將開放申購。',
    },
  },
  {
    kind: 'ieoProject',
    refId: 'demo-ieo-orb',
    description: {
      jp: '架空の決済トークン。上場済みで、市場と交換で取引できます。',
      ko: '가상의 결제 토큰. 이미 상장되어 시장과 환전에서 거래할 수 있습니다.',
      mlxy: 'Token pembayaran rekaan, sudah disenaraikan; boleh didagangkan di pasaran dan pertukaran segera.',
      tai: 'โทเค็นชำระเงินสมมติ ลิสต์แล้ว ซื้อขายได้ในตลาดและการแลกเปลี่ยนด่วน',
      vl: 'Một token thanh toán hư cấu, đã niêm yết; giao dịch được trên thị trường và chuyển đổi nhanh.',
      xi: 'Un token de pagos ficticio, ya cotizado; se negocia en el mercado y en el canje rápido.',
      'zh-cn': '虚构的支付代币，已上市，可在市场和闪兑中交易。',
      'zh-tw': '虛構的支付代幣，已上市，可在市場和閃兌中交易。',
    },
  },
  {
    kind: 'competition',
    refId: 'demo-comp-cup',
    name: {
      jp: 'サンドボックス・トレーディングカップ', ko: '샌드박스 트레이딩 컵', mlxy: 'Piala Dagangan Sandbox', tai: 'ถ้วยการเทรดแซนด์บ็อกซ์',
      vl: 'Cúp Giao dịch Sandbox', xi: 'Copa de Trading Sandbox', 'zh-cn': '沙盒交易杯', 'zh-tw': '沙盒交易盃',
    },
    description: {
      jp: '仮想の 10000 USDT で取引し、最も高い利回りの人が優勝します。',
      ko: '가상 10000 USDT로 거래하며, 수익률이 가장 높은 사람이 우승합니다.',
      mlxy: 'Berdagang dengan 10000 USDT maya; hasil tertinggi menang.',
      tai: 'เทรดด้วย 10000 USDT เสมือน ผู้ที่ได้ผลตอบแทนสูงสุดชนะ',
      vl: 'Giao dịch với 10000 USDT ảo; lợi suất cao nhất sẽ thắng.',
      xi: 'Opera con 10000 USDT virtuales; gana la rentabilidad más alta.',
      'zh-cn': '使用 10000 虚拟 USDT 交易，收益率最高者获胜。',
      'zh-tw': '使用 10000 虛擬 USDT 交易，收益率最高者獲勝。',
    },
  },
  {
    kind: 'competition',
    refId: 'demo-comp-next',
    name: {
      jp: 'FX スプリント', ko: '외환 스프린트', mlxy: 'Pecutan Forex', tai: 'สปรินต์ฟอเร็กซ์',
      vl: 'Nước rút Ngoại hối', xi: 'Sprint de divisas', 'zh-cn': '外汇冲刺赛', 'zh-tw': '外匯衝刺賽',
    },
    description: {
      jp: '1週間、FX と金のみで競います。',
      ko: '일주일 동안 외환과 금만 거래합니다.',
      mlxy: 'Seminggu dagangan forex dan emas sahaja.',
      tai: 'หนึ่งสัปดาห์ เทรดเฉพาะฟอเร็กซ์และทองคำ',
      vl: 'Một tuần chỉ giao dịch ngoại hối và vàng.',
      xi: 'Una semana solo de divisas y oro.',
      'zh-cn': '为期一周，仅限外汇和黄金。',
      'zh-tw': '為期一週，僅限外匯和黃金。',
    },
  },
];

/** The rows the demo writes: one per (kind, row, field, language). */
export function demoCatalogueTextRows(): Array<{ kind: Kind; refId: string; field: 'name' | 'description'; language: Other; text: string }> {
  return texts.flatMap(({ kind, refId, ...fields }) =>
    (['name', 'description'] as const).flatMap((field) =>
      Object.entries(fields[field] ?? {}).map(([language, text]) => ({ kind, refId, field, language: language as Other, text })),
    ),
  );
}

/** Writes the demo catalogue's translations (after the products, loan offers, IEO projects and competitions). */
export async function loadDemoCatalogueTexts(tx: Tx): Promise<void> {
  await tx.catalogueText.createMany({ data: demoCatalogueTextRows() });
}
