import { useTranslation } from 'react-i18next';
import { KYC_LEVEL, KYC_STATUS } from '@sandbox/shared/status';
import { useKycList } from '../../api/kyc.ts';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { Loading } from '../../components/screen-states.tsx';
import { IdentityLoadFailed, KycLevelCard, kycRecords } from '../../features/identity/index.ts';

/**
 * Verification result (renzhengResult): each level's newest submission: waiting (polled until
 * reviewed), rejected with the reason and a way to resubmit, or authorized with what it unlocks.
 */
export default function IdentityResultPage() {
  const { t } = useTranslation();
  const list = useKycList();
  const title = t('renzhengResult.title');
  const { basic, advanced } = list.isSuccess ? kycRecords(list.data) : { basic: undefined, advanced: undefined };
  return (
    <main className="screen" aria-label={title}>
      <ScreenHeader title={title} />
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <IdentityLoadFailed title={t('renzhengResult.loadFailed')} onRetry={() => void list.refetch()} />
      ) : (
        <div className="screen__body">
          <KycLevelCard level={KYC_LEVEL.BASIC} record={basic} basicAuthorized />
          <KycLevelCard level={KYC_LEVEL.ADVANCED} record={advanced} basicAuthorized={basic?.status === KYC_STATUS.AUTHORIZED} />
        </div>
      )}
    </main>
  );
}
