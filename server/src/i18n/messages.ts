import type { Language } from '@sandbox/shared';

type Catalogue = Record<string, Record<Language, string>>;

/**
 * The server's message catalogue: every text a caller can read, in all nine
 * languages. `{name}` placeholders are filled from the error's params. A test
 * checks that every key has all nine languages, none empty.
 */
export const messages = {
  'common.ok': {
    'en-us': 'Success', jp: '成功しました', ko: '성공', mlxy: 'Berjaya', tai: 'สำเร็จ',
    vl: 'Thành công', xi: 'Éxito', 'zh-cn': '成功', 'zh-tw': '成功',
  },
  'common.unexpected': {
    'en-us': 'Something went wrong on our side, please try again',
    jp: 'サーバーでエラーが発生しました。もう一度お試しください',
    ko: '서버 오류가 발생했습니다. 다시 시도해 주세요',
    mlxy: 'Berlaku ralat pada pelayan, sila cuba lagi',
    tai: 'เกิดข้อผิดพลาดที่เซิร์ฟเวอร์ กรุณาลองอีกครั้ง',
    vl: 'Đã xảy ra lỗi máy chủ, vui lòng thử lại',
    xi: 'Se produjo un error en el servidor, inténtelo de nuevo',
    'zh-cn': '服务器出错了，请重试',
    'zh-tw': '伺服器發生錯誤，請重試',
  },
  'request.badBody': {
    'en-us': 'The request could not be read; please refresh the page and try again',
    jp: 'リクエストを読み取れませんでした。ページを更新して再度お試しください',
    ko: '요청을 읽을 수 없습니다. 페이지를 새로 고친 후 다시 시도하세요',
    mlxy: 'Permintaan tidak dapat dibaca; sila muat semula halaman dan cuba lagi',
    tai: 'ไม่สามารถอ่านคำขอได้ กรุณารีเฟรชหน้าแล้วลองอีกครั้ง',
    vl: 'Không thể đọc yêu cầu; vui lòng tải lại trang và thử lại',
    xi: 'No se pudo leer la solicitud; actualice la página e inténtelo de nuevo',
    'zh-cn': '无法读取请求，请刷新页面后重试',
    'zh-tw': '無法讀取請求，請重新整理頁面後重試',
  },
  'request.invalid': {
    'en-us': 'Invalid request', jp: '無効なリクエストです', ko: '잘못된 요청입니다', mlxy: 'Permintaan tidak sah',
    tai: 'คำขอไม่ถูกต้อง', vl: 'Yêu cầu không hợp lệ', xi: 'Solicitud no válida', 'zh-cn': '请求无效', 'zh-tw': '請求無效',
  },
  'request.invalidField': {
    'en-us': 'Invalid or missing value: {field}', jp: '値が無効または未入力です：{field}', ko: '값이 잘못되었거나 비어 있습니다: {field}',
    mlxy: 'Nilai tidak sah atau tiada: {field}', tai: 'ค่าไม่ถูกต้องหรือไม่ได้กรอก: {field}', vl: 'Giá trị không hợp lệ hoặc bị thiếu: {field}',
    xi: 'Valor no válido o ausente: {field}', 'zh-cn': '参数无效或缺失：{field}', 'zh-tw': '參數無效或缺少：{field}',
  },
  'request.tooLarge': {
    'en-us': 'The request is too large', jp: 'リクエストが大きすぎます', ko: '요청이 너무 큽니다', mlxy: 'Permintaan terlalu besar',
    tai: 'คำขอมีขนาดใหญ่เกินไป', vl: 'Yêu cầu quá lớn', xi: 'La solicitud es demasiado grande', 'zh-cn': '请求内容过大', 'zh-tw': '請求內容過大',
  },
  'request.tooMany': {
    'en-us': 'Too many requests, please try again in a minute', jp: 'リクエストが多すぎます。1分後にもう一度お試しください',
    ko: '요청이 너무 많습니다. 1분 후 다시 시도하세요', mlxy: 'Terlalu banyak permintaan, sila cuba lagi dalam seminit',
    tai: 'มีคำขอมากเกินไป กรุณาลองใหม่ในอีกหนึ่งนาที', vl: 'Quá nhiều yêu cầu, vui lòng thử lại sau một phút',
    xi: 'Demasiadas solicitudes, inténtelo de nuevo en un minuto', 'zh-cn': '请求过于频繁，请一分钟后再试', 'zh-tw': '請求過於頻繁，請一分鐘後再試',
  },
  'request.notFound': {
    'en-us': 'Not found', jp: '見つかりません', ko: '찾을 수 없습니다', mlxy: 'Tidak dijumpai', tai: 'ไม่พบ',
    vl: 'Không tìm thấy', xi: 'No encontrado', 'zh-cn': '未找到', 'zh-tw': '找不到',
  },
  'auth.loginRequired': {
    'en-us': 'Please log in first', jp: '先にログインしてください', ko: '먼저 로그인하세요', mlxy: 'Sila log masuk dahulu',
    tai: 'กรุณาเข้าสู่ระบบก่อน', vl: 'Vui lòng đăng nhập trước', xi: 'Inicie sesión primero', 'zh-cn': '请先登录', 'zh-tw': '請先登入',
  },
  'auth.badCredentials': {
    'en-us': 'Incorrect account or password', jp: 'アカウントまたはパスワードが正しくありません', ko: '계정 또는 비밀번호가 올바르지 않습니다',
    mlxy: 'Akaun atau kata laluan salah', tai: 'บัญชีหรือรหัสผ่านไม่ถูกต้อง', vl: 'Tài khoản hoặc mật khẩu không đúng',
    xi: 'Cuenta o contraseña incorrecta', 'zh-cn': '账号或密码错误', 'zh-tw': '帳號或密碼錯誤',
  },
  'auth.accountExists': {
    'en-us': 'Account already exists, please log in with the password', jp: 'アカウントは既に存在します。パスワードでログインしてください',
    ko: '이미 존재하는 계정입니다. 비밀번호로 로그인하세요', mlxy: 'Akaun sudah wujud, sila log masuk dengan kata laluan',
    tai: 'บัญชีนี้มีอยู่แล้ว กรุณาเข้าสู่ระบบด้วยรหัสผ่าน', vl: 'Tài khoản đã tồn tại, vui lòng đăng nhập bằng mật khẩu',
    xi: 'La cuenta ya existe, inicie sesión con la contraseña', 'zh-cn': '账号已存在，请使用密码登录', 'zh-tw': '帳號已存在，請使用密碼登入',
  },
  'auth.accountTaken': {
    'en-us': 'This email or mobile number is already registered', jp: 'このメールアドレスまたは携帯番号は既に登録されています',
    ko: '이미 등록된 이메일 또는 휴대폰 번호입니다', mlxy: 'E-mel atau nombor telefon ini sudah didaftarkan',
    tai: 'อีเมลหรือหมายเลขโทรศัพท์นี้ลงทะเบียนแล้ว', vl: 'Email hoặc số điện thoại này đã được đăng ký',
    xi: 'Este correo o número de móvil ya está registrado', 'zh-cn': '该邮箱或手机号已注册', 'zh-tw': '該信箱或手機號碼已註冊',
  },
  'auth.passwordMismatch': {
    'en-us': 'The two passwords do not match', jp: '2つのパスワードが一致しません', ko: '두 비밀번호가 일치하지 않습니다',
    mlxy: 'Kedua-dua kata laluan tidak sepadan', tai: 'รหัสผ่านทั้งสองไม่ตรงกัน', vl: 'Hai mật khẩu không khớp',
    xi: 'Las dos contraseñas no coinciden', 'zh-cn': '两次输入的密码不一致', 'zh-tw': '兩次輸入的密碼不一致',
  },
  'auth.passwordWeak': {
    'en-us': 'The password must be 6 to 32 characters with at least one letter and one digit',
    jp: 'パスワードは6〜32文字で、英字と数字をそれぞれ1文字以上含めてください',
    ko: '비밀번호는 6~32자이며 영문자와 숫자를 각각 하나 이상 포함해야 합니다',
    mlxy: 'Kata laluan mesti 6 hingga 32 aksara dengan sekurang-kurangnya satu huruf dan satu digit',
    tai: 'รหัสผ่านต้องมี 6 ถึง 32 ตัวอักษร และมีตัวอักษรและตัวเลขอย่างน้อยอย่างละหนึ่งตัว',
    vl: 'Mật khẩu phải dài 6 đến 32 ký tự, có ít nhất một chữ cái và một chữ số',
    xi: 'La contraseña debe tener de 6 a 32 caracteres, con al menos una letra y un dígito',
    'zh-cn': '密码需为 6 到 32 位，且至少包含一个字母和一个数字',
    'zh-tw': '密碼需為 6 到 32 位，且至少包含一個字母和一個數字',
  },
  'auth.agreementRequired': {
    'en-us': 'Please read and accept the user agreement', jp: '利用規約を読んで同意してください', ko: '이용약관을 읽고 동의해 주세요',
    mlxy: 'Sila baca dan terima perjanjian pengguna', tai: 'กรุณาอ่านและยอมรับข้อตกลงผู้ใช้', vl: 'Vui lòng đọc và chấp nhận thỏa thuận người dùng',
    xi: 'Lea y acepte el acuerdo de usuario', 'zh-cn': '请阅读并同意用户协议', 'zh-tw': '請閱讀並同意使用者協議',
  },
  'auth.inviteCodeInvalid': {
    'en-us': 'The invitation code does not exist', jp: '招待コードが存在しません', ko: '존재하지 않는 초대 코드입니다',
    mlxy: 'Kod jemputan tidak wujud', tai: 'ไม่มีรหัสเชิญนี้', vl: 'Mã mời không tồn tại', xi: 'El código de invitación no existe',
    'zh-cn': '邀请码不存在', 'zh-tw': '邀請碼不存在',
  },
  'auth.oldPasswordWrong': {
    'en-us': 'The old password is incorrect', jp: '現在のパスワードが正しくありません', ko: '기존 비밀번호가 올바르지 않습니다',
    mlxy: 'Kata laluan lama salah', tai: 'รหัสผ่านเดิมไม่ถูกต้อง', vl: 'Mật khẩu cũ không đúng', xi: 'La contraseña anterior es incorrecta',
    'zh-cn': '原密码错误', 'zh-tw': '原密碼錯誤',
  },
  'auth.samePassword': {
    'en-us': 'The new password must be different from the old one', jp: '新しいパスワードは現在のパスワードと異なる必要があります',
    ko: '새 비밀번호는 기존 비밀번호와 달라야 합니다', mlxy: 'Kata laluan baharu mestilah berbeza daripada yang lama',
    tai: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม', vl: 'Mật khẩu mới phải khác mật khẩu cũ', xi: 'La nueva contraseña debe ser distinta de la anterior',
    'zh-cn': '新密码不能与原密码相同', 'zh-tw': '新密碼不能與原密碼相同',
  },
  'auth.accountDisabled': {
    'en-us': 'This account is disabled', jp: 'このアカウントは無効化されています', ko: '비활성화된 계정입니다', mlxy: 'Akaun ini telah dinyahdayakan',
    tai: 'บัญชีนี้ถูกระงับ', vl: 'Tài khoản này đã bị vô hiệu hóa', xi: 'Esta cuenta está deshabilitada', 'zh-cn': '该账号已被停用', 'zh-tw': '該帳號已被停用',
  },
  'auth.withdrawalPasswordNeedsLogin': {
    'en-us': 'Enter your login password to set the withdrawal password', jp: '出金パスワードを設定するにはログインパスワードを入力してください',
    ko: '출금 비밀번호를 설정하려면 로그인 비밀번호를 입력하세요', mlxy: 'Masukkan kata laluan log masuk untuk menetapkan kata laluan pengeluaran',
    tai: 'กรุณากรอกรหัสผ่านเข้าสู่ระบบเพื่อตั้งรหัสผ่านถอนเงิน', vl: 'Nhập mật khẩu đăng nhập để đặt mật khẩu rút tiền',
    xi: 'Introduzca su contraseña de acceso para establecer la contraseña de retiro', 'zh-cn': '请输入登录密码以设置提现密码', 'zh-tw': '請輸入登入密碼以設定提領密碼',
  },
  'auth.googleRequired': {
    'en-us': 'This account uses Google Authenticator; log in with the authenticator code', jp: 'このアカウントはGoogle認証システムを使用しています。認証コードでログインしてください',
    ko: '이 계정은 Google OTP를 사용합니다. 인증 코드로 로그인하세요', mlxy: 'Akaun ini menggunakan Google Authenticator; log masuk dengan kod pengesah',
    tai: 'บัญชีนี้ใช้ Google Authenticator กรุณาเข้าสู่ระบบด้วยรหัสยืนยัน', vl: 'Tài khoản này dùng Google Authenticator; hãy đăng nhập bằng mã xác thực',
    xi: 'Esta cuenta usa Google Authenticator; inicie sesión con el código del autenticador', 'zh-cn': '该账号已绑定谷歌验证器，请使用验证码登录', 'zh-tw': '該帳號已綁定 Google 驗證器，請使用驗證碼登入',
  },
  'auth.oldWithdrawalPasswordWrong': {
    'en-us': 'The current withdrawal password is incorrect', jp: '現在の出金パスワードが正しくありません', ko: '현재 출금 비밀번호가 올바르지 않습니다',
    mlxy: 'Kata laluan pengeluaran semasa salah', tai: 'รหัสผ่านถอนเงินปัจจุบันไม่ถูกต้อง', vl: 'Mật khẩu rút tiền hiện tại không đúng',
    xi: 'La contraseña de retiro actual es incorrecta', 'zh-cn': '当前提现密码错误', 'zh-tw': '目前提領密碼錯誤',
  },
  'auth.loginPasswordWrong': {
    'en-us': 'The login password is incorrect', jp: 'ログインパスワードが正しくありません', ko: '로그인 비밀번호가 올바르지 않습니다',
    mlxy: 'Kata laluan log masuk salah', tai: 'รหัสผ่านเข้าสู่ระบบไม่ถูกต้อง', vl: 'Mật khẩu đăng nhập không đúng',
    xi: 'La contraseña de acceso es incorrecta', 'zh-cn': '登录密码错误', 'zh-tw': '登入密碼錯誤',
  },
  'code.invalid': {
    'en-us': 'The verification code is incorrect', jp: '認証コードが正しくありません', ko: '인증 코드가 올바르지 않습니다',
    mlxy: 'Kod pengesahan salah', tai: 'รหัสยืนยันไม่ถูกต้อง', vl: 'Mã xác minh không đúng', xi: 'El código de verificación es incorrecto',
    'zh-cn': '验证码错误', 'zh-tw': '驗證碼錯誤',
  },
  'code.expired': {
    'en-us': 'The verification code has expired or was used; please request a new one', jp: '認証コードの有効期限が切れたか使用済みです。新しいコードを取得してください',
    ko: '인증 코드가 만료되었거나 이미 사용되었습니다. 새 코드를 요청하세요', mlxy: 'Kod pengesahan telah tamat tempoh atau telah digunakan; sila minta kod baharu',
    tai: 'รหัสยืนยันหมดอายุหรือถูกใช้แล้ว กรุณาขอรหัสใหม่', vl: 'Mã xác minh đã hết hạn hoặc đã được dùng; vui lòng yêu cầu mã mới',
    xi: 'El código de verificación caducó o ya se usó; solicite uno nuevo', 'zh-cn': '验证码已过期或已使用，请重新获取', 'zh-tw': '驗證碼已過期或已使用，請重新取得',
  },
  'code.tooSoon': {
    'en-us': 'Please wait {seconds} seconds before requesting another code', jp: '{seconds}秒後に再度コードを取得してください',
    ko: '{seconds}초 후에 다시 요청하세요', mlxy: 'Sila tunggu {seconds} saat sebelum meminta kod lain', tai: 'กรุณารอ {seconds} วินาทีก่อนขอรหัสใหม่',
    vl: 'Vui lòng đợi {seconds} giây trước khi yêu cầu mã khác', xi: 'Espere {seconds} segundos antes de solicitar otro código',
    'zh-cn': '请 {seconds} 秒后再获取验证码', 'zh-tw': '請 {seconds} 秒後再取得驗證碼',
  },
  'code.hourlyLimit': {
    'en-us': 'Too many codes were requested; please try again within the next hour', jp: 'コードの取得回数が多すぎます。1時間以内に再度お試しください',
    ko: '코드 요청이 너무 많습니다. 1시간 후 다시 시도하세요', mlxy: 'Terlalu banyak kod diminta; sila cuba lagi dalam sejam',
    tai: 'ขอรหัสบ่อยเกินไป กรุณาลองใหม่ภายในหนึ่งชั่วโมง', vl: 'Đã yêu cầu quá nhiều mã; vui lòng thử lại sau một giờ',
    xi: 'Se solicitaron demasiados códigos; inténtelo de nuevo dentro de una hora', 'zh-cn': '获取验证码次数过多，请一小时后再试', 'zh-tw': '取得驗證碼次數過多，請一小時後再試',
  },
  'code.tooManyTries': {
    'en-us': 'Too many wrong codes; please request a new one', jp: '誤ったコードの入力が多すぎます。新しいコードを取得してください',
    ko: '잘못된 코드를 너무 많이 입력했습니다. 새 코드를 요청하세요', mlxy: 'Terlalu banyak kod salah; sila minta kod baharu',
    tai: 'กรอกรหัสผิดหลายครั้งเกินไป กรุณาขอรหัสใหม่', vl: 'Nhập sai mã quá nhiều lần; vui lòng yêu cầu mã mới',
    xi: 'Demasiados códigos incorrectos; solicite uno nuevo', 'zh-cn': '验证码错误次数过多，请重新获取', 'zh-tw': '驗證碼錯誤次數過多，請重新取得',
  },
  'balance.insufficient': {
    'en-us': 'Insufficient balance', jp: '残高が不足しています', ko: '잔액이 부족합니다', mlxy: 'Baki tidak mencukupi', tai: 'ยอดเงินไม่เพียงพอ',
    vl: 'Số dư không đủ', xi: 'Saldo insuficiente', 'zh-cn': '余额不足', 'zh-tw': '餘額不足',
  },
  'settings.notPublic': {
    'en-us': 'The setting {key} is not public', jp: '設定 {key} は公開されていません', ko: '설정 {key}은(는) 공개되지 않습니다',
    mlxy: 'Tetapan {key} bukan awam', tai: 'การตั้งค่า {key} ไม่เป็นสาธารณะ', vl: 'Cài đặt {key} không công khai',
    xi: 'El ajuste {key} no es público', 'zh-cn': '设置项 {key} 不公开', 'zh-tw': '設定項 {key} 不公開',
  },
  'qa.forbidden': {
    'en-us': 'QA token missing or wrong', jp: 'QAトークンがないか正しくありません', ko: 'QA 토큰이 없거나 올바르지 않습니다',
    mlxy: 'Token QA tiada atau salah', tai: 'ไม่มีโทเค็น QA หรือไม่ถูกต้อง', vl: 'Thiếu mã QA hoặc mã không đúng', xi: 'Falta el token de QA o es incorrecto',
    'zh-cn': 'QA 令牌缺失或错误', 'zh-tw': 'QA 權杖缺少或錯誤',
  },
  'qa.unknownScenario': {
    'en-us': 'Unknown scenario: {name}', jp: '不明なシナリオ：{name}', ko: '알 수 없는 시나리오: {name}', mlxy: 'Senario tidak diketahui: {name}',
    tai: 'ไม่รู้จักสถานการณ์: {name}', vl: 'Kịch bản không xác định: {name}', xi: 'Escenario desconocido: {name}', 'zh-cn': '未知场景：{name}', 'zh-tw': '未知情境：{name}',
  },
} satisfies Catalogue;

export type MessageKey = keyof typeof messages;
