import { useTranslation } from 'react-i18next';
import { KYC_LEVEL, KYC_STATUS } from '@sandbox/shared/status';
import { useKycList } from '../../api/kyc.ts';
import { KycLevelCard, KycScreen } from '../../features/identity/index.ts';

/**
 * Verification result (renzhengResult): each level's newest submission: waiting (polled until
 * reviewed), rejected with the reason and a way to resubmit, or authorized with what it unlocks.
 */
export default function IdentityResultPage() {
  const { t } = useTranslation();
  const list = useKycList();
  return (
    <KycScreen list={list} title={t('renzhengResult.title')}>
      {({ basic, advanced }) => (
        <div className="screen__body">
          <KycLevelCard level={KYC_LEVEL.BASIC} record={basic} basicAuthorized />
          <KycLevelCard level={KYC_LEVEL.ADVANCED} record={advanced} basicAuthorized={basic?.status === KYC_STATUS.AUTHORIZED} />
        </div>
      )}
    </KycScreen>
  );
}
