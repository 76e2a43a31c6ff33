import { useTranslation } from 'react-i18next';
import { ScreenShell } from '../../components/domain-screen.tsx';
import { WelfareRewards } from '../../features/vip/index.ts';
import { routes } from '../../lib/route-paths.ts';

/** Welfare centre (fuliCenter): every reward received or claimable with its state; claim what is claimable (features/vip). */
export default function WelfareCentrePage() {
  const { t } = useTranslation();
  return (
    <ScreenShell testId="fuli-center" title={t('welfare.title')} link={{ label: t('welfare.levels'), to: routes.vipLevel }}>
      <WelfareRewards />
    </ScreenShell>
  );
}
