import { Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CountdownButton } from './countdown-button.tsx';

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
