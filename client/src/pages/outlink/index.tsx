import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isWebUrl } from '../../components/external-link.ts';
import { ScreenHeader } from '../../components/screen-header.tsx';

/**
 * Shows an external page whose address arrives as `?url=` (SPEC.md section 2). Kept alive:
 * returning to it does not reload the page. Sites that refuse to be framed can still be
 * opened in their own tab from the header.
 */
export default function OutlinkPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const url = params.get('url');
  const valid = isWebUrl(url);
  // Without a usable address the page says what it is, not "Fail" (issue 17 item 3).
  const title = valid ? new URL(url).hostname : t('outlink.title');
  return (
    <main className="outlink" aria-label={title}>
      <ScreenHeader
        title={title}
        right={
          valid ? (
            <a href={url} target="_blank" rel="noopener noreferrer" className="link" style={{ fontSize: 13 }}>
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
