import { useTranslation } from 'react-i18next';
import { CONTENT_PAGES } from '../../api/content.ts';
import { ContentPageView } from '../../features/content/index.ts';
import { CreditScoreCard } from '../../features/loan/index.ts';

/** Credit score (personal menu): the user's score (features/loan), then what raises and lowers it (the server's content page). */
export default function CreditScorePage() {
  const { t } = useTranslation();
  return <ContentPageView page={CONTENT_PAGES.creditScore} title={t('my.menu.creditScore')} lead={<CreditScoreCard />} testId="credit-score-page" />;
}
