import { useMemo, useState } from 'react';
import { pairMap, useFlashPairs } from '../../../api/exchange.ts';
import { useCurrencies, useUserBalance } from '../../../api/finance.ts';
import { moneyDecimals } from '../../../lib/format.ts';
import { MONEY_DP } from '@sandbox/shared/money';
import type { Side } from './flash-parts.tsx';

const DEFAULT_FROM = 'USDT';
const DEFAULT_TO = 'BTC';

/** Where the exchange screen's lists (currencies, pairs, balances) stand. */
export type FlashListsState = 'loading' | 'error' | 'noPairs' | 'ready';

/**
 * The pair on screen, always one the server offers (the defaults may not be), with the
 * wallet's figures of its currencies.
 */
export function useFlashPair() {
  const currencies = useCurrencies();
  const pairs = useFlashPairs();
  const balances = useUserBalance();
  const [chosenFrom, setFrom] = useState(DEFAULT_FROM);
  const [chosenTo, setTo] = useState(DEFAULT_TO);
  const receivable = useMemo(() => pairMap(pairs.data ?? []), [pairs.data]);
  const payable = [...receivable.keys()];
  const from = receivable.has(chosenFrom) ? chosenFrom : (payable[0] ?? chosenFrom);
  const to = receivable.get(from)?.includes(chosenTo) ? chosenTo : (receivable.get(from)?.[0] ?? chosenTo);

  const lists = [currencies, pairs, balances];
  const state: FlashListsState = lists.some((l) => l.isPending)
    ? 'loading'
    : lists.some((l) => l.isError)
      ? 'error'
      : payable.length === 0
        ? 'noPairs'
        : 'ready';
  const precisionOf = (code: string) => currencies.data?.find((c) => c.currency === code)?.precision ?? MONEY_DP;
  const availableOf = (code: string) => balances.data?.find((b) => b.currency === code)?.available ?? '0';
  // Typing follows the currency's decimals (8 until the list answers); money is shown at its display decimals (2 until then).
  const shownDp = (code: string) => moneyDecimals(currencies.data?.find((c) => c.currency === code)?.precision);

  return {
    state,
    retry: () => lists.forEach((l) => void l.refetch()),
    receivable,
    payable,
    from,
    to,
    /** Picks one side's currency. */
    pick: (side: Side, code: string) => {
      if (side === 'from') {
        setFrom(code);
        // Keep what is received when the new currency buys it; else the old payment currency (a swap), else its first pair.
        const targets = receivable.get(code) ?? [];
        if (!targets.includes(to)) setTo(targets.includes(from) ? from : (targets[0] ?? to));
      } else setTo(code);
    },
    swap: () => {
      setFrom(to);
      setTo(from);
    },
    /** Whether `to` can be paid back into `from` (the swap button). */
    reversible: receivable.get(to)?.includes(from) ?? false,
    fromDp: Math.min(precisionOf(from), MONEY_DP),
    balancesKnown: balances.data !== undefined,
    availableOf,
    shownDp,
  };
}
