import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useKycList } from '../../api/kyc.ts';
import { KycBasicForm, KycScreen } from '../../features/identity/index.ts';
import { routes } from '../../lib/route-paths.ts';

/**
 * Basic identity verification (shenfenRenzheng): the form of features/identity. A user whose
 * submission is waiting or authorized sees the result page instead; a rejected one sees the
 * reason above the form and may resubmit.
 */
export default function IdentityBasicPage() {
  const { t } = useTranslation();
  const list = useKycList();
  const navigate = useNavigate();
  return (
    <KycScreen list={list} title={t('shenfenRenzheng.title')} formFor="basic">
      {({ basic }) => <KycBasicForm latest={basic} onDone={() => void navigate(routes.identityResult, { replace: true })} />}
    </KycScreen>
  );
}
