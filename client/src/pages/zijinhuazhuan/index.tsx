import { useTranslation } from 'react-i18next';
import { useContractBalance, useCurrencies, useUserBalance } from '../../api/finance.ts';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { LoadFailed, Loading } from '../../components/screen-states.tsx';
import { TRANSFER_CURRENCY, TransferForm } from '../../features/wallet/index.ts';
import { routes } from '../../lib/route-paths.ts';

/** Fund transfer (zijinhuazhuan): USDT between the spot and the contract wallet (features/wallet's TransferForm). */
export default function FundTransferPage() {
  const { t } = useTranslation();
  const spot = useUserBalance();
  const contract = useContractBalance();
  const currencies = useCurrencies();

  const header = <ScreenHeader title={t('zijinhuazhuan.title')} link={{ label: t('zijinhuazhuan.records'), to: routes.accountChanges }} />;
  if (spot.isPending || contract.isPending) {
    return (
      <main className="screen">
        {header}
        <Loading />
      </main>
    );
  }
  if (spot.isError || contract.isError) {
    const retry = () => {
      void spot.refetch();
      void contract.refetch();
    };
    return (
      <main className="screen">
        {header}
        <LoadFailed title={t('zijinhuazhuan.loadFailed')} onRetry={retry} />
      </main>
    );
  }

  return (
    <main className="screen" data-testid="zijinhuazhuan">
      {header}
      <div className="screen__body">
        <TransferForm
          spotAvailable={spot.data.find((b) => b.currency === TRANSFER_CURRENCY)?.available ?? '0'}
          contractAvailable={contract.data.available}
          precision={currencies.data?.find((c) => c.currency === TRANSFER_CURRENCY)?.precision}
        />
      </div>
    </main>
  );
}
