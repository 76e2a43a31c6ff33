import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Candle, Ticker } from '../../api/market.ts';
import { http } from '../../../test/fakes.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import { registerXAxis } from 'klinecharts';
import { applyTick } from '../../features/trading/kline/chart-bars.ts';
import { valueToY } from '../../features/trading/kline/chart-layout.ts';
import KlinePage from './index.tsx';

vi.mock('../../api/http.ts', async (original) => (await import('../../../test/fakes.ts')).httpModule(original));

// klinecharts draws on canvas, which jsdom lacks: a recording stand-in. Its panes are 313 px
// wide (375 less the price axis), the candle pane 306 px tall; its VOL legend is that of a
// BTC chart, its text 6 px a character.
const VOL_INDICATOR = {
  shortName: 'VOL',
  calcParams: [5, 10, 20],
  figures: [
    { key: 'ma1', title: 'MA5: ' },
    { key: 'ma2', title: 'MA10: ' },
    { key: 'ma3', title: 'MA20: ' },
    { key: 'volume', title: 'VOLUME: ' },
  ],
  result: [{ volume: 55.486, ma1: 174.408, ma2: 139.342, ma3: 119.933 }],
  precision: 3,
  shouldFormatBigNumber: true,
};
const chart = vi.hoisted(() => ({
  setStyles: vi.fn(),
  setPriceVolumePrecision: vi.fn(),
  applyNewData: vi.fn(),
  updateData: vi.fn(),
  getDataList: vi.fn(() => []),
  createIndicator: vi.fn((name: string) => `pane-${name}`),
  removeIndicator: vi.fn(),
  resize: vi.fn(),
  setPaneOptions: vi.fn(),
  getSize: vi.fn((paneId: string) => ({ width: 313, height: paneId === 'candle_pane' ? 306 : 118 })),
  getIndicatorByPaneId: vi.fn((_paneId: string, name: string): unknown => (name === 'VOL' ? VOL_INDICATOR : null)),
}));
vi.mock('klinecharts', () => ({
  init: vi.fn(() => chart),
  dispose: vi.fn(),
  registerXAxis: vi.fn(),
  utils: { calcTextWidth: (text: string) => text.length * 6 },
}));

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
const BTC_INFO = { symbol: 'BTCUSDT', name: 'Bitcoin', sort: 1, contractEnabled: true };
const CANDLES: Candle[] = [
  { time: 60_000, open: '1.00', high: '2.00', low: '0.50', close: '1.50', volume: '3.125' },
];

/** The market as the page asks for it: BTC's price, `candles` and the symbol list `symbols`, nothing else. */
const serveMarket = ({ symbols = [], candles = [] }: { symbols?: unknown[]; candles?: Candle[] }) =>
  http.get.mockImplementation(async (url: string) => (url === '/trade/appSymbol/price' ? BTC : url === '/ext/market/candles' ? candles : url === SYMBOL_LIST ? symbols : []));

function ContractPageStandIn() {
  const { search } = useLocation();
  return <p>contract page {search}</p>;
}

const renderAt = (path: string) => renderPage(<KlinePage />, path, { routes: { '/hangqing': 'market page', '/heyue': <ContractPageStandIn /> } });

describe('K-line page', () => {
  beforeEach(() => {
    http.get.mockReset();
    // Every page load asks for the symbol list; an answer keeps the query cache free of undefined.
    http.get.mockResolvedValue([]);
    Object.values(chart).forEach((fn) => fn.mockClear());
  });

  it('shows the 24 h open, high, low, change and volume and draws the candles with MA and VOL', async () => {
    serveMarket({ candles: CANDLES });
    renderAt('/kline?symbol=btcusdt');
    expect(await screen.findByTestId('kline-price')).toHaveTextContent('95,000.12');
    expect(screen.getByText('+2,000.12 (+2.15%)')).toBeInTheDocument();
    expect(screen.getByText('93,000.00')).toBeInTheDocument();
    expect(screen.getByText('96,000.50')).toBeInTheDocument();
    expect(screen.getByText('92,000.00')).toBeInTheDocument();
    expect(screen.getByText('1,234.56')).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('/trade/appSymbol/price', { symbol: 'BTCUSDT' });

    await waitFor(() =>
      expect(chart.applyNewData).toHaveBeenCalledWith([
        { timestamp: 60_000, open: 1, high: 2, low: 0.5, close: 1.5, volume: 3.125 },
      ]),
    );
    expect(http.get).toHaveBeenCalledWith('/ext/market/candles', {
      symbol: 'BTCUSDT',
      interval: '15m',
      limit: 300,
      endTime: undefined,
    });
    expect(chart.setPriceVolumePrecision).toHaveBeenCalledWith(2, 3);
    // The OHLC legend only under the crosshair, in the app's font.
    expect(chart.setStyles).toHaveBeenCalledWith(expect.objectContaining({ candle: expect.objectContaining({ tooltip: expect.objectContaining({ showRule: 'follow_cross' }) }) }));
    expect(chart.createIndicator).toHaveBeenCalledWith('MA', true, { id: 'candle_pane' });
    expect(chart.createIndicator).toHaveBeenCalledWith('VOL', false, { height: 110 });

    await userEvent.click(screen.getByRole('button', { name: '1 week' }));
    await waitFor(() =>
      expect(http.get).toHaveBeenCalledWith('/ext/market/candles', {
        symbol: 'BTCUSDT',
        interval: '1w',
        limit: 300,
        endTime: undefined,
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'MACD' }));
    expect(chart.createIndicator).toHaveBeenCalledWith('MACD', false, { height: 110 });
    await userEvent.click(screen.getByRole('button', { name: 'BOLL' }));
    expect(chart.removeIndicator).toHaveBeenCalledWith('pane-MA', 'MA');
    expect(chart.createIndicator).toHaveBeenCalledWith('BOLL', true, { id: 'candle_pane' });
  });

  it('gives the volume legend a line of its own above the bars, and the time axis only labels it can show whole', async () => {
    serveMarket({ candles: CANDLES });
    renderAt('/kline?symbol=BTCUSDT');
    await waitFor(() => expect(chart.setPaneOptions).toHaveBeenCalledWith(expect.objectContaining({ id: 'pane-VOL' })));
    // The VOL legend wraps to two 19-px lines 6 px from the top (to 44 px); the pane grows to keep 68 px of bars below it.
    const vol = chart.setPaneOptions.mock.calls.map(([options]) => options as { id: string; height: number; gap: { top: number; bottom: number } }).findLast((o) => o.id === 'pane-VOL')!;
    expect(vol.height).toBe(118);
    const highestBar = valueToY(55.486, 0, 55.486, vol.height, vol.gap);
    expect(highestBar).toBe(48);
    expect(highestBar).toBeGreaterThan(44);
    expect(valueToY(0, 0, 55.486, vol.height, vol.gap)).toBe(116);
    // Without a legend the candles keep room for the high price mark only.
    expect(chart.setPaneOptions).toHaveBeenCalledWith({ id: 'candle_pane', gap: expect.any(Object) });

    expect(registerXAxis).toHaveBeenCalledWith(expect.objectContaining({ name: 'inside' }));
    expect(chart.setPaneOptions).toHaveBeenCalledWith({ id: 'x_axis_pane', axisOptions: { name: 'inside' } });
    const axis = vi.mocked(registerXAxis).mock.calls.at(-1)![0];
    const ticks = axis.createTicks({
      range: { from: 0, to: 1, range: 1, realFrom: 0, realTo: 1, realRange: 1 },
      bounding: { width: 313, height: 24, left: 0, right: 0, top: 0, bottom: 0 },
      defaultTicks: [
        { coord: 4, value: 1, text: '07:45' },
        { coord: 150, value: 2, text: '10:15' },
      ],
    });
    expect(ticks.map((t) => t.text)).toEqual(['10:15']);
  });

  it('has a Buy / Sell bar that opens the contract page on this symbol with the side chosen', async () => {
    serveMarket({ symbols: [BTC_INFO] });
    const router = renderAt('/kline?symbol=BTCUSDT');
    const buy = await screen.findByRole('link', { name: 'Buy long' });
    const sell = screen.getByRole('link', { name: 'Sell short' });
    expect(buy).toHaveAttribute('href', '/heyue?symbol=BTCUSDT&side=long');
    expect(sell).toHaveAttribute('href', '/heyue?symbol=BTCUSDT&side=short');
    expect(buy).toHaveClass('kl__trade-button--buy');
    expect(sell).toHaveClass('kl__trade-button--sell');
    // The page keeps room below its content for the fixed bar.
    expect(screen.getByRole('main')).toHaveClass('kl--trade');

    await userEvent.click(sell);
    expect(await screen.findByText('contract page ?symbol=BTCUSDT&side=short')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/heyue');
  });

  it('shows no Buy / Sell bar for a symbol without contracts', async () => {
    serveMarket({ symbols: [{ ...BTC_INFO, contractEnabled: false }] });
    renderAt('/kline?symbol=BTCUSDT');
    expect(await screen.findByTestId('kline-price')).toHaveTextContent('95,000.12');
    await waitFor(() => expect(screen.getByText('Bitcoin')).toBeInTheDocument());
    expect(screen.queryByTestId('kline-trade')).toBeNull();
    expect(screen.getByRole('main')).not.toHaveClass('kl--trade');
  });

  it('shows the server message for an unknown symbol and fetches no candles', async () => {
    http.get.mockRejectedValue(new Error('Unknown trading pair: NOPE'));
    renderAt('/kline?symbol=NOPE');
    expect(await screen.findByText('This symbol could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Unknown trading pair: NOPE')).toBeInTheDocument();
    expect(http.get).not.toHaveBeenCalledWith('/ext/market/candles', expect.anything());
  });

  it('opens the market\'s first symbol when none is given, never titled "--"', async () => {
    serveMarket({ symbols: [{ symbol: 'ETHUSDT', sort: 2 }, { symbol: 'BTCUSDT', sort: 1 }] });
    renderAt('/kline');
    expect(await screen.findByTestId('kline-price')).toHaveTextContent('95,000.12');
    expect(http.get).toHaveBeenCalledWith('/trade/appSymbol/price', { symbol: 'BTCUSDT' });
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
