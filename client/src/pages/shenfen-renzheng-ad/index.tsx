import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { KYC_STATUS } from '@sandbox/shared/status';
import { useKycList } from '../../api/kyc.ts';
import { defaultPhoneCode, KycAdvancedForm, KycNeedsBasic, KycScreen } from '../../features/identity/index.ts';
import { routes } from '../../lib/route-paths.ts';
import { useUserStore } from '../../store/user-store.ts';

/**
 * Advanced identity verification (shenfenRenzhengAd): contact phone, current address and an
 * emergency contact. Open once basic verification is authorized; a waiting or authorized
 * submission shows the result page instead; a rejected one shows the reason above the form.
 */
export default function IdentityAdvancedPage() {
  const { t } = useTranslation();
  const list = useKycList();
  const navigate = useNavigate();
  const userCode = useUserStore((s) => s.userInfo.countryCode);
  return (
    <KycScreen list={list} title={t('shenfenRenzhengAd.title')} formFor="advanced">
      {({ basic, advanced }) =>
        basic?.status !== KYC_STATUS.AUTHORIZED ? (
          <KycNeedsBasic submitted={basic !== undefined} onGo={() => void navigate(basic ? routes.identityResult : routes.identityBasic)} />
        ) : (
          <KycAdvancedForm advanced={advanced} defaultCode={defaultPhoneCode(userCode)} onDone={() => void navigate(routes.identityResult, { replace: true })} />
        )
      }
    </KycScreen>
  );
}
