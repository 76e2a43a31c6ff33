import { Button, Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSymbols } from '../../api/market.ts';
import { SECOND_DIRECTION, plainPercent, useSecondSets, type SecondDirection, type SecondSet } from '../../api/second-contract.ts';
import { payoutText } from './second-confirm.tsx';
import { PeriodLabel } from './second-period.tsx';
import { StakeField } from './second-stake.tsx';
import { useSecondOrder } from './use-second-order.ts';
import { Spinner } from '../../components/spinner.tsx';
import { ErrorBlock } from '../../components/error-block.tsx';
import { Empty } from '../../components/screen-states.tsx';
import styles from './second-contract.module.css';

/** The two order buttons: up and down. */
const BUY_BUTTONS = [
  { key: 'up', direction: SECOND_DIRECTION.UP, arrow: '↑', label: 'secondContract.buyUp' },
  { key: 'down', direction: SECOND_DIRECTION.DOWN, arrow: '↓', label: 'secondContract.buyDown' },
] as const;

/** The periods offered, each with its payout rate; the chosen one pressed. */
function PeriodSelector({ sets, value, onChange }: { sets: readonly SecondSet[]; value: string; onChange: (setId: string) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <p className={`sc__label ${styles.periodTitle}`}>
        {t('secondContract.periodTitle')}
      </p>
      <Selector tabIndex={0}
        className="sc__periods"
        columns={4}
        value={[value]}
        onChange={(v) => v[0] && onChange(v[0])}
        options={sets.map((s) => ({
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
    </>
  );
}

/** Up and down: the pressed one spins while its order is sent, both wait while any order is in flight. */
function BuyButtons({ pending, buying, disabled, onBuy }: { pending: SecondDirection | null; buying: boolean; disabled: boolean; onBuy: (direction: SecondDirection) => void }) {
  const { t } = useTranslation();
  return (
    <div className="sc__buttons">
      {BUY_BUTTONS.map((b) => (
        <Button
          key={b.key}
          className={`sc__btn sc__btn--${b.key}`}
          loading={pending === b.direction && buying}
          disabled={disabled}
          onClick={() => onBuy(b.direction)}
          data-testid={`second-${b.key}`}
        >
          {b.arrow} {t(b.label)}
        </Button>
      ))}
    </div>
  );
}

/** The order form of a symbol's second contracts (trade.secondSetList): period, stake, payout, up or down. */
export function SecondForm({ symbol, accountType, signedIn }: { symbol: string; accountType: 1 | 2; signedIn: boolean }) {
  const { t } = useTranslation();
  const sets = useSecondSets(symbol);
  const offered = useSymbols().data?.find((s) => s.symbol === symbol)?.secondContractEnabled !== false;
  const form = useSecondOrder({ symbol, accountType, signedIn, sets: sets.data ?? [] });
  const { set } = form;

  if (sets.isPending) return <Spinner label={t('common.loading')} className={styles.loading} />;
  if (sets.isError) {
    return (
      <ErrorBlock
        status="default"
        title={t('secondContract.setsFailed')}
        description={<Button onClick={() => void sets.refetch()}>{t('secondContract.retry')}</Button>}
      />
    );
  }
  if (!set || !offered) return <Empty title={t('secondContract.noSets')} />;
  return (
    <>
      <PeriodSelector sets={sets.data} value={set.id} onChange={form.setSetId} />
      <StakeField
        set={set}
        accountType={accountType}
        available={form.available}
        amount={form.amount}
        onAmount={form.changeAmount}
        onMinimum={() => form.setAmount(set.minAmount)}
        problem={form.problem}
        touched={form.touched}
      />
      <div className="sc__row">
        <span className="sc__label">{t('secondContract.payoutIfWon')}</span>
        <span data-testid="second-expected" className={styles.up}>
          {payoutText(form.problem ? null : form.payout, set.currency)}
        </span>
      </div>
      {form.serverError ? (
        <p role="alert" className="sc__error" data-testid="second-server-error">
          {form.serverError}
        </p>
      ) : null}
      <BuyButtons pending={form.pending} buying={form.buying} disabled={form.inFlight} onBuy={(direction) => void form.order(direction)} />
    </>
  );
}
