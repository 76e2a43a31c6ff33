import { Button, Form, Input } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * The form items the account forms share (sign-in, sign-up, the profile's phone, the login and
 * withdrawal passwords): the verification code with its "send code" countdown, the phone number,
 * a new password with its repeat.
 */

/** A verification code: six digits (contract otpCode). */
export const SIX_DIGITS = /^\d{6}$/;

/**
 * "Send code" with its countdown. `onSend` resolves with the seconds to wait before another
 * code may be asked for (the server says how long), or rejects to allow a retry at once.
 */
export function CountdownButton({ onSend, disabled }: { onSend: () => Promise<number>; disabled?: boolean }) {
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (seconds <= 0) return;
    const timer = window.setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds]);

  const send = async () => {
    setSending(true);
    try {
      setSeconds(await onSend());
    } catch {
      // The http instance already showed the reason.
    } finally {
      setSending(false);
    }
  };

  return (
    <Button size="small" color="primary" fill="none" loading={sending} disabled={disabled || seconds > 0} onClick={() => void send()}>
      {seconds > 0 ? t('register.resendIn', { seconds }) : t('register.sendCode')}
    </Button>
  );
}

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
