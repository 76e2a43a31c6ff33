import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, ErrorBlock, Input, Selector, SpinLoading } from 'antd-mobile';
import { useCallback, useRef, useState, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TRADE_ACCOUNT } from '@sandbox/shared/status';
import { BALANCE_POLL_MS, queryUserBalance, walletKeys } from '../../api/finance.ts';
import { marketStreamUrl, useSymbols } from '../../api/market.ts';
import { usePositionSummary } from '../../api/positions.ts';
import {
  SECOND_DIRECTION,
  checkStake,
  plainPercent,
  secondPayout,
  useSecondBuyMutation,
  useSecondSets,
  type SecondDirection,
  type SecondSet,
} from '../../api/second-contract.ts';
import { moneyText } from '../../lib/format.ts';
import { showToast } from '../../lib/notify.ts';
import { useUserStore } from '../../store/user-store.ts';
import { useMarketStream, type LivePrices } from '../../components/market-stream.ts';
import { SecondHead } from './second-head.tsx';
import { SecondHistory } from './second-history.tsx';
import { PeriodLabel } from './second-period.tsx';
import './second-contract.css';
import styles from './second-contract.module.css';
import { routes } from '../../lib/route-paths.ts';

/** The two order buttons: up and down. */
const BUY_BUTTONS = [
  { key: 'up', direction: SECOND_DIRECTION.UP, arrow: '↑', label: 'secondContract.buyUp' },
  { key: 'down', direction: SECOND_DIRECTION.DOWN, arrow: '↓', label: 'secondContract.buyDown' },
] as const;

/** The stake's balance: the spot USDT wallet (real), or the demo account's virtual balance (its position summary). */
function useAvailable(accountType: 1 | 2, signedIn: boolean): { value: string | undefined; pending: boolean } {
  const real = useQuery({
    queryKey: walletKeys.balance,
    queryFn: queryUserBalance,
    refetchInterval: BALANCE_POLL_MS,
    enabled: signedIn && accountType === TRADE_ACCOUNT.REAL,
  });
  const demo = usePositionSummary(TRADE_ACCOUNT.DEMO, signedIn && accountType === TRADE_ACCOUNT.DEMO);
  if (!signedIn) return { value: undefined, pending: false };
  if (accountType === TRADE_ACCOUNT.DEMO) return { value: demo.data?.available, pending: demo.isPending };
  return { value: real.data?.find((b) => b.currency === 'USDT')?.available ?? (real.data ? '0' : undefined), pending: real.isPending };
}

/**
 * Second (short-term) contracts on one symbol: pick a period (payout rate and limits from
 * trade.secondSetList), a stake, then up or down; confirm with the payout if won; the head
 * counts the running order down to its result; the history below. `accountType` 2 trades
 * the demo account's virtual balance on the same engine.
 */
export function SecondContractPanel(props: {
  symbol: string;
  accountType: 1 | 2;
  /** Live prices the host screen already streams (one connection per screen); else the panel opens its own. */
  prices?: LivePrices;
}): JSX.Element {
  const { symbol, accountType } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = useUserStore((s) => s.token !== '');
  const sets = useSecondSets(symbol);
  const offered = useSymbols().data?.find((s) => s.symbol === symbol)?.secondContractEnabled !== false;
  const available = useAvailable(accountType, signedIn);
  const buy = useSecondBuyMutation();
  const [setId, setSetId] = useState<string | undefined>(undefined);
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState<SecondDirection | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  // A second tap in the same frame (before the state above re-renders) must not open a second order.
  const busy = useRef(false);

  const resync = useCallback(() => void queryClient.invalidateQueries({ queryKey: ['second', 'head'] }), [queryClient]);
  const own = useMarketStream(symbol && !props.prices ? marketStreamUrl([symbol]) : null, resync);
  const livePrice = (props.prices ?? own).prices[symbol];

  const list = sets.data ?? [];
  const set: SecondSet | undefined = list.find((s) => s.id === setId) ?? list[0];
  const problem = checkStake(amount, set, available.value);
  const payout = set ? secondPayout(amount, set.payoutRate) : null;
  const inFlight = buy.isPending || pending !== null;

  const order = async (direction: SecondDirection) => {
    setTouched(true);
    setServerError(null);
    if (!signedIn) {
      void navigate(routes.login);
      return;
    }
    if (!set || problem || inFlight || busy.current) return;
    busy.current = true;
    setPending(direction);
    try {
      const ok = await Dialog.confirm({
        title: t('secondContract.confirmTitle'),
        content: (
          <div data-testid="second-confirm">
            <div className="sc__row">
              <span className="sc__label">{t('secondContract.direction')}</span>
              <span className={`${direction === SECOND_DIRECTION.UP ? styles.up : styles.down} ${styles.strong}`}>
                {t(direction === SECOND_DIRECTION.UP ? 'secondContract.up' : 'secondContract.down')}
              </span>
            </div>
            <div className="sc__row">
              <span className="sc__label">{t('secondContract.stake')}</span>
              <span data-testid="second-confirm-stake">
                {amount.trim()} {set.currency}
              </span>
            </div>
            <div className="sc__row">
              <span className="sc__label">{t('secondContract.periodTitle')}</span>
              <span>
                <PeriodLabel seconds={set.periodSeconds} />
              </span>
            </div>
            <div className="sc__row">
              <span className="sc__label">{t('secondContract.payoutRate')}</span>
              <span>{plainPercent(set.payoutRate)}%</span>
            </div>
            <div className="sc__row">
              <span className="sc__label">{t('secondContract.payoutIfWon')}</span>
              <span data-testid="second-confirm-payout" className={`${styles.up} ${styles.strong}`}>
                {payout ? `${moneyText(payout.payout, undefined, set.currency)} (+${moneyText(payout.profit)})` : '--'}
              </span>
            </div>
            {accountType === TRADE_ACCOUNT.DEMO && <p className="muted">{t('secondContract.demoNote')}</p>}
          </div>
        ),
        confirmText: t('common.confirm'),
        cancelText: t('common.cancel'),
      });
      if (!ok) return;
      await buy.mutateAsync({ symbol, setId: set.id, direction, amount: amount.trim(), accountType });
      showToast({ icon: 'success', content: t('secondContract.placed') });
      setAmount('');
      setTouched(false);
    } catch (error) {
      // The http instance has shown the server's (localized) message as a toast; keep it on screen too.
      setServerError(error instanceof Error ? error.message : String(error));
    } finally {
      busy.current = false;
      setPending(null);
    }
  };

  let form: JSX.Element;
  if (sets.isPending) {
    form = <SpinLoading aria-label={t('common.loading')} className={styles.loading} />;
  } else if (sets.isError) {
    form = (
      <ErrorBlock
        status="default"
        title={t('secondContract.setsFailed')}
        description={<Button onClick={() => void sets.refetch()}>{t('secondContract.retry')}</Button>}
      />
    );
  } else if (!set || !offered) {
    form = <ErrorBlock status="empty" title={t('secondContract.noSets')} description="" />;
  } else {
    form = (
      <>
        <p className={`sc__label ${styles.periodTitle}`}>
          {t('secondContract.periodTitle')}
        </p>
        <Selector tabIndex={0}
          className="sc__periods"
          columns={4}
          value={[set.id]}
          onChange={(v) => v[0] && setSetId(v[0])}
          options={list.map((s) => ({
            value: s.id,
            label: (
              <span className="sc__period" data-testid={`second-period-${s.periodSeconds}`}>
                <span className="sc__period-time">
                  <PeriodLabel seconds={s.periodSeconds} />
                </span>
                <span className="sc__period-rate">{plainPercent(s.payoutRate)}%</span>
              </span>
            ),
          }))}
        />
        <div className={`sc__row ${styles.amountHead}`}>
          <span className="sc__label">
            {t('secondContract.amount')} ({set.currency})
          </span>
          {available.value !== undefined || available.pending ? (
            <span data-testid="second-available">
              {t(accountType === TRADE_ACCOUNT.DEMO ? 'secondContract.virtualAvailable' : 'secondContract.available')}:{' '}
              {available.pending ? '…' : moneyText(available.value ?? '0', undefined, set.currency)}
            </span>
          ) : null}
        </div>
        <div className="amount-row sc__amount">
          <Input
            value={amount}
            onChange={(v) => {
              setAmount(v);
              setServerError(null);
            }}
            inputMode="decimal"
            placeholder={t('secondContract.limits', { min: moneyText(set.minAmount), max: moneyText(set.maxAmount), currency: set.currency })}
            aria-label={t('secondContract.amount')}
            data-testid="second-amount"
          />
          <Button size="mini" fill="none" color="primary" className={styles.nowrap} onClick={() => setAmount(set.minAmount)}>
            {t('secondContract.min')}
          </Button>
        </div>
        {(touched || amount !== '') && problem ? (
          <p role="alert" className="sc__error" data-testid="second-amount-error">
            {t(`secondContract.problems.${problem.problem}`, {
              value: 'value' in problem ? (problem.problem === 'decimals' ? problem.value : moneyText(problem.value)) : '',
              currency: set.currency,
            })}
          </p>
        ) : null}
        <div className="sc__row">
          <span className="sc__label">{t('secondContract.payoutIfWon')}</span>
          <span data-testid="second-expected" className={styles.up}>
            {payout && !problem ? `${moneyText(payout.payout, undefined, set.currency)} (+${moneyText(payout.profit)})` : '--'}
          </span>
        </div>
        {serverError ? (
          <p role="alert" className="sc__error" data-testid="second-server-error">
            {serverError}
          </p>
        ) : null}
        <div className="sc__buttons">
          {BUY_BUTTONS.map((b) => (
            <Button
              key={b.key}
              className={`sc__btn sc__btn--${b.key}`}
              loading={pending === b.direction && buy.isPending}
              disabled={inFlight}
              onClick={() => void order(b.direction)}
              data-testid={`second-${b.key}`}
            >
              {b.arrow} {t(b.label)}
            </Button>
          ))}
        </div>
      </>
    );
  }

  return (
    <div className="sc" data-testid="second-contract-panel" data-account={accountType}>
      {signedIn && <SecondHead symbol={symbol} accountType={accountType} livePrice={livePrice} />}
      <section className="card" data-testid="second-form">
        {form}
      </section>
      {signedIn ? (
        <SecondHistory symbol={symbol} accountType={accountType} />
      ) : (
        <section className="card">
          <p className={`muted ${styles.flat}`}>
            {t('secondContract.signInToTrade')}
          </p>
        </section>
      )}
    </div>
  );
}
