import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { marketStreamUrl, useTickers, type MarketStreamEvent, type TickerQuery } from '../api/market.ts';

/** Wait before a dropped stream is opened again; polling covers the figures meanwhile. */
export const STREAM_RETRY_MS = 5_000;

export interface LivePrices {
  /** Last streamed price per symbol (decimal strings). */
  prices: Readonly<Record<string, string>>;
  /** Tick time of the last event (sandbox clock, unix ms). */
  time: number | null;
  /** True while the stream delivers. */
  live: boolean;
  /** True when the stream failed (or is unavailable): the caller polls faster until it is back. */
  down: boolean;
}

const CONNECTING: LivePrices = { prices: {}, time: null, live: false, down: false };
const DOWN: LivePrices = { prices: {}, time: null, live: false, down: true };

function parseEvent(data: unknown): MarketStreamEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const event = JSON.parse(data) as Partial<MarketStreamEvent>;
    if (typeof event.seq !== 'number' || typeof event.prices !== 'object' || event.prices === null)
      return null;
    return event as MarketStreamEvent;
  } catch {
    return null;
  }
}

/**
 * Live prices from the server-sent price stream (ext.marketStream). The first event is a
 * snapshot, then one `tick` per second numbered by `seq`. A jump in `seq` means ticks were
 * missed: `onResync` runs (refetch what the ticks update) and the stream is opened again for
 * a fresh snapshot. On an error the stream is closed, `down` turns true so the caller's
 * queries poll faster, and it is tried again after STREAM_RETRY_MS.
 * `url` null (or no EventSource in this browser) means polling only.
 */
export function useMarketStream(url: string | null, onResync?: () => void): LivePrices {
  const [state, setState] = useState<LivePrices>(CONNECTING);
  const resync = useRef(onResync);
  useEffect(() => {
    resync.current = onResync;
  });

  useEffect(() => {
    if (url === null || typeof EventSource === 'undefined') return undefined;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let lastSeq: number | null = null;
    let closed = false;

    const open = () => {
      lastSeq = null;
      source = new EventSource(url);
      source.addEventListener('tick', (message: MessageEvent) => {
        const event = parseEvent(message.data);
        if (!event) return;
        if (!event.snapshot && lastSeq !== null && event.seq !== lastSeq + 1) {
          resync.current?.();
          source?.close();
          open();
          return;
        }
        lastSeq = event.seq;
        setState((prev) => ({
          prices: event.snapshot ? { ...event.prices } : { ...prev.prices, ...event.prices },
          time: event.time,
          live: true,
          down: false,
        }));
      });
      source.addEventListener('error', () => {
        source?.close();
        source = null;
        setState((prev) => (prev.down ? prev : { ...prev, live: false, down: true }));
        if (!closed) retryTimer = setTimeout(open, STREAM_RETRY_MS);
      });
    };

    open();
    return () => {
      closed = true;
      clearTimeout(retryTimer);
      source?.close();
      setState(CONNECTING);
    };
  }, [url]);

  return url === null || typeof EventSource === 'undefined' ? DOWN : state;
}

/**
 * Tickers of a list (a ranking or a category) with the stream of every symbol beside them:
 * one stream, so switching lists never reconnects it; a missed tick refetches the lists,
 * and the lists poll faster while the stream is down.
 */
export function useLiveTickers(query: TickerQuery) {
  const queryClient = useQueryClient();
  const stream = useMarketStream(
    marketStreamUrl(),
    () => void queryClient.invalidateQueries({ queryKey: ['market', 'tickers'] }),
  );
  const tickers = useTickers(query, !stream.down);
  return { stream, tickers };
}
