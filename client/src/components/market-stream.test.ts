import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STREAM_RETRY_MS, useMarketStream } from './market-stream.ts';

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
    act(() => vi.advanceTimersByTime(STREAM_RETRY_MS));
    expect(FakeEventSource.all).toHaveLength(2);
    act(() => latest().emit('tick', tick(9, { BTCUSDT: '9' }, true)));
    expect(result.current).toMatchObject({ live: true, down: false });
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
});
