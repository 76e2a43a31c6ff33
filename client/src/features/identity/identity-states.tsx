import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ErrorBlock } from '../../components/error-block.tsx';

/**
 * The identity screens' failed load: the shared LoadFailed's block, with the verification
 * screens' own "Retry" wording (renzhengResult.retry), which the shared one does not say.
 */
export function IdentityLoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return <ErrorBlock status="default" title={title} description={<Button onClick={onRetry}>{t('renzhengResult.retry')}</Button>} />;
}
