import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { IeoBoard } from '../../features/ieo/index.ts';

/**
 * IEO (/ieo): the projects with their draw and applying for one, and my subscriptions with paying
 * a won one (features/ieo: ieo-board.tsx, ieo-cards.tsx, draw-ui.tsx).
 */
export default function IeoPage() {
  const { t } = useTranslation();
  return (
    <main className="screen" data-testid="ieo">
      <ScreenHeader title={t('ieo.title')} />
      <div className="screen__body">
        <IeoBoard />
      </div>
    </main>
  );
}
