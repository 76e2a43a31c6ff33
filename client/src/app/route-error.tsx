import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { routes } from '../lib/route-paths.ts';

/**
 * Shown when a page fails to load (a lost chunk after a deploy) or throws while rendering
 * (app/router.tsx). Plain markup: it is part of the initial bundle, and antd's ErrorBlock
 * carries large images.
 */
export function RouteError({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const message = error instanceof Error ? error.message : undefined;
  return (
    <main className="route-error" role="alert">
      <h1 className="section-title">{t('common.fail')}</h1>
      {message && <p className="muted">{message}</p>}
      <button type="button" className="button-primary" onClick={() => void navigate(routes.home, { replace: true })}>
        {t('common.backHome')}
      </button>
    </main>
  );
}
