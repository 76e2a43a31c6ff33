import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { useKycList } from '../../api/kyc.ts';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { Loading } from '../../components/screen-states.tsx';
import { IdentityLoadFailed, KycBasicForm, kycRecords, kycSettledOrWaiting } from '../../features/identity/index.ts';
import { routes } from '../../lib/route-paths.ts';

/**
 * Basic identity verification (shenfenRenzheng): the form of features/identity. A user whose
 * submission is waiting or authorized sees the result page instead; a rejected one sees the
 * reason above the form and may resubmit.
 */
export default function IdentityBasicPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useKycList();
  const title = t('shenfenRenzheng.title');

  const latest = list.isSuccess ? kycRecords(list.data).basic : undefined;
  if (kycSettledOrWaiting(latest)) return <Navigate to={routes.identityResult} replace />;
  return (
    <main className="screen" aria-label={title}>
      <ScreenHeader title={title} />
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <IdentityLoadFailed title={t('renzhengResult.loadFailed')} onRetry={() => void list.refetch()} />
      ) : (
        <KycBasicForm latest={latest} onDone={() => void navigate(routes.identityResult, { replace: true })} />
      )}
    </main>
  );
}
