import { Button, Form, Input, Tabs, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useLoginMutation } from '../../api/auth.ts';
import { completeLogin } from '../../api/session.ts';
import { BrandTitle, EnvBadge } from '../../components/brand.tsx';

interface LoginForm {
  account: string;
  password: string;
}

type Method = 'account' | 'phone' | 'email' | 'google';

/** Log in by account and password; the other methods are listed honestly as coming later. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<LoginForm>();
  const [method, setMethod] = useState<Method>('account');
  const loginMutation = useLoginMutation();

  const submit = async (values: LoginForm) => {
    try {
      const result = await loginMutation.mutateAsync({ account: values.account.trim(), password: values.password });
      // A 401 envelope resolves with the envelope itself; only a token means success.
      if (!result?.token) return;
      form.setFieldValue('password', '');
      Toast.show({ icon: 'success', content: t('login.success'), duration: 2000 });
      void navigate(await completeLogin(result), { replace: true });
    } catch {
      // The http instance already showed the server's message.
    }
  };

  return (
    <main className="auth" aria-labelledby="login-title">
      <div className="hero" style={{ paddingBottom: 20 }}>
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
      <Tabs activeKey={method} onChange={(key) => setMethod(key as Method)}>
        <Tabs.Tab title={t('login.tabAccount')} key="account" />
        <Tabs.Tab title={t('login.tabPhone')} key="phone" />
        <Tabs.Tab title={t('login.tabEmail')} key="email" />
        <Tabs.Tab title={t('login.tabGoogle')} key="google" />
      </Tabs>
      {method === 'account' ? (
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) => void submit(values)}
          footer={
            <Button block type="submit" color="primary" size="large" loading={loginMutation.isPending}>
              {t('login.submit')}
            </Button>
          }
        >
          <Form.Item name="account" label={t('login.account')} rules={[{ required: true, message: t('common.required') }]}>
            <Input placeholder={t('login.accountPlaceholder')} autoComplete="username" clearable />
          </Form.Item>
          <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('common.required') }]}>
            <Input type="password" placeholder={t('login.passwordPlaceholder')} autoComplete="current-password" />
          </Form.Item>
        </Form>
      ) : (
        <p className="note" role="note">
          {t('login.methodLater')}
        </p>
      )}
      <div className="auth__links">
        <span>
          {t('login.noAccount')} <Link to="/register">{t('login.register')}</Link>
        </span>
        <Link to="/guestLogin">{t('login.guest')}</Link>
      </div>
    </main>
  );
}
