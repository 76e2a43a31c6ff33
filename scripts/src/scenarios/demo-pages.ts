import type { Written } from './demo-help.ts';

/*
 * The personal menu's content pages (Article rows of category "page", keyed as the server's
 * content/codes.ts CONTENT_PAGE_KEYS), written in the nine languages. The credit score page
 * explains the formula of loan/loan-reads.ts (myLoanInfo).
 */
export const PAGE_ITEMS: readonly { key: string; texts: Written }[] = [
  {
    key: 'page.whitePaper',
    texts: {
      'en-us': {
        title: 'White paper',
        content: `## A trading sandbox

This app is a complete trading and investment app in which **no real money moves**. Its purpose is to let people learn and test trading safely.

## Principles
1. **A simulated market:** prices come from a generator with a fixed seed, so any day can be replayed exactly.
2. **A ledger for every balance:** each change of a balance is a log entry in the same transaction as its cause; a balance always equals the sum of its log.
3. **Published rules:** fees, liquidation, settlement, interest and rewards follow the formulas explained in the help centre, and nothing else.
4. **Decimal money:** amounts are exact decimals, truncated to each currency's decimals, never floating point.`,
      },
      jp: {
        title: 'ホワイトペーパー',
        content: `## 取引のサンドボックス

このアプリは、**実際のお金が一切動かない**取引・資産運用アプリです。安全に取引を学び、試せる場を提供することを目的としています。

## 原則
1. **シミュレーション市場：**価格は固定シードの生成器から作られ、どの日もそのまま再現できます。
2. **すべての残高に台帳：**残高の変動はすべて、その原因と同じトランザクションで記録されます。残高は常に記録の合計と一致します。
3. **公表されたルール：**手数料、強制決済、決済、利息、報酬はヘルプセンターで説明する計算式のみに従います。
4. **10 進数の金額：**金額は正確な 10 進数で、通貨ごとの桁数で切り捨てられ、浮動小数点は使いません。`,
      },
      ko: {
        title: '백서',
        content: `## 트레이딩 샌드박스

이 앱은 **실제 돈이 전혀 오가지 않는** 완전한 거래·투자 앱입니다. 안전하게 거래를 배우고 시험해 볼 수 있도록 하는 것이 목적입니다.

## 원칙
1. **시뮬레이션 시장:** 가격은 고정 시드를 가진 생성기에서 나오므로 어느 날이든 그대로 재현할 수 있습니다.
2. **모든 잔액에 원장:** 잔액의 모든 변화는 그 원인과 같은 트랜잭션 안에서 기록되며, 잔액은 항상 기록의 합계와 같습니다.
3. **공개된 규칙:** 수수료, 청산, 정산, 이자, 보상은 고객센터에서 설명하는 공식만을 따릅니다.
4. **십진수 금액:** 금액은 정확한 십진수이며 통화별 자릿수에서 절사되고 부동소수점은 쓰지 않습니다.`,
      },
      mlxy: {
        title: 'Kertas putih',
        content: `## Sandbox dagangan

Aplikasi ini ialah aplikasi dagangan dan pelaburan yang lengkap di mana **tiada wang sebenar bergerak**. Tujuannya adalah untuk membolehkan orang belajar dan menguji dagangan dengan selamat.

## Prinsip
1. **Pasaran simulasi:** harga datang daripada penjana dengan benih tetap, jadi mana-mana hari boleh diulang dengan tepat.
2. **Lejar untuk setiap baki:** setiap perubahan baki ialah entri log dalam transaksi yang sama dengan puncanya; baki sentiasa sama dengan jumlah lognya.
3. **Peraturan yang diterbitkan:** yuran, pencairan, penyelesaian, faedah dan ganjaran mengikut formula yang diterangkan di pusat bantuan, dan tiada yang lain.
4. **Wang perpuluhan:** jumlah ialah perpuluhan tepat, dipotong kepada perpuluhan setiap mata wang, tidak pernah titik terapung.`,
      },
      tai: {
        title: 'เอกสารไวท์เปเปอร์',
        content: `## แซนด์บ็อกซ์สำหรับการเทรด

แอปนี้เป็นแอปเทรดและลงทุนที่ครบถ้วน โดย**ไม่มีเงินจริงเคลื่อนไหวเลย** มีจุดประสงค์เพื่อให้ผู้คนได้เรียนรู้และทดลองเทรดอย่างปลอดภัย

## หลักการ
1. **ตลาดจำลอง:** ราคามาจากตัวสร้างที่ใช้ค่าเริ่มต้นคงที่ จึงเล่นซ้ำวันใดก็ได้อย่างแม่นยำ
2. **บัญชีแยกประเภทสำหรับทุกยอดเงิน:** ทุกการเปลี่ยนแปลงของยอดเงินถูกบันทึกในธุรกรรมเดียวกับสาเหตุ ยอดเงินจึงเท่ากับผลรวมของบันทึกเสมอ
3. **กฎที่ประกาศไว้:** ค่าธรรมเนียม การบังคับปิด การชำระราคา ดอกเบี้ย และรางวัล เป็นไปตามสูตรที่อธิบายไว้ในศูนย์ช่วยเหลือเท่านั้น
4. **จำนวนเงินแบบทศนิยม:** จำนวนเงินเป็นทศนิยมที่แม่นยำ ตัดตามจำนวนทศนิยมของแต่ละสกุลเงิน ไม่ใช้เลขทศนิยมลอยตัว`,
      },
      vl: {
        title: 'Sách trắng',
        content: `## Sandbox giao dịch

Ứng dụng này là một ứng dụng giao dịch và đầu tư hoàn chỉnh trong đó **không có tiền thật nào di chuyển**. Mục đích là giúp mọi người học và thử giao dịch một cách an toàn.

## Nguyên tắc
1. **Thị trường mô phỏng:** giá đến từ bộ sinh với hạt giống cố định, nên bất kỳ ngày nào cũng có thể phát lại chính xác.
2. **Sổ cái cho mọi số dư:** mỗi thay đổi số dư là một bút toán trong cùng giao dịch với nguyên nhân của nó; số dư luôn bằng tổng nhật ký.
3. **Quy tắc công khai:** phí, thanh lý, tất toán, lãi và thưởng chỉ theo các công thức giải thích trong trung tâm trợ giúp.
4. **Tiền thập phân:** số tiền là số thập phân chính xác, làm tròn xuống theo số thập phân của từng loại tiền, không bao giờ dùng số dấu phẩy động.`,
      },
      xi: {
        title: 'Libro blanco',
        content: `## Un sandbox de trading

Esta app es una aplicación completa de trading e inversión en la que **no se mueve dinero real**. Su propósito es que cualquiera pueda aprender y probar el trading con seguridad.

## Principios
1. **Un mercado simulado:** los precios salen de un generador con semilla fija, así que cualquier día puede repetirse exactamente.
2. **Un libro mayor para cada saldo:** cada cambio de un saldo es un asiento en la misma transacción que su causa; un saldo siempre es igual a la suma de su registro.
3. **Reglas publicadas:** comisiones, liquidación, liquidación de contratos, intereses y recompensas siguen las fórmulas explicadas en el centro de ayuda, y nada más.
4. **Dinero decimal:** los importes son decimales exactos, truncados a los decimales de cada moneda, nunca en coma flotante.`,
      },
      'zh-cn': {
        title: '白皮书',
        content: `## 交易沙盒

本应用是一个完整的交易与投资应用，但**不涉及任何真实资金**。其目的是让用户安全地学习和体验交易。

## 原则
1. **模拟行情：**价格由固定种子的生成器产生，任何一天都能被精确重现。
2. **每笔余额都有账本：**余额的每次变动都与其起因在同一事务中记账；余额始终等于其流水之和。
3. **公开规则：**手续费、强平、结算、利息和奖励只按帮助中心说明的公式计算。
4. **十进制金额：**金额为精确的十进制数，按各币种小数位截断，绝不使用浮点数。`,
      },
      'zh-tw': {
        title: '白皮書',
        content: `## 交易沙盒

本應用是一個完整的交易與投資應用，但**不涉及任何真實資金**。其目的是讓使用者安全地學習和體驗交易。

## 原則
1. **模擬行情：**價格由固定種子的產生器產生，任何一天都能被精確重現。
2. **每筆餘額都有帳本：**餘額的每次變動都與其起因在同一交易中記帳；餘額始終等於其流水之和。
3. **公開規則：**手續費、強平、結算、利息和獎勵只按說明中心解釋的公式計算。
4. **十進位金額：**金額為精確的十進位數，按各幣種小數位截斷，絕不使用浮點數。`,
      },
    },
  },
  {
    key: 'page.aboutUs',
    texts: {
      'en-us': {
        title: 'About us',
        content: `Sandbox Trade is a practice environment for retail traders. Everything behaves like a real trading app (deposits, reviews, positions, loans, rewards, support), but every balance is simulated.

Questions? Open the live chat from the home page or the personal menu: an automatic first answer suggests help articles, and our support team answers in the same conversation.`,
      },
      jp: {
        title: '私たちについて',
        content: `Sandbox Trade は個人トレーダー向けの練習環境です。入金、審査、ポジション、ローン、報酬、サポートなど、すべてが実際の取引アプリと同じように動作しますが、残高はすべてシミュレーションです。

ご質問はホーム画面またはマイページのメニューからライブチャットへ。最初に自動応答がヘルプ記事をご案内し、その後サポートチームが同じ会話でお答えします。`,
      },
      ko: {
        title: '회사 소개',
        content: `Sandbox Trade는 개인 트레이더를 위한 연습 환경입니다. 입금, 심사, 포지션, 대출, 보상, 고객 지원까지 실제 거래 앱과 똑같이 동작하지만 모든 잔액은 시뮬레이션입니다.

궁금한 점은 홈 화면이나 개인 메뉴의 실시간 채팅으로 문의하세요. 먼저 자동 답변이 도움말을 안내하고, 이어서 지원팀이 같은 대화에서 답변합니다.`,
      },
      mlxy: {
        title: 'Tentang kami',
        content: `Sandbox Trade ialah persekitaran latihan untuk pedagang runcit. Semuanya berfungsi seperti aplikasi dagangan sebenar (deposit, semakan, posisi, pinjaman, ganjaran, sokongan), tetapi setiap baki adalah simulasi.

Ada soalan? Buka sembang langsung dari halaman utama atau menu peribadi: jawapan automatik pertama mencadangkan artikel bantuan, dan pasukan sokongan kami menjawab dalam perbualan yang sama.`,
      },
      tai: {
        title: 'เกี่ยวกับเรา',
        content: `Sandbox Trade คือสภาพแวดล้อมสำหรับฝึกเทรดของนักลงทุนรายย่อย ทุกอย่างทำงานเหมือนแอปเทรดจริง (ฝากเงิน การตรวจสอบ สถานะ เงินกู้ รางวัล ฝ่ายบริการ) แต่ยอดเงินทั้งหมดเป็นการจำลอง

มีคำถาม? เปิดแชทสดได้จากหน้าแรกหรือเมนูส่วนตัว ระบบจะตอบอัตโนมัติพร้อมแนะนำบทความช่วยเหลือ และทีมบริการของเราจะตอบในบทสนทนาเดียวกัน`,
      },
      vl: {
        title: 'Về chúng tôi',
        content: `Sandbox Trade là môi trường luyện tập cho nhà giao dịch cá nhân. Mọi thứ hoạt động như một ứng dụng giao dịch thật (nạp tiền, xét duyệt, vị thế, khoản vay, phần thưởng, hỗ trợ), nhưng mọi số dư đều là mô phỏng.

Có câu hỏi? Mở trò chuyện trực tuyến từ trang chủ hoặc menu cá nhân: câu trả lời tự động đầu tiên gợi ý bài trợ giúp, và đội ngũ hỗ trợ sẽ trả lời trong cùng cuộc trò chuyện.`,
      },
      xi: {
        title: 'Sobre nosotros',
        content: `Sandbox Trade es un entorno de práctica para inversores minoristas. Todo funciona como en una app de trading real (depósitos, revisiones, posiciones, préstamos, recompensas, soporte), pero cada saldo es simulado.

¿Tienes preguntas? Abre el chat en vivo desde la página de inicio o el menú personal: una primera respuesta automática te sugiere artículos de ayuda y nuestro equipo de soporte responde en la misma conversación.`,
      },
      'zh-cn': {
        title: '关于我们',
        content: `Sandbox Trade 是面向个人交易者的练习环境。充值、审核、仓位、贷款、奖励、客服等一切都与真实交易应用相同，但所有余额均为模拟。

有疑问？请从首页或个人中心菜单打开在线客服：首先会自动回复并推荐帮助文章，随后客服团队会在同一会话中为您解答。`,
      },
      'zh-tw': {
        title: '關於我們',
        content: `Sandbox Trade 是面向個人交易者的練習環境。儲值、審核、倉位、貸款、獎勵、客服等一切都與真實交易應用相同，但所有餘額均為模擬。

有疑問？請從首頁或個人中心選單開啟線上客服：首先會自動回覆並推薦說明文章，隨後客服團隊會在同一對話中為您解答。`,
      },
    },
  },
  {
    key: 'page.creditScore',
    texts: {
      'en-us': {
        title: 'Your credit score',
        content: `Your credit score runs from 0 to 1,000 and is shown in the loan account. It is worked out as:

**500 + 100 × your identity verification level + 20 × loans repaid (at most +200) − 150 × overdue loans**

- **Raises it:** completing basic (+100) and advanced (+100) verification; repaying loans on time (+20 each, up to +200).
- **Lowers it:** each overdue loan (−150).

Example: advanced verification and 3 loans repaid, none overdue: 500 + 200 + 60 = 760.`,
      },
      jp: {
        title: '信用スコアについて',
        content: `信用スコアは 0〜1,000 の範囲で、ローン口座に表示されます。計算式は次のとおりです：

**500 + 100 × 本人確認レベル + 20 × 返済済みローン数（最大 +200）− 150 × 延滞ローン数**

- **上がる要因：**基本認証（+100）と上級認証（+100）の完了、期日どおりの返済（1 件ごとに +20、最大 +200）。
- **下がる要因：**延滞ローン 1 件ごとに −150。

例：上級認証済みで 3 件返済、延滞なし：500 + 200 + 60 = 760。`,
      },
      ko: {
        title: '신용 점수 안내',
        content: `신용 점수는 0~1,000 범위이며 대출 계정에 표시됩니다. 계산 방식은 다음과 같습니다:

**500 + 100 × 신원 인증 레벨 + 20 × 상환 완료 대출 수(최대 +200) − 150 × 연체 대출 수**

- **올라가는 경우:** 기본(+100)·고급(+100) 인증 완료, 대출을 기한 내 상환(건당 +20, 최대 +200).
- **내려가는 경우:** 연체 대출 1건당 −150.

예: 고급 인증 완료, 대출 3건 상환, 연체 없음: 500 + 200 + 60 = 760.`,
      },
      mlxy: {
        title: 'Skor kredit anda',
        content: `Skor kredit anda antara 0 hingga 1,000 dan ditunjukkan dalam akaun pinjaman. Ia dikira seperti berikut:

**500 + 100 × tahap pengesahan identiti + 20 × pinjaman yang dibayar balik (maksimum +200) − 150 × pinjaman tertunggak**

- **Menaikkannya:** melengkapkan pengesahan asas (+100) dan lanjutan (+100); membayar balik pinjaman tepat pada masanya (+20 setiap satu, hingga +200).
- **Menurunkannya:** setiap pinjaman tertunggak (−150).

Contoh: pengesahan lanjutan dan 3 pinjaman dibayar balik, tiada tertunggak: 500 + 200 + 60 = 760.`,
      },
      tai: {
        title: 'คะแนนเครดิตของคุณ',
        content: `คะแนนเครดิตอยู่ระหว่าง 0 ถึง 1,000 และแสดงในบัญชีเงินกู้ คำนวณดังนี้:

**500 + 100 × ระดับการยืนยันตัวตน + 20 × จำนวนเงินกู้ที่ชำระแล้ว (สูงสุด +200) − 150 × จำนวนเงินกู้ค้างชำระ**

- **เพิ่มขึ้นเมื่อ:** ยืนยันตัวตนขั้นพื้นฐาน (+100) และขั้นสูง (+100) ชำระเงินกู้ตรงเวลา (รายการละ +20 สูงสุด +200)
- **ลดลงเมื่อ:** มีเงินกู้ค้างชำระ (รายการละ −150)

ตัวอย่าง: ยืนยันขั้นสูงแล้วและชำระเงินกู้ 3 รายการ ไม่มีค้างชำระ: 500 + 200 + 60 = 760`,
      },
      vl: {
        title: 'Điểm tín dụng của bạn',
        content: `Điểm tín dụng nằm trong khoảng 0 đến 1.000 và hiển thị trong tài khoản vay. Cách tính:

**500 + 100 × cấp xác minh danh tính + 20 × số khoản vay đã trả (tối đa +200) − 150 × số khoản vay quá hạn**

- **Tăng khi:** hoàn tất xác minh cơ bản (+100) và nâng cao (+100); trả nợ đúng hạn (+20 mỗi khoản, tối đa +200).
- **Giảm khi:** mỗi khoản vay quá hạn (−150).

Ví dụ: đã xác minh nâng cao, trả xong 3 khoản vay, không quá hạn: 500 + 200 + 60 = 760.`,
      },
      xi: {
        title: 'Tu puntuación de crédito',
        content: `Tu puntuación de crédito va de 0 a 1.000 y se muestra en la cuenta de préstamos. Se calcula así:

**500 + 100 × tu nivel de verificación de identidad + 20 × préstamos devueltos (como máximo +200) − 150 × préstamos vencidos**

- **La sube:** completar la verificación básica (+100) y la avanzada (+100); devolver préstamos a tiempo (+20 cada uno, hasta +200).
- **La baja:** cada préstamo vencido (−150).

Ejemplo: verificación avanzada y 3 préstamos devueltos, ninguno vencido: 500 + 200 + 60 = 760.`,
      },
      'zh-cn': {
        title: '信用分说明',
        content: `信用分范围为 0 至 1,000，显示在借贷账户中。计算方式：

**500 + 100 × 身份认证等级 + 20 × 已还清贷款笔数（最多 +200）− 150 × 逾期贷款笔数**

- **提高：**完成初级认证（+100）和高级认证（+100）；按时还清贷款（每笔 +20，最多 +200）。
- **降低：**每笔逾期贷款（−150）。

示例：已完成高级认证、还清 3 笔贷款、无逾期：500 + 200 + 60 = 760。`,
      },
      'zh-tw': {
        title: '信用分說明',
        content: `信用分範圍為 0 至 1,000，顯示在借貸帳戶中。計算方式：

**500 + 100 × 身分認證等級 + 20 × 已還清貸款筆數（最多 +200）− 150 × 逾期貸款筆數**

- **提高：**完成初級認證（+100）和進階認證（+100）；按時還清貸款（每筆 +20，最多 +200）。
- **降低：**每筆逾期貸款（−150）。

範例：已完成進階認證、還清 3 筆貸款、無逾期：500 + 200 + 60 = 760。`,
      },
    },
  },
];
