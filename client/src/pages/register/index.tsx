import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { RegisterForm, type RegisterKind } from '../../features/identity/index.ts';
import { routes } from '../../lib/route-paths.ts';

/** Sign up by email, or by mobile with its country code, with a verification code (features/identity's RegisterForm). */
export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [kind, setKind] = useState<RegisterKind>('email');
  return (
    <main className="auth">
      <ScreenHeader title={t('register.title')} />
      <Tabs activeKey={kind} onChange={(key) => setKind(key as RegisterKind)}>
        <Tabs.Tab title={t('register.byEmail')} key="email" />
        <Tabs.Tab title={t('register.byMobile')} key="phone" />
      </Tabs>
      <RegisterForm kind={kind} onDone={(path) => void navigate(path, { replace: true })} />
      <div className="auth__links">
        <span>
          {t('register.haveAccount')} <Link to={routes.login}>{t('register.toLogin')}</Link>
        </span>
      </div>
    </main>
  );
}
