import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { GuestInitialPassword, GuestLoginForm } from '../../features/identity/index.ts';
import { routes } from '../../lib/route-paths.ts';

/**
 * Guest login: the server creates the account and answers with its initial password, shown
 * here once with the advice to change it (features/identity).
 */
export default function GuestLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [issued, setIssued] = useState<{ password: string; next: string } | null>(null);
  return (
    <main className="auth">
      <ScreenHeader title={t('guest.title')} />
      {issued ? (
        <GuestInitialPassword
          password={issued.password}
          onChangeNow={() => void navigate(routes.changePassword, { replace: true })}
          onContinue={() => void navigate(issued.next, { replace: true })}
        />
      ) : (
        <GuestLoginForm onIssued={(password, next) => setIssued({ password, next })} onDone={(next) => void navigate(next, { replace: true })} />
      )}
    </main>
  );
}
