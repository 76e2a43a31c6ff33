import { useTranslation } from 'react-i18next';
import { ScreenShell } from '../../components/domain-screen.tsx';
import { IeoBoard } from '../../features/ieo/index.ts';

/**
 * IEO (/ieo): the projects with their draw and applying for one, and my subscriptions with paying
 * a won one (features/ieo: ieo-board.tsx, ieo-cards.tsx, draw-ui.tsx).
 */
export default function IeoPage() {
  const { t } = useTranslation();
  return (
    <ScreenShell testId="ieo" title={t('ieo.title')}>
      <IeoBoard />
    </ScreenShell>
  );
}
