import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { quoteExpired, quoteSecondsLeft, useFlashExchangeMutation, useFlashQuote, type FlashExchangeLog } from '../../../api/exchange.ts';
import { formatNumber } from '../../../lib/format.ts';
import { showToast } from '../../../lib/notify.ts';
import { checkExchangeAmount } from './exchange-rules.ts';
import { QUOTE_DEBOUNCE_MS, useDebounced, useNow } from './flash-timing.ts';
import { ConfirmSummary, type Side } from './flash-parts.tsx';
import { useFlashPair } from './use-flash-pair.ts';
import { confirmDialog } from '../../../lib/dialog.ts';

/** The amount typed and what the last confirmation did. */
function useExchangeForm() {
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [done, setDone] = useState<FlashExchangeLog | null>(null);
  // Why the last confirmation exchanged nothing (quote expired, server refusal); kept beside the new quote.
  const [notDone, setNotDone] = useState<string | null>(null);
  return {
    amount,
    touched,
    done,
    notDone,
    setTouched,
    setNotDone,
    type: (value: string) => {
      setAmount(value);
      setNotDone(null);
      setDone(null);
    },
    fill: (value: string) => {
      setAmount(value);
      setDone(null);
    },
    reset: () => {
      setAmount('');
      setTouched(false);
      setDone(null);
      setNotDone(null);
    },
    exchanged: (log: FlashExchangeLog) => {
      setAmount('');
      setTouched(false);
      setDone(log);
    },
  };
}

/** The quote of what is typed, asked once typing pauses; `q` only when it is for what is typed now. */
function useTypedQuote(from: string, to: string, amount: string, quotable: boolean) {
  const settledAmount = useDebounced(quotable ? amount.trim() : '', QUOTE_DEBOUNCE_MS);
  const quote = useFlashQuote(settledAmount ? { fromCurrency: from, toCurrency: to, amount: settledAmount } : null);
  const now = useNow(quote.data !== undefined);
  const latest = quote.data?.quote;
  // The quote on screen is for what is typed now (not a previous amount or pair kept while loading).
  const q =
    latest && !quote.isPlaceholderData && !quote.isError && latest.fromCurrency === from && latest.toCurrency === to && settledAmount === amount.trim()
      ? latest
      : undefined;
  return {
    quote,
    q,
    // The pair's minimum stays known after the amount is cleared (the last quote is kept).
    knownMin: latest && latest.fromCurrency === from && latest.toCurrency === to ? latest.minAmount : undefined,
    secondsLeft: quoteSecondsLeft(quote.data, now),
    error: quote.isError && settledAmount !== '' ? quote.error.message : null,
  };
}

/**
 * Confirms the quote on screen, then exchanges at it: the quote's receiveAmount goes as
 * minReceiveAmount, so the charge is what was shown (or the server refuses and nothing moves).
 * `ready`: the amount and its quote may be confirmed.
 */
function useConfirmExchange(form: ReturnType<typeof useExchangeForm>, live: ReturnType<typeof useTypedQuote>, ready: boolean, dp: { from: number; to: number }) {
  const { t } = useTranslation();
  const exchange = useFlashExchangeMutation();
  const canSubmit = ready && !exchange.isPending;
  const { quote, q } = live;

  const submit = async () => {
    form.setTouched(true);
    if (!canSubmit || !q) return;
    const shown = quote.data;
    const ok = await confirmDialog({
      title: t('shandui.confirmTitle'),
      content: <ConfirmSummary quote={q} fromDp={dp.from} toDp={dp.to} />,
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    // The window may have closed while the dialog was open: say so and let the new quote be checked.
    if (quoteExpired(shown)) {
      form.setNotDone(t('shandui.quoteExpired'));
      void quote.refetch();
      return;
    }
    form.setNotDone(null);
    try {
      const log = await exchange.mutateAsync({ fromCurrency: q.fromCurrency, toCurrency: q.toCurrency, amount: q.amount, minReceiveAmount: q.receiveAmount });
      showToast({ icon: 'success', content: t('shandui.done') });
      form.exchanged(log);
    } catch (error) {
      // The server's refusal (insufficient balance, the rate moved…) stays on screen beside a
      // fresh quote, so the next try is priced again.
      form.setNotDone(t('shandui.refused', { reason: error instanceof Error ? error.message : '' }));
      void quote.refetch();
    }
  };
  return { pending: exchange.isPending, canSubmit, submit };
}

/**
 * The flash exchange's state: the pair, the amount and its problem, the live quote (asked again
 * when typing pauses and when its window closes), the currency picker, and confirming.
 */
export function useFlashExchange() {
  const pair = useFlashPair();
  const form = useExchangeForm();
  const [picking, setPicking] = useState<Side | null>(null);
  const { from, to, fromDp } = pair;
  const dp = { from: pair.shownDp(from), to: pair.shownDp(to) };
  const available = pair.availableOf(from);
  const problem = checkExchangeAmount(form.amount, { available: pair.balancesKnown ? available : undefined, precision: fromDp });
  const live = useTypedQuote(from, to, form.amount, from !== to && (problem === null || problem.problem === 'aboveAvailable'));
  const ready = live.q !== undefined && problem === null && !live.quote.isError && live.secondsLeft > 0;
  const confirm = useConfirmExchange(form, live, ready, dp);

  return {
    pair,
    form,
    live,
    confirm,
    dp,
    available,
    /** The amount's problem, once the user has typed or tried to confirm. */
    problem: (form.touched || form.amount !== '') && problem ? problem : null,
    picking,
    setPicking,
    choose: (side: Side, code: string) => {
      pair.pick(side, code);
      setPicking(null);
      form.reset();
    },
    fillMax: () => form.fill(formatNumber(available, fromDp, { separator: '', trimZeros: true })),
    swap: () => {
      pair.swap();
      form.reset();
    },
  };
}

export type FlashExchangeState = ReturnType<typeof useFlashExchange>;
