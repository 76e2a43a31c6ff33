import { Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { GoogleAuthSetup } from '../../features/identity/index.ts';
import { routes } from '../../lib/route-paths.ts';
import { useUserStore } from '../../store/user-store.ts';

/**
 * Bind Google Authenticator (SPEC.md section 2): scan or copy the key, then confirm with the
 * current security code. A user who already bound one is told so instead of getting a new key.
 */
export default function GoogleAuthPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const bound = useUserStore((s) => s.userInfo.googleBound === true);
  return (
    <main className="screen" aria-label={t('my.menu.googleAuth')}>
      <ScreenHeader title={t('my.menu.googleAuth')} />
      {bound ? (
        <Result status="success" title={t('googleAuth.alreadyBound')} />
      ) : (
        <GoogleAuthSetup onDone={() => void navigate(routes.personalCentre, { replace: true })} />
      )}
    </main>
  );
}
