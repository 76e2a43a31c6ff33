import type { Written } from './demo-help.ts';

/*
 * News and articles (Article rows by category), announcements and platform notices of the demo
 * scenario, each written in the nine languages. `daysAgo` places them before the scenario's now.
 */

/**
 * A news cover: a small SVG (under 1 KB, no text, so no language) in client/public/news/covers,
 * which the build copies beside index.html and the server serves with the client (the CSP allows
 * images from the app's own origin only). A path from the root, like the server's share paths.
 */
const newsCover = (name: string) => `/news/covers/${name}.svg`;

export interface NewsItem {
  key: string;
  /** Article.category (server content/codes.ts ARTICLE_CATEGORY_NAMES). */
  category: 'platform' | 'market' | 'industry' | 'guide';
  daysAgo: number;
  /** Cover image address (Article.cover), null for none. */
  cover: string | null;
  texts: Written;
}

export const NEWS_ITEMS: readonly NewsItem[] = [
  {
    key: 'news.forexGold',
    category: 'platform',
    daysAgo: 8,
    cover: newsCover('forex-gold'),
    texts: {
      'en-us': {
        title: 'Forex and gold now trade in the sandbox',
        summary: 'EUR/USD, GBP/USD, USD/JPY, AUD/USD and XAU/USD join the perpetual market.',
        content: `Five new symbols trade as perpetual positions: **EUR/USD, GBP/USD, USD/JPY, AUD/USD and XAU/USD**. Each has its own leverage tiers and fees, shown on the order form. Prices follow the simulated market, like every other symbol here.`,
      },
      jp: {
        title: 'FX とゴールドがサンドボックスで取引可能に',
        summary: 'EUR/USD、GBP/USD、USD/JPY、AUD/USD、XAU/USD が無期限契約に加わりました。',
        content: `**EUR/USD、GBP/USD、USD/JPY、AUD/USD、XAU/USD** の 5 銘柄が無期限契約として取引できるようになりました。各銘柄には独自のレバレッジ階層と手数料があり、注文画面に表示されます。価格は他の銘柄と同じくシミュレーション市場に従います。`,
      },
      ko: {
        title: '외환과 금 거래가 샌드박스에 추가되었습니다',
        summary: 'EUR/USD, GBP/USD, USD/JPY, AUD/USD, XAU/USD가 무기한 계약 시장에 합류했습니다.',
        content: `**EUR/USD, GBP/USD, USD/JPY, AUD/USD, XAU/USD** 다섯 종목을 무기한 계약으로 거래할 수 있습니다. 종목마다 레버리지 구간과 수수료가 따로 있으며 주문 화면에 표시됩니다. 가격은 다른 종목과 마찬가지로 시뮬레이션 시장을 따릅니다.`,
      },
      mlxy: {
        title: 'Forex dan emas kini didagangkan dalam sandbox',
        summary: 'EUR/USD, GBP/USD, USD/JPY, AUD/USD dan XAU/USD menyertai pasaran kontrak kekal.',
        content: `Lima simbol baharu didagangkan sebagai posisi kekal: **EUR/USD, GBP/USD, USD/JPY, AUD/USD dan XAU/USD**. Setiap satu mempunyai peringkat leveraj dan yuran sendiri, seperti yang ditunjukkan pada borang pesanan. Harga mengikut pasaran simulasi, sama seperti simbol lain di sini.`,
      },
      tai: {
        title: 'ฟอเร็กซ์และทองคำเปิดซื้อขายในแซนด์บ็อกซ์แล้ว',
        summary: 'EUR/USD, GBP/USD, USD/JPY, AUD/USD และ XAU/USD เข้าสู่ตลาดสัญญาถาวร',
        content: `สัญลักษณ์ใหม่ 5 รายการซื้อขายเป็นสัญญาถาวร: **EUR/USD, GBP/USD, USD/JPY, AUD/USD และ XAU/USD** แต่ละรายการมีระดับเลเวอเรจและค่าธรรมเนียมของตนเอง แสดงในหน้าส่งคำสั่ง ราคาเป็นไปตามตลาดจำลองเช่นเดียวกับสัญลักษณ์อื่น`,
      },
      vl: {
        title: 'Ngoại hối và vàng đã có trong sandbox',
        summary: 'EUR/USD, GBP/USD, USD/JPY, AUD/USD và XAU/USD gia nhập thị trường hợp đồng vĩnh cửu.',
        content: `Năm mã mới được giao dịch dưới dạng vị thế vĩnh cửu: **EUR/USD, GBP/USD, USD/JPY, AUD/USD và XAU/USD**. Mỗi mã có bậc đòn bẩy và phí riêng, hiển thị trên màn hình đặt lệnh. Giá theo thị trường mô phỏng như mọi mã khác.`,
      },
      xi: {
        title: 'Forex y oro ya cotizan en el sandbox',
        summary: 'EUR/USD, GBP/USD, USD/JPY, AUD/USD y XAU/USD se suman al mercado perpetuo.',
        content: `Cinco nuevos símbolos se negocian como posiciones perpetuas: **EUR/USD, GBP/USD, USD/JPY, AUD/USD y XAU/USD**. Cada uno tiene sus propios tramos de apalancamiento y comisiones, visibles en el formulario de orden. Los precios siguen el mercado simulado, como todos los demás símbolos.`,
      },
      'zh-cn': {
        title: '外汇与黄金上线沙盒',
        summary: 'EUR/USD、GBP/USD、USD/JPY、AUD/USD 和 XAU/USD 加入永续合约市场。',
        content: `五个新交易对以永续合约形式上线：**EUR/USD、GBP/USD、USD/JPY、AUD/USD 和 XAU/USD**。每个交易对都有各自的杠杆档位和手续费，下单页面可见。价格与其他交易对一样，来自模拟行情。`,
      },
      'zh-tw': {
        title: '外匯與黃金上線沙盒',
        summary: 'EUR/USD、GBP/USD、USD/JPY、AUD/USD 和 XAU/USD 加入永續合約市場。',
        content: `五個新交易對以永續合約形式上線：**EUR/USD、GBP/USD、USD/JPY、AUD/USD 和 XAU/USD**。每個交易對都有各自的槓桿級距和手續費，下單頁面可見。價格與其他交易對一樣，來自模擬行情。`,
      },
    },
  },
  {
    key: 'news.btcWeek',
    category: 'market',
    daysAgo: 1,
    cover: newsCover('btc-week'),
    texts: {
      'en-us': {
        title: 'Bitcoin this week in the simulated market',
        summary: 'A calm start, a sharp mid-week swing and what it meant for leveraged positions.',
        content: `The simulated BTC market opened the week quietly before a sharp mid-week swing of several percent. Positions at high leverage came close to their liquidation prices: check yours on the position card, and remember that a stop-loss closes a position before liquidation would. The market here is generated from a fixed seed, so the same seed always replays the same path.`,
      },
      jp: {
        title: '今週のビットコイン（シミュレーション市場）',
        summary: '静かな週初め、週半ばの急変動、そしてレバレッジ取引への影響。',
        content: `シミュレーション市場の BTC は週初めは落ち着いていましたが、週半ばに数パーセントの急変動がありました。高レバレッジのポジションは強制決済価格に近づきました。ポジションカードで確認し、損切りを設定すれば強制決済の前に決済されることを覚えておきましょう。この市場は固定シードから生成されるため、同じシードでは常に同じ値動きが再現されます。`,
      },
      ko: {
        title: '이번 주 비트코인(시뮬레이션 시장)',
        summary: '조용한 출발, 주 중반의 급격한 변동, 그리고 레버리지 포지션에 미친 영향.',
        content: `시뮬레이션 BTC 시장은 주 초반 조용하다가 주 중반 몇 퍼센트의 급격한 변동을 보였습니다. 고배율 포지션은 청산 가격에 근접했습니다. 포지션 카드에서 확인하고, 손절을 설정하면 청산 전에 포지션이 종료된다는 점을 기억하세요. 이 시장은 고정 시드로 생성되므로 같은 시드는 항상 같은 흐름을 재현합니다.`,
      },
      mlxy: {
        title: 'Bitcoin minggu ini dalam pasaran simulasi',
        summary: 'Permulaan yang tenang, ayunan tajam pertengahan minggu dan kesannya pada posisi berleveraj.',
        content: `Pasaran BTC simulasi bermula dengan tenang sebelum ayunan tajam beberapa peratus pada pertengahan minggu. Posisi berleveraj tinggi menghampiri harga pencairan: semak posisi anda pada kad posisi, dan ingat bahawa henti rugi menutup posisi sebelum pencairan berlaku. Pasaran di sini dijana daripada benih tetap, jadi benih yang sama sentiasa mengulang laluan yang sama.`,
      },
      tai: {
        title: 'บิตคอยน์สัปดาห์นี้ในตลาดจำลอง',
        summary: 'ต้นสัปดาห์เงียบ กลางสัปดาห์แกว่งแรง และผลต่อสถานะที่ใช้เลเวอเรจ',
        content: `ตลาด BTC จำลองเปิดสัปดาห์อย่างเงียบ ๆ ก่อนแกว่งแรงหลายเปอร์เซ็นต์ช่วงกลางสัปดาห์ สถานะที่ใช้เลเวอเรจสูงเข้าใกล้ราคาบังคับปิด ตรวจสอบได้ที่การ์ดสถานะ และจำไว้ว่าคำสั่งตัดขาดทุนจะปิดสถานะก่อนถูกบังคับปิด ตลาดนี้สร้างจากค่าเริ่มต้นคงที่ ค่าเดียวกันจะให้เส้นทางราคาเดิมเสมอ`,
      },
      vl: {
        title: 'Bitcoin tuần này trên thị trường mô phỏng',
        summary: 'Đầu tuần yên ắng, giữa tuần biến động mạnh và tác động tới các vị thế đòn bẩy.',
        content: `Thị trường BTC mô phỏng mở đầu tuần khá yên ắng trước khi biến động mạnh vài phần trăm vào giữa tuần. Các vị thế đòn bẩy cao đã tiến sát giá thanh lý: hãy kiểm tra trên thẻ vị thế, và nhớ rằng lệnh cắt lỗ sẽ đóng vị thế trước khi bị thanh lý. Thị trường ở đây được tạo từ một hạt giống cố định, nên cùng hạt giống luôn lặp lại cùng diễn biến.`,
      },
      xi: {
        title: 'Bitcoin esta semana en el mercado simulado',
        summary: 'Un comienzo tranquilo, una fuerte oscilación a mitad de semana y su efecto en las posiciones apalancadas.',
        content: `El mercado simulado de BTC abrió la semana con calma antes de una fuerte oscilación de varios puntos porcentuales a mitad de semana. Las posiciones con mucho apalancamiento se acercaron a su precio de liquidación: revisa la tuya en la tarjeta de posición y recuerda que un stop-loss cierra la posición antes de que llegue la liquidación. Este mercado se genera con una semilla fija, así que la misma semilla repite siempre el mismo recorrido.`,
      },
      'zh-cn': {
        title: '本周比特币模拟行情回顾',
        summary: '周初平稳、周中剧烈波动，以及对杠杆仓位的影响。',
        content: `模拟 BTC 行情周初较为平稳，周中出现数个百分点的剧烈波动。高杠杆仓位一度接近强平价格：请在仓位卡片上查看，并记住止损会在强平之前平仓。这里的行情由固定种子生成，同一种子总会重现同样的走势。`,
      },
      'zh-tw': {
        title: '本週比特幣模擬行情回顧',
        summary: '週初平穩、週中劇烈波動，以及對槓桿倉位的影響。',
        content: `模擬 BTC 行情週初較為平穩，週中出現數個百分點的劇烈波動。高槓桿倉位一度接近強平價格：請在倉位卡片上查看，並記住停損會在強平之前平倉。這裡的行情由固定種子產生，同一種子總會重現同樣的走勢。`,
      },
    },
  },
  {
    key: 'news.stablecoins',
    category: 'industry',
    daysAgo: 5,
    cover: newsCover('stablecoins'),
    texts: {
      'en-us': {
        title: 'Why exchanges quote in stablecoins',
        summary: 'USDT as the unit of account: margins, fees and profits in one currency.',
        content: `Most crypto venues quote prices in a dollar stablecoin such as USDT, so margins, fees and profits share one unit. This app does the same: positions, second contracts and VIP levels all count in USDT, and the asset centre values your other coins in USDT at the live price.`,
      },
      jp: {
        title: '取引所がステーブルコイン建てで価格を示す理由',
        summary: '計算単位としての USDT：証拠金・手数料・損益をひとつの通貨で。',
        content: `多くの暗号資産取引所は USDT などのドル建てステーブルコインで価格を示し、証拠金・手数料・損益を同じ単位で扱います。このアプリも同様で、ポジション、秒契約、VIP レベルはすべて USDT で計算され、資産センターは他の通貨も最新価格で USDT 換算します。`,
      },
      ko: {
        title: '거래소가 스테이블코인으로 가격을 표시하는 이유',
        summary: '회계 단위로서의 USDT: 증거금, 수수료, 수익을 하나의 통화로.',
        content: `대부분의 암호화폐 거래소는 USDT 같은 달러 스테이블코인으로 가격을 표시해 증거금, 수수료, 수익을 같은 단위로 다룹니다. 이 앱도 마찬가지로 포지션, 초 단위 계약, VIP 레벨을 모두 USDT로 계산하며, 자산 센터는 다른 코인도 실시간 가격으로 USDT 환산합니다.`,
      },
      mlxy: {
        title: 'Mengapa bursa menyebut harga dalam stablecoin',
        summary: 'USDT sebagai unit akaun: margin, yuran dan keuntungan dalam satu mata wang.',
        content: `Kebanyakan platform kripto menyebut harga dalam stablecoin dolar seperti USDT, supaya margin, yuran dan keuntungan berkongsi satu unit. Aplikasi ini melakukan perkara yang sama: posisi, kontrak saat dan tahap VIP semuanya dikira dalam USDT, dan pusat aset menilai syiling lain anda dalam USDT pada harga semasa.`,
      },
      tai: {
        title: 'ทำไมกระดานเทรดจึงเสนอราคาเป็นสเตเบิลคอยน์',
        summary: 'USDT เป็นหน่วยบัญชี: มาร์จิน ค่าธรรมเนียม และกำไรในสกุลเดียว',
        content: `กระดานเทรดคริปโตส่วนใหญ่เสนอราคาเป็นสเตเบิลคอยน์ดอลลาร์อย่าง USDT เพื่อให้มาร์จิน ค่าธรรมเนียม และกำไรใช้หน่วยเดียวกัน แอปนี้ก็เช่นกัน สถานะ สัญญาวินาที และระดับ VIP คิดเป็น USDT ทั้งหมด และศูนย์สินทรัพย์จะประเมินเหรียญอื่นเป็น USDT ตามราคาปัจจุบัน`,
      },
      vl: {
        title: 'Vì sao sàn giao dịch niêm yết giá bằng stablecoin',
        summary: 'USDT là đơn vị tính: ký quỹ, phí và lợi nhuận cùng một loại tiền.',
        content: `Hầu hết các sàn tiền mã hóa niêm yết giá bằng stablecoin đô la như USDT, để ký quỹ, phí và lợi nhuận dùng chung một đơn vị. Ứng dụng này cũng vậy: vị thế, hợp đồng giây và cấp VIP đều tính bằng USDT, và trung tâm tài sản quy đổi các đồng khác sang USDT theo giá hiện tại.`,
      },
      xi: {
        title: 'Por qué los exchanges cotizan en stablecoins',
        summary: 'USDT como unidad de cuenta: márgenes, comisiones y beneficios en una sola moneda.',
        content: `La mayoría de las plataformas cripto cotizan en una stablecoin en dólares como USDT, así márgenes, comisiones y beneficios comparten unidad. Esta app hace lo mismo: posiciones, contratos de segundos y niveles VIP se cuentan en USDT, y el centro de activos valora tus otras monedas en USDT al precio actual.`,
      },
      'zh-cn': {
        title: '为什么交易所以稳定币计价',
        summary: 'USDT 作为记账单位：保证金、手续费和盈亏统一币种。',
        content: `大多数加密货币平台以 USDT 等美元稳定币计价，让保证金、手续费和盈亏使用同一单位。本应用也是如此：仓位、秒合约和 VIP 等级都以 USDT 计算，资产中心按实时价格把您的其他币种折算为 USDT。`,
      },
      'zh-tw': {
        title: '為什麼交易所以穩定幣計價',
        summary: 'USDT 作為記帳單位：保證金、手續費和盈虧統一幣種。',
        content: `大多數加密貨幣平台以 USDT 等美元穩定幣計價，讓保證金、手續費和盈虧使用同一單位。本應用也是如此：倉位、秒合約和 VIP 等級都以 USDT 計算，資產中心按即時價格把您的其他幣種折算為 USDT。`,
      },
    },
  },
  {
    key: 'news.stopLossGuide',
    category: 'guide',
    daysAgo: 3,
    cover: newsCover('stop-loss-guide'),
    texts: {
      'en-us': {
        title: 'Guide: setting a stop-loss and a take-profit',
        summary: 'Two levels that close your position for you, and which side of the price they go.',
        content: `A **take-profit** closes a position when the price reaches a level in your favour; a **stop-loss** closes it when the price moves against you, before liquidation. For a long, the take-profit sits above the entry and the stop-loss below (but above the liquidation price); for a short, the other way round. Both fill at their level when the market crosses it, and you can change or clear them at any time from the position card.`,
      },
      jp: {
        title: 'ガイド：損切りと利確の設定',
        summary: 'ポジションを自動で決済する 2 つの価格と、その位置の決め方。',
        content: `**利確**は価格が有利な水準に達したとき、**損切り**は不利に動いたときに、強制決済の前にポジションを決済します。ロングでは利確を建値より上、損切りを下（ただし強制決済価格より上）に、ショートではその逆に置きます。どちらも相場がその水準を越えたときにその価格で約定し、ポジションカードからいつでも変更・解除できます。`,
      },
      ko: {
        title: '가이드: 손절과 익절 설정하기',
        summary: '포지션을 자동으로 닫아 주는 두 가격과 그 위치.',
        content: `**익절**은 가격이 유리한 수준에 도달하면, **손절**은 불리하게 움직이면 청산 전에 포지션을 닫습니다. 롱은 익절을 진입가 위에, 손절을 아래(단, 청산가보다 위)에 두고, 숏은 그 반대입니다. 두 가격 모두 시장이 해당 수준을 넘으면 그 가격에 체결되며, 포지션 카드에서 언제든 변경하거나 해제할 수 있습니다.`,
      },
      mlxy: {
        title: 'Panduan: menetapkan henti rugi dan ambil untung',
        summary: 'Dua paras yang menutup posisi untuk anda, dan di sebelah mana harga ia diletakkan.',
        content: `**Ambil untung** menutup posisi apabila harga mencapai paras yang memihak kepada anda; **henti rugi** menutupnya apabila harga bergerak menentang anda, sebelum pencairan. Untuk posisi beli, ambil untung di atas harga masuk dan henti rugi di bawah (tetapi di atas harga pencairan); untuk posisi jual, sebaliknya. Kedua-duanya dilaksanakan pada paras masing-masing apabila pasaran melintasinya, dan anda boleh mengubah atau membuangnya bila-bila masa daripada kad posisi.`,
      },
      tai: {
        title: 'คู่มือ: ตั้งจุดตัดขาดทุนและจุดทำกำไร',
        summary: 'ราคาสองระดับที่ปิดสถานะให้อัตโนมัติ และควรวางไว้ฝั่งใดของราคา',
        content: `**จุดทำกำไร** ปิดสถานะเมื่อราคาถึงระดับที่เป็นประโยชน์ต่อคุณ ส่วน **จุดตัดขาดทุน** ปิดสถานะเมื่อราคาเคลื่อนไหวสวนทางก่อนถูกบังคับปิด สำหรับสถานะซื้อ วางจุดทำกำไรเหนือราคาเข้า และจุดตัดขาดทุนต่ำกว่า (แต่สูงกว่าราคาบังคับปิด) สถานะขายให้วางกลับกัน ทั้งสองจะจับคู่ที่ระดับนั้นเมื่อราคาผ่าน และแก้ไขหรือยกเลิกได้ตลอดเวลาจากการ์ดสถานะ`,
      },
      vl: {
        title: 'Hướng dẫn: đặt cắt lỗ và chốt lời',
        summary: 'Hai mức giá tự động đóng vị thế cho bạn và cách đặt chúng.',
        content: `**Chốt lời** đóng vị thế khi giá đạt mức có lợi; **cắt lỗ** đóng vị thế khi giá đi ngược hướng, trước khi bị thanh lý. Với lệnh mua, chốt lời đặt trên giá vào và cắt lỗ dưới giá vào (nhưng trên giá thanh lý); với lệnh bán thì ngược lại. Cả hai khớp tại mức đã đặt khi thị trường vượt qua, và bạn có thể đổi hoặc xóa bất cứ lúc nào trên thẻ vị thế.`,
      },
      xi: {
        title: 'Guía: fijar un stop-loss y un take-profit',
        summary: 'Dos niveles que cierran tu posición por ti y a qué lado del precio van.',
        content: `Un **take-profit** cierra la posición cuando el precio llega a un nivel a tu favor; un **stop-loss** la cierra cuando el precio va en tu contra, antes de la liquidación. En un largo, el take-profit va por encima de la entrada y el stop-loss por debajo (pero por encima del precio de liquidación); en un corto, al revés. Ambos se ejecutan en su nivel cuando el mercado lo cruza, y puedes cambiarlos o quitarlos cuando quieras desde la tarjeta de la posición.`,
      },
      'zh-cn': {
        title: '指南：设置止损与止盈',
        summary: '两个替您自动平仓的价格，以及它们应设在价格的哪一侧。',
        content: `**止盈**在价格到达对您有利的水平时平仓；**止损**在价格不利变动时、于强平之前平仓。做多时止盈设在开仓价上方、止损设在下方（但须高于强平价）；做空则相反。行情穿过该价位时均按设定价成交，您可随时在仓位卡片中修改或取消。`,
      },
      'zh-tw': {
        title: '指南：設定停損與停利',
        summary: '兩個替您自動平倉的價格，以及它們應設在價格的哪一側。',
        content: `**停利**在價格到達對您有利的水準時平倉；**停損**在價格不利變動時、於強平之前平倉。做多時停利設在開倉價上方、停損設在下方（但須高於強平價）；做空則相反。行情穿過該價位時均按設定價成交，您可隨時在倉位卡片中修改或取消。`,
      },
    },
  },
];

export interface AnnouncementItem {
  key: string;
  isTop: boolean;
  sort: number;
  daysAgo: number;
  texts: Written;
}

export const ANNOUNCEMENT_ITEMS: readonly AnnouncementItem[] = [
  {
    key: 'announcement.sandbox',
    isTop: true,
    sort: 10,
    daysAgo: 30,
    texts: {
      'en-us': { title: 'This is a sandbox: never send real funds', content: 'Every balance, price and payment here is simulated. Deposit addresses are not real: **never send real funds** to them.' },
      jp: { title: 'ここはサンドボックスです：実際の資金を送らないでください', content: 'ここでの残高・価格・支払いはすべてシミュレーションです。入金アドレスは本物ではありません。**実際の資金は絶対に送らないでください**。' },
      ko: { title: '샌드박스 환경입니다: 실제 자금을 보내지 마세요', content: '이곳의 모든 잔액, 가격, 결제는 시뮬레이션입니다. 입금 주소는 실제 주소가 아니므로 **절대 실제 자금을 보내지 마세요**.' },
      mlxy: { title: 'Ini sandbox: jangan sekali-kali hantar dana sebenar', content: 'Setiap baki, harga dan pembayaran di sini adalah simulasi. Alamat deposit bukan alamat sebenar: **jangan sekali-kali hantar dana sebenar** kepadanya.' },
      tai: { title: 'นี่คือแซนด์บ็อกซ์: ห้ามโอนเงินจริง', content: 'ยอดเงิน ราคา และการชำระเงินทั้งหมดที่นี่เป็นการจำลอง ที่อยู่ฝากเงินไม่ใช่ของจริง **ห้ามโอนเงินจริงไปเด็ดขาด**' },
      vl: { title: 'Đây là sandbox: tuyệt đối không gửi tiền thật', content: 'Mọi số dư, giá và khoản thanh toán ở đây đều là mô phỏng. Địa chỉ nạp tiền không có thật: **tuyệt đối không gửi tiền thật** vào đó.' },
      xi: { title: 'Esto es un sandbox: nunca envíes fondos reales', content: 'Todos los saldos, precios y pagos de aquí son simulados. Las direcciones de depósito no son reales: **nunca envíes fondos reales** a ellas.' },
      'zh-cn': { title: '这是沙盒环境：切勿转入真实资金', content: '这里的所有余额、价格和支付均为模拟。充值地址并非真实地址：**切勿向其转入真实资金**。' },
      'zh-tw': { title: '這是沙盒環境：切勿轉入真實資金', content: '這裡的所有餘額、價格和支付均為模擬。儲值地址並非真實地址：**切勿向其轉入真實資金**。' },
    },
  },
  {
    key: 'announcement.cup',
    isTop: false,
    sort: 5,
    daysAgo: 3,
    texts: {
      'en-us': { title: 'The Sandbox Trading Cup is live', content: 'Trade 10,000 virtual USDT for two weeks; the highest yield wins. Join from the competition page.' },
      jp: { title: 'サンドボックス・トレーディングカップ開催中', content: '仮想の 10,000 USDT で 2 週間取引し、最も高い利回りの方が優勝です。コンテストページから参加できます。' },
      ko: { title: '샌드박스 트레이딩 컵 진행 중', content: '가상 10,000 USDT로 2주간 거래하며 수익률이 가장 높은 분이 우승합니다. 대회 페이지에서 참가하세요.' },
      mlxy: { title: 'Piala Dagangan Sandbox kini berlangsung', content: 'Berdagang dengan 10,000 USDT maya selama dua minggu; hasil tertinggi menang. Sertai dari halaman pertandingan.' },
      tai: { title: 'การแข่งขัน Sandbox Trading Cup เริ่มแล้ว', content: 'เทรดด้วย 10,000 USDT เสมือนเป็นเวลาสองสัปดาห์ ผู้ที่ได้ผลตอบแทนสูงสุดชนะ เข้าร่วมได้จากหน้าการแข่งขัน' },
      vl: { title: 'Giải Sandbox Trading Cup đang diễn ra', content: 'Giao dịch với 10.000 USDT ảo trong hai tuần; người có tỷ suất lợi nhuận cao nhất sẽ thắng. Tham gia từ trang cuộc thi.' },
      xi: { title: 'La Sandbox Trading Cup está en marcha', content: 'Opera con 10.000 USDT virtuales durante dos semanas; gana el mayor rendimiento. Únete desde la página de competiciones.' },
      'zh-cn': { title: '沙盒交易杯火热进行中', content: '用 10,000 虚拟 USDT 交易两周，收益率最高者获胜。请在比赛页面报名参加。' },
      'zh-tw': { title: '沙盒交易盃熱烈進行中', content: '用 10,000 虛擬 USDT 交易兩週，收益率最高者獲勝。請在比賽頁面報名參加。' },
    },
  },
  {
    key: 'announcement.ieo',
    isTop: false,
    sort: 3,
    daysAgo: 2,
    texts: {
      'en-us': { title: 'IEO: Sandbox Chain (SBX) subscription open', content: 'Subscribe to SBX from the IEO page. Allocations are drawn after the subscription closes.' },
      jp: { title: 'IEO：Sandbox Chain（SBX）の申込受付中', content: 'IEO ページから SBX に申し込めます。割当は申込締切後に抽選で決まります。' },
      ko: { title: 'IEO: Sandbox Chain(SBX) 청약 진행 중', content: 'IEO 페이지에서 SBX를 청약하세요. 배정은 청약 마감 후 추첨으로 정해집니다.' },
      mlxy: { title: 'IEO: Langganan Sandbox Chain (SBX) dibuka', content: 'Langgan SBX dari halaman IEO. Peruntukan dicabut selepas langganan ditutup.' },
      tai: { title: 'IEO: เปิดจองซื้อ Sandbox Chain (SBX)', content: 'จองซื้อ SBX ได้จากหน้า IEO การจัดสรรจะจับสลากหลังปิดการจอง' },
      vl: { title: 'IEO: mở đăng ký mua Sandbox Chain (SBX)', content: 'Đăng ký mua SBX tại trang IEO. Phân bổ được bốc thăm sau khi kết thúc đăng ký.' },
      xi: { title: 'IEO: suscripción de Sandbox Chain (SBX) abierta', content: 'Suscríbete a SBX desde la página IEO. Las asignaciones se sortean al cerrar la suscripción.' },
      'zh-cn': { title: 'IEO：Sandbox Chain（SBX）开放申购', content: '请在 IEO 页面申购 SBX。申购结束后抽签确定分配。' },
      'zh-tw': { title: 'IEO：Sandbox Chain（SBX）開放申購', content: '請在 IEO 頁面申購 SBX。申購結束後抽籤確定分配。' },
    },
  },
];

export interface NoticeItem {
  key: string;
  daysAgo: number;
  texts: Written;
}

export const NOTICE_ITEMS: readonly NoticeItem[] = [
  {
    key: 'notice.welcome',
    daysAgo: 30,
    texts: {
      'en-us': { title: 'Welcome to the sandbox', content: 'All money here is simulated. Outcomes follow the simulated market and the published rules only.' },
      jp: { title: 'サンドボックスへようこそ', content: 'ここでの資金はすべてシミュレーションです。結果はシミュレーション市場と公表されたルールのみに従います。' },
      ko: { title: '샌드박스에 오신 것을 환영합니다', content: '이곳의 모든 자금은 시뮬레이션입니다. 결과는 시뮬레이션 시장과 공개된 규칙만을 따릅니다.' },
      mlxy: { title: 'Selamat datang ke sandbox', content: 'Semua wang di sini adalah simulasi. Keputusan hanya mengikut pasaran simulasi dan peraturan yang diterbitkan.' },
      tai: { title: 'ยินดีต้อนรับสู่แซนด์บ็อกซ์', content: 'เงินทั้งหมดที่นี่เป็นการจำลอง ผลลัพธ์เป็นไปตามตลาดจำลองและกฎที่ประกาศไว้เท่านั้น' },
      vl: { title: 'Chào mừng bạn đến với sandbox', content: 'Mọi khoản tiền ở đây đều là mô phỏng. Kết quả chỉ theo thị trường mô phỏng và các quy tắc đã công bố.' },
      xi: { title: 'Bienvenido al sandbox', content: 'Todo el dinero de aquí es simulado. Los resultados siguen solo el mercado simulado y las reglas publicadas.' },
      'zh-cn': { title: '欢迎来到沙盒', content: '这里的所有资金均为模拟。结果只取决于模拟行情和已公布的规则。' },
      'zh-tw': { title: '歡迎來到沙盒', content: '這裡的所有資金均為模擬。結果只取決於模擬行情和已公布的規則。' },
    },
  },
  {
    key: 'notice.seconds300',
    daysAgo: 10,
    texts: {
      'en-us': { title: 'New: 300-second contracts', content: 'Second contracts now offer a 300 s period with a 95 % payout.' },
      jp: { title: '新登場：300 秒契約', content: '秒契約に配当率 95 % の 300 秒が加わりました。' },
      ko: { title: '신규: 300초 계약', content: '초 단위 계약에 수익률 95 %의 300초 기간이 추가되었습니다.' },
      mlxy: { title: 'Baharu: kontrak 300 saat', content: 'Kontrak saat kini menawarkan tempoh 300 s dengan bayaran 95 %.' },
      tai: { title: 'ใหม่: สัญญา 300 วินาที', content: 'สัญญาวินาทีเพิ่มระยะเวลา 300 วินาที ผลตอบแทน 95 %' },
      vl: { title: 'Mới: hợp đồng 300 giây', content: 'Hợp đồng giây nay có kỳ hạn 300 giây với lợi nhuận 95 %.' },
      xi: { title: 'Novedad: contratos de 300 segundos', content: 'Los contratos de segundos ofrecen ahora un periodo de 300 s con un pago del 95 %.' },
      'zh-cn': { title: '新上线：300 秒合约', content: '秒合约新增 300 秒周期，收益率 95 %。' },
      'zh-tw': { title: '新上線：300 秒合約', content: '秒合約新增 300 秒週期，收益率 95 %。' },
    },
  },
  {
    key: 'notice.maintenance',
    daysAgo: 2,
    texts: {
      'en-us': { title: 'Scheduled maintenance (simulated)', content: 'No real maintenance happens in the sandbox; this notice shows how notices look.' },
      jp: { title: '定期メンテナンスのお知らせ（シミュレーション）', content: 'サンドボックスでは実際のメンテナンスは行われません。このお知らせは表示例です。' },
      ko: { title: '정기 점검 안내(시뮬레이션)', content: '샌드박스에서는 실제 점검이 없습니다. 이 공지는 알림이 어떻게 보이는지 보여 주는 예시입니다.' },
      mlxy: { title: 'Penyelenggaraan berjadual (simulasi)', content: 'Tiada penyelenggaraan sebenar dalam sandbox; notis ini menunjukkan rupa sesuatu notis.' },
      tai: { title: 'ปิดปรับปรุงระบบตามกำหนด (จำลอง)', content: 'แซนด์บ็อกซ์ไม่มีการปิดปรับปรุงจริง ประกาศนี้เป็นตัวอย่างการแสดงประกาศ' },
      vl: { title: 'Bảo trì định kỳ (mô phỏng)', content: 'Sandbox không có bảo trì thật; thông báo này minh họa cách hiển thị thông báo.' },
      xi: { title: 'Mantenimiento programado (simulado)', content: 'En el sandbox no hay mantenimiento real; este aviso muestra cómo se ven los avisos.' },
      'zh-cn': { title: '系统维护通知（模拟）', content: '沙盒环境不会真正维护；本通知用于展示通知的样式。' },
      'zh-tw': { title: '系統維護通知（模擬）', content: '沙盒環境不會真正維護；本通知用於展示通知的樣式。' },
    },
  },
];
