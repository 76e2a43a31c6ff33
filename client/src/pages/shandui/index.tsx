import { Button, CheckList, Dialog, ErrorBlock, Input, Popup, SpinLoading } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pairMap, quoteExpired, quoteSecondsLeft, useFlashExchangeMutation, useFlashPairs, useFlashQuote, type FlashExchangeLog } from '../../api/exchange.ts';
import { useCurrencies, useUserBalance } from '../../api/finance.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { formatNumber, moneyDecimals, moneyText, rateText } from '../../lib/format.ts';
import { problemValueText } from '../../lib/amount-check.ts';
import { showToast } from '../../lib/notify.ts';
import { MONEY_DP } from '@sandbox/shared/money';
import { checkExchangeAmount, inverseRate } from './exchange-rules.ts';
import { routes } from '../../lib/route-paths.ts';

/** The amount is quoted once typing pauses this long. */
export const QUOTE_DEBOUNCE_MS = 400;
const DEFAULT_FROM = 'USDT';
const DEFAULT_TO = 'BTC';

const alertStyle = { color: 'var(--down)', fontSize: 13 } as const;
const rowStyle = { display: 'flex', justifyContent: 'space-between', margin: '8px 0 0' } as const;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Re-renders every second while `on` (the quote's countdown). */
function useNow(on: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [on]);
  return now;
}

type Side = 'from' | 'to';

/**
 * Flash exchange (shandui): two currencies of the spot wallet, the amount with "max", a live
 * quote (rate after spread, spread, fee, what arrives) asked again when typing pauses and when
 * its 10 s window closes. Confirming sends the quote's receiveAmount as minReceiveAmount, so the
 * charge is what was shown (or the server refuses and nothing moves).
 */
export default function FastTradePage() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
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
  const inverse = q ? inverseRate(q.rate) : null;

  if (currencies.isPending || pairs.isPending || balances.isPending) {
    return (
      <main className="screen">
        <ScreenHeader title={t('shandui.title')} />
        <SpinLoading aria-label={t('common.loading')} style={{ margin: '48px auto' }} />
      </main>
    );
  }
  if (currencies.isError || pairs.isError || balances.isError) {
    return (
      <main className="screen">
        <ScreenHeader title={t('shandui.title')} />
        <ErrorBlock
          status="default"
          title={t('shandui.loadFailed')}
          description={
            <Button
              onClick={() => {
                void currencies.refetch();
                void pairs.refetch();
                void balances.refetch();
              }}
            >
              {t('shandui.retry')}
            </Button>
          }
        />
      </main>
    );
  }

  if (payable.length === 0) {
    return (
      <main className="screen">
        <ScreenHeader title={t('shandui.title')} />
        <ErrorBlock status="empty" title={t('shandui.noPairs')} description="" />
      </main>
    );
  }

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
  const options = picking === 'to' ? (receivable.get(from) ?? []) : payable;

  const submit = async () => {
    setTouched(true);
    if (!canSubmit || !q) return;
    const shown = quote.data;
    const ok = await Dialog.confirm({
      title: t('shandui.confirmTitle'),
      content: (
        <div data-testid="confirm-summary">
          <p>
            {t('shandui.pay')}: {moneyText(q.amount, fromShown, q.fromCurrency)}
          </p>
          <p>
            {t('shandui.receive')}: {moneyText(q.receiveAmount, toShown, q.toCurrency)}
          </p>
          <p>
            {t('shandui.rate')}: 1 {q.fromCurrency} = {rateText(q.rate)} {q.toCurrency}
          </p>
          <p>
            {t('shandui.fee')}: {moneyText(q.fee, toShown, q.toCurrency)}
          </p>
        </div>
      ),
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

  const picker = (side: Side) => {
    const code = side === 'from' ? from : to;
    return (
      <button
        type="button"
        onClick={() => setPicking(side)}
        data-testid={`pick-${side}`}
        disabled={exchange.isPending}
        style={{ border: '1px solid var(--line)', borderRadius: 8, background: '#fff', padding: '8px 12px', fontSize: 16, fontWeight: 600, minWidth: 96, textAlign: 'left' }}
      >
        {code} ▾
      </button>
    );
  };

  return (
    <main className="screen" data-testid="shandui">
      <ScreenHeader
        title={t('shandui.title')}
        right={
          <button type="button" className="link" onClick={() => openRoute(routes.fastTradeRecords)} data-testid="records-link">
            {t('shandui.records')}
          </button>
        }
      />
      <div className="screen__body">
        <section className="card">
          <p className="muted" style={{ marginTop: 0, display: 'flex', justifyContent: 'space-between' }}>
            <span>{t('shandui.from')}</span>
            <span data-testid="available">
              {t('shandui.available')}: {moneyText(available, fromShown, from)}
            </span>
          </p>
          <div style={{ display: 'flex', gap: 8, alignItems: 'center', borderBottom: '1px solid var(--line)', paddingBottom: 8 }}>
            {picker('from')}
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
            <p role="alert" style={alertStyle} data-testid="amount-error">
              {t(`shandui.problems.${problem.problem}`, { value: problemValueText(problem, fromShown), currency: from })}
            </p>
          )}

          <div style={{ display: 'flex', justifyContent: 'center', margin: '8px 0' }}>
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

          <p className="muted" style={{ marginTop: 0, display: 'flex', justifyContent: 'space-between' }}>
            <span>{t('shandui.to')}</span>
            <span>
              {t('shandui.balance')}: {moneyText(availableOf(to), toShown, to)}
            </span>
          </p>
          <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            {picker('to')}
            <strong style={{ fontSize: 18 }} data-testid="receive-preview">
              {q ? moneyText(q.receiveAmount, toShown) : '--'}
            </strong>
          </div>
        </section>

        <section className="card" data-testid="quote">
          <h2 className="section-title" style={{ display: 'flex', justifyContent: 'space-between', marginTop: 0 }}>
            <span>{t('shandui.quote')}</span>
            {quote.isFetching && <SpinLoading style={{ '--size': '16px' }} aria-label={t('common.loading')} />}
            {!quote.isFetching && current && (
              <span className="muted" style={{ fontSize: 12, fontWeight: 400 }} data-testid="quote-countdown">
                {t('shandui.refreshIn', { seconds: secondsLeft })}
              </span>
            )}
          </h2>
          {quote.isError && settledAmount !== '' ? (
            <p role="alert" style={alertStyle} data-testid="quote-error">
              {quote.error.message}
            </p>
          ) : q ? (
            <>
              <p className="muted" style={rowStyle}>
                <span>{t('shandui.rate')}</span>
                <span data-testid="quote-rate">
                  1 {q.fromCurrency} = {rateText(q.rate)} {q.toCurrency}
                </span>
              </p>
              {inverse && (
                <p className="muted" style={{ ...rowStyle, justifyContent: 'flex-end', fontSize: 12 }} data-testid="quote-inverse">
                  1 {q.toCurrency} ≈ {rateText(inverse)} {q.fromCurrency}
                </p>
              )}
              <p className="muted" style={rowStyle}>
                <span>{t('shandui.spread')}</span>
                {/* The pair's published spread, a rate in percent (as the earn screens' daily rates). */}
                <span data-testid="quote-spread">{rateText(q.spread)}%</span>
              </p>
              <p className="muted" style={rowStyle}>
                <span>{t('shandui.fee')}</span>
                <span data-testid="quote-fee">
                  {moneyText(q.fee, toShown, q.toCurrency)}
                </span>
              </p>
              <p style={{ ...rowStyle, fontWeight: 600 }}>
                <span>{t('shandui.receive')}</span>
                <span data-testid="quote-receive">
                  {moneyText(q.receiveAmount, toShown, q.toCurrency)}
                </span>
              </p>
              <p className="muted" style={rowStyle}>
                <span>{t('shandui.minimum')}</span>
                <span data-testid="quote-minimum">
                  {moneyText(q.minAmount, fromShown, q.fromCurrency)}
                </span>
              </p>
            </>
          ) : (
            <p className="muted" style={{ margin: 0 }}>
              {t('shandui.quoteHint')}
            </p>
          )}
          <p className="muted" style={{ fontSize: 12, marginBottom: 0 }}>{t('shandui.quoteNote')}</p>
        </section>

        {notDone && (
          <p role="alert" style={alertStyle} data-testid="exchange-not-done">
            {notDone}
          </p>
        )}

        {done && (
          <section className="card" data-testid="exchange-result" style={{ borderLeft: '3px solid var(--up)' }}>
            <p style={{ margin: 0, fontWeight: 600 }}>
              {t('shandui.resultLine', {
                paid: moneyText(done.fromAmount, shownDp(done.fromCurrency), done.fromCurrency),
                received: moneyText(done.receiveAmount, shownDp(done.toCurrency), done.toCurrency),
              })}
            </p>
            <button type="button" className="link" style={{ padding: 0, border: 0, background: 'none', marginTop: 8 }} onClick={() => openRoute(routes.fastTradeRecords)}>
              {t('shandui.viewRecords')}
            </button>
          </section>
        )}

        <Button
          block
          color="primary"
          size="large"
          loading={exchange.isPending}
          disabled={!canSubmit}
          onClick={() => void submit()}
          data-testid="submit-exchange"
        >
          {t('shandui.submit')}
        </Button>
      </div>

      <Popup
        visible={picking !== null}
        onMaskClick={() => setPicking(null)}
        bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12, maxHeight: '70vh', overflowY: 'auto' }}
      >
        <h2 className="section-title" style={{ padding: '16px 16px 0' }}>
          {picking === 'to' ? t('shandui.pickTo') : t('shandui.pickFrom')}
        </h2>
        <CheckList
          data-testid="currency-options"
          value={[picking === 'to' ? to : from]}
          onChange={(values) => {
            const code = values[0];
            if (picking && typeof code === 'string') choose(picking, code);
          }}
        >
          {options.map((code) => (
            <CheckList.Item key={code} value={code} description={`${t('shandui.available')}: ${moneyText(availableOf(code), shownDp(code))}`}>
              {code}
            </CheckList.Item>
          ))}
        </CheckList>
      </Popup>
    </main>
  );
}
