import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStore } from 'zustand';
import {
  STALE_AFTER_MS,
  STREAM_RETRY_JITTER,
  STREAM_RETRY_MAX_MS,
  STREAM_RETRY_MS,
  retryDelay,
  useMarketStream,
  useMarketStreamStore,
} from './market-stream.ts';

/** A minimal EventSource: the test pushes `tick` events and errors by hand. */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  closed = false;
  private listeners = new Map<string, Array<(e: MessageEvent) => void>>();
  constructor(public url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: object) {
    for (const fn of this.listeners.get(type) ?? [])
      fn(new MessageEvent(type, { data: data ? JSON.stringify(data) : undefined }));
  }
}

const tick = (seq: number, prices: Record<string, string>, snapshot = false) => ({
  seq,
  time: 1_000 * seq,
  prices,
  snapshot,
});
const latest = () => FakeEventSource.all[FakeEventSource.all.length - 1]!;

describe('useMarketStream', () => {
  beforeEach(() => {
    FakeEventSource.all = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('takes the snapshot, then merges each tick', () => {
    const { result } = renderHook(() =>
      useMarketStream('/api/ext/market/stream?symbols=BTCUSDT,ETHUSDT'),
    );
    expect(result.current).toMatchObject({ live: false, down: false });
    act(() => latest().emit('tick', tick(7, { BTCUSDT: '100.00', ETHUSDT: '5.00' }, true)));
    act(() => latest().emit('tick', tick(8, { BTCUSDT: '101.50' })));
    expect(result.current).toEqual({
      prices: { BTCUSDT: '101.50', ETHUSDT: '5.00' },
      time: 8000,
      live: true,
      down: false,
      stale: false,
    });
  });

  it('on a gap in seq asks for a resync and reconnects for a fresh snapshot', () => {
    const onResync = vi.fn();
    const { result } = renderHook(() => useMarketStream('/s', onResync));
    act(() => latest().emit('tick', tick(1, { BTCUSDT: '1' }, true)));
    const first = latest();
    act(() => first.emit('tick', tick(3, { BTCUSDT: '3' })));
    expect(onResync).toHaveBeenCalledTimes(1);
    expect(first.closed).toBe(true);
    expect(FakeEventSource.all).toHaveLength(2);
    expect(result.current.prices).toEqual({ BTCUSDT: '1' });
  });

  it('on an error turns down (callers poll) and retries after the delay', () => {
    const { result } = renderHook(() => useMarketStream('/s'));
    act(() => latest().emit('error'));
    expect(result.current).toMatchObject({ live: false, down: true });
    expect(FakeEventSource.all).toHaveLength(1);
    act(() => vi.advanceTimersByTime(STREAM_RETRY_MS * (1 + STREAM_RETRY_JITTER)));
    expect(FakeEventSource.all).toHaveLength(2);
    act(() => latest().emit('tick', tick(9, { BTCUSDT: '9' }, true)));
    expect(result.current).toMatchObject({ live: true, down: false });
  });

  it('backs off after each failed reconnect (1, 2, 4 s ... up to 30 s, plus jitter), and starts over once a tick arrives', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => retryDelay(n, () => 0))).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(retryDelay(0, () => 1)).toBe(1_200);
    expect(STREAM_RETRY_MAX_MS).toBe(30_000);
    vi.spyOn(Math, 'random').mockReturnValue(0);
    renderHook(() => useMarketStream('/s'));
    act(() => latest().emit('tick', tick(1, { BTCUSDT: '1' }, true)));
    // The server drops the stream; each new try fails too.
    for (const wait of [1_000, 2_000, 4_000]) {
      act(() => latest().emit('error'));
      const count = FakeEventSource.all.length;
      act(() => vi.advanceTimersByTime(wait - 1));
      expect(FakeEventSource.all).toHaveLength(count);
      act(() => vi.advanceTimersByTime(1));
      expect(FakeEventSource.all).toHaveLength(count + 1);
    }
    // Back: a snapshot arrives, so the next drop waits 1 s again.
    act(() => latest().emit('tick', tick(9, { BTCUSDT: '9' }, true)));
    act(() => latest().emit('error'));
    const count = FakeEventSource.all.length;
    act(() => vi.advanceTimersByTime(1_000));
    expect(FakeEventSource.all).toHaveLength(count + 1);
  });

  it('a dropped stream forgets its prices, so the polled figures show while it is down', () => {
    const { result } = renderHook(() => useMarketStream('/s'));
    act(() => latest().emit('tick', tick(1, { BTCUSDT: '1' }, true)));
    act(() => latest().emit('error'));
    expect(result.current).toEqual({ prices: {}, time: null, live: false, down: true, stale: false });
  });

  it('marks the price stale when no fresh quote comes for 5 s: a silent stream or one repeating an old quote', () => {
    const { result } = renderHook(() => useMarketStream('/s'));
    act(() => latest().emit('tick', tick(1, { BTCUSDT: '1' }, true)));
    // Silence (a gap): stale once more than STALE_AFTER_MS passed without a tick.
    act(() => vi.advanceTimersByTime(STALE_AFTER_MS));
    expect(result.current.stale).toBe(false);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.stale).toBe(true);
    // A fresh tick clears it (seq 2 follows 1, a later time).
    act(() => latest().emit('tick', tick(2, { BTCUSDT: '2' })));
    expect(result.current).toMatchObject({ prices: { BTCUSDT: '2' }, stale: false });
    // A stale quote: pushes every second, but the same quote time and price.
    for (let seq = 3; seq <= 8; seq++) {
      act(() => vi.advanceTimersByTime(1_000));
      act(() => latest().emit('tick', { seq, time: 2_000, prices: { BTCUSDT: '2' }, snapshot: false }));
    }
    expect(result.current.stale).toBe(true);
    // The real price comes back: fresh again.
    act(() => latest().emit('tick', tick(9, { BTCUSDT: '9.5' })));
    expect(result.current).toMatchObject({ prices: { BTCUSDT: '9.5' }, stale: false });
  });

  it('closes on unmount and reports down without a url', () => {
    const { unmount } = renderHook(() => useMarketStream('/s'));
    unmount();
    expect(latest().closed).toBe(true);
    expect(renderHook(() => useMarketStream(null)).result.current).toMatchObject({
      live: false,
      down: true,
    });
  });

  it('keeps its state in a store: the caller does not render at a tick, a reader of one price renders when that price moves', () => {
    let callerRenders = 0;
    const { result } = renderHook(() => {
      callerRenders += 1;
      return useMarketStreamStore('/s');
    });
    let readerRenders = 0;
    const reader = renderHook(() => {
      readerRenders += 1;
      return useStore(result.current, (s) => s.prices.BTCUSDT);
    });
    act(() => latest().emit('tick', tick(1, { BTCUSDT: '100.00', ETHUSDT: '5.00' }, true)));
    act(() => latest().emit('tick', tick(2, { ETHUSDT: '5.10' })));
    expect(reader.result.current).toBe('100.00');
    expect(readerRenders).toBe(2);
    act(() => latest().emit('tick', tick(3, { BTCUSDT: '101.00' })));
    expect(reader.result.current).toBe('101.00');
    expect(readerRenders).toBe(3);
    expect(callerRenders).toBe(1);
  });
});
