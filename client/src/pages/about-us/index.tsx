import { useTranslation } from 'react-i18next';
import { CONTENT_PAGES } from '../../api/content.ts';
import { usePublicSettings } from '../../api/settings.ts';
import { ContentPageView } from '../../features/content/index.ts';

/** About us (personal menu), from the server's content pages. */
export default function AboutUsPage() {
  const { t } = useTranslation();
  const link = usePublicSettings().data?.aboutUsUrl;
  return <ContentPageView page={CONTENT_PAGES.aboutUs} title={t('my.menu.aboutUs')} link={link} testId="about-us" />;
}
