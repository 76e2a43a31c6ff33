import { Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CountdownButton } from './countdown-button.tsx';

/*
 * The form items the account forms share (sign-in, sign-up, the login and withdrawal passwords):
 * the verification code, the phone number, a new password with its repeat.
 */

/** A verification code: six digits (contract otpCode). */
export const SIX_DIGITS = /^\d{6}$/;

/**
 * The `code` field of a sign-in or sign-up form: six digits sent by SMS or email, with the
 * "send code" countdown beside it. `resetKey` restarts the countdown when the target changes.
 */
export function CodeFormItem({ channel, resetKey, onSend }: { channel: 'sms' | 'email'; resetKey: string; onSend: () => Promise<number> }) {
  const { t } = useTranslation();
  const placeholder = t(channel === 'email' ? 'register.emailCodePlaceholder' : 'register.smsCodePlaceholder');
  return (
    <Form.Item
      name="code"
      label={t('register.code')}
      rules={[{ required: true, pattern: SIX_DIGITS, message: placeholder }]}
      extra={<CountdownButton key={resetKey} onSend={onSend} />}
    >
      <Input inputMode="numeric" maxLength={6} placeholder={placeholder} autoComplete="one-time-code" />
    </Form.Item>
  );
}

/** The calling code and the mobile number, as the login and register forms ask for them. */
export function PhoneFormItems() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="countryCode" label={t('register.countryCode')} rules={[{ required: true, pattern: /^\d{1,4}$/, message: t('common.required') }]}>
        <Input type="tel" inputMode="numeric" maxLength={4} placeholder="1" />
      </Form.Item>
      <Form.Item name="phone" label={t('register.mobile')} rules={[{ required: true, pattern: /^\d{4,15}$/, message: t('register.mobilePlaceholder') }]}>
        <Input type="tel" placeholder={t('register.mobilePlaceholder')} autoComplete="tel-national" clearable />
      </Form.Item>
    </>
  );
}

/** The texts of the two fields, by role (each form has its own wording). */
export type NewPasswordText = 'new' | 'newPlaceholder' | 'again' | 'againPlaceholder' | 'mismatch';

/**
 * A new password (6 to 32 characters) and the same again, as the register and password forms ask
 * for it: the second field is checked against the first, named `name`, and `confirmPassword`.
 */
export function NewPasswordFields({ name, text }: { name: string; text: (role: NewPasswordText) => string }) {
  return (
    <>
      <Form.Item name={name} label={text('new')} rules={[{ required: true, min: 6, max: 32, message: text('newPlaceholder') }]}>
        <Input type="password" placeholder={text('newPlaceholder')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={text('again')}
        dependencies={[name]}
        rules={[
          { required: true, message: text('againPlaceholder') },
          ({ getFieldValue }) => ({
            validator: (_rule, value: string) =>
              !value || value === getFieldValue(name) ? Promise.resolve() : Promise.reject(new Error(text('mismatch'))),
          }),
        ]}
      >
        <Input type="password" placeholder={text('againPlaceholder')} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
