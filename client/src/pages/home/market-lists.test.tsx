import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tickerFixture } from '../../../test/market-fixtures.ts';
import { http } from '../../../test/fakes.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import MarketLists, { liveRows } from './market-lists.tsx';

vi.mock('../../api/http.ts', async (original) => (await import('../../../test/fakes.ts')).httpModule(original));

const t = (symbol: string, price: string, changePercent24h: string) =>
  tickerFixture(symbol, price, changePercent24h, { volume24h: '1', turnover24h: '4554497757.36' });

const renderLists = () => renderPage(<MarketLists />, '/');

describe('home market lists', () => {
  beforeEach(() => {
    http.get.mockReset();
    http.get.mockImplementation(async (url: string, params?: Record<string, unknown>) => {
      if (url === '/trade/appSymbol/list') return [];
      if (params?.ranking === 1) return [t('EURUSD', '1.17089', '0.05')];
      if (params?.ranking === 4) return [t('USDJPY', '137.164', '-0.85')];
      return [];
    });
  });

  it('shows the 24h ranking first, top ten, and switches to the other lists', async () => {
    renderLists();
    const row = await screen.findByTestId('home-ticker-EURUSD');
    expect(row).toHaveTextContent('1.17089');
    expect(row).toHaveTextContent('24h turnover 4.55B USDT');
    expect(row).toHaveTextContent('+0.05%');
    expect(http.get).toHaveBeenCalledWith('/public/getTicketList', {
      category: undefined,
      ranking: 1,
      limit: 10,
    });

    await userEvent.click(screen.getByRole('tab', { name: 'Top losers' }));
    expect(await screen.findByTestId('home-ticker-USDJPY')).toHaveTextContent('-0.85%');
    expect(screen.getByRole('tab', { name: 'Top losers' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Hot' }));
    expect(await screen.findByText('No symbols to show')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    http.get.mockImplementation(async (url: string) => {
      if (url === '/trade/appSymbol/list') return [];
      throw new Error('timeout of 60000ms exceeded');
    });
    renderLists();
    expect(await screen.findByText('Prices could not be loaded')).toBeInTheDocument();
    http.get.mockImplementation(async (url: string) =>
      url === '/trade/appSymbol/list' ? [] : [t('BTCUSDT', '95000.12', '1')],
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('home-ticker-BTCUSDT')).toBeInTheDocument());
  });
});

class FakeEventSource {
  static all: FakeEventSource[] = [];
  private listeners: Array<(e: MessageEvent) => void> = [];
  constructor(public url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent) => void) {
    if (type === 'tick') this.listeners.push(fn);
  }
  close() {}
  emit(data: object) {
    for (const fn of this.listeners) fn(new MessageEvent('tick', { data: JSON.stringify(data) }));
  }
}

describe('home market lists at a price tick', () => {
  beforeEach(() => {
    FakeEventSource.all = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    http.get.mockReset();
    http.get.mockImplementation(async (url: string) => (url === '/trade/appSymbol/list' ? [] : [t('AAA', '100', '0'), t('BBB', '100', '0')]));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('draws the streamed prices, and the gainers in the order of their live change', async () => {
    renderLists();
    await userEvent.click(await screen.findByRole('tab', { name: 'Top gainers' }));
    await screen.findByTestId('home-ticker-BBB');
    const stream = FakeEventSource.all.at(-1)!;
    act(() => stream.emit({ seq: 1, time: 1_000, prices: { AAA: '101', BBB: '100' }, snapshot: true }));
    expect(screen.getByTestId('home-ticker-AAA-price')).toHaveTextContent('101');
    expect(screen.getAllByRole('button', { name: /\/?(AAA|BBB)/ }).map((b) => b.dataset.testid)).toEqual(['home-ticker-AAA', 'home-ticker-BBB']);

    act(() => stream.emit({ seq: 2, time: 2_000, prices: { BBB: '110' }, snapshot: false }));
    expect(screen.getByTestId('home-ticker-BBB-price')).toHaveTextContent('110');
    expect(screen.getByTestId('home-ticker-BBB')).toHaveTextContent('+10.00%');
    expect(screen.getByTestId('home-ticker-AAA-price')).toHaveTextContent('101');
    expect(screen.getAllByRole('button', { name: /\/?(AAA|BBB)/ }).map((b) => b.dataset.testid)).toEqual(['home-ticker-BBB', 'home-ticker-AAA']);
  });
});

describe('liveRows', () => {
  it('re-orders the rising and falling lists by the live change, and keeps the ranking order of the others', () => {
    const a = { ...t('AAA', '100', '2'), open24h: '100' };
    const b = { ...t('BBB', '100', '1'), open24h: '100' };
    const prices = { BBB: '105' }; // BBB now +5 %
    expect(liveRows([a, b], prices, 3).map((x) => x.symbol)).toEqual(['BBB', 'AAA']);
    expect(liveRows([a, b], prices, 4).map((x) => x.symbol)).toEqual(['AAA', 'BBB']);
    expect(liveRows([a, b], prices, 1).map((x) => x.symbol)).toEqual(['AAA', 'BBB']);
  });
});
