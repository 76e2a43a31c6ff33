import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import { marketStreamUrl, useTickers, type MarketStreamEvent, type TickerQuery } from '../api/market.ts';

/**
 * Wait before a dropped stream is opened again, doubled after each failed try up to
 * STREAM_RETRY_MAX_MS and lengthened by up to STREAM_RETRY_JITTER (so the clients a server drop
 * cut off do not all come back in the same second); polling covers the figures meanwhile.
 */
export const STREAM_RETRY_MS = 1_000;
export const STREAM_RETRY_MAX_MS = 30_000;
export const STREAM_RETRY_JITTER = 0.2;
/** A price whose quote time has not moved for this long is marked stale (the stream pushes every second). */
export const STALE_AFTER_MS = 5_000;

/** The wait before retry number `attempt` (0 for the first), jitter included. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(STREAM_RETRY_MAX_MS, STREAM_RETRY_MS * 2 ** attempt);
  return Math.round(base * (1 + STREAM_RETRY_JITTER * random()));
}

export interface LivePrices {
  /** Last streamed price per symbol (decimal strings). */
  prices: Readonly<Record<string, string>>;
  /** Tick time of the last event (sandbox clock, unix ms). */
  time: number | null;
  /** True while the stream delivers. */
  live: boolean;
  /** True when the stream failed (or is unavailable): the caller polls faster until it is back. */
  down: boolean;
  /**
   * True while no fresh quote (a later tick time) has come for STALE_AFTER_MS: the stream is
   * silent or repeats an old quote. The caller marks the price it shows as stale.
   */
  stale: boolean;
}

const CONNECTING: LivePrices = { prices: {}, time: null, live: false, down: false, stale: false };
const DOWN: LivePrices = { prices: {}, time: null, live: false, down: true, stale: false };

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

/** A stream's state in a store: a component reads what it shows with a selector, so a tick draws only the components whose figure moved. */
export type LivePriceStore = StoreApi<LivePrices>;

const unavailable = (url: string | null) => url === null || typeof EventSource === 'undefined';

/**
 * Live prices from the server-sent price stream (ext.marketStream), kept in a store of the
 * calling component (which does not render on a tick itself). The first event is a
 * snapshot, then one `tick` per second numbered by `seq`. A jump in `seq` means ticks were
 * missed: `onResync` runs (refetch what the ticks update) and the stream is opened again for
 * a fresh snapshot (a gap in the pushes ends this way). On an error (a dropped connection) the
 * stream is closed, its prices are dropped (the caller's polled figures show instead), `down`
 * turns true so the caller's queries poll faster, and it is tried again after retryDelay, longer
 * after each failure. A quote time that stops moving for STALE_AFTER_MS turns `stale` on.
 * `url` null (or no EventSource in this browser) means polling only. Each address has a store of
 * its own, so a new address reads as connecting from its first render.
 */
export function useMarketStreamStore(url: string | null, onResync?: () => void): LivePriceStore {
  const store = useMemo(() => createStore<LivePrices>(() => (unavailable(url) ? DOWN : CONNECTING)), [url]);
  const resync = useRef(onResync);
  useEffect(() => {
    resync.current = onResync;
  });

  useEffect(() => {
    // Replaces the whole state; an update giving back `prev` notifies no one.
    const setState = (update: (prev: LivePrices) => LivePrices) => store.setState(update, true);
    if (unavailable(url)) return undefined;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let lastSeq: number | null = null;
    let closed = false;
    let failures = 0;
    // When the last fresh quote came (this browser's clock) and its tick time.
    let freshAt = Date.now();
    let lastTime: number | null = null;
    const staleCheck = setInterval(() => {
      const stale = Date.now() - freshAt > STALE_AFTER_MS;
      setState((prev) => (prev.stale === stale || (stale && !prev.live) ? prev : { ...prev, stale }));
    }, 1_000);

    const open = () => {
      lastSeq = null;
      source = new EventSource(url!);
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
        failures = 0;
        if (lastTime === null || event.time > lastTime) freshAt = Date.now();
        lastTime = event.time;
        const stale = Date.now() - freshAt > STALE_AFTER_MS;
        setState((prev) => ({
          prices: event.snapshot ? { ...event.prices } : { ...prev.prices, ...event.prices },
          time: event.time,
          live: true,
          down: false,
          stale,
        }));
      });
      source.addEventListener('error', () => {
        source?.close();
        source = null;
        // The last streamed prices would hide the polled ones: dropped until the stream is back.
        setState((prev) => (prev.down ? prev : { ...DOWN }));
        if (!closed) retryTimer = setTimeout(open, retryDelay(failures++));
      });
    };

    open();
    return () => {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(staleCheck);
      source?.close();
    };
  }, [url, store]);

  return store;
}

/** The stream's whole state (useMarketStreamStore), for a component that draws at every tick anyway. */
export function useMarketStream(url: string | null, onResync?: () => void): LivePrices {
  return useStore(useMarketStreamStore(url, onResync));
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
