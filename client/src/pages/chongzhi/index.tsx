import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCurrencies } from '../../api/finance.ts';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { Empty, LoadFailed, Loading } from '../../components/screen-states.tsx';
import { RechargeForm } from '../../features/wallet/index.ts';
import { routeWith, routes } from '../../lib/route-paths.ts';

/**
 * Recharge (chongzhi): currency and network, the deposit address with its QR code and a copy
 * button, an amount not below the minimum, the payment proof (features/wallet); then the result page.
 */
export default function RechargePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const currencies = useCurrencies();
  const rechargeable = (currencies.data ?? []).filter((c) => c.networks.some((n) => n.rechargeEnabled));

  const header = <ScreenHeader title={t('chongzhi.title')} link={{ label: t('chongzhi.records'), to: routeWith(routes.rechargeWithdrawalRecords, { type: 'recharge' }) }} />;

  if (currencies.isPending || currencies.isError || rechargeable.length === 0) {
    return (
      <main className="screen">
        {header}
        {currencies.isPending ? (
          <Loading />
        ) : currencies.isError ? (
          <LoadFailed title={t('chongzhi.loadFailed')} onRetry={() => void currencies.refetch()} />
        ) : (
          <Empty title={t('chongzhi.noCurrency')} />
        )}
      </main>
    );
  }

  return (
    <main className="screen" data-testid="chongzhi">
      {header}
      <div className="screen__body">
        <RechargeForm
          rechargeable={rechargeable}
          onDone={(id) => void navigate(routeWith(routes.rechargeWithdrawalResult, { type: 'recharge', id }), { replace: true })}
        />
      </div>
    </main>
  );
}
