import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRouteError } from 'react-router-dom';

/** Shown when a page fails to load (a lost chunk after a deploy, a thrown loader). */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const message = error instanceof Error ? error.message : undefined;
  return (
    <div className="route-error">
      <ErrorBlock status="default" title={t('common.fail')} description={message} fullPage />
      <Button color="primary" block onClick={() => void navigate('/home', { replace: true })}>
        {t('common.backHome')}
      </Button>
    </div>
  );
}
