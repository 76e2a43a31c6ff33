import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { OrderCreated } from '../../features/earn/index.ts';

/** Order created (taoliOk, `?id=`): the new order's summary and the way on (features/earn). */
export default function OrderCreatedPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <main className="screen" data-testid="taoli-ok">
      <ScreenHeader title={t('earn.ok.header')} />
      <div className="screen__body">
        <OrderCreated id={params.get('id') ?? ''} />
      </div>
    </main>
  );
}
