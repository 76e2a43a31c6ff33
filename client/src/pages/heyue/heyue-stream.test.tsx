import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { http, serve } from '../../../test/fakes.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import { btc, eth, page, position, summary, ticker } from '../../../test/trading-fixtures.ts';
import ContractTradingPage from './index.tsx';

// The trading page facing the stream faults of the sandbox console: a quote that stops moving
// (a gap, or a stale quote repeated) is marked stale where the price is shown, until a fresh one.
vi.mock('../../lib/notify.ts', async () => (await import('../../../test/fakes.ts')).notifyModule);
vi.mock('../../api/http.ts', async (original) => (await import('../../../test/fakes.ts')).httpModule(original));

class FakeEventSource {
  static all: FakeEventSource[] = [];
  private listeners = new Map<string, Array<(e: MessageEvent) => void>>();
  constructor(public url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {}
  emit(data: object) {
    for (const fn of this.listeners.get('tick') ?? []) fn(new MessageEvent('tick', { data: JSON.stringify(data) }));
  }
}

let open: unknown[];

beforeEach(() => {
  open = [];
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  serve({
    get: (url, params?: Record<string, unknown>) => {
      if (url === '/trade/appSymbol/list') return Promise.resolve([btc, eth]);
      if (url === '/trade/appSymbol/price') return Promise.resolve(ticker(String(params?.symbol), '50000.00'));
      if (url === '/trade/appTradePositions/summary') return Promise.resolve(summary());
      if (url === '/trade/appTradePositions/listMy') return Promise.resolve(page(params?.status === 1 ? open : []));
      return Promise.reject(new Error(`unexpected GET ${url}`));
    },
    getOneOrNull: (url) => http.get(url),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('shows the streamed price, marks it stale after 5 s without a fresh quote, and clears the mark when one comes', async () => {
  renderPage(<ContractTradingPage />, '/heyue');
  await waitFor(() => expect(FakeEventSource.all.length).toBeGreaterThan(0));
  const stream = () => FakeEventSource.all[FakeEventSource.all.length - 1]!;
  act(() => stream().emit({ seq: 1, time: 1_000, prices: { BTCUSDT: '50100.00', ETHUSDT: '3300.00' }, snapshot: true }));
  expect(await screen.findByTestId('last-price')).toHaveTextContent('50,100.00');
  expect(screen.queryByTestId('price-stale')).toBeNull();

  // Six seconds pass on this browser's clock with only a repeated quote (the same time).
  const now = Date.now();
  vi.spyOn(Date, 'now').mockReturnValue(now + 6_000);
  act(() => stream().emit({ seq: 2, time: 1_000, prices: { BTCUSDT: '50100.00', ETHUSDT: '3300.00' }, snapshot: false }));
  expect(await screen.findByTestId('price-stale')).toHaveTextContent('Price not updated for a few seconds; it may be out of date');

  act(() => stream().emit({ seq: 3, time: 8_000, prices: { BTCUSDT: '49900.00' }, snapshot: false }));
  await waitFor(() => expect(screen.queryByTestId('price-stale')).toBeNull());
  expect(screen.getByTestId('last-price')).toHaveTextContent('49,900.00');
});

it('draws each tick where the price shows: the header, the open position\'s mark, the order estimate and the open picker', async () => {
  open = [position()];
  renderPage(<ContractTradingPage />, '/heyue');
  const card = await screen.findByTestId('position-p1');
  await waitFor(() => expect(FakeEventSource.all.length).toBeGreaterThan(0));
  const stream = () => FakeEventSource.all[FakeEventSource.all.length - 1]!;
  act(() => stream().emit({ seq: 1, time: 1_000, prices: { BTCUSDT: '50100.00', ETHUSDT: '3300.00' }, snapshot: true }));
  expect(await screen.findByTestId('last-price')).toHaveTextContent('50,100.00');
  expect(within(card).getByTestId('mark')).toHaveTextContent('50,100.00');
  // 100 USDT of margin at 10x: the quantity follows the price.
  const amount = screen.getByTestId('amount');
  fireEvent.change(amount.querySelector('input') ?? amount, { target: { value: '100' } });
  expect(await screen.findByTestId('est-quantity')).toHaveTextContent('0.019');

  act(() => stream().emit({ seq: 2, time: 2_000, prices: { BTCUSDT: '40000.00' }, snapshot: false }));
  expect(screen.getByTestId('last-price')).toHaveTextContent('40,000.00');
  expect(within(card).getByTestId('mark')).toHaveTextContent('40,000.00');
  expect(screen.getByTestId('est-quantity')).toHaveTextContent('0.025');

  // Another symbol's tick leaves them as they are, and the open picker shows it.
  fireEvent.click(screen.getByTestId('symbol-picker'));
  act(() => stream().emit({ seq: 3, time: 3_000, prices: { ETHUSDT: '3400.00' }, snapshot: false }));
  expect(await screen.findByTestId('pick-ETHUSDT')).toHaveTextContent('3,400.00');
  expect(screen.getByTestId('pick-BTCUSDT')).toHaveTextContent('40,000.00');
  expect(within(card).getByTestId('mark')).toHaveTextContent('40,000.00');
});
