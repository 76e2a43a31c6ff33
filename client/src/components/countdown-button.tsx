import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

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
