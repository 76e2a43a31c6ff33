import { Button, Form, Input, Skeleton } from 'antd-mobile';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { getMyUserInfo, useBindGoogleAuthMutation } from '../../api/user.ts';
import { copyText } from '../../lib/clipboard.ts';
import { useUserStore } from '../../store/user-store.ts';
import { useGoogleKey } from './identity-queries.ts';
import { showToast } from '../../lib/notify.ts';
import ids from './identity.module.css';
import s from './google-auth.module.css';

/** Bind Google Authenticator: scan or copy a new key, then confirm with the current code. `onDone` runs once it is bound. */
export function GoogleAuthSetup({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const key = useGoogleKey();
  const bind = useBindGoogleAuthMutation();

  const submit = async ({ googleCode }: { googleCode: string }) => {
    if (!key.data) return;
    try {
      await bind.mutateAsync({ secret: key.data.secret, googleCode: googleCode.trim() });
      useUserStore.getState().setUserInfo(await getMyUserInfo());
      showToast({ icon: 'success', content: t('googleAuth.bound'), duration: 2000 });
      onDone();
    } catch {
      // Shown by the http instance (a wrong or expired code).
    }
  };

  return (
    <div className="screen__body">
      <section className="card" aria-labelledby="ga-step1">
        <h2 id="ga-step1" className="section-title">
          {t('googleAuth.step1')}
        </h2>
        {key.data ? (
          <>
            <div className={s.qr}>
              <QRCodeSVG value={key.data.otpauthUrl} size={168} marginSize={2} aria-label={t('googleAuth.qr')} role="img" />
            </div>
            <p className="muted">{t('googleAuth.keyLabel')}</p>
            <div className={`secret ${s.secret}`} data-testid="google-secret">
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
      <section className={`card ${ids.flush}`} aria-labelledby="ga-step2">
        <h2 id="ga-step2" className={`section-title ${ids.sectionTitle}`}>
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
          <Form.Item name="googleCode" label={t('login.googleCode')} rules={[{ required: true, pattern: /^\d{6}$/, message: t('login.googleCodePlaceholder') }]}>
            <Input inputMode="numeric" maxLength={6} placeholder={t('login.googleCodePlaceholder')} autoComplete="one-time-code" />
          </Form.Item>
        </Form>
      </section>
    </div>
  );
}
