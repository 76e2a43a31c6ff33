import { Button, Form, Input, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useGuestLoginMutation } from '../../api/auth.ts';
import { completeLogin } from '../../api/session.ts';
import { copyText } from '../../lib/clipboard.ts';
import s from './login.module.css';

interface GuestForm {
  account: string;
  inviteCode?: string;
}

/**
 * Guest login: the server creates the account and answers with its initial password
 * (`onIssued`, with where the session goes next), or signs in at once (`onDone`). On an existing
 * account the server refuses with its own message (log in with the password), which the http instance shows.
 */
export function GuestLoginForm({ onIssued, onDone }: { onIssued: (password: string, next: string) => void; onDone: (next: string) => void }) {
  const { t } = useTranslation();
  const mutation = useGuestLoginMutation();

  const submit = async (values: GuestForm) => {
    try {
      const result = await mutation.mutateAsync({
        guest: true,
        account: values.account.trim(),
        ...(values.inviteCode?.trim() ? { inviteCode: values.inviteCode.trim() } : {}),
      });
      if (!result?.token) return;
      const next = await completeLogin(result);
      if (result.initialPassword) onIssued(result.initialPassword, next);
      else onDone(next);
    } catch {
      // Shown by the http instance (for an existing account: the server's message).
    }
  };

  return (
    <>
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
        <Form.Item name="account" label={t('guest.account')} rules={[{ required: true, pattern: /^[A-Za-z0-9_]{3,32}$/, message: t('guest.accountRule') }]}>
          <Input placeholder={t('guest.accountPlaceholder')} autoComplete="username" clearable />
        </Form.Item>
        <Form.Item name="inviteCode" label={t('register.inviteCode')}>
          <Input placeholder={t('register.invitePlaceholder')} clearable />
        </Form.Item>
      </Form>
    </>
  );
}

/** The guest account's initial password, shown once, with the advice to change it. */
export function GuestInitialPassword({ password, onChangeNow, onContinue }: { password: string; onChangeNow: () => void; onContinue: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Result status="success" title={t('guest.initialPassword')} description={t('guest.changeHint')} />
      <section className="screen__body" aria-label={t('guest.initialPassword')}>
        <div className="secret" data-testid="initial-password">
          {password}
        </div>
        <p className={`note ${s.onlyOnce}`}>{t('guest.onlyOnce')}</p>
        <Button block onClick={() => void copyText(password)} className={s.spaced}>
          {t('guest.copy')}
        </Button>
        <Button block color="primary" onClick={onChangeNow} className={s.spaced}>
          {t('guest.changeNow')}
        </Button>
        <Button block fill="outline" onClick={onContinue}>
          {t('guest.continue')}
        </Button>
      </section>
    </>
  );
}
