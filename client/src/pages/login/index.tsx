import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BrandTitle, EnvBadge } from '../../components/brand.tsx';
import { DemoAccounts, LoginForm, type LoginMethod } from '../../features/identity/index.ts';
import { routes } from '../../lib/route-paths.ts';
import s from './login.module.css';

/** Log in by account, phone, email, or account with an authenticator code (SPEC.md section 1). */
export default function LoginPage() {
  const { t } = useTranslation();
  const [method, setMethod] = useState<LoginMethod>('account');

  return (
    <main className="auth" aria-labelledby="login-title">
      <div className={`hero ${s.hero}`}>
        <div className="hero__bar">
          <BrandTitle className="hero__brand" />
          <EnvBadge />
        </div>
      </div>
      <header className="auth__head">
        <h2 id="login-title" className="auth__title">
          {t('login.title')}
        </h2>
        <p className="muted">{t('login.subtitle')}</p>
      </header>
      <Tabs activeKey={method} onChange={(key) => setMethod(key as LoginMethod)}>
        <Tabs.Tab title={t('login.tabAccount')} key="account" />
        <Tabs.Tab title={t('login.tabPhone')} key="phone" />
        <Tabs.Tab title={t('login.tabEmail')} key="email" />
        <Tabs.Tab title={t('login.tabGoogle')} key="google" />
      </Tabs>
      {/* Keyed by method: each method starts with a clean form. */}
      <LoginForm key={method} method={method} />
      <DemoAccounts />
      <div className="auth__links">
        <span>
          {t('login.noAccount')} <Link to={routes.register}>{t('login.register')}</Link>
        </span>
        <Link to={routes.guestLogin}>{t('login.guest')}</Link>
      </div>
    </main>
  );
}
