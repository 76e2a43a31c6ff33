import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { listCandles, marketStreamUrl, useSymbols, useTicker, type CandleInterval } from '../../../api/market.ts';
import { useMarketStream } from '../../../components/market-stream.ts';

export const CANDLE_LIMIT = 300;
const CANDLE_REFRESH_MS = 10_000;

/** The market's first symbol in its listing order, the chart's default. */
export function defaultSymbol(symbols: readonly { symbol: string; sort: number }[] | undefined): string {
  return [...(symbols ?? [])].sort((a, b) => a.sort - b.sort)[0]?.symbol ?? '';
}

/**
 * The K-line screen's market data: the symbol shown (the one asked for, else the market's
 * first), its live price over the market stream, its ticker, and its candles at the interval chosen.
 */
export function useKlineMarket(wanted: string) {
  const symbols = useSymbols();
  // Without ?symbol= the chart opens on the market's first symbol (issue 17 item 3).
  const symbol = wanted || defaultSymbol(symbols.data);
  const [interval, setCandleInterval] = useState<CandleInterval>('15m');
  const queryClient = useQueryClient();

  const resync = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: ['market'] }),
    [queryClient],
  );
  const stream = useMarketStream(symbol ? marketStreamUrl([symbol]) : null, resync);
  const ticker = useTicker(symbol, !stream.down);
  const candles = useQuery({
    queryKey: ['market', 'candles', symbol, interval],
    queryFn: () => listCandles({ symbol, interval, limit: CANDLE_LIMIT }),
    enabled: symbol !== '' && ticker.isSuccess,
    refetchInterval: CANDLE_REFRESH_MS,
  });
  // One refetch at a time: ticks keep arriving while the new bar is being fetched.
  const refetchCandles = useCallback(
    () =>
      void queryClient.refetchQueries(
        { queryKey: ['market', 'candles', symbol, interval] },
        { cancelRefetch: false },
      ),
    [queryClient, symbol, interval],
  );

  return {
    symbols,
    symbol,
    info: symbols.data?.find((s) => s.symbol === symbol),
    interval,
    setCandleInterval,
    stream,
    ticker,
    candles,
    refetchCandles,
  };
}
