import { Button, Checkbox, Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CAPTCHA_SCENE, getEmailCaptcha, getPhoneCaptcha, useRegisterMutation, type CaptchaResult, type RegisterRequest } from '../../api/auth.ts';
import { completeLogin } from '../../api/session.ts';
import { CodeFormItem, NewPasswordFields, PhoneFormItems, type NewPasswordText } from '../../components/account-form-items.tsx';
import { useUserStore } from '../../store/user-store.ts';
import { useInviteFromLink } from './invite-link.ts';
import { alertDialog } from '../../lib/dialog.ts';
import { showToast } from '../../lib/notify.ts';

export type RegisterKind = 'email' | 'phone';

interface RegisterValues {
  email?: string;
  countryCode?: string;
  phone?: string;
  code: string;
  password: string;
  confirmPassword: string;
  inviteCode?: string;
  agree: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DEFAULT_WAIT_SECONDS = 60;
/** The register form's wording of the password and its repeat. */
const REGISTER_PASSWORD_TEXT: Record<NewPasswordText, string> = {
  new: 'register.password',
  newPlaceholder: 'register.passwordPlaceholder',
  again: 'register.confirmPassword',
  againPlaceholder: 'register.confirmPlaceholder',
  mismatch: 'register.mismatch',
};

/** The register call's body for the form's values: the email or the phone with its calling code, then what both send. */
function registerRequest(kind: RegisterKind, v: RegisterValues): RegisterRequest {
  const common = {
    code: v.code.trim(),
    password: v.password,
    confirmPassword: v.confirmPassword,
    agree: true as const,
    ...(v.inviteCode?.trim() ? { inviteCode: v.inviteCode.trim() } : {}),
  };
  return kind === 'email'
    ? { type: 'email', email: String(v.email).trim(), ...common }
    : { type: 'phone', countryCode: String(v.countryCode).trim(), phone: String(v.phone).trim(), ...common };
}

/**
 * Sign up by email, or by mobile with its country code, with a verification code; an invitation
 * link fills the invite code. `onDone` gets where the new session goes (completeLogin).
 */
export function RegisterForm({ kind, onDone }: { kind: RegisterKind; onDone: (path: string) => void }) {
  const { t } = useTranslation();
  const phoneCode = useUserStore((s) => s.countryInfo.phone_code);
  const [form] = Form.useForm<RegisterValues>();
  const registerMutation = useRegisterMutation();
  useInviteFromLink(form);

  const sendCode = async (): Promise<number> => {
    const field = kind === 'email' ? 'email' : 'phone';
    await form.validateFields(kind === 'email' ? ['email'] : ['countryCode', 'phone']);
    const values = form.getFieldsValue();
    const result: CaptchaResult =
      kind === 'email'
        ? await getEmailCaptcha({ email: String(values.email).trim(), scene: CAPTCHA_SCENE.REGISTER })
        : await getPhoneCaptcha({ countryCode: String(values.countryCode).trim(), phone: String(values[field]).trim(), scene: CAPTCHA_SCENE.REGISTER });
    // Without a mail/SMS gateway the sandbox returns the code itself; say so plainly.
    showToast({
      icon: 'success',
      content: result?.sandboxCode ? t('register.sandboxCode', { code: result.sandboxCode }) : t('register.codeSent'),
      duration: result?.sandboxCode ? 4000 : 2000,
    });
    return result?.resendInSeconds || DEFAULT_WAIT_SECONDS;
  };

  const submit = async (v: RegisterValues) => {
    try {
      const result = await registerMutation.mutateAsync(registerRequest(kind, v));
      if (!result?.token) return;
      showToast({ icon: 'success', content: t('register.success'), duration: 2000 });
      onDone(await completeLogin(result));
    } catch {
      // The http instance already showed the server's message.
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ countryCode: phoneCode, agree: false }}
      onFinish={(values) => void submit(values)}
      footer={
        <Button block type="submit" color="primary" size="large" loading={registerMutation.isPending}>
          {t('register.submit')}
        </Button>
      }
    >
      {kind === 'email' ? (
        <Form.Item
          name="email"
          label={t('register.email')}
          rules={[
            { required: true, message: t('common.required') },
            { pattern: EMAIL, message: t('common.invalidEmail') },
          ]}
        >
          <Input type="email" placeholder={t('register.emailPlaceholder')} autoComplete="email" clearable />
        </Form.Item>
      ) : (
        <PhoneFormItems />
      )}
      <CodeFormItem channel={kind === 'email' ? 'email' : 'sms'} resetKey={kind} onSend={sendCode} />
      <NewPasswordFields name="password" text={(role) => t(REGISTER_PASSWORD_TEXT[role])} />
      <Form.Item name="inviteCode" label={t('register.inviteCode')}>
        <Input placeholder={t('register.invitePlaceholder')} clearable />
      </Form.Item>
      <RegisterAgreement />
    </Form>
  );
}

/** The terms to accept before signing up; their link opens the text in a dialog. */
function RegisterAgreement() {
  const { t } = useTranslation();
  const showAgreement = () =>
    void alertDialog({ title: t('register.agreement'), content: t('register.agreementText'), confirmText: t('common.confirm') });
  return (
    <Form.Item
      name="agree"
      valuePropName="checked"
      rules={[{ validator: (_rule, value: boolean) => (value ? Promise.resolve() : Promise.reject(new Error(t('register.mustAgree')))) }]}
    >
      <Checkbox>
        {t('register.agreePrefix')}{' '}
        <button type="button" className="link" onClick={(e) => (e.preventDefault(), showAgreement())}>
          {t('register.agreement')}
        </button>
      </Checkbox>
    </Form.Item>
  );
}
