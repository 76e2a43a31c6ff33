import { Button, ErrorBlock, List, Picker, SpinLoading } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toDecimal } from '@sandbox/shared/format';
import { useContractBalance, useCurrencies, useRate, useUserAssets, useUserBalance } from '../../api/finance.ts';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { OrderStatCard } from '../../features/earn/index.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { moneyDecimals, moneyText } from '../../lib/format.ts';
import { routes } from '../../lib/route-paths.ts';

/** The display currency the user picked for the total, kept on the device (US dollars until one is picked). */
const DISPLAY_CURRENCY_KEY = 'displayCurrency';
const USDT = 'USDT';
const DEFAULT_DISPLAY = 'USD';

function readDisplayCurrency(): string {
  try {
    return localStorage.getItem(DISPLAY_CURRENCY_KEY) ?? DEFAULT_DISPLAY;
  } catch {
    return DEFAULT_DISPLAY;
  }
}

/** Asset centre (zichanCenter): totals, the wallets, each currency's balance and the money actions. */
export default function AssetCentrePage() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const assets = useUserAssets();
  const balances = useUserBalance();
  const contract = useContractBalance();
  const currencies = useCurrencies();
  const [display, setDisplay] = useState(readDisplayCurrency);
  const [picking, setPicking] = useState(false);
  const rate = useRate(USDT, display, display !== USDT);

  // Every figure is money: at its currency's display decimals (2 until the list answers; the wallets' totals are in USDT).
  const precisionOf = (code: string) => moneyDecimals(currencies.data?.find((c) => c.currency === code)?.precision);
  const usdt = (value: string | undefined) => moneyText(value, precisionOf(USDT));
  const total = assets.data?.totalAssets;
  const converted =
    display === USDT ? total : rate.data && total !== undefined ? toDecimal(total)?.times(rate.data.rate).toString() : undefined;

  const choose = (code: string) => {
    setDisplay(code);
    try {
      localStorage.setItem(DISPLAY_CURRENCY_KEY, code);
    } catch {
      // private mode: the choice lasts for this visit
    }
  };

  const displayOptions = [...new Set([USDT, display, ...(currencies.data ?? []).filter((c) => c.type === 2).map((c) => c.currency)])];

  const actions = [
    { key: 'recharge', path: routes.recharge },
    { key: 'withdraw', path: routes.withdrawal },
    { key: 'transfer', path: routes.fundTransfer },
    { key: 'exchange', path: routes.fastTrade },
  ];

  return (
    <main className="screen" data-testid="zichan-center">
      <ScreenHeader
        title={t('zichanCenter.title')}
        right={
          <button type="button" className="link" onClick={() => openRoute(routes.rechargeWithdrawalRecords)}>
            {t('zichanCenter.records')}
          </button>
        }
      />
      {assets.isPending ? (
        <div className="screen__body" style={{ textAlign: 'center' }}>
          <SpinLoading aria-label={t('common.loading')} style={{ margin: '48px auto' }} />
        </div>
      ) : assets.isError ? (
        <ErrorBlock status="default" title={t('zichanCenter.loadFailed')} description={<Button onClick={() => void assets.refetch()}>{t('zichanCenter.retry')}</Button>} />
      ) : (
        <div className="screen__body">
          <section className="card wallet-total" style={{ background: 'linear-gradient(160deg, #0b1e3f 0%, #17386f 100%)', color: '#fff' }}>
            <p className="muted" style={{ color: 'rgba(255,255,255,.75)', margin: 0 }}>
              {t('zichanCenter.totalAssets')} (USDT)
            </p>
            <p data-testid="total-usdt" style={{ fontSize: 28, fontWeight: 700, margin: '6px 0' }}>
              {usdt(total)}
            </p>
            <button type="button" className="link" style={{ color: '#fff', padding: 0, background: 'none', border: 0, font: 'inherit' }} onClick={() => setPicking(true)} data-testid="display-currency">
              ≈ {moneyText(converted, precisionOf(display))} {display} ▾
            </button>
          </section>

          <section className="card" style={{ padding: 0, overflow: 'hidden' }}>
            <List>
              <List.Item extra={usdt(assets.data.spotBalance)}>{t('zichanCenter.spotBalance')}</List.Item>
              <List.Item extra={usdt(assets.data.contractBalance)}>{t('zichanCenter.contractBalance')}</List.Item>
              <List.Item extra={usdt(assets.data.positionAssets)}>{t('zichanCenter.positionAssets')}</List.Item>
              <List.Item extra={usdt(assets.data.productAssets)}>{t('zichanCenter.productAssets')}</List.Item>
              <List.Item extra={usdt(assets.data.competitionFrozen)}>{t('zichanCenter.competitionFrozen')}</List.Item>
              <List.Item extra={usdt(assets.data.virtualAssets)}>{t('zichanCenter.virtualAssets')}</List.Item>
            </List>
          </section>

          <section className="card" style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 8 }}>
            {actions.map((a) => (
              <Button key={a.key} size="middle" color="primary" fill={a.key === 'recharge' ? 'solid' : 'outline'} onClick={() => openRoute(a.path)} data-testid={`action-${a.key}`}>
                {t(`zichanCenter.actions.${a.key}`)}
              </Button>
            ))}
          </section>

          <OrderStatCard />

          {contract.data && (
            <section className="card">
              <h2 className="section-title">{t('zichanCenter.contractWallet')}</h2>
              <p className="muted" style={{ margin: 0 }}>
                {t('zichanCenter.available')}: {moneyText(contract.data.available, precisionOf(USDT), USDT)} · {t('zichanCenter.equity')}:{' '}
                {moneyText(contract.data.equity, precisionOf(USDT), USDT)}
              </p>
            </section>
          )}

          <section className="card" style={{ padding: 0, overflow: 'hidden' }}>
            <h2 className="section-title" style={{ padding: '12px 16px 0' }}>
              {t('zichanCenter.currencies')}
            </h2>
            {balances.isPending ? (
              <SpinLoading style={{ margin: 16 }} />
            ) : balances.isError ? (
              <p className="muted" style={{ padding: 16 }}>{t('zichanCenter.loadFailed')}</p>
            ) : balances.data.length === 0 ? (
              <p className="muted" style={{ padding: 16 }}>{t('zichanCenter.noCurrencies')}</p>
            ) : (
              <List>
                {balances.data.map((b) => (
                  <List.Item
                    key={b.currency}
                    data-testid={`balance-${b.currency}`}
                    description={`${t('zichanCenter.frozen')} ${moneyText(b.frozen, precisionOf(b.currency))} · ≈ ${moneyText(b.valuation, precisionOf(USDT), USDT)}`}
                    extra={moneyText(b.available, precisionOf(b.currency))}
                  >
                    {b.currency}
                  </List.Item>
                ))}
              </List>
            )}
          </section>
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
