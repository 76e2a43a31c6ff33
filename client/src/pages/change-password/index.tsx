import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { ChangePasswordForm } from '../../features/identity/index.ts';
import { routes } from '../../lib/route-paths.ts';

/** Change the login password: old, new, and new again; then the personal centre. */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className="screen">
      <ScreenHeader title={t('changePassword.title')} />
      <ChangePasswordForm onDone={() => void navigate(routes.personalCentre, { replace: true })} />
    </main>
  );
}
