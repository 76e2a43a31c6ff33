import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  CAPTCHA_SCENE,
  emailLogin,
  getEmailCaptcha,
  getPhoneCaptcha,
  googleSecretLogin,
  login,
  phoneLogin,
  type LoginResult,
} from '../../api/auth.ts';
import { completeLogin } from '../../api/session.ts';
import { CodeFormItem, PhoneFormItems, SIX_DIGITS } from '../../components/account-form-items.tsx';
import { useUserStore } from '../../store/user-store.ts';
import { showToast } from '../../lib/notify.ts';
import s from './login.module.css';

export type LoginMethod = 'account' | 'phone' | 'email' | 'google';

interface Values {
  account?: string;
  countryCode?: string;
  phone?: string;
  email?: string;
  password?: string;
  code?: string;
  googleCode?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DEFAULT_WAIT_SECONDS = 60;

/** Sends the form to the login call of its method (contract app.login, phoneLogin, emailLogin, googleSecretLogin). */
function callFor(method: LoginMethod, v: Values, withCode: boolean): Promise<LoginResult> {
  const secret = withCode ? { code: String(v.code).trim() } : { password: String(v.password) };
  switch (method) {
    case 'phone':
      return phoneLogin({ countryCode: String(v.countryCode).trim(), phone: String(v.phone).trim(), ...secret });
    case 'email':
      return emailLogin({ email: String(v.email).trim(), ...secret });
    case 'google':
      return googleSecretLogin({ account: String(v.account).trim(), password: String(v.password), googleCode: String(v.googleCode).trim() });
    default:
      return login({ account: String(v.account).trim(), password: String(v.password) });
  }
}

/** One login form per method; phone and email can use the password or a one-time code. */
export function LoginForm({ method }: { method: LoginMethod }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const phoneCode = useUserStore((s) => s.countryInfo.phone_code);
  const [form] = Form.useForm<Values>();
  const [withCode, setWithCode] = useState(false);
  const [pending, setPending] = useState(false);
  const canUseCode = method === 'phone' || method === 'email';
  const usingCode = canUseCode && withCode;

  const submit = async (values: Values) => {
    setPending(true);
    try {
      const result = await callFor(method, values, usingCode);
      // A 401 envelope resolves with the envelope itself; only a token means success.
      if (!result?.token) return;
      form.resetFields(['password', 'code', 'googleCode']);
      showToast({ icon: 'success', content: t('login.success'), duration: 2000 });
      void navigate(await completeLogin(result), { replace: true });
    } catch {
      // The http instance already showed the server's message.
    } finally {
      setPending(false);
    }
  };

  const sendCode = async (): Promise<number> => {
    await form.validateFields(method === 'email' ? ['email'] : ['countryCode', 'phone']);
    const v = form.getFieldsValue();
    const result =
      method === 'email'
        ? await getEmailCaptcha({ email: String(v.email).trim(), scene: CAPTCHA_SCENE.LOGIN })
        : await getPhoneCaptcha({ countryCode: String(v.countryCode).trim(), phone: String(v.phone).trim(), scene: CAPTCHA_SCENE.LOGIN });
    showToast({
      icon: 'success',
      content: result?.sandboxCode ? t('register.sandboxCode', { code: result.sandboxCode }) : t('register.codeSent'),
      duration: result?.sandboxCode ? 4000 : 2000,
    });
    return result?.resendInSeconds || DEFAULT_WAIT_SECONDS;
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ countryCode: phoneCode }}
      onFinish={(values) => void submit(values)}
      footer={
        <>
          <Button block type="submit" color="primary" size="large" loading={pending}>
            {t('login.submit')}
          </Button>
          {canUseCode && (
            <button type="button" className={`link ${s.codeToggle}`} onClick={() => setWithCode(!withCode)}>
              {withCode ? t('login.usePassword') : t('login.useCode')}
            </button>
          )}
        </>
      }
    >
      <LoginAccountFields method={method} />
      <LoginSecretFields method={method} usingCode={usingCode} onSendCode={sendCode} />
    </Form>
  );
}

/** Who signs in: the account name (account and authenticator methods), the phone with its calling code, or the email. */
function LoginAccountFields({ method }: { method: LoginMethod }) {
  const { t } = useTranslation();
  const required = { required: true, message: t('common.required') };
  return (
    <>
      {(method === 'account' || method === 'google') && (
        <Form.Item name="account" label={t('login.account')} rules={[required]}>
          <Input placeholder={t('login.accountPlaceholder')} autoComplete="username" clearable />
        </Form.Item>
      )}
      {method === 'phone' && <PhoneFormItems />}
      {method === 'email' && (
        <Form.Item name="email" label={t('register.email')} rules={[required, { pattern: EMAIL, message: t('common.invalidEmail') }]}>
          <Input type="email" placeholder={t('register.emailPlaceholder')} autoComplete="email" clearable />
        </Form.Item>
      )}
    </>
  );
}

/** What proves it: the password or the one-time code sent (`usingCode`), and the authenticator's code for that method. */
function LoginSecretFields({ method, usingCode, onSendCode }: { method: LoginMethod; usingCode: boolean; onSendCode: () => Promise<number> }) {
  const { t } = useTranslation();
  return (
    <>
      {usingCode ? (
        <CodeFormItem channel={method === 'email' ? 'email' : 'sms'} resetKey={method} onSend={onSendCode} />
      ) : (
        <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('common.required') }]}>
          <Input type="password" placeholder={t('login.passwordPlaceholder')} autoComplete="current-password" />
        </Form.Item>
      )}
      {method === 'google' && (
        <Form.Item name="googleCode" label={t('login.googleCode')} rules={[{ required: true, pattern: SIX_DIGITS, message: t('login.googleCodePlaceholder') }]}>
          <Input inputMode="numeric" maxLength={6} placeholder={t('login.googleCodePlaceholder')} autoComplete="one-time-code" />
        </Form.Item>
      )}
    </>
  );
}
