import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ScreenShell } from '../../components/domain-screen.tsx';
import { OrderCreated } from '../../features/earn/index.ts';

/** Order created (taoliOk, `?id=`): the new order's summary and the way on (features/earn). */
export default function OrderCreatedPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <ScreenShell testId="taoli-ok" title={t('earn.ok.header')}>
      <OrderCreated id={params.get('id') ?? ''} />
    </ScreenShell>
  );
}
