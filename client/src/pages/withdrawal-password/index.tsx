import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { WithdrawalPasswordForm } from '../../features/wallet/index.ts';
import { routes } from '../../lib/route-paths.ts';
import { useUserStore } from '../../store/user-store.ts';

/** Set or change the withdrawal password; then back to `?from=` (the asset centre without one). */
export default function WithdrawalPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const isSet = useUserStore((s) => s.userInfo.withdrawalPasswordSet === true);
  const done = () => {
    const back = params.get('from');
    void navigate(back?.startsWith('/') ? back : routes.assetCentre, { replace: true });
  };
  return (
    <main className="screen">
      <ScreenHeader title={t(isSet ? 'withdrawalPassword.changeTitle' : 'withdrawalPassword.setTitle')} />
      <WithdrawalPasswordForm isSet={isSet} onDone={done} />
    </main>
  );
}
