import { useTranslation } from 'react-i18next';
import { isWebUrl } from '../../components/external-link.ts';
import { ScreenHeader } from '../../components/screen-header.tsx';
import s from './outlink.module.css';

/**
 * An external page in a frame, titled with its host; sites that refuse to be framed can still be
 * opened in their own tab from the header. Only http and https are shown; anything else (or no
 * address) says why.
 */
export function OutlinkView({ url }: { url: string | null }) {
  const { t } = useTranslation();
  const valid = isWebUrl(url);
  // Without a usable address the page says what it is, not "Fail" (issue 17 item 3).
  const title = valid ? new URL(url).hostname : t('outlink.title');
  return (
    <main className="outlink" aria-label={title}>
      <ScreenHeader
        title={title}
        right={
          valid ? (
            <a href={url} target="_blank" rel="noopener noreferrer" className={`link ${s.openExternal}`}>
              {t('outlink.openExternal')}
            </a>
          ) : undefined
        }
      />
      {valid ? (
        <iframe className="outlink__frame" src={url} title={title} referrerPolicy="no-referrer" />
      ) : url ? (
        <p className="note" role="alert">
          {t('outlink.invalid')}
        </p>
      ) : (
        <p className="note">{t('outlink.missing')}</p>
      )}
    </main>
  );
}
