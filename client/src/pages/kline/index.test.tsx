import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { get } from '../../api/http.ts';
import type { Candle, Ticker } from '../../api/market.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { applyTick } from './candle-chart.tsx';
import KlinePage from './index.tsx';

vi.mock('../../api/http.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  get: vi.fn(),
}));

// klinecharts draws on canvas, which jsdom lacks: a recording stand-in.
const chart = vi.hoisted(() => ({
  setStyles: vi.fn(),
  setPriceVolumePrecision: vi.fn(),
  applyNewData: vi.fn(),
  updateData: vi.fn(),
  getDataList: vi.fn(() => []),
  createIndicator: vi.fn((name: string) => `pane-${name}`),
  removeIndicator: vi.fn(),
  resize: vi.fn(),
}));
vi.mock('klinecharts', () => ({ init: vi.fn(() => chart), dispose: vi.fn() }));

const BTC: Ticker = {
  symbol: 'BTCUSDT',
  price: '95000.12',
  open24h: '93000.00',
  high24h: '96000.50',
  low24h: '92000.00',
  volume24h: '1234.567',
  turnover24h: '1',
  change24h: '2000.12',
  changePercent24h: '2.15',
  timestamp: 0,
};
const SYMBOL_LIST = '/trade/appSymbol/list';
const CANDLES: Candle[] = [
  { time: 60_000, open: '1.00', high: '2.00', low: '0.50', close: '1.50', volume: '3.125' },
];

function renderAt(path: string) {
  renderRoutes(
    [
      { path: '/kline', element: <KlinePage /> },
      { path: '/hangqing', element: <p>market page</p> },
    ],
    path,
  );
}

describe('K-line page', () => {
  beforeEach(() => {
    vi.mocked(get).mockReset();
    // Every page load asks for the symbol list; an answer keeps the query cache free of undefined.
    vi.mocked(get).mockResolvedValue([]);
    Object.values(chart).forEach((fn) => fn.mockClear());
  });

  it('shows the 24 h open, high, low, change and volume and draws the candles with MA and VOL', async () => {
    vi.mocked(get).mockImplementation(async (url: string) => {
      if (url === '/trade/appSymbol/price') return BTC;
      if (url === '/ext/market/candles') return CANDLES;
      return [];
    });
    renderAt('/kline?symbol=btcusdt');
    expect(await screen.findByTestId('kline-price')).toHaveTextContent('95,000.12');
    expect(screen.getByText('+2,000.12 (+2.15%)')).toBeInTheDocument();
    expect(screen.getByText('93,000.00')).toBeInTheDocument();
    expect(screen.getByText('96,000.50')).toBeInTheDocument();
    expect(screen.getByText('92,000.00')).toBeInTheDocument();
    expect(screen.getByText('1,234.56')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/trade/appSymbol/price', { symbol: 'BTCUSDT' });

    await waitFor(() =>
      expect(chart.applyNewData).toHaveBeenCalledWith([
        { timestamp: 60_000, open: 1, high: 2, low: 0.5, close: 1.5, volume: 3.125 },
      ]),
    );
    expect(get).toHaveBeenCalledWith('/ext/market/candles', {
      symbol: 'BTCUSDT',
      interval: '15m',
      limit: 300,
      endTime: undefined,
    });
    expect(chart.setPriceVolumePrecision).toHaveBeenCalledWith(2, 3);
    // Legends get their own room above the candles and the volume bars, in the app's font.
    expect(chart.setStyles).toHaveBeenCalledWith(expect.objectContaining({ candle: expect.objectContaining({ tooltip: expect.objectContaining({ showRule: 'follow_cross' }) }) }));
    expect(chart.createIndicator).toHaveBeenCalledWith('MA', true, { id: 'candle_pane', gap: { top: 64, bottom: 12 } });
    expect(chart.createIndicator).toHaveBeenCalledWith('VOL', false, { height: 110, gap: { top: 40, bottom: 2 } });

    await userEvent.click(screen.getByRole('button', { name: '1 week' }));
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith('/ext/market/candles', {
        symbol: 'BTCUSDT',
        interval: '1w',
        limit: 300,
        endTime: undefined,
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'MACD' }));
    expect(chart.createIndicator).toHaveBeenCalledWith('MACD', false, { height: 110, gap: { top: 40, bottom: 2 } });
    await userEvent.click(screen.getByRole('button', { name: 'BOLL' }));
    expect(chart.removeIndicator).toHaveBeenCalledWith('pane-MA', 'MA');
    expect(chart.createIndicator).toHaveBeenCalledWith('BOLL', true, { id: 'candle_pane', gap: { top: 64, bottom: 12 } });
  });

  it('shows the server message for an unknown symbol and fetches no candles', async () => {
    vi.mocked(get).mockRejectedValue(new Error('Unknown trading pair: NOPE'));
    renderAt('/kline?symbol=NOPE');
    expect(await screen.findByText('This symbol could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Unknown trading pair: NOPE')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalledWith('/ext/market/candles', expect.anything());
  });

  it('opens the market\'s first symbol when none is given, never titled "--"', async () => {
    vi.mocked(get).mockImplementation(async (url: string) => {
      if (url === SYMBOL_LIST) return [{ symbol: 'ETHUSDT', sort: 2 }, { symbol: 'BTCUSDT', sort: 1 }];
      if (url === '/trade/appSymbol/price') return BTC;
      return [];
    });
    renderAt('/kline');
    expect(await screen.findByTestId('kline-price')).toHaveTextContent('95,000.12');
    expect(get).toHaveBeenCalledWith('/trade/appSymbol/price', { symbol: 'BTCUSDT' });
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('--');
  });

  it('says so when the market lists no symbol, titled K-line, with a way to the market list', async () => {
    renderAt('/kline');
    expect(await screen.findByText('No symbols are listed yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('K-line');
    await userEvent.click(screen.getByRole('button', { name: 'Go to the market list' }));
    expect(await screen.findByText('market page')).toBeInTheDocument();
  });

  it('moves the last bar with a live tick, and leaves a tick of the next bar to a refetch', () => {
    const last = { timestamp: 60_000, open: 1, high: 2, low: 0.5, close: 1.5 };
    expect(applyTick(last, 2.5, 119_000, '1m')).toEqual({ ...last, close: 2.5, high: 2.5 });
    expect(applyTick(last, 0.4, 61_000, '1m')).toEqual({ ...last, close: 0.4, low: 0.4 });
    expect(applyTick(last, 2.5, 120_000, '1m')).toBeNull();
    expect(applyTick(last, 2.5, 120_000, '5m')).not.toBeNull();
    expect(applyTick(undefined, 1, 0, '1m')).toBeNull();
  });
});
