import { createContext, useContext, useMemo } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { useTicker, withLivePrice, type Ticker } from '../../api/market.ts';
import type { LivePrices, LivePriceStore } from '../../components/market-stream.ts';

/**
 * The trading screen's stream and chosen symbol. The screen opens the stream and does not read
 * it; each component that shows a moving figure reads its own with a selector, so a tick draws
 * those whose figure moved (the header's price, the order form, the open positions), not the screen.
 */
export interface ScreenPrices {
  stream: LivePriceStore;
  symbol: string;
}

export const ScreenPricesContext = createContext<ScreenPrices | null>(null);

function useScreenPrices(): ScreenPrices {
  const screen = useContext(ScreenPricesContext);
  if (!screen) throw new Error('live prices are read inside a TradingScreen');
  return screen;
}

/** The stream's state picked by `select`: the caller renders when what it picked changes. */
export function useStreamState<T>(select: (state: LivePrices) => T): T {
  return useStore(useScreenPrices().stream, select);
}

/** The chosen symbol's ticker query, polled faster while the stream is down. */
function useScreenTicker() {
  const { stream, symbol } = useScreenPrices();
  return useTicker(symbol, !useStore(stream, (s) => s.down));
}

/** Whether the chosen symbol's ticker has answered (the caller renders at its answers, not at ticks). */
export const useTickerAnswered = (): boolean => useScreenTicker().data !== undefined;

/** The chosen symbol's ticker with the streamed price over it; undefined until the ticker answers. */
export function useLiveTicker(): Ticker | undefined {
  const { stream, symbol } = useScreenPrices();
  const streamed = useStore(stream, (s) => s.prices[symbol]);
  const { data } = useScreenTicker();
  return useMemo(() => (data ? withLivePrice(data, streamed) : undefined), [data, streamed]);
}

/**
 * The live price of each of `symbols`: the streamed one, and the chosen symbol's ticker price
 * while the stream has none. The caller renders when one of these moves, not at other symbols' ticks.
 */
export function useLivePrices(symbols: readonly string[]): Readonly<Record<string, string>> {
  const { stream, symbol } = useScreenPrices();
  const streamed = useStore(stream, useShallow((s) => Object.fromEntries(symbols.flatMap((x) => (s.prices[x] ? [[x, s.prices[x]]] : [])))));
  const polled = useScreenTicker().data?.price;
  return useMemo(
    () => (polled && !streamed[symbol] && symbols.includes(symbol) ? { ...streamed, [symbol]: polled } : streamed),
    [streamed, polled, symbols, symbol],
  );
}
