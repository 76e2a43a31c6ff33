import { useTranslation } from 'react-i18next';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { VipLevels } from '../../features/vip/index.ts';
import { routes } from '../../lib/route-paths.ts';

/** VIP levels (vipLevel): my level and the progress to the next, every level with its threshold and rewards (features/vip). */
export default function VipLevelPage() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  return (
    <main className="screen" data-testid="vip-level">
      <ScreenHeader
        title={t('vip.title')}
        right={
          <button type="button" className="link" onClick={() => openRoute(routes.welfareCentre)}>
            {t('vip.welfare')}
          </button>
        }
      />
      <div className="screen__body">
        <VipLevels />
      </div>
    </main>
  );
}
