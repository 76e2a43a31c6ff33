import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { LoadFailed } from '../../components/screen-states.tsx';
import { OrderStatCard } from '../../features/earn/index.ts';
import {
  AssetsLoading,
  AssetTotal,
  AssetWallets,
  ContractWalletCard,
  CurrencyBalances,
  MoneyActions,
  USDT,
  useAssetCentre,
  useDisplayCurrency,
} from '../../features/wallet/index.ts';
import { routes } from '../../lib/route-paths.ts';
import { Picker } from '../../components/overlays.tsx';

/** Asset centre (zichanCenter): totals, the wallets, each currency's balance and the money actions. */
export default function AssetCentrePage() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const [display, choose] = useDisplayCurrency();
  const [picking, setPicking] = useState(false);
  const { assets, balances, contract, precisionOf, converted, displayOptions } = useAssetCentre(display);

  return (
    <main className="screen" data-testid="zichan-center">
      <ScreenHeader title={t('zichanCenter.title')} link={{ label: t('zichanCenter.records'), to: routes.rechargeWithdrawalRecords }} />
      {assets.isPending ? (
        <AssetsLoading />
      ) : assets.isError ? (
        <LoadFailed title={t('zichanCenter.loadFailed')} onRetry={() => void assets.refetch()} />
      ) : (
        <div className="screen__body">
          <AssetTotal total={assets.data.totalAssets} converted={converted} display={display} precisionOf={precisionOf} onPick={() => setPicking(true)} />
          <AssetWallets assets={assets.data} precisionOf={precisionOf} />
          <MoneyActions />
          <OrderStatCard />
          <ContractWalletCard contract={contract} precisionOf={precisionOf} />
          <CurrencyBalances balances={balances} precisionOf={precisionOf} />
          <Button block fill="none" color="primary" onClick={() => openRoute(routes.accountChanges)}>
            {t('zichanCenter.changeRecords')}
          </Button>
        </div>
      )}
      <Picker
        columns={[displayOptions.map((c) => ({ label: c, value: c }))]}
        visible={picking}
        value={[display]}
        onClose={() => setPicking(false)}
        onConfirm={(v) => choose(String(v[0] ?? USDT))}
        confirmText={t('common.confirm')}
        cancelText={t('common.cancel')}
      />
    </main>
  );
}
