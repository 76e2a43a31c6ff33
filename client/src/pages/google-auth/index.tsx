import { Button, Form, Input, Result, Skeleton, Toast } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { generateGoogleKey } from '../../api/auth.ts';
import { getMyUserInfo, useBindGoogleAuthMutation } from '../../api/user.ts';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { copyText } from '../../lib/clipboard.ts';
import { useUserStore } from '../../store/user-store.ts';
import { routes } from '../../lib/route-paths.ts';

/**
 * Bind Google Authenticator (SPEC.md section 2): scan or copy the key, then confirm with the
 * current security code. A user who already bound one is told so instead of getting a new key.
 */
export default function GoogleAuthPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const bound = useUserStore((s) => s.userInfo.googleBound === true);
  const key = useQuery({ queryKey: ['googleKey'], queryFn: generateGoogleKey, enabled: !bound, staleTime: Infinity, gcTime: 0 });
  const bind = useBindGoogleAuthMutation();

  const submit = async ({ googleCode }: { googleCode: string }) => {
    if (!key.data) return;
    try {
      await bind.mutateAsync({ secret: key.data.secret, googleCode: googleCode.trim() });
      useUserStore.getState().setUserInfo(await getMyUserInfo());
      Toast.show({ icon: 'success', content: t('googleAuth.bound'), duration: 2000 });
      void navigate(routes.personalCentre, { replace: true });
    } catch {
      // Shown by the http instance (a wrong or expired code).
    }
  };

  return (
    <main className="screen" aria-label={t('my.menu.googleAuth')}>
      <ScreenHeader title={t('my.menu.googleAuth')} />
      {bound ? (
        <Result status="success" title={t('googleAuth.alreadyBound')} />
      ) : (
        <div className="screen__body">
          <section className="card" aria-labelledby="ga-step1">
            <h2 id="ga-step1" className="section-title">
              {t('googleAuth.step1')}
            </h2>
            {key.data ? (
              <>
                <div style={{ display: 'flex', justifyContent: 'center', margin: '8px 0 12px' }}>
                  <QRCodeSVG value={key.data.otpauthUrl} size={168} marginSize={2} aria-label={t('googleAuth.qr')} role="img" />
                </div>
                <p className="muted">{t('googleAuth.keyLabel')}</p>
                <div className="secret" data-testid="google-secret" style={{ fontSize: 16 }}>
                  {key.data.secret}
                </div>
                <Button block onClick={() => void copyText(key.data.secret)}>
                  {t('googleAuth.copyKey')}
                </Button>
              </>
            ) : (
              <Skeleton.Paragraph lineCount={4} animated />
            )}
          </section>
          <section className="card" aria-labelledby="ga-step2" style={{ padding: 0, overflow: 'hidden' }}>
            <h2 id="ga-step2" className="section-title" style={{ padding: '16px 16px 0' }}>
              {t('googleAuth.step2')}
            </h2>
            <Form
              layout="vertical"
              onFinish={(values: { googleCode: string }) => void submit(values)}
              footer={
                <Button block type="submit" color="primary" size="large" loading={bind.isPending} disabled={!key.data}>
                  {t('googleAuth.bind')}
                </Button>
              }
            >
              <Form.Item
                name="googleCode"
                label={t('login.googleCode')}
                rules={[{ required: true, pattern: /^\d{6}$/, message: t('login.googleCodePlaceholder') }]}
              >
                <Input inputMode="numeric" maxLength={6} placeholder={t('login.googleCodePlaceholder')} autoComplete="one-time-code" />
              </Form.Item>
            </Form>
          </section>
        </div>
      )}
    </main>
  );
}
