import { useTranslation } from 'react-i18next';
import { CONTENT_PAGES } from '../../api/content.ts';
import { usePublicSettings } from '../../api/settings.ts';
import { ContentPageView } from '../../features/content/index.ts';

/** White paper (personal menu), from the server's content pages. */
export default function WhitePaperPage() {
  const { t } = useTranslation();
  const link = usePublicSettings().data?.whitePaperUrl;
  return <ContentPageView page={CONTENT_PAGES.whitePaper} title={t('my.menu.whitePaper')} link={link} testId="white-paper" />;
}
