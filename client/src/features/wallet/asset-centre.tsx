import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toDecimal } from '@sandbox/shared/format';
import { useContractBalance, useCurrencies, useRate, useUserAssets, useUserBalance } from '../../api/finance.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { Loading } from '../../components/screen-states.tsx';
import { moneyDecimals, moneyText } from '../../lib/format.ts';
import { routes } from '../../lib/route-paths.ts';
import { Spinner } from '../../components/spinner.tsx';
import s from './asset-centre.module.css';

/** The display currency the user picked for the total, kept on the device (US dollars until one is picked). */
const DISPLAY_CURRENCY_KEY = 'displayCurrency';
export const USDT = 'USDT';
const DEFAULT_DISPLAY = 'USD';

function readDisplayCurrency(): string {
  try {
    return localStorage.getItem(DISPLAY_CURRENCY_KEY) ?? DEFAULT_DISPLAY;
  } catch {
    return DEFAULT_DISPLAY;
  }
}

/** The currency the total is also shown in: read from the device, kept there when chosen. */
export function useDisplayCurrency(): [string, (code: string) => void] {
  const [display, setDisplay] = useState(readDisplayCurrency);
  const choose = (code: string) => {
    setDisplay(code);
    try {
      localStorage.setItem(DISPLAY_CURRENCY_KEY, code);
    } catch {
      // private mode: the choice lasts for this visit
    }
  };
  return [display, choose];
}

/**
 * The asset centre's queries, all asked at once: totals, spot balances, the contract wallet,
 * the currency list and the rate of USDT to the display currency.
 */
export function useAssetCentre(display: string) {
  const assets = useUserAssets();
  const balances = useUserBalance();
  const contract = useContractBalance();
  const currencies = useCurrencies();
  const rate = useRate(USDT, display, display !== USDT);
  // Every figure is money: at its currency's display decimals (2 until the list answers; the wallets' totals are in USDT).
  const precisionOf = (code: string) => moneyDecimals(currencies.data?.find((c) => c.currency === code)?.precision);
  const total = assets.data?.totalAssets;
  const converted =
    display === USDT ? total : rate.data && total !== undefined ? toDecimal(total)?.times(rate.data.rate).toString() : undefined;
  const displayOptions = [...new Set([USDT, display, ...(currencies.data ?? []).filter((c) => c.type === 2).map((c) => c.currency)])];
  return { assets, balances, contract, precisionOf, converted, displayOptions };
}

type PrecisionOf = (code: string) => number;
type Assets = NonNullable<ReturnType<typeof useUserAssets>['data']>;

/** The total in USDT and, converted, in the display currency (tap to choose it). */
export function AssetTotal({
  total,
  converted,
  display,
  precisionOf,
  onPick,
}: {
  total: string | undefined;
  converted: string | undefined;
  display: string;
  precisionOf: PrecisionOf;
  onPick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className={`card wallet-total ${s.total}`}>
      <p className={`muted ${s.totalLabel}`}>{t('zichanCenter.totalAssets')} (USDT)</p>
      <p data-testid="total-usdt" className={s.totalValue}>
        {moneyText(total, precisionOf(USDT))}
      </p>
      <button type="button" className={`link ${s.displayCurrency}`} onClick={onPick} data-testid="display-currency">
        ≈ {moneyText(converted, precisionOf(display))} {display} ▾
      </button>
    </section>
  );
}

/** What each wallet holds, in USDT. */
export function AssetWallets({ assets, precisionOf }: { assets: Assets; precisionOf: PrecisionOf }) {
  const { t } = useTranslation();
  const usdt = (value: string | undefined) => moneyText(value, precisionOf(USDT));
  return (
    <section className={`card ${s.flush}`}>
      <List>
        <List.Item extra={usdt(assets.spotBalance)}>{t('zichanCenter.spotBalance')}</List.Item>
        <List.Item extra={usdt(assets.contractBalance)}>{t('zichanCenter.contractBalance')}</List.Item>
        <List.Item extra={usdt(assets.positionAssets)}>{t('zichanCenter.positionAssets')}</List.Item>
        <List.Item extra={usdt(assets.productAssets)}>{t('zichanCenter.productAssets')}</List.Item>
        <List.Item extra={usdt(assets.competitionFrozen)}>{t('zichanCenter.competitionFrozen')}</List.Item>
        <List.Item extra={usdt(assets.virtualAssets)}>{t('zichanCenter.virtualAssets')}</List.Item>
      </List>
    </section>
  );
}

const ACTIONS = [
  { key: 'recharge', path: routes.recharge },
  { key: 'withdraw', path: routes.withdrawal },
  { key: 'transfer', path: routes.fundTransfer },
  { key: 'exchange', path: routes.fastTrade },
];

/** Recharge, withdraw, transfer, exchange. */
export function MoneyActions() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  return (
    <section className={`card ${s.actions}`}>
      {ACTIONS.map((a) => (
        <Button key={a.key} size="middle" color="primary" fill={a.key === 'recharge' ? 'solid' : 'outline'} onClick={() => openRoute(a.path)} data-testid={`action-${a.key}`}>
          {t(`zichanCenter.actions.${a.key}`)}
        </Button>
      ))}
    </section>
  );
}

/** The contract wallet's available balance and equity ("--" while they load, so the cards below it do not move when they arrive). */
export function ContractWalletCard({ contract, precisionOf }: { contract: ReturnType<typeof useContractBalance>; precisionOf: PrecisionOf }) {
  const { t } = useTranslation();
  if (contract.isError) return null;
  return (
    <section className="card">
      <h2 className="section-title">{t('zichanCenter.contractWallet')}</h2>
      <p className={`muted ${s.line}`}>
        {t('zichanCenter.available')}: {moneyText(contract.data?.available, precisionOf(USDT), USDT)} · {t('zichanCenter.equity')}:{' '}
        {moneyText(contract.data?.equity, precisionOf(USDT), USDT)}
      </p>
    </section>
  );
}

/** Each currency's available and frozen balance with its value in USDT. */
export function CurrencyBalances({ balances, precisionOf }: { balances: ReturnType<typeof useUserBalance>; precisionOf: PrecisionOf }) {
  const { t } = useTranslation();
  return (
    <section className={`card ${s.flush}`}>
      <h2 className={`section-title ${s.listTitle}`}>{t('zichanCenter.currencies')}</h2>
      {balances.isPending ? (
        <Spinner className={s.spinner} />
      ) : balances.isError ? (
        <p className={`muted ${s.note}`}>{t('zichanCenter.loadFailed')}</p>
      ) : balances.data.length === 0 ? (
        <p className={`muted ${s.note}`}>{t('zichanCenter.noCurrencies')}</p>
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
  );
}

/** The asset centre's first load: a centred spinner. */
export function AssetsLoading() {
  return (
    <div className={`screen__body ${s.loading}`}>
      <Loading />
    </div>
  );
}
