import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { login } from '../../api/auth.ts';
import { completeLogin } from '../../api/session.ts';
import { usePublicSettings } from '../../api/settings.ts';
import { showToast } from '../../lib/notify.ts';
import s from './login.module.css';

/**
 * One-tap sign-in with the loaded scenario's demo accounts (issue 17 item 4): shown only when the
 * public settings list some, which only a sandbox scenario with demo accounts writes; the
 * passwords are the demo ones published with the scenario, never a real user's.
 */
export function DemoAccounts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accounts = usePublicSettings().data?.demoAccounts ?? [];
  const [pending, setPending] = useState<string | null>(null);
  if (accounts.length === 0) return null;

  const signIn = async (account: string, password: string) => {
    setPending(account);
    try {
      const result = await login({ account, password });
      // A refused login resolves with the envelope (the http instance showed its message).
      if (!result?.token) return;
      showToast({ icon: 'success', content: t('login.success'), duration: 2000 });
      void navigate(await completeLogin(result), { replace: true });
    } catch {
      // The http instance already showed the server's message.
    } finally {
      setPending(null);
    }
  };

  return (
    <section className={`card ${s.demo}`} aria-labelledby="demo-accounts-title" data-testid="demo-accounts">
      <h3 id="demo-accounts-title" className={`section-title ${s.demoTitle}`}>
        {t('login.demoAccounts')}
      </h3>
      <p className={`muted ${s.demoNote}`}>
        {t('login.demoAccountsNote')}
      </p>
      <div className={s.demoButtons}>
        {accounts.map(({ account, password }) => (
          <Button
            key={account}
            size="small"
            color="primary"
            fill="outline"
            loading={pending === account}
            disabled={pending !== null}
            onClick={() => void signIn(account, password)}
            data-testid={`demo-login-${account}`}
          >
            {t('login.demoSignIn', { account })}
          </Button>
        ))}
      </div>
    </section>
  );
}
