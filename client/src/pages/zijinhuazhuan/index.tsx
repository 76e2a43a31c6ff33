import { Button, ErrorBlock, Input, SpinLoading } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MONEY_DP } from '@sandbox/shared/money';
import { TRANSFER_DIRECTION, useContractBalance, useCurrencies, useTransferMutation, useUserBalance } from '../../api/finance.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { moneyText } from '../../lib/format.ts';
import { problemValueText } from '../../lib/amount-check.ts';
import { showToast } from '../../lib/notify.ts';
import { allOf, checkTransferAmount } from './transfer-rules.ts';
import { routes } from '../../lib/route-paths.ts';

/** The contract wallet holds USDT only (server: trade/wallet-service.ts, SETTLE_CURRENCY). */
const CURRENCY = 'USDT';
type Direction = (typeof TRANSFER_DIRECTION)[keyof typeof TRANSFER_DIRECTION];

const alertStyle = { color: 'var(--down)', fontSize: 13 } as const;

/**
 * Fund transfer (zijinhuazhuan): USDT between the spot and the contract wallet, either way
 * (swap button); the source's available balance, "all", a confirm button disabled while the
 * call is in flight; both balances refresh after it.
 */
export default function FundTransferPage() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const spot = useUserBalance();
  const contract = useContractBalance();
  const move = useTransferMutation();
  const currencies = useCurrencies();
  const [direction, setDirection] = useState<Direction>(TRANSFER_DIRECTION.SPOT_TO_CONTRACT);
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);

  const header = (
    <ScreenHeader
      title={t('zijinhuazhuan.title')}
      right={
        <button type="button" className="link" onClick={() => openRoute(routes.accountChanges)}>
          {t('zijinhuazhuan.records')}
        </button>
      }
    />
  );
  if (spot.isPending || contract.isPending) {
    return (
      <main className="screen">
        {header}
        <SpinLoading aria-label={t('common.loading')} style={{ margin: '48px auto' }} />
      </main>
    );
  }
  if (spot.isError || contract.isError) {
    return (
      <main className="screen">
        {header}
        <ErrorBlock
          status="default"
          title={t('zijinhuazhuan.loadFailed')}
          description={
            <Button
              onClick={() => {
                void spot.refetch();
                void contract.refetch();
              }}
            >
              {t('zijinhuazhuan.retry')}
            </Button>
          }
        />
      </main>
    );
  }

  const spotAvailable = spot.data.find((b) => b.currency === CURRENCY)?.available ?? '0';
  const contractAvailable = contract.data.available;
  const toContract = direction === TRANSFER_DIRECTION.SPOT_TO_CONTRACT;
  const available = toContract ? spotAvailable : contractAvailable;
  // Typed amounts: USDT's own decimals (the server refuses more), trading money's 8 until the
  // list arrives. Balances are shown as everywhere: the currency's decimals (moneyText's 2 until then).
  const precision = currencies.data?.find((c) => c.currency === CURRENCY)?.precision;
  const decimals = Math.min(precision ?? MONEY_DP, MONEY_DP);
  const problem = checkTransferAmount(amount, available, decimals);
  const wallet = (isSpot: boolean) => t(isSpot ? 'zijinhuazhuan.spot' : 'zijinhuazhuan.contract');

  const submit = async () => {
    setTouched(true);
    if (problem || move.isPending) return;
    try {
      await move.mutateAsync({ direction, amount: amount.trim() });
      showToast({ icon: 'success', content: t('zijinhuazhuan.done', { amount: moneyText(amount.trim(), precision), currency: CURRENCY }) });
      setAmount('');
      setTouched(false);
    } catch {
      // The http instance shows the server's message (e.g. insufficient balance).
    }
  };

  return (
    <main className="screen" data-testid="zijinhuazhuan">
      {header}
      <div className="screen__body">
        <section className="card" style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <div style={{ flex: 1 }}>
            <p className="muted" style={{ margin: 0 }}>{t('zijinhuazhuan.from')}</p>
            <p style={{ margin: '4px 0 12px', fontWeight: 600 }} data-testid="from-wallet">
              {wallet(toContract)}
            </p>
            <p className="muted" style={{ margin: 0 }}>{t('zijinhuazhuan.to')}</p>
            <p style={{ margin: '4px 0 0', fontWeight: 600 }} data-testid="to-wallet">
              {wallet(!toContract)}
            </p>
          </div>
          <Button
            shape="rounded"
            aria-label={t('zijinhuazhuan.swap')}
            data-testid="swap-direction"
            disabled={move.isPending}
            onClick={() => {
              setDirection(toContract ? TRANSFER_DIRECTION.CONTRACT_TO_SPOT : TRANSFER_DIRECTION.SPOT_TO_CONTRACT);
              setAmount('');
              setTouched(false);
            }}
          >
            ⇅
          </Button>
        </section>

        <section className="card">
          <p className="muted" style={{ marginTop: 0, display: 'flex', justifyContent: 'space-between' }}>
            <span>{t('zijinhuazhuan.currency')}</span>
            <strong style={{ color: 'var(--text)' }}>{CURRENCY}</strong>
          </p>
          <p className="muted" style={{ display: 'flex', justifyContent: 'space-between' }}>
            <span>{t('zijinhuazhuan.amount')}</span>
            <span data-testid="available">
              {t('zijinhuazhuan.available')}: {moneyText(available, precision, CURRENCY)}
            </span>
          </p>
          <div style={{ display: 'flex', gap: 8, alignItems: 'center', borderBottom: '1px solid var(--line)', paddingBottom: 8 }}>
            <Input
              value={amount}
              onChange={setAmount}
              inputMode="decimal"
              placeholder={t('zijinhuazhuan.amountPlaceholder')}
              aria-label={t('zijinhuazhuan.amount')}
              data-testid="amount"
            />
            <Button size="mini" fill="none" color="primary" onClick={() => setAmount(allOf(available, decimals))} data-testid="all">
              {t('zijinhuazhuan.all')}
            </Button>
          </div>
          {(touched || amount !== '') && problem && (
            <p role="alert" style={alertStyle} data-testid="amount-error">
              {t(`zijinhuazhuan.problems.${problem.problem}`, { value: problemValueText(problem, precision), currency: CURRENCY })}
            </p>
          )}
          <p className="muted" style={{ marginBottom: 0 }}>{t('zijinhuazhuan.usdtOnly')}</p>
        </section>

        <section className="card" data-testid="balances">
          <p className="muted" style={{ margin: 0, display: 'flex', justifyContent: 'space-between' }}>
            <span>{t('zijinhuazhuan.spotAvailable')}</span>
            <span data-testid="spot-available">
              {moneyText(spotAvailable, precision, CURRENCY)}
            </span>
          </p>
          <p className="muted" style={{ margin: '8px 0 0', display: 'flex', justifyContent: 'space-between' }}>
            <span>{t('zijinhuazhuan.contractAvailable')}</span>
            <span data-testid="contract-available">
              {moneyText(contractAvailable, precision, CURRENCY)}
            </span>
          </p>
        </section>

        <Button
          block
          color="primary"
          size="large"
          loading={move.isPending}
          disabled={move.isPending}
          onClick={() => void submit()}
          data-testid="submit-transfer"
        >
          {t('zijinhuazhuan.submit')}
        </Button>
      </div>
    </main>
  );
}
