import type { Language } from '@sandbox/shared';

/** One content item written for every language (Markdown bodies). */
export type Written = Record<Language, { title: string; summary?: string; content: string }>;

export interface HelpItem {
  key: string;
  /** HelpArticle.category: the help topic (server content/codes.ts HELP_TOPIC_NAMES). */
  topic: 'account' | 'funds' | 'review' | 'verification' | 'perpetual' | 'second' | 'flash' | 'vip' | 'loan';
  sort: number;
  texts: Written;
}

/*
 * Help centre articles explaining this app's own rules, each written in the nine languages.
 * The figures are the demo scenario's (reference-data.ts, demo-catalogue.ts, system-settings.ts)
 * and the formulas the server's (trading/margin-math.ts, trading/flash-quote.ts, loan/rules.ts).
 */
export const HELP_ITEMS: readonly HelpItem[] = [
  {
    key: 'help.depositWithdraw',
    topic: 'funds',
    sort: 1,
    texts: {
      'en-us': {
        title: 'How to deposit and withdraw',
        content: `**Deposit:** open *Recharge*, pick the currency and network and send to the address shown (in the sandbox nothing is really sent), then upload a proof. The minimum deposit is 10 USDT. The amount is credited to your spot account once staff approve it.

**Withdraw:** you need basic identity verification, a withdrawal password and a bound bank card or blockchain address (and the authenticator code if you bound Google Authenticator). The minimum is 20 USDT and the fee is 1 USDT. The amount is frozen at once and leaves your account only when it is paid out; if the withdrawal is rejected or fails, it returns to your available balance.`,
      },
      jp: {
        title: '入金と出金の方法',
        content: `**入金：**「チャージ」を開き、通貨とネットワークを選んで表示されたアドレスへ送金し（サンドボックスでは実際には送金されません）、証明画像をアップロードします。最低入金額は 10 USDT です。担当者の承認後、現物口座に反映されます。

**出金：**基本の本人確認、出金パスワード、登録済みの銀行カードまたはブロックチェーンアドレスが必要です（Google 認証を連携している場合は認証コードも）。最低額は 20 USDT、手数料は 1 USDT です。申請額はすぐに凍結され、送金された時点で口座から差し引かれます。却下または失敗した場合は利用可能残高に戻ります。`,
      },
      ko: {
        title: '입금 및 출금 방법',
        content: `**입금:** *충전*을 열고 통화와 네트워크를 선택해 표시된 주소로 송금한 뒤(샌드박스에서는 실제로 송금되지 않습니다) 증빙을 업로드하세요. 최소 입금액은 10 USDT입니다. 담당자가 승인하면 현물 계정에 반영됩니다.

**출금:** 기본 신원 인증, 출금 비밀번호, 등록된 은행 카드 또는 블록체인 주소가 필요합니다(Google OTP를 연동했다면 인증 코드도 필요). 최소 금액은 20 USDT, 수수료는 1 USDT입니다. 신청 금액은 즉시 동결되며 지급될 때 계정에서 빠져나갑니다. 반려되거나 실패하면 사용 가능 잔액으로 돌아옵니다.`,
      },
      mlxy: {
        title: 'Cara membuat deposit dan pengeluaran',
        content: `**Deposit:** buka *Tambah Nilai*, pilih mata wang dan rangkaian, hantar ke alamat yang ditunjukkan (dalam sandbox tiada apa-apa yang benar-benar dihantar), kemudian muat naik bukti. Deposit minimum ialah 10 USDT. Jumlah dikreditkan ke akaun spot anda sebaik sahaja kakitangan meluluskannya.

**Pengeluaran:** anda memerlukan pengesahan identiti asas, kata laluan pengeluaran dan kad bank atau alamat rantaian blok yang telah diikat (serta kod pengesah jika anda mengikat Google Authenticator). Minimum ialah 20 USDT dan yuran 1 USDT. Jumlah dibekukan serta-merta dan hanya keluar dari akaun apabila dibayar; jika ditolak atau gagal, ia kembali ke baki tersedia anda.`,
      },
      tai: {
        title: 'วิธีฝากเงินและถอนเงิน',
        content: `**ฝากเงิน:** เปิดหน้า *เติมเงิน* เลือกสกุลเงินและเครือข่าย แล้วโอนไปยังที่อยู่ที่แสดง (ในแซนด์บ็อกซ์ไม่มีการโอนจริง) จากนั้นอัปโหลดหลักฐาน ยอดฝากขั้นต่ำคือ 10 USDT เงินจะเข้าบัญชีสปอตเมื่อเจ้าหน้าที่อนุมัติ

**ถอนเงิน:** ต้องผ่านการยืนยันตัวตนขั้นพื้นฐาน ตั้งรหัสผ่านถอนเงิน และผูกบัตรธนาคารหรือที่อยู่บล็อกเชน (และใส่รหัสยืนยันหากผูก Google Authenticator ไว้) ยอดขั้นต่ำคือ 20 USDT ค่าธรรมเนียม 1 USDT ยอดที่ขอถอนจะถูกอายัดทันทีและออกจากบัญชีเมื่อจ่ายเงินแล้ว หากถูกปฏิเสธหรือไม่สำเร็จ เงินจะคืนเข้ายอดคงเหลือที่ใช้ได้`,
      },
      vl: {
        title: 'Cách nạp và rút tiền',
        content: `**Nạp tiền:** mở *Nạp tiền*, chọn loại tiền và mạng, chuyển đến địa chỉ hiển thị (trong sandbox không có giao dịch thật), rồi tải lên chứng từ. Số tiền nạp tối thiểu là 10 USDT. Tiền được cộng vào tài khoản giao ngay khi nhân viên duyệt.

**Rút tiền:** bạn cần xác minh danh tính cơ bản, mật khẩu rút tiền và thẻ ngân hàng hoặc địa chỉ blockchain đã liên kết (và mã xác thực nếu đã liên kết Google Authenticator). Tối thiểu 20 USDT, phí 1 USDT. Số tiền bị đóng băng ngay và chỉ rời tài khoản khi được chi trả; nếu bị từ chối hoặc thất bại, tiền trở về số dư khả dụng.`,
      },
      xi: {
        title: 'Cómo depositar y retirar',
        content: `**Depósito:** abre *Recargar*, elige la moneda y la red y envía a la dirección indicada (en el sandbox no se envía nada de verdad); después sube un comprobante. El depósito mínimo es de 10 USDT. El importe se abona en tu cuenta spot cuando el personal lo aprueba.

**Retiro:** necesitas la verificación de identidad básica, una contraseña de retiro y una tarjeta bancaria o dirección blockchain vinculada (y el código del autenticador si vinculaste Google Authenticator). El mínimo es de 20 USDT y la comisión de 1 USDT. El importe se congela al instante y solo sale de tu cuenta cuando se paga; si se rechaza o falla, vuelve a tu saldo disponible.`,
      },
      'zh-cn': {
        title: '如何充值与提现',
        content: `**充值：**打开「充值」，选择币种和网络，向页面显示的地址转账（沙盒环境不会真正转账），然后上传凭证。最低充值 10 USDT。客服审核通过后，金额存入您的现货账户。

**提现：**需要完成初级身份认证、设置提现密码，并绑定银行卡或区块链地址（如已绑定谷歌验证器，还需输入验证码）。最低提现 20 USDT，手续费 1 USDT。申请金额会立即冻结，打款后才从账户扣除；若被驳回或打款失败，金额退回可用余额。`,
      },
      'zh-tw': {
        title: '如何儲值與提現',
        content: `**儲值：**開啟「儲值」，選擇幣種和網路，向頁面顯示的地址轉帳（沙盒環境不會真正轉帳），然後上傳憑證。最低儲值 10 USDT。客服審核通過後，金額存入您的現貨帳戶。

**提現：**需要完成初級身分認證、設定提現密碼，並綁定銀行卡或區塊鏈地址（如已綁定 Google 驗證器，還需輸入驗證碼）。最低提現 20 USDT，手續費 1 USDT。申請金額會立即凍結，撥款後才從帳戶扣除；若被駁回或撥款失敗，金額退回可用餘額。`,
      },
    },
  },
  {
    key: 'help.reviewStates',
    topic: 'review',
    sort: 1,
    texts: {
      'en-us': {
        title: 'What the review states mean',
        content: `- **Deposits:** *under review* → *credited* (the amount reaches your spot account, once) or *rejected* (nothing is credited; the reason is shown).
- **Withdrawals:** *under review* → *approved* (payout under way, the money stays frozen) → *paid out*; or *rejected* before approval, or *failed* after it. Rejected and failed withdrawals return the frozen amount to your available balance.
- **Identity verification:** *pending* → *authorized* or *rejected* with a reason; after a rejection you can apply again.
- **Loans:** *pending review* → *running* → *repaid*, or *rejected*; a running loan not repaid at its end date becomes *overdue*.

Every change of state sends you a notification.`,
      },
      jp: {
        title: '審査ステータスの意味',
        content: `- **入金：**「審査中」→「反映済み」（現物口座に一度だけ入金）または「却下」（入金されず、理由が表示されます）。
- **出金：**「審査中」→「承認済み」（送金手続き中、資金は凍結のまま）→「送金完了」。承認前の「却下」、承認後の「失敗」もあります。却下・失敗の場合、凍結額は利用可能残高に戻ります。
- **本人確認：**「審査中」→「承認」または理由付きの「却下」。却下後は再申請できます。
- **ローン：**「審査中」→「返済中」→「返済済み」、または「却下」。期日までに返済されないと「延滞」になります。

ステータスが変わるたびに通知が届きます。`,
      },
      ko: {
        title: '심사 상태 안내',
        content: `- **입금:** *심사 중* → *입금 완료*(현물 계정에 한 번 반영) 또는 *반려*(입금되지 않으며 사유가 표시됨).
- **출금:** *심사 중* → *승인*(지급 진행 중, 금액은 동결 유지) → *지급 완료*. 승인 전 *반려* 또는 승인 후 *실패*가 될 수 있으며, 이때 동결 금액은 사용 가능 잔액으로 돌아옵니다.
- **신원 인증:** *심사 중* → *승인* 또는 사유와 함께 *반려*. 반려 후 다시 신청할 수 있습니다.
- **대출:** *심사 중* → *상환 중* → *상환 완료*, 또는 *반려*. 만기일까지 상환되지 않으면 *연체*가 됩니다.

상태가 바뀔 때마다 알림이 발송됩니다.`,
      },
      mlxy: {
        title: 'Maksud status semakan',
        content: `- **Deposit:** *dalam semakan* → *dikreditkan* (jumlah masuk ke akaun spot, sekali sahaja) atau *ditolak* (tiada apa dikreditkan; sebab ditunjukkan).
- **Pengeluaran:** *dalam semakan* → *diluluskan* (pembayaran sedang diproses, wang kekal dibekukan) → *dibayar*; atau *ditolak* sebelum kelulusan, atau *gagal* selepasnya. Jumlah yang dibekukan dikembalikan ke baki tersedia.
- **Pengesahan identiti:** *menunggu* → *diluluskan* atau *ditolak* dengan sebab; selepas ditolak anda boleh memohon semula.
- **Pinjaman:** *dalam semakan* → *berjalan* → *dibayar balik*, atau *ditolak*; pinjaman yang tidak dibayar pada tarikh akhir menjadi *tertunggak*.

Setiap perubahan status akan dimaklumkan kepada anda.`,
      },
      tai: {
        title: 'ความหมายของสถานะการตรวจสอบ',
        content: `- **ฝากเงิน:** *กำลังตรวจสอบ* → *เข้าบัญชีแล้ว* (เงินเข้าบัญชีสปอตเพียงครั้งเดียว) หรือ *ถูกปฏิเสธ* (ไม่มีเงินเข้า และแสดงเหตุผล)
- **ถอนเงิน:** *กำลังตรวจสอบ* → *อนุมัติแล้ว* (กำลังโอนเงิน เงินยังถูกอายัด) → *จ่ายเงินแล้ว* หรือ *ถูกปฏิเสธ* ก่อนอนุมัติ หรือ *ไม่สำเร็จ* หลังอนุมัติ ซึ่งยอดที่อายัดจะคืนเข้ายอดคงเหลือที่ใช้ได้
- **ยืนยันตัวตน:** *รอตรวจสอบ* → *อนุมัติ* หรือ *ถูกปฏิเสธ* พร้อมเหตุผล หลังถูกปฏิเสธสามารถยื่นใหม่ได้
- **เงินกู้:** *รอตรวจสอบ* → *กำลังดำเนินการ* → *ชำระแล้ว* หรือ *ถูกปฏิเสธ* เงินกู้ที่ไม่ชำระภายในวันครบกำหนดจะเป็น *ค้างชำระ*

ทุกครั้งที่สถานะเปลี่ยน คุณจะได้รับการแจ้งเตือน`,
      },
      vl: {
        title: 'Ý nghĩa các trạng thái xét duyệt',
        content: `- **Nạp tiền:** *đang xét duyệt* → *đã cộng tiền* (cộng vào tài khoản giao ngay, một lần) hoặc *bị từ chối* (không cộng tiền; có ghi lý do).
- **Rút tiền:** *đang xét duyệt* → *đã duyệt* (đang chi trả, tiền vẫn bị đóng băng) → *đã chi trả*; hoặc *bị từ chối* trước khi duyệt, *thất bại* sau khi duyệt. Khi đó số tiền đóng băng trở về số dư khả dụng.
- **Xác minh danh tính:** *chờ duyệt* → *đã duyệt* hoặc *bị từ chối* kèm lý do; sau khi bị từ chối bạn có thể nộp lại.
- **Khoản vay:** *chờ duyệt* → *đang vay* → *đã trả*, hoặc *bị từ chối*; khoản vay chưa trả đến ngày đáo hạn sẽ thành *quá hạn*.

Mỗi lần trạng thái thay đổi, bạn sẽ nhận được thông báo.`,
      },
      xi: {
        title: 'Qué significan los estados de revisión',
        content: `- **Depósitos:** *en revisión* → *abonado* (el importe llega a tu cuenta spot, una sola vez) o *rechazado* (no se abona nada; se muestra el motivo).
- **Retiros:** *en revisión* → *aprobado* (pago en curso, el dinero sigue congelado) → *pagado*; o *rechazado* antes de aprobarse, o *fallido* después. En esos casos el importe congelado vuelve a tu saldo disponible.
- **Verificación de identidad:** *pendiente* → *autorizada* o *rechazada* con un motivo; tras un rechazo puedes volver a solicitarla.
- **Préstamos:** *en revisión* → *en curso* → *devuelto*, o *rechazado*; un préstamo no devuelto en su fecha final pasa a *vencido*.

Cada cambio de estado te llega como notificación.`,
      },
      'zh-cn': {
        title: '审核状态说明',
        content: `- **充值：**「审核中」→「已到账」（金额存入现货账户，仅一次）或「已驳回」（不入账，并显示原因）。
- **提现：**「审核中」→「已通过」（正在打款，资金保持冻结）→「已打款」；或在通过前「已驳回」、通过后「打款失败」，此时冻结金额退回可用余额。
- **身份认证：**「审核中」→「已通过」或附原因「已驳回」；驳回后可重新申请。
- **贷款：**「审核中」→「还款中」→「已还清」，或「已驳回」；到期未还清的贷款变为「已逾期」。

每次状态变化，您都会收到通知。`,
      },
      'zh-tw': {
        title: '審核狀態說明',
        content: `- **儲值：**「審核中」→「已入帳」（金額存入現貨帳戶，僅一次）或「已駁回」（不入帳，並顯示原因）。
- **提現：**「審核中」→「已通過」（正在撥款，資金保持凍結）→「已撥款」；或在通過前「已駁回」、通過後「撥款失敗」，此時凍結金額退回可用餘額。
- **身分認證：**「審核中」→「已通過」或附原因「已駁回」；駁回後可重新申請。
- **貸款：**「審核中」→「還款中」→「已還清」，或「已駁回」；到期未還清的貸款變為「已逾期」。

每次狀態變化，您都會收到通知。`,
      },
    },
  },
  {
    key: 'help.verificationLevels',
    topic: 'verification',
    sort: 1,
    texts: {
      'en-us': {
        title: 'Identity verification levels',
        content: `**Level 1, basic:** your name and an ID card (front and back) or a passport (photo page and portrait page). It unlocks withdrawals and credit loans.

**Level 2, advanced:** available once basic is authorized; add your address details and an emergency contact. It raises your credit loan limit (for example from 5,000 to 50,000 USDT with the demo offers) and adds 100 points to your credit score.

A document already used by another account cannot be used again. Staff review each application; you are notified of the result.`,
      },
      jp: {
        title: '本人確認のレベル',
        content: `**レベル1（基本）：**氏名と身分証（表面と裏面）またはパスポート（写真ページと顔写真ページ）。出金とクレジットローンが利用可能になります。

**レベル2（上級）：**基本が承認された後に申請でき、住所と緊急連絡先を追加します。クレジットローンの限度額が上がり（デモの商品では 5,000 から 50,000 USDT へ）、信用スコアが 100 点加算されます。

他のアカウントで使用済みの書類は使えません。各申請は担当者が審査し、結果は通知でお知らせします。`,
      },
      ko: {
        title: '신원 인증 레벨',
        content: `**레벨 1(기본):** 이름과 신분증(앞면과 뒷면) 또는 여권(사진 면과 인물 면). 출금과 신용 대출을 이용할 수 있습니다.

**레벨 2(고급):** 기본 인증이 승인된 후 신청할 수 있으며 주소와 비상 연락처를 추가합니다. 신용 대출 한도가 올라가고(데모 상품 기준 5,000에서 50,000 USDT로) 신용 점수가 100점 추가됩니다.

다른 계정에서 사용 중인 서류는 다시 사용할 수 없습니다. 모든 신청은 담당자가 심사하며 결과는 알림으로 안내됩니다.`,
      },
      mlxy: {
        title: 'Tahap pengesahan identiti',
        content: `**Tahap 1, asas:** nama anda dan kad pengenalan (depan dan belakang) atau pasport (halaman foto dan halaman potret). Ia membuka pengeluaran dan pinjaman kredit.

**Tahap 2, lanjutan:** tersedia selepas tahap asas diluluskan; tambah butiran alamat dan kenalan kecemasan. Ia menaikkan had pinjaman kredit (contohnya daripada 5,000 kepada 50,000 USDT dengan tawaran demo) dan menambah 100 mata pada skor kredit anda.

Dokumen yang telah digunakan oleh akaun lain tidak boleh digunakan semula. Kakitangan menyemak setiap permohonan; anda akan dimaklumkan tentang keputusannya.`,
      },
      tai: {
        title: 'ระดับการยืนยันตัวตน',
        content: `**ระดับ 1 ขั้นพื้นฐาน:** ชื่อของคุณและบัตรประชาชน (ด้านหน้าและด้านหลัง) หรือหนังสือเดินทาง (หน้ารูปถ่ายและหน้าข้อมูล) ปลดล็อกการถอนเงินและสินเชื่อเครดิต

**ระดับ 2 ขั้นสูง:** ยื่นได้หลังผ่านขั้นพื้นฐาน โดยเพิ่มที่อยู่และผู้ติดต่อฉุกเฉิน ช่วยเพิ่มวงเงินสินเชื่อเครดิต (เช่น จาก 5,000 เป็น 50,000 USDT ในข้อเสนอเดโม) และเพิ่มคะแนนเครดิต 100 คะแนน

เอกสารที่บัญชีอื่นใช้แล้วไม่สามารถใช้ซ้ำได้ เจ้าหน้าที่จะตรวจสอบทุกคำขอ และแจ้งผลให้คุณทราบ`,
      },
      vl: {
        title: 'Các cấp xác minh danh tính',
        content: `**Cấp 1, cơ bản:** họ tên và căn cước (mặt trước và mặt sau) hoặc hộ chiếu (trang ảnh và trang chân dung). Mở khóa rút tiền và vay tín chấp.

**Cấp 2, nâng cao:** nộp được sau khi cấp cơ bản đã duyệt; bổ sung địa chỉ và người liên hệ khẩn cấp. Nâng hạn mức vay tín chấp (ví dụ từ 5.000 lên 50.000 USDT với các gói demo) và cộng 100 điểm tín dụng.

Giấy tờ đã được tài khoản khác sử dụng thì không dùng lại được. Nhân viên xét duyệt từng hồ sơ và bạn sẽ được thông báo kết quả.`,
      },
      xi: {
        title: 'Niveles de verificación de identidad',
        content: `**Nivel 1, básico:** tu nombre y un documento de identidad (anverso y reverso) o un pasaporte (página de la foto y página del retrato). Desbloquea los retiros y los préstamos de crédito.

**Nivel 2, avanzado:** disponible cuando el básico está autorizado; añade tu dirección y un contacto de emergencia. Aumenta tu límite de préstamo de crédito (por ejemplo de 5.000 a 50.000 USDT con las ofertas demo) y suma 100 puntos a tu puntuación de crédito.

Un documento ya usado por otra cuenta no puede volver a usarse. El personal revisa cada solicitud y se te notifica el resultado.`,
      },
      'zh-cn': {
        title: '身份认证等级',
        content: `**一级（初级）：**填写姓名并上传身份证（正反面）或护照（资料页与人像页）。完成后可提现和申请信用贷款。

**二级（高级）：**初级认证通过后可申请，补充住址信息和紧急联系人。可提高信用贷款额度（演示产品中由 5,000 提高到 50,000 USDT），信用分加 100 分。

已被其他账户使用的证件不能重复使用。每份申请均由客服审核，结果会通知您。`,
      },
      'zh-tw': {
        title: '身分認證等級',
        content: `**一級（初級）：**填寫姓名並上傳身分證（正反面）或護照（資料頁與人像頁）。完成後可提現和申請信用貸款。

**二級（進階）：**初級認證通過後可申請，補充住址資訊和緊急聯絡人。可提高信用貸款額度（示範產品中由 5,000 提高到 50,000 USDT），信用分加 100 分。

已被其他帳戶使用的證件不能重複使用。每份申請均由客服審核，結果會通知您。`,
      },
    },
  },
  {
    key: 'help.perpetualLiquidation',
    topic: 'perpetual',
    sort: 1,
    texts: {
      'en-us': {
        title: 'Perpetual fees and the liquidation price',
        content: `**Fees:** a taker fee of 0.05 % of the notional (quantity × price) is charged when a position opens and when it closes. A liquidation charges no closing fee.

**Liquidation price** (one-way mode): LP = (WB − TMM + UPNL + cum − side × size × entry) ÷ (size × MMR − side × size), where WB is the margin (isolated) or the contract wallet (cross), TMM and UPNL the maintenance margin and profit of your other cross positions, side 1 for long and −1 for short, and MMR and cum the maintenance rate and amount of your position's tier.

**Worked example:** an isolated long of 100 USDT margin at 10× when BTC is 10,000 USDT buys 0.1 BTC (notional 1,000 USDT, tier 1: MMR 0.4 %, cum 0). LP = (100 − 0.1 × 10,000) ÷ (0.1 × 0.004 − 0.1) = −900 ÷ −0.0996 = **9,036.14 USDT**. The same position short: (100 + 1,000) ÷ (0.0004 + 0.1) = **10,956.18 USDT**. When the mark price reaches it, an isolated position closes and loses its margin.`,
      },
      jp: {
        title: '無期限契約の手数料と強制決済価格',
        content: `**手数料：**ポジションの新規時と決済時に、想定元本（数量 × 価格）の 0.05 % のテイカー手数料がかかります。強制決済では決済手数料はかかりません。

**強制決済価格**（片方向モード）：LP = (WB − TMM + UPNL + cum − side × 数量 × 建値) ÷ (数量 × MMR − side × 数量)。WB は証拠金（分離）または契約ウォレット（クロス）、TMM と UPNL は他のクロスポジションの維持証拠金と損益、side はロングで 1・ショートで −1、MMR と cum はポジションの階層の維持証拠金率と控除額です。

**計算例：**BTC が 10,000 USDT のとき、証拠金 100 USDT・10 倍の分離ロングは 0.1 BTC（想定元本 1,000 USDT、第 1 階層：MMR 0.4 %、cum 0）。LP = (100 − 0.1 × 10,000) ÷ (0.1 × 0.004 − 0.1) = −900 ÷ −0.0996 = **9,036.14 USDT**。同じ条件のショートは (100 + 1,000) ÷ (0.0004 + 0.1) = **10,956.18 USDT**。マーク価格がこれに達すると、分離ポジションは決済され証拠金を失います。`,
      },
      ko: {
        title: '무기한 계약 수수료와 청산 가격',
        content: `**수수료:** 포지션을 열 때와 닫을 때 명목 금액(수량 × 가격)의 0.05 %가 테이커 수수료로 부과됩니다. 강제 청산 시에는 종료 수수료가 없습니다.

**청산 가격**(단방향 모드): LP = (WB − TMM + UPNL + cum − side × 수량 × 진입가) ÷ (수량 × MMR − side × 수량). WB는 증거금(격리) 또는 계약 지갑(교차), TMM과 UPNL은 다른 교차 포지션의 유지 증거금과 손익, side는 롱 1·숏 −1, MMR과 cum은 포지션 구간의 유지 증거금률과 공제액입니다.

**계산 예시:** BTC가 10,000 USDT일 때 증거금 100 USDT, 10배 격리 롱은 0.1 BTC(명목 1,000 USDT, 1구간: MMR 0.4 %, cum 0)입니다. LP = (100 − 0.1 × 10,000) ÷ (0.1 × 0.004 − 0.1) = −900 ÷ −0.0996 = **9,036.14 USDT**. 같은 조건의 숏은 (100 + 1,000) ÷ (0.0004 + 0.1) = **10,956.18 USDT**입니다. 마크 가격이 여기에 도달하면 격리 포지션은 종료되고 증거금을 잃습니다.`,
      },
      mlxy: {
        title: 'Yuran kontrak kekal dan harga pencairan',
        content: `**Yuran:** yuran taker 0.05 % daripada nilai nosional (kuantiti × harga) dikenakan semasa posisi dibuka dan ditutup. Pencairan tidak mengenakan yuran penutupan.

**Harga pencairan** (mod sehala): LP = (WB − TMM + UPNL + cum − side × saiz × harga masuk) ÷ (saiz × MMR − side × saiz). WB ialah margin (terasing) atau dompet kontrak (silang), TMM dan UPNL ialah margin penyelenggaraan dan untung posisi silang anda yang lain, side 1 untuk beli dan −1 untuk jual, manakala MMR dan cum ialah kadar dan jumlah penyelenggaraan bagi peringkat posisi anda.

**Contoh kiraan:** posisi beli terasing dengan margin 100 USDT pada 10× ketika BTC 10,000 USDT membeli 0.1 BTC (nosional 1,000 USDT, peringkat 1: MMR 0.4 %, cum 0). LP = (100 − 0.1 × 10,000) ÷ (0.1 × 0.004 − 0.1) = −900 ÷ −0.0996 = **9,036.14 USDT**. Posisi jual yang sama: (100 + 1,000) ÷ (0.0004 + 0.1) = **10,956.18 USDT**. Apabila harga tanda mencapainya, posisi terasing ditutup dan kehilangan marginnya.`,
      },
      tai: {
        title: 'ค่าธรรมเนียมสัญญาถาวรและราคาบังคับปิด',
        content: `**ค่าธรรมเนียม:** เรียกเก็บค่าธรรมเนียมเทคเกอร์ 0.05 % ของมูลค่าสัญญา (จำนวน × ราคา) ทั้งตอนเปิดและปิดสถานะ การบังคับปิดไม่มีค่าธรรมเนียมปิด

**ราคาบังคับปิด** (โหมดทางเดียว): LP = (WB − TMM + UPNL + cum − side × ขนาด × ราคาเข้า) ÷ (ขนาด × MMR − side × ขนาด) โดย WB คือมาร์จิน (แยก) หรือกระเป๋าสัญญา (ข้าม) TMM และ UPNL คือมาร์จินรักษาสถานะและกำไรของสถานะข้ามอื่น side เท่ากับ 1 สำหรับซื้อ และ −1 สำหรับขาย ส่วน MMR และ cum คืออัตราและจำนวนรักษาสถานะของระดับขั้นของสถานะ

**ตัวอย่าง:** สถานะซื้อแบบแยก มาร์จิน 100 USDT เลเวอเรจ 10 เท่า เมื่อ BTC อยู่ที่ 10,000 USDT ได้ 0.1 BTC (มูลค่า 1,000 USDT ขั้นที่ 1: MMR 0.4 %, cum 0) LP = (100 − 0.1 × 10,000) ÷ (0.1 × 0.004 − 0.1) = −900 ÷ −0.0996 = **9,036.14 USDT** ถ้าเป็นสถานะขายเงื่อนไขเดียวกัน: (100 + 1,000) ÷ (0.0004 + 0.1) = **10,956.18 USDT** เมื่อราคามาร์กแตะระดับนี้ สถานะแบบแยกจะถูกปิดและเสียมาร์จินทั้งหมด`,
      },
      vl: {
        title: 'Phí hợp đồng vĩnh cửu và giá thanh lý',
        content: `**Phí:** phí taker 0,05 % giá trị danh nghĩa (khối lượng × giá) được thu khi mở và khi đóng vị thế. Thanh lý không thu phí đóng.

**Giá thanh lý** (chế độ một chiều): LP = (WB − TMM + UPNL + cum − side × khối lượng × giá vào) ÷ (khối lượng × MMR − side × khối lượng). WB là ký quỹ (cô lập) hoặc ví hợp đồng (chéo), TMM và UPNL là ký quỹ duy trì và lãi lỗ của các vị thế chéo khác, side là 1 với lệnh mua và −1 với lệnh bán, MMR và cum là tỷ lệ và số tiền duy trì của bậc vị thế.

**Ví dụ:** vị thế mua cô lập ký quỹ 100 USDT, đòn bẩy 10× khi BTC ở 10.000 USDT mua được 0,1 BTC (danh nghĩa 1.000 USDT, bậc 1: MMR 0,4 %, cum 0). LP = (100 − 0,1 × 10.000) ÷ (0,1 × 0,004 − 0,1) = −900 ÷ −0,0996 = **9.036,14 USDT**. Cùng vị thế nhưng bán: (100 + 1.000) ÷ (0,0004 + 0,1) = **10.956,18 USDT**. Khi giá đánh dấu chạm mức này, vị thế cô lập bị đóng và mất ký quỹ.`,
      },
      xi: {
        title: 'Comisiones perpetuas y precio de liquidación',
        content: `**Comisiones:** se cobra una comisión taker del 0,05 % del nocional (cantidad × precio) al abrir y al cerrar una posición. Una liquidación no cobra comisión de cierre.

**Precio de liquidación** (modo unidireccional): LP = (WB − TMM + UPNL + cum − lado × tamaño × entrada) ÷ (tamaño × MMR − lado × tamaño), donde WB es el margen (aislado) o la billetera de contratos (cruzado), TMM y UPNL el margen de mantenimiento y el resultado de tus otras posiciones cruzadas, lado 1 para largo y −1 para corto, y MMR y cum la tasa y el importe de mantenimiento del tramo de tu posición.

**Ejemplo:** un largo aislado de 100 USDT de margen a 10× con BTC a 10.000 USDT compra 0,1 BTC (nocional 1.000 USDT, tramo 1: MMR 0,4 %, cum 0). LP = (100 − 0,1 × 10.000) ÷ (0,1 × 0,004 − 0,1) = −900 ÷ −0,0996 = **9.036,14 USDT**. La misma posición en corto: (100 + 1.000) ÷ (0,0004 + 0,1) = **10.956,18 USDT**. Cuando el precio de marca lo alcanza, la posición aislada se cierra y pierde su margen.`,
      },
      'zh-cn': {
        title: '永续合约手续费与强平价格',
        content: `**手续费：**开仓和平仓时各收取名义价值（数量 × 价格）0.05 % 的吃单手续费。强平不收取平仓手续费。

**强平价格**（单向持仓）：LP = (WB − TMM + UPNL + cum − 方向 × 数量 × 开仓价) ÷ (数量 × MMR − 方向 × 数量)。其中 WB 为保证金（逐仓）或合约钱包余额（全仓），TMM 和 UPNL 为其他全仓仓位的维持保证金与未实现盈亏，方向做多为 1、做空为 −1，MMR 和 cum 为仓位所在档位的维持保证金率与速算额。

**计算示例：**BTC 价格 10,000 USDT 时，以 100 USDT 保证金、10 倍杠杆逐仓做多，买入 0.1 BTC（名义价值 1,000 USDT，第 1 档：MMR 0.4 %，cum 0）。LP = (100 − 0.1 × 10,000) ÷ (0.1 × 0.004 − 0.1) = −900 ÷ −0.0996 = **9,036.14 USDT**。同样条件做空：(100 + 1,000) ÷ (0.0004 + 0.1) = **10,956.18 USDT**。标记价格触及该价时，逐仓仓位被平仓并损失全部保证金。`,
      },
      'zh-tw': {
        title: '永續合約手續費與強平價格',
        content: `**手續費：**開倉和平倉時各收取名目價值（數量 × 價格）0.05 % 的吃單手續費。強平不收取平倉手續費。

**強平價格**（單向持倉）：LP = (WB − TMM + UPNL + cum − 方向 × 數量 × 開倉價) ÷ (數量 × MMR − 方向 × 數量)。其中 WB 為保證金（逐倉）或合約錢包餘額（全倉），TMM 和 UPNL 為其他全倉倉位的維持保證金與未實現盈虧，方向做多為 1、做空為 −1，MMR 和 cum 為倉位所在級距的維持保證金率與速算額。

**計算範例：**BTC 價格 10,000 USDT 時，以 100 USDT 保證金、10 倍槓桿逐倉做多，買入 0.1 BTC（名目價值 1,000 USDT，第 1 級：MMR 0.4 %，cum 0）。LP = (100 − 0.1 × 10,000) ÷ (0.1 × 0.004 − 0.1) = −900 ÷ −0.0996 = **9,036.14 USDT**。同樣條件做空：(100 + 1,000) ÷ (0.0004 + 0.1) = **10,956.18 USDT**。標記價格觸及該價時，逐倉倉位被平倉並損失全部保證金。`,
      },
    },
  },
  {
    key: 'help.secondSettlement',
    topic: 'second',
    sort: 1,
    texts: {
      'en-us': {
        title: 'How second contracts settle',
        content: `Choose up or down and a period: 30 s (80 % payout), 60 s (85 %), 120 s (90 %) or 300 s (95 %). The stake leaves your spot balance when you buy.

At expiry the contract settles at the price of that exact instant, even if the server was busy or down at that moment:
- **Right call** (up and the price is higher, or down and it is lower): you receive the stake plus stake × payout. 100 USDT at 85 % returns 185 USDT.
- **Equal price:** the stake is refunded.
- **Wrong call:** the stake is lost.

Each order settles once; you are notified of the result.`,
      },
      jp: {
        title: '秒契約の決済方法',
        content: `上昇か下落かと期間を選びます：30 秒（配当 80 %）、60 秒（85 %）、120 秒（90 %）、300 秒（95 %）。購入時に賭け金が現物残高から差し引かれます。

満期時は、その瞬間の価格で決済されます（サーバーが混雑・停止していても同じです）：
- **予想的中**（上昇を選び価格が上がった、または下落を選び下がった）：賭け金＋賭け金 × 配当率を受け取ります。100 USDT・85 % なら 185 USDT。
- **同値：**賭け金が返金されます。
- **予想外れ：**賭け金を失います。

各注文は一度だけ決済され、結果は通知でお知らせします。`,
      },
      ko: {
        title: '초 단위 계약 정산 방식',
        content: `상승 또는 하락과 기간을 선택합니다: 30초(수익률 80 %), 60초(85 %), 120초(90 %), 300초(95 %). 구매 시 원금이 현물 잔액에서 차감됩니다.

만기 시점의 정확한 가격으로 정산되며, 그 순간 서버가 바쁘거나 중단되어도 같습니다:
- **예측 적중**(상승 선택 후 가격 상승, 또는 하락 선택 후 가격 하락): 원금 + 원금 × 수익률을 받습니다. 100 USDT, 85 %이면 185 USDT.
- **가격 동일:** 원금이 환불됩니다.
- **예측 실패:** 원금을 잃습니다.

각 주문은 한 번만 정산되며 결과는 알림으로 안내됩니다.`,
      },
      mlxy: {
        title: 'Cara kontrak saat diselesaikan',
        content: `Pilih naik atau turun dan tempoh: 30 s (bayaran 80 %), 60 s (85 %), 120 s (90 %) atau 300 s (95 %). Taruhan keluar dari baki spot anda semasa membeli.

Pada tamat tempoh, kontrak diselesaikan pada harga saat tepat itu, walaupun pelayan sibuk atau terhenti ketika itu:
- **Ramalan tepat** (naik dan harga lebih tinggi, atau turun dan harga lebih rendah): anda menerima taruhan serta taruhan × kadar bayaran. 100 USDT pada 85 % memulangkan 185 USDT.
- **Harga sama:** taruhan dipulangkan.
- **Ramalan salah:** taruhan hilang.

Setiap pesanan diselesaikan sekali sahaja; anda akan dimaklumkan keputusannya.`,
      },
      tai: {
        title: 'การชำระราคาสัญญาวินาที',
        content: `เลือกขึ้นหรือลงและระยะเวลา: 30 วินาที (ผลตอบแทน 80 %) 60 วินาที (85 %) 120 วินาที (90 %) หรือ 300 วินาที (95 %) เงินเดิมพันจะถูกหักจากยอดสปอตเมื่อซื้อ

เมื่อครบกำหนด สัญญาจะชำระราคาที่ราคา ณ วินาทีนั้นพอดี แม้เซิร์ฟเวอร์จะยุ่งหรือหยุดทำงานในขณะนั้น:
- **ทายถูก** (เลือกขึ้นและราคาสูงขึ้น หรือเลือกลงและราคาต่ำลง): ได้รับเงินเดิมพันบวกเงินเดิมพัน × อัตราผลตอบแทน 100 USDT ที่ 85 % ได้คืน 185 USDT
- **ราคาเท่าเดิม:** คืนเงินเดิมพัน
- **ทายผิด:** เสียเงินเดิมพัน

แต่ละคำสั่งชำระราคาเพียงครั้งเดียว และคุณจะได้รับแจ้งผล`,
      },
      vl: {
        title: 'Cách hợp đồng giây được tất toán',
        content: `Chọn lên hoặc xuống và kỳ hạn: 30 giây (lợi nhuận 80 %), 60 giây (85 %), 120 giây (90 %) hoặc 300 giây (95 %). Tiền cược bị trừ khỏi số dư giao ngay khi mua.

Khi đáo hạn, hợp đồng tất toán theo giá tại đúng thời điểm đó, kể cả khi máy chủ đang bận hoặc ngừng hoạt động:
- **Dự đoán đúng** (chọn lên và giá cao hơn, hoặc chọn xuống và giá thấp hơn): nhận tiền cược cộng tiền cược × tỷ lệ lợi nhuận. 100 USDT ở mức 85 % trả về 185 USDT.
- **Giá bằng nhau:** hoàn lại tiền cược.
- **Dự đoán sai:** mất tiền cược.

Mỗi lệnh chỉ tất toán một lần; bạn sẽ được thông báo kết quả.`,
      },
      xi: {
        title: 'Cómo se liquidan los contratos de segundos',
        content: `Elige sube o baja y un periodo: 30 s (pago del 80 %), 60 s (85 %), 120 s (90 %) o 300 s (95 %). La apuesta sale de tu saldo spot al comprar.

Al vencer, el contrato se liquida al precio de ese instante exacto, aunque el servidor estuviera ocupado o detenido en ese momento:
- **Acierto** (sube y el precio es mayor, o baja y es menor): recibes la apuesta más apuesta × pago. 100 USDT al 85 % devuelven 185 USDT.
- **Precio igual:** se reembolsa la apuesta.
- **Fallo:** se pierde la apuesta.

Cada orden se liquida una sola vez y se te notifica el resultado.`,
      },
      'zh-cn': {
        title: '秒合约如何结算',
        content: `选择看涨或看跌以及周期：30 秒（收益率 80 %）、60 秒（85 %）、120 秒（90 %）或 300 秒（95 %）。下单时本金从现货余额扣除。

到期时按到期那一刻的价格结算，即使当时服务器繁忙或停机也一样：
- **预测正确**（看涨且价格更高，或看跌且价格更低）：返还本金并获得本金 × 收益率。100 USDT、85 % 共返还 185 USDT。
- **价格相同：**退还本金。
- **预测错误：**损失本金。

每笔订单只结算一次，结果会通知您。`,
      },
      'zh-tw': {
        title: '秒合約如何結算',
        content: `選擇看漲或看跌以及週期：30 秒（收益率 80 %）、60 秒（85 %）、120 秒（90 %）或 300 秒（95 %）。下單時本金從現貨餘額扣除。

到期時按到期那一刻的價格結算，即使當時伺服器繁忙或停機也一樣：
- **預測正確**（看漲且價格更高，或看跌且價格更低）：返還本金並獲得本金 × 收益率。100 USDT、85 % 共返還 185 USDT。
- **價格相同：**退還本金。
- **預測錯誤：**損失本金。

每筆訂單只結算一次，結果會通知您。`,
      },
    },
  },
  {
    key: 'help.flashSpread',
    topic: 'flash',
    sort: 1,
    texts: {
      'en-us': {
        title: 'Flash exchange: rate, spread and fee',
        content: `Flash exchange swaps one currency for another from your spot balance at once.

- **Rate:** the mid market rate less the published spread of 0.2 %.
- **Fee:** 0.1 % of the amount you receive, taken from it.
- The quote is valid for a short time; if the market moves against you before you confirm, the exchange is refused instead of giving you less than the quote.

**Example:** 0.1 BTC to USDT with a mid rate of 60,000: rate 60,000 × 0.998 = 59,880; 0.1 × 59,880 = 5,988 USDT; fee 5.988; you receive **5,982.01 USDT** (amounts are truncated to the currency's decimals).`,
      },
      jp: {
        title: 'フラッシュ交換：レート・スプレッド・手数料',
        content: `フラッシュ交換は、現物残高のある通貨を別の通貨へ即時に交換します。

- **レート：**市場の仲値から公表スプレッド 0.2 % を差し引いたもの。
- **手数料：**受取額の 0.1 %（受取額から差し引き）。
- 見積もりの有効時間は短く、確定前に相場が不利に動いた場合は、見積もりより少ない額で交換せず取引が拒否されます。

**例：**仲値 60,000 で 0.1 BTC を USDT に交換：レート 60,000 × 0.998 = 59,880、0.1 × 59,880 = 5,988 USDT、手数料 5.988、受取額 **5,982.01 USDT**（通貨の小数桁で切り捨て）。`,
      },
      ko: {
        title: '빠른 환전: 환율, 스프레드, 수수료',
        content: `빠른 환전은 현물 잔액의 통화를 다른 통화로 즉시 바꿉니다.

- **환율:** 시장 중간 환율에서 공시 스프레드 0.2 %를 뺀 값.
- **수수료:** 받는 금액의 0.1 %, 받는 금액에서 차감.
- 견적은 짧은 시간 동안 유효하며, 확정 전에 시세가 불리하게 움직이면 견적보다 적게 지급하지 않고 환전을 거절합니다.

**예시:** 중간 환율 60,000에서 0.1 BTC를 USDT로: 환율 60,000 × 0.998 = 59,880, 0.1 × 59,880 = 5,988 USDT, 수수료 5.988, 수령액 **5,982.01 USDT**(통화 소수 자릿수에서 절사).`,
      },
      mlxy: {
        title: 'Tukaran kilat: kadar, sebaran dan yuran',
        content: `Tukaran kilat menukar satu mata wang kepada mata wang lain daripada baki spot anda serta-merta.

- **Kadar:** kadar pertengahan pasaran ditolak sebaran yang diterbitkan sebanyak 0.2 %.
- **Yuran:** 0.1 % daripada jumlah yang anda terima, diambil daripadanya.
- Sebut harga sah untuk masa yang singkat; jika pasaran bergerak tidak memihak kepada anda sebelum anda mengesahkan, tukaran ditolak dan bukannya memberi anda kurang daripada sebut harga.

**Contoh:** 0.1 BTC kepada USDT dengan kadar pertengahan 60,000: kadar 60,000 × 0.998 = 59,880; 0.1 × 59,880 = 5,988 USDT; yuran 5.988; anda menerima **5,982.01 USDT** (jumlah dipotong kepada perpuluhan mata wang).`,
      },
      tai: {
        title: 'แลกเปลี่ยนด่วน: อัตรา สเปรด และค่าธรรมเนียม',
        content: `การแลกเปลี่ยนด่วนจะแลกสกุลเงินหนึ่งเป็นอีกสกุลหนึ่งจากยอดสปอตของคุณทันที

- **อัตรา:** อัตรากลางของตลาดหักสเปรดที่ประกาศไว้ 0.2 %
- **ค่าธรรมเนียม:** 0.1 % ของจำนวนที่ได้รับ หักจากจำนวนนั้น
- ใบเสนอราคามีอายุสั้น หากตลาดเคลื่อนไหวในทางที่ไม่เป็นผลดีก่อนยืนยัน ระบบจะปฏิเสธการแลกแทนที่จะให้น้อยกว่าที่เสนอ

**ตัวอย่าง:** แลก 0.1 BTC เป็น USDT ที่อัตรากลาง 60,000: อัตรา 60,000 × 0.998 = 59,880; 0.1 × 59,880 = 5,988 USDT; ค่าธรรมเนียม 5.988; ได้รับ **5,982.01 USDT** (ตัดทศนิยมตามสกุลเงิน)`,
      },
      vl: {
        title: 'Đổi nhanh: tỷ giá, chênh lệch và phí',
        content: `Đổi nhanh chuyển một loại tiền sang loại khác ngay lập tức từ số dư giao ngay.

- **Tỷ giá:** tỷ giá giữa thị trường trừ chênh lệch công bố 0,2 %.
- **Phí:** 0,1 % số tiền bạn nhận, trừ trực tiếp vào đó.
- Báo giá chỉ có hiệu lực trong thời gian ngắn; nếu thị trường biến động bất lợi trước khi bạn xác nhận, giao dịch bị từ chối thay vì trả bạn ít hơn báo giá.

**Ví dụ:** đổi 0,1 BTC sang USDT với tỷ giá giữa 60.000: tỷ giá 60.000 × 0,998 = 59.880; 0,1 × 59.880 = 5.988 USDT; phí 5,988; bạn nhận **5.982,01 USDT** (làm tròn xuống theo số thập phân của loại tiền).`,
      },
      xi: {
        title: 'Intercambio rápido: tipo, diferencial y comisión',
        content: `El intercambio rápido cambia una moneda por otra desde tu saldo spot al instante.

- **Tipo:** el tipo medio del mercado menos el diferencial publicado del 0,2 %.
- **Comisión:** el 0,1 % del importe que recibes, descontado de él.
- La cotización vale poco tiempo; si el mercado se mueve en tu contra antes de confirmar, el intercambio se rechaza en lugar de darte menos de lo cotizado.

**Ejemplo:** 0,1 BTC a USDT con un tipo medio de 60.000: tipo 60.000 × 0,998 = 59.880; 0,1 × 59.880 = 5.988 USDT; comisión 5,988; recibes **5.982,01 USDT** (los importes se truncan a los decimales de la moneda).`,
      },
      'zh-cn': {
        title: '闪兑：汇率、点差与手续费',
        content: `闪兑可将现货余额中的一种币即时兑换为另一种币。

- **汇率：**市场中间价减去公布的 0.2 % 点差。
- **手续费：**到账金额的 0.1 %，从到账金额中扣除。
- 报价有效期很短；若确认前行情向不利方向变动，系统会拒绝兑换，而不会让您少于报价到账。

**示例：**中间价 60,000 时将 0.1 BTC 兑换为 USDT：汇率 60,000 × 0.998 = 59,880；0.1 × 59,880 = 5,988 USDT；手续费 5.988；到账 **5,982.01 USDT**（按币种小数位截断）。`,
      },
      'zh-tw': {
        title: '閃兌：匯率、點差與手續費',
        content: `閃兌可將現貨餘額中的一種幣即時兌換為另一種幣。

- **匯率：**市場中間價減去公布的 0.2 % 點差。
- **手續費：**到帳金額的 0.1 %，從到帳金額中扣除。
- 報價有效期很短；若確認前行情往不利方向變動，系統會拒絕兌換，而不會讓您少於報價到帳。

**範例：**中間價 60,000 時將 0.1 BTC 兌換為 USDT：匯率 60,000 × 0.998 = 59,880；0.1 × 59,880 = 5,988 USDT；手續費 5.988；到帳 **5,982.01 USDT**（按幣種小數位截斷）。`,
      },
    },
  },
  {
    key: 'help.vipLevels',
    topic: 'vip',
    sort: 1,
    texts: {
      'en-us': {
        title: 'VIP levels and their rewards',
        content: `Your VIP level follows your total assets in USDT:

| Level | Total assets from | Weekly red envelope | One-time upgrade bonus |
|---|---|---|---|
| VIP1 | 1,000 | 2 | 10 |
| VIP2 | 5,000 | 8 | 38 |
| VIP3 | 20,000 | 25 | 128 |
| VIP4 | 50,000 | 60 | 288 |
| VIP5 | 200,000 | 200 | 888 |
| VIP6 | 500,000 | 500 | 1,888 |

The red envelope is paid every Monday (region time) at your current level. The upgrade bonus is paid once per level, the first time you reach it; falling back and rising again pays nothing more. Some earn products require a minimum VIP level.`,
      },
      jp: {
        title: 'VIP レベルと特典',
        content: `VIP レベルは USDT 換算の総資産で決まります：

| レベル | 総資産（以上） | 毎週のお年玉 | 初回昇格ボーナス |
|---|---|---|---|
| VIP1 | 1,000 | 2 | 10 |
| VIP2 | 5,000 | 8 | 38 |
| VIP3 | 20,000 | 25 | 128 |
| VIP4 | 50,000 | 60 | 288 |
| VIP5 | 200,000 | 200 | 888 |
| VIP6 | 500,000 | 500 | 1,888 |

お年玉は毎週月曜日（地域時間）に現在のレベルで支払われます。昇格ボーナスは各レベルに初めて到達したときに一度だけ支払われ、下がってから再到達しても再度は支払われません。一部の資産運用商品には最低 VIP レベルがあります。`,
      },
      ko: {
        title: 'VIP 레벨과 혜택',
        content: `VIP 레벨은 USDT 기준 총자산에 따라 정해집니다:

| 레벨 | 총자산(이상) | 주간 홍바오 | 1회 승급 보너스 |
|---|---|---|---|
| VIP1 | 1,000 | 2 | 10 |
| VIP2 | 5,000 | 8 | 38 |
| VIP3 | 20,000 | 25 | 128 |
| VIP4 | 50,000 | 60 | 288 |
| VIP5 | 200,000 | 200 | 888 |
| VIP6 | 500,000 | 500 | 1,888 |

홍바오는 매주 월요일(지역 시간) 현재 레벨 기준으로 지급됩니다. 승급 보너스는 각 레벨에 처음 도달할 때 한 번만 지급되며, 내려갔다가 다시 올라도 추가 지급되지 않습니다. 일부 재테크 상품은 최소 VIP 레벨이 필요합니다.`,
      },
      mlxy: {
        title: 'Tahap VIP dan ganjarannya',
        content: `Tahap VIP anda mengikut jumlah aset anda dalam USDT:

| Tahap | Jumlah aset dari | Angpau mingguan | Bonus naik taraf sekali |
|---|---|---|---|
| VIP1 | 1,000 | 2 | 10 |
| VIP2 | 5,000 | 8 | 38 |
| VIP3 | 20,000 | 25 | 128 |
| VIP4 | 50,000 | 60 | 288 |
| VIP5 | 200,000 | 200 | 888 |
| VIP6 | 500,000 | 500 | 1,888 |

Angpau dibayar setiap Isnin (waktu rantau) mengikut tahap semasa anda. Bonus naik taraf dibayar sekali bagi setiap tahap, kali pertama anda mencapainya; jatuh dan naik semula tidak dibayar lagi. Sesetengah produk pelaburan memerlukan tahap VIP minimum.`,
      },
      tai: {
        title: 'ระดับ VIP และสิทธิประโยชน์',
        content: `ระดับ VIP ขึ้นอยู่กับสินทรัพย์รวมของคุณในหน่วย USDT:

| ระดับ | สินทรัพย์รวมตั้งแต่ | อั่งเปารายสัปดาห์ | โบนัสเลื่อนระดับครั้งเดียว |
|---|---|---|---|
| VIP1 | 1,000 | 2 | 10 |
| VIP2 | 5,000 | 8 | 38 |
| VIP3 | 20,000 | 25 | 128 |
| VIP4 | 50,000 | 60 | 288 |
| VIP5 | 200,000 | 200 | 888 |
| VIP6 | 500,000 | 500 | 1,888 |

อั่งเปาจ่ายทุกวันจันทร์ (เวลาภูมิภาค) ตามระดับปัจจุบัน โบนัสเลื่อนระดับจ่ายครั้งเดียวต่อระดับเมื่อถึงระดับนั้นเป็นครั้งแรก หากลดลงแล้วขึ้นใหม่จะไม่ได้รับอีก ผลิตภัณฑ์การลงทุนบางรายการกำหนดระดับ VIP ขั้นต่ำ`,
      },
      vl: {
        title: 'Cấp VIP và phần thưởng',
        content: `Cấp VIP của bạn theo tổng tài sản tính bằng USDT:

| Cấp | Tổng tài sản từ | Lì xì hằng tuần | Thưởng thăng cấp một lần |
|---|---|---|---|
| VIP1 | 1.000 | 2 | 10 |
| VIP2 | 5.000 | 8 | 38 |
| VIP3 | 20.000 | 25 | 128 |
| VIP4 | 50.000 | 60 | 288 |
| VIP5 | 200.000 | 200 | 888 |
| VIP6 | 500.000 | 500 | 1.888 |

Lì xì được trả vào thứ Hai hằng tuần (giờ khu vực) theo cấp hiện tại. Thưởng thăng cấp chỉ trả một lần cho mỗi cấp, khi bạn đạt cấp đó lần đầu; tụt cấp rồi lên lại không được trả thêm. Một số sản phẩm đầu tư yêu cầu cấp VIP tối thiểu.`,
      },
      xi: {
        title: 'Niveles VIP y sus recompensas',
        content: `Tu nivel VIP sigue tus activos totales en USDT:

| Nivel | Activos totales desde | Sobre rojo semanal | Bono único de ascenso |
|---|---|---|---|
| VIP1 | 1.000 | 2 | 10 |
| VIP2 | 5.000 | 8 | 38 |
| VIP3 | 20.000 | 25 | 128 |
| VIP4 | 50.000 | 60 | 288 |
| VIP5 | 200.000 | 200 | 888 |
| VIP6 | 500.000 | 500 | 1.888 |

El sobre rojo se paga cada lunes (hora de la región) según tu nivel actual. El bono de ascenso se paga una vez por nivel, la primera vez que lo alcanzas; bajar y volver a subir no paga nada más. Algunos productos de inversión exigen un nivel VIP mínimo.`,
      },
      'zh-cn': {
        title: 'VIP 等级与权益',
        content: `VIP 等级按您以 USDT 计的总资产确定：

| 等级 | 总资产（不低于） | 每周红包 | 首次升级奖励 |
|---|---|---|---|
| VIP1 | 1,000 | 2 | 10 |
| VIP2 | 5,000 | 8 | 38 |
| VIP3 | 20,000 | 25 | 128 |
| VIP4 | 50,000 | 60 | 288 |
| VIP5 | 200,000 | 200 | 888 |
| VIP6 | 500,000 | 500 | 1,888 |

红包于每周一（地区时间）按当前等级发放。升级奖励每个等级仅在首次达到时发放一次，降级后再升回不会重复发放。部分理财产品要求最低 VIP 等级。`,
      },
      'zh-tw': {
        title: 'VIP 等級與權益',
        content: `VIP 等級按您以 USDT 計的總資產確定：

| 等級 | 總資產（不低於） | 每週紅包 | 首次升級獎勵 |
|---|---|---|---|
| VIP1 | 1,000 | 2 | 10 |
| VIP2 | 5,000 | 8 | 38 |
| VIP3 | 20,000 | 25 | 128 |
| VIP4 | 50,000 | 60 | 288 |
| VIP5 | 200,000 | 200 | 888 |
| VIP6 | 500,000 | 500 | 1,888 |

紅包於每週一（地區時間）按目前等級發放。升級獎勵每個等級僅在首次達到時發放一次，降級後再升回不會重複發放。部分理財產品要求最低 VIP 等級。`,
      },
    },
  },
  {
    key: 'help.loans',
    topic: 'loan',
    sort: 1,
    texts: {
      'en-us': {
        title: 'Credit and pledge loans',
        content: `**Credit loan:** needs basic identity verification; your limit is the largest offer's maximum (higher after advanced verification), and one credit loan can be open at a time.

**Pledge loan:** you pledge BTC or ETH worth the loan times the offer's pledge rate (for example 150 %); it is frozen while the loan runs. If the debt reaches 80 % of the pledge's value you get a margin call; at 90 % the loan is repaid from the pledge.

**Interest:** amount × daily rate × days. Example: 1,000 USDT for 7 days at 0.1 % a day costs 7 USDT.

**Repayment:** automatic from your spot balance at the end date; you can repay early, paying interest for each day begun. A loan not repaid becomes overdue: a penalty of twice the daily rate on the principal is added for each day begun, and your credit score drops.`,
      },
      jp: {
        title: 'クレジットローンと担保ローン',
        content: `**クレジットローン：**基本の本人確認が必要です。限度額は商品の最大額のうち最も大きいもの（上級認証後はさらに高額）で、同時に借りられるのは 1 件です。

**担保ローン：**借入額 × 担保率（例：150 %）相当の BTC または ETH を担保に入れ、返済まで凍結されます。債務が担保価値の 80 % に達すると追加証拠金の通知、90 % で担保から返済されます。

**利息：**金額 × 日利 × 日数。例：1,000 USDT を日利 0.1 % で 7 日借りると 7 USDT。

**返済：**期日に現物残高から自動返済されます。繰上げ返済も可能で、利息は開始した日数分です。返済されないと延滞となり、元本に日利の 2 倍の延滞金が開始した日ごとに加算され、信用スコアが下がります。`,
      },
      ko: {
        title: '신용 대출과 담보 대출',
        content: `**신용 대출:** 기본 신원 인증이 필요합니다. 한도는 상품 최대 금액 중 가장 큰 값(고급 인증 후 더 높음)이며 신용 대출은 한 번에 한 건만 받을 수 있습니다.

**담보 대출:** 대출 금액 × 담보 비율(예: 150 %)만큼의 BTC 또는 ETH를 담보로 맡기며 대출 기간 동안 동결됩니다. 부채가 담보 가치의 80 %에 이르면 추가 담보 요청, 90 %에서는 담보로 상환됩니다.

**이자:** 금액 × 일 이율 × 일수. 예: 1,000 USDT를 일 0.1 %로 7일 빌리면 7 USDT.

**상환:** 만기일에 현물 잔액에서 자동 상환되며, 조기 상환 시 시작된 일수만큼 이자를 냅니다. 상환되지 않으면 연체가 되어 시작된 날마다 원금에 일 이율의 2배 연체료가 붙고 신용 점수가 낮아집니다.`,
      },
      mlxy: {
        title: 'Pinjaman kredit dan pinjaman cagaran',
        content: `**Pinjaman kredit:** memerlukan pengesahan identiti asas; had anda ialah maksimum tawaran terbesar (lebih tinggi selepas pengesahan lanjutan), dan hanya satu pinjaman kredit boleh aktif pada satu masa.

**Pinjaman cagaran:** anda mencagarkan BTC atau ETH bernilai pinjaman didarab kadar cagaran tawaran (contohnya 150 %); ia dibekukan sepanjang pinjaman. Jika hutang mencapai 80 % nilai cagaran anda menerima panggilan margin; pada 90 % pinjaman dibayar daripada cagaran.

**Faedah:** jumlah × kadar harian × hari. Contoh: 1,000 USDT selama 7 hari pada 0.1 % sehari berharga 7 USDT.

**Bayaran balik:** automatik daripada baki spot pada tarikh akhir; anda boleh membayar lebih awal dengan faedah bagi setiap hari yang bermula. Pinjaman yang tidak dibayar menjadi tertunggak: penalti dua kali kadar harian atas prinsipal ditambah bagi setiap hari yang bermula, dan skor kredit anda menurun.`,
      },
      tai: {
        title: 'สินเชื่อเครดิตและสินเชื่อจำนำ',
        content: `**สินเชื่อเครดิต:** ต้องผ่านการยืนยันตัวตนขั้นพื้นฐาน วงเงินคือยอดสูงสุดของข้อเสนอที่มากที่สุด (สูงขึ้นหลังยืนยันขั้นสูง) และเปิดสินเชื่อเครดิตได้ครั้งละหนึ่งรายการ

**สินเชื่อจำนำ:** คุณวาง BTC หรือ ETH มูลค่าเท่ากับเงินกู้ × อัตราหลักประกันของข้อเสนอ (เช่น 150 %) ซึ่งจะถูกอายัดตลอดอายุเงินกู้ หากหนี้ถึง 80 % ของมูลค่าหลักประกันจะได้รับแจ้งเติมหลักประกัน และที่ 90 % เงินกู้จะถูกชำระจากหลักประกัน

**ดอกเบี้ย:** จำนวนเงิน × อัตรารายวัน × จำนวนวัน ตัวอย่าง: กู้ 1,000 USDT 7 วันที่ 0.1 % ต่อวัน เสียดอกเบี้ย 7 USDT

**การชำระคืน:** หักอัตโนมัติจากยอดสปอตในวันครบกำหนด ชำระก่อนกำหนดได้โดยจ่ายดอกเบี้ยตามจำนวนวันที่เริ่มแล้ว หากไม่ชำระจะเป็นค้างชำระ: มีค่าปรับสองเท่าของอัตรารายวันบนเงินต้นทุกวันที่เริ่ม และคะแนนเครดิตลดลง`,
      },
      vl: {
        title: 'Vay tín chấp và vay thế chấp',
        content: `**Vay tín chấp:** cần xác minh danh tính cơ bản; hạn mức là mức tối đa lớn nhất của các gói (cao hơn sau khi xác minh nâng cao), và mỗi lúc chỉ có một khoản vay tín chấp.

**Vay thế chấp:** bạn thế chấp BTC hoặc ETH trị giá bằng khoản vay nhân tỷ lệ thế chấp của gói (ví dụ 150 %); tài sản bị đóng băng trong suốt khoản vay. Khi nợ đạt 80 % giá trị tài sản thế chấp, bạn nhận cảnh báo ký quỹ; ở 90 %, khoản vay được trả bằng tài sản thế chấp.

**Lãi:** số tiền × lãi suất ngày × số ngày. Ví dụ: vay 1.000 USDT trong 7 ngày với 0,1 % mỗi ngày tốn 7 USDT.

**Trả nợ:** tự động trừ từ số dư giao ngay vào ngày đáo hạn; có thể trả sớm, tính lãi theo số ngày đã bắt đầu. Khoản vay không trả sẽ quá hạn: mỗi ngày bắt đầu bị cộng phí phạt gấp đôi lãi suất ngày trên gốc, và điểm tín dụng giảm.`,
      },
      xi: {
        title: 'Préstamos de crédito y con garantía',
        content: `**Préstamo de crédito:** requiere la verificación de identidad básica; tu límite es el máximo de la mayor oferta (más alto tras la verificación avanzada) y solo puede haber un préstamo de crédito abierto a la vez.

**Préstamo con garantía:** pignoras BTC o ETH por el valor del préstamo multiplicado por la tasa de garantía de la oferta (por ejemplo 150 %); queda congelado mientras dura el préstamo. Si la deuda llega al 80 % del valor de la garantía recibes un aviso de margen; al 90 % el préstamo se paga con la garantía.

**Interés:** importe × tasa diaria × días. Ejemplo: 1.000 USDT durante 7 días al 0,1 % diario cuestan 7 USDT.

**Devolución:** automática desde tu saldo spot en la fecha final; puedes devolverlo antes pagando interés por cada día iniciado. Un préstamo no devuelto pasa a vencido: se suma una penalización del doble de la tasa diaria sobre el principal por cada día iniciado y baja tu puntuación de crédito.`,
      },
      'zh-cn': {
        title: '信用贷款与质押贷款',
        content: `**信用贷款：**需完成初级身份认证；额度为各产品最高额度中的最大值（完成高级认证后更高），同一时间只能有一笔信用贷款。

**质押贷款：**按贷款金额 × 产品质押率（例如 150 %）质押等值的 BTC 或 ETH，贷款期间冻结。负债达到质押物价值的 80 % 时发出补仓提醒，达到 90 % 时以质押物偿还贷款。

**利息：**金额 × 日利率 × 天数。例如：1,000 USDT 借 7 天、日利率 0.1 %，利息 7 USDT。

**还款：**到期日自动从现货余额扣还；可提前还款，按已开始的天数计息。未还清的贷款转为逾期：每开始一天按本金加收两倍日利率的罚息，并降低信用分。`,
      },
      'zh-tw': {
        title: '信用貸款與質押貸款',
        content: `**信用貸款：**需完成初級身分認證；額度為各產品最高額度中的最大值（完成進階認證後更高），同一時間只能有一筆信用貸款。

**質押貸款：**按貸款金額 × 產品質押率（例如 150 %）質押等值的 BTC 或 ETH，貸款期間凍結。負債達到質押物價值的 80 % 時發出補倉提醒，達到 90 % 時以質押物償還貸款。

**利息：**金額 × 日利率 × 天數。例如：1,000 USDT 借 7 天、日利率 0.1 %，利息 7 USDT。

**還款：**到期日自動從現貨餘額扣還；可提前還款，按已開始的天數計息。未還清的貸款轉為逾期：每開始一天按本金加收兩倍日利率的罰息，並降低信用分。`,
      },
    },
  },
  {
    key: 'help.account',
    topic: 'account',
    sort: 1,
    texts: {
      'en-us': {
        title: 'Signing in safely',
        content: `Sign in with your account and password, by phone or e-mail code, or as a guest. A guest receives an initial password once: change it in the personal centre. Bind Google Authenticator (copy the key into the app, then enter the 6-digit code) so that sign-in and withdrawals also need the code.`,
      },
      jp: {
        title: '安全なログイン',
        content: `アカウントとパスワード、電話番号またはメールのコード、またはゲストとしてログインできます。ゲストには初期パスワードが一度だけ表示されるので、マイページで変更してください。Google 認証を連携する（キーをアプリにコピーし、6 桁のコードを入力）と、ログインと出金にもコードが必要になります。`,
      },
      ko: {
        title: '안전하게 로그인하기',
        content: `계정과 비밀번호, 휴대폰 또는 이메일 인증 코드, 또는 게스트로 로그인할 수 있습니다. 게스트에게는 초기 비밀번호가 한 번만 표시되니 개인 센터에서 변경하세요. Google OTP를 연동하면(키를 앱에 복사한 뒤 6자리 코드 입력) 로그인과 출금에도 코드가 필요합니다.`,
      },
      mlxy: {
        title: 'Log masuk dengan selamat',
        content: `Log masuk dengan akaun dan kata laluan, dengan kod telefon atau e-mel, atau sebagai tetamu. Tetamu menerima kata laluan awal sekali sahaja: tukarkannya di pusat peribadi. Ikat Google Authenticator (salin kunci ke dalam aplikasi, kemudian masukkan kod 6 digit) supaya log masuk dan pengeluaran turut memerlukan kod.`,
      },
      tai: {
        title: 'เข้าสู่ระบบอย่างปลอดภัย',
        content: `เข้าสู่ระบบด้วยบัญชีและรหัสผ่าน ด้วยรหัสทางโทรศัพท์หรืออีเมล หรือในฐานะผู้เยี่ยมชม ผู้เยี่ยมชมจะได้รับรหัสผ่านเริ่มต้นเพียงครั้งเดียว โปรดเปลี่ยนในศูนย์ส่วนตัว ผูก Google Authenticator (คัดลอกคีย์ไปยังแอป แล้วใส่รหัส 6 หลัก) เพื่อให้การเข้าสู่ระบบและการถอนเงินต้องใช้รหัสด้วย`,
      },
      vl: {
        title: 'Đăng nhập an toàn',
        content: `Đăng nhập bằng tài khoản và mật khẩu, bằng mã qua điện thoại hoặc email, hoặc với tư cách khách. Khách chỉ nhận mật khẩu ban đầu một lần: hãy đổi trong trung tâm cá nhân. Liên kết Google Authenticator (sao chép khóa vào ứng dụng rồi nhập mã 6 chữ số) để việc đăng nhập và rút tiền cũng cần mã.`,
      },
      xi: {
        title: 'Iniciar sesión con seguridad',
        content: `Inicia sesión con tu cuenta y contraseña, con un código por teléfono o correo, o como invitado. Un invitado recibe una contraseña inicial una sola vez: cámbiala en el centro personal. Vincula Google Authenticator (copia la clave en la app e introduce el código de 6 dígitos) para que el inicio de sesión y los retiros también pidan el código.`,
      },
      'zh-cn': {
        title: '安全登录',
        content: `可使用账号和密码、手机或邮箱验证码登录，也可以游客身份登录。游客的初始密码只显示一次，请在个人中心修改。绑定谷歌验证器（将密钥复制到应用中，再输入 6 位验证码）后，登录和提现也需要验证码。`,
      },
      'zh-tw': {
        title: '安全登入',
        content: `可使用帳號和密碼、手機或信箱驗證碼登入，也可以訪客身分登入。訪客的初始密碼只顯示一次，請在個人中心修改。綁定 Google 驗證器（將金鑰複製到應用程式中，再輸入 6 位驗證碼）後，登入和提現也需要驗證碼。`,
      },
    },
  },
];
