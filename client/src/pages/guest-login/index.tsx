import { Button, Form, Input, Result } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useGuestLoginMutation } from '../../api/auth.ts';
import { completeLogin } from '../../api/session.ts';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { copyText } from '../../lib/clipboard.ts';
import { routes } from '../../lib/route-paths.ts';

interface GuestForm {
  account: string;
  inviteCode?: string;
}

/**
 * Guest login: the server creates the account and answers with its initial password, shown
 * here once with the advice to change it. On an existing account the server refuses with its
 * own message (log in with the password), which the http instance shows.
 */
export default function GuestLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutation = useGuestLoginMutation();
  const [issued, setIssued] = useState<{ password: string; next: string } | null>(null);

  const submit = async (values: GuestForm) => {
    try {
      const result = await mutation.mutateAsync({
        guest: true,
        account: values.account.trim(),
        ...(values.inviteCode?.trim() ? { inviteCode: values.inviteCode.trim() } : {}),
      });
      if (!result?.token) return;
      const next = await completeLogin(result);
      if (result.initialPassword) setIssued({ password: result.initialPassword, next });
      else void navigate(next, { replace: true });
    } catch {
      // Shown by the http instance (for an existing account: the server's message).
    }
  };

  if (issued) {
    return (
      <main className="auth">
        <ScreenHeader title={t('guest.title')} />
        <Result status="success" title={t('guest.initialPassword')} description={t('guest.changeHint')} />
        <section className="screen__body" aria-label={t('guest.initialPassword')}>
          <div className="secret" data-testid="initial-password">
            {issued.password}
          </div>
          <p className="note" style={{ margin: '0 0 16px' }}>
            {t('guest.onlyOnce')}
          </p>
          <Button block onClick={() => void copyText(issued.password)} style={{ marginBottom: 12 }}>
            {t('guest.copy')}
          </Button>
          <Button block color="primary" onClick={() => void navigate(routes.changePassword, { replace: true })} style={{ marginBottom: 12 }}>
            {t('guest.changeNow')}
          </Button>
          <Button block fill="outline" onClick={() => void navigate(issued.next, { replace: true })}>
            {t('guest.continue')}
          </Button>
        </section>
      </main>
    );
  }

  return (
    <main className="auth">
      <ScreenHeader title={t('guest.title')} />
      <p className="note">{t('guest.intro')}</p>
      <Form
        layout="vertical"
        onFinish={(values: GuestForm) => void submit(values)}
        footer={
          <Button block type="submit" color="primary" size="large" loading={mutation.isPending}>
            {t('guest.start')}
          </Button>
        }
      >
        <Form.Item
          name="account"
          label={t('guest.account')}
          rules={[{ required: true, pattern: /^[A-Za-z0-9_]{3,32}$/, message: t('guest.accountRule') }]}
        >
          <Input placeholder={t('guest.accountPlaceholder')} autoComplete="username" clearable />
        </Form.Item>
        <Form.Item name="inviteCode" label={t('register.inviteCode')}>
          <Input placeholder={t('register.invitePlaceholder')} clearable />
        </Form.Item>
      </Form>
    </main>
  );
}
