import { useTranslation } from 'react-i18next';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { WelfareRewards } from '../../features/vip/index.ts';
import { routes } from '../../lib/route-paths.ts';

/** Welfare centre (fuliCenter): every reward received or claimable with its state; claim what is claimable (features/vip). */
export default function WelfareCentrePage() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  return (
    <main className="screen" data-testid="fuli-center">
      <ScreenHeader
        title={t('welfare.title')}
        right={
          <button type="button" className="link" onClick={() => openRoute(routes.vipLevel)}>
            {t('welfare.levels')}
          </button>
        }
      />
      <div className="screen__body">
        <WelfareRewards />
      </div>
    </main>
  );
}
