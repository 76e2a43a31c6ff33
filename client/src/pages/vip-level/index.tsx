import { useTranslation } from 'react-i18next';
import { ScreenShell } from '../../components/domain-screen.tsx';
import { VipLevels } from '../../features/vip/index.ts';
import { routes } from '../../lib/route-paths.ts';

/** VIP levels (vipLevel): my level and the progress to the next, every level with its threshold and rewards (features/vip). */
export default function VipLevelPage() {
  const { t } = useTranslation();
  return (
    <ScreenShell testId="vip-level" title={t('vip.title')} link={{ label: t('vip.welfare'), to: routes.welfareCentre }}>
      <VipLevels />
    </ScreenShell>
  );
}
