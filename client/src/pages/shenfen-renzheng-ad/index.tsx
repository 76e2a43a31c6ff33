import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { KYC_STATUS } from '@sandbox/shared/status';
import { useKycList } from '../../api/kyc.ts';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { Loading } from '../../components/screen-states.tsx';
import { defaultPhoneCode, IdentityLoadFailed, KycAdvancedForm, KycNeedsBasic, kycRecords, kycSettledOrWaiting } from '../../features/identity/index.ts';
import { routes } from '../../lib/route-paths.ts';
import { useUserStore } from '../../store/user-store.ts';

/**
 * Advanced identity verification (shenfenRenzhengAd): contact phone, current address and an
 * emergency contact. Open once basic verification is authorized; a waiting or authorized
 * submission shows the result page instead; a rejected one shows the reason above the form.
 */
export default function IdentityAdvancedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useKycList();
  const userCode = useUserStore((s) => s.userInfo.countryCode);
  const title = t('shenfenRenzhengAd.title');

  const { basic, advanced } = list.isSuccess ? kycRecords(list.data) : { basic: undefined, advanced: undefined };
  if (kycSettledOrWaiting(advanced)) return <Navigate to={routes.identityResult} replace />;
  return (
    <main className="screen" aria-label={title}>
      <ScreenHeader title={title} />
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <IdentityLoadFailed title={t('renzhengResult.loadFailed')} onRetry={() => void list.refetch()} />
      ) : basic?.status !== KYC_STATUS.AUTHORIZED ? (
        <KycNeedsBasic submitted={basic !== undefined} onGo={() => void navigate(basic ? routes.identityResult : routes.identityBasic)} />
      ) : (
        <KycAdvancedForm advanced={advanced} defaultCode={defaultPhoneCode(userCode)} onDone={() => void navigate(routes.identityResult, { replace: true })} />
      )}
    </main>
  );
}
