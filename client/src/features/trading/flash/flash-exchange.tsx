import { Button, Dialog, Input } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pairMap, quoteExpired, quoteSecondsLeft, useFlashExchangeMutation, useFlashPairs, useFlashQuote, type FlashExchangeLog } from '../../../api/exchange.ts';
import { useCurrencies, useUserBalance } from '../../../api/finance.ts';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { formatNumber, moneyDecimals, moneyText } from '../../../lib/format.ts';
import { problemValueText } from '../../../lib/amount-check.ts';
import { showToast } from '../../../lib/notify.ts';
import { MONEY_DP } from '@sandbox/shared/money';
import { checkExchangeAmount } from './exchange-rules.ts';
import { QUOTE_DEBOUNCE_MS, useDebounced, useNow } from './flash-timing.ts';
import { ConfirmSummary, CurrencyButton, CurrencyPopup, ExchangeResult, FlashAlert, FlashScreenState, type Side } from './flash-parts.tsx';
import { QuoteCard } from './quote-card.tsx';
import styles from './flash.module.css';

const DEFAULT_FROM = 'USDT';
const DEFAULT_TO = 'BTC';

/**
 * Flash exchange (shandui): two currencies of the spot wallet, the amount with "max", a live
 * quote (rate after spread, spread, fee, what arrives) asked again when typing pauses and when
 * its 10 s window closes. Confirming sends the quote's receiveAmount as minReceiveAmount, so the
 * charge is what was shown (or the server refuses and nothing moves).
 */
export function FlashExchange({ onOpenRecords }: { onOpenRecords: () => void }) {
  const { t } = useTranslation();
  const currencies = useCurrencies();
  const pairs = useFlashPairs();
  const balances = useUserBalance();
  const exchange = useFlashExchangeMutation();
  const [chosenFrom, setFrom] = useState(DEFAULT_FROM);
  const [chosenTo, setTo] = useState(DEFAULT_TO);
  // Only the pairs the server offers: the pair on screen is always one of them (the defaults may not be).
  const receivable = useMemo(() => pairMap(pairs.data ?? []), [pairs.data]);
  const payable = [...receivable.keys()];
  const from = receivable.has(chosenFrom) ? chosenFrom : (payable[0] ?? chosenFrom);
  const to = receivable.get(from)?.includes(chosenTo) ? chosenTo : (receivable.get(from)?.[0] ?? chosenTo);
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [picking, setPicking] = useState<Side | null>(null);
  const [done, setDone] = useState<FlashExchangeLog | null>(null);
  // Why the last confirmation exchanged nothing (quote expired, server refusal); kept beside the new quote.
  const [notDone, setNotDone] = useState<string | null>(null);

  const precisionOf = (code: string) => currencies.data?.find((c) => c.currency === code)?.precision ?? MONEY_DP;
  const availableOf = (code: string) => balances.data?.find((b) => b.currency === code)?.available ?? '0';
  const fromDp = Math.min(precisionOf(from), MONEY_DP);
  // Typing follows the currency's decimals (8 until the list answers); money is shown at its display decimals (2 until then).
  const shownDp = (code: string) => moneyDecimals(currencies.data?.find((c) => c.currency === code)?.precision);
  const fromShown = shownDp(from);
  const toShown = shownDp(to);
  const available = availableOf(from);
  const problem = checkExchangeAmount(amount, { available: balances.data ? available : undefined, precision: fromDp });
  const quotable = from !== to && (problem === null || problem.problem === 'aboveAvailable');
  const settledAmount = useDebounced(quotable ? amount.trim() : '', QUOTE_DEBOUNCE_MS);
  const quote = useFlashQuote(settledAmount ? { fromCurrency: from, toCurrency: to, amount: settledAmount } : null);
  const now = useNow(quote.data !== undefined);

  const latest = quote.data?.quote;
  // The quote on screen is for what is typed now (not a previous amount or pair kept while loading).
  const q =
    latest && !quote.isPlaceholderData && !quote.isError && latest.fromCurrency === from && latest.toCurrency === to && settledAmount === amount.trim()
      ? latest
      : undefined;
  const current = q !== undefined;
  // The pair's minimum stays known after the amount is cleared (the last quote is kept).
  const knownMin = latest && latest.fromCurrency === from && latest.toCurrency === to ? latest.minAmount : undefined;
  const secondsLeft = quoteSecondsLeft(quote.data, now);
  const canSubmit = current && problem === null && !quote.isError && !exchange.isPending && secondsLeft > 0;

  if (currencies.isPending || pairs.isPending || balances.isPending) return <FlashScreenState state="loading" onRetry={() => undefined} />;
  if (currencies.isError || pairs.isError || balances.isError) {
    const retry = () => {
      void currencies.refetch();
      void pairs.refetch();
      void balances.refetch();
    };
    return <FlashScreenState state="error" onRetry={retry} />;
  }
  if (payable.length === 0) return <FlashScreenState state="noPairs" onRetry={() => undefined} />;

  const reset = () => {
    setAmount('');
    setTouched(false);
    setDone(null);
    setNotDone(null);
  };
  const reversible = receivable.get(to)?.includes(from) ?? false;
  const choose = (side: Side, code: string) => {
    if (side === 'from') {
      setFrom(code);
      // Keep what is received when the new currency buys it; else the old payment currency (a swap), else its first pair.
      const targets = receivable.get(code) ?? [];
      if (!targets.includes(to)) setTo(targets.includes(from) ? from : (targets[0] ?? to));
    } else setTo(code);
    setPicking(null);
    reset();
  };

  const submit = async () => {
    setTouched(true);
    if (!canSubmit || !q) return;
    const shown = quote.data;
    const ok = await Dialog.confirm({
      title: t('shandui.confirmTitle'),
      content: <ConfirmSummary quote={q} fromDp={fromShown} toDp={toShown} />,
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    // The window may have closed while the dialog was open: say so and let the new quote be checked.
    if (quoteExpired(shown)) {
      setNotDone(t('shandui.quoteExpired'));
      void quote.refetch();
      return;
    }
    setNotDone(null);
    try {
      const log = await exchange.mutateAsync({
        fromCurrency: q.fromCurrency,
        toCurrency: q.toCurrency,
        amount: q.amount,
        minReceiveAmount: q.receiveAmount,
      });
      showToast({ icon: 'success', content: t('shandui.done') });
      setAmount('');
      setTouched(false);
      setDone(log);
    } catch (error) {
      // The server's refusal (insufficient balance, the rate moved…) stays on screen beside a
      // fresh quote, so the next try is priced again.
      setNotDone(t('shandui.refused', { reason: error instanceof Error ? error.message : '' }));
      void quote.refetch();
    }
  };

  return (
    <main className="screen" data-testid="shandui">
      <ScreenHeader
        title={t('shandui.title')}
        right={
          <button type="button" className="link" onClick={onOpenRecords} data-testid="records-link">
            {t('shandui.records')}
          </button>
        }
      />
      <div className="screen__body">
        <section className="card">
          <p className={`muted ${styles.sideHead}`}>
            <span>{t('shandui.from')}</span>
            <span data-testid="available">
              {t('shandui.available')}: {moneyText(available, fromShown, from)}
            </span>
          </p>
          <div className="amount-row">
            <CurrencyButton side="from" code={from} disabled={exchange.isPending} onPick={setPicking} />
            <Input
              value={amount}
              onChange={(v) => {
                setAmount(v);
                setNotDone(null);
                setDone(null);
              }}
              inputMode="decimal"
              placeholder={knownMin ? t('shandui.minPlaceholder', { min: moneyText(knownMin, fromShown), currency: from }) : t('shandui.amountPlaceholder')}
              aria-label={t('shandui.amount')}
              data-testid="amount"
            />
            <Button
              size="mini"
              fill="none"
              color="primary"
              data-testid="max"
              onClick={() => {
                setAmount(formatNumber(available, fromDp, { separator: '', trimZeros: true }));
                setDone(null);
              }}
            >
              {t('shandui.max')}
            </Button>
          </div>
          {(touched || amount !== '') && problem && (
            <FlashAlert testId="amount-error">
              {t(`shandui.problems.${problem.problem}`, { value: problemValueText(problem, fromShown), currency: from })}
            </FlashAlert>
          )}

          <div className={styles.swapRow}>
            <Button
              shape="rounded"
              size="small"
              aria-label={t('shandui.swap')}
              data-testid="swap"
              disabled={exchange.isPending || !reversible}
              onClick={() => {
                setFrom(to);
                setTo(from);
                reset();
              }}
            >
              ⇅
            </Button>
          </div>

          <p className={`muted ${styles.sideHead}`}>
            <span>{t('shandui.to')}</span>
            <span>
              {t('shandui.balance')}: {moneyText(availableOf(to), toShown, to)}
            </span>
          </p>
          <div className={styles.receiveRow}>
            <CurrencyButton side="to" code={to} disabled={exchange.isPending} onPick={setPicking} />
            <strong className={styles.receive} data-testid="receive-preview">
              {q ? moneyText(q.receiveAmount, toShown) : '--'}
            </strong>
          </div>
        </section>

        <QuoteCard
          quote={q}
          fetching={quote.isFetching}
          current={current}
          secondsLeft={secondsLeft}
          error={quote.isError && settledAmount !== '' ? quote.error.message : null}
          fromDp={fromShown}
          toDp={toShown}
        />

        {notDone && <FlashAlert testId="exchange-not-done">{notDone}</FlashAlert>}

        {done && <ExchangeResult done={done} dpOf={shownDp} onOpenRecords={onOpenRecords} />}

        <Button block color="primary" size="large" loading={exchange.isPending} disabled={!canSubmit} onClick={() => void submit()} data-testid="submit-exchange">
          {t('shandui.submit')}
        </Button>
      </div>

      <CurrencyPopup
        picking={picking}
        value={picking === 'to' ? to : from}
        options={picking === 'to' ? (receivable.get(from) ?? []) : payable}
        availableText={(code) => moneyText(availableOf(code), shownDp(code))}
        onChoose={choose}
        onClose={() => setPicking(null)}
      />
    </main>
  );
}
