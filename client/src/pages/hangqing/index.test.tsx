import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SymbolInfo, Ticker } from '../../api/market.ts';
import { tickerFixture } from '../../../test/market-fixtures.ts';
import { http } from '../../../test/fakes.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import MarketPage from './index.tsx';

vi.mock('../../api/http.ts', async (original) => (await import('../../../test/fakes.ts')).httpModule(original));

const t = (symbol: string, price: string, changePercent24h: string) =>
  tickerFixture(symbol, price, changePercent24h, { volume24h: '1234.5', turnover24h: '99999' });
const info = (symbol: string, base: string, quote: string, name: string, category: 1 | 2 | 3) =>
  ({ symbol, baseCurrency: base, quoteCurrency: quote, name, category }) as SymbolInfo;
const SYMBOLS = [
  info('BTCUSDT', 'BTC', 'USDT', 'Bitcoin', 1),
  info('ETHUSDT', 'ETH', 'USDT', 'Ethereum', 1),
  info('EURUSD', 'EUR', 'USD', 'Euro / US Dollar', 2),
];
const TICKERS: Record<string, Ticker[]> = {
  1: [t('BTCUSDT', '95000.12', '2.5'), t('ETHUSDT', '3000.5', '-1.257')],
  2: [t('EURUSD', '1.17089', '0.00')],
  3: [],
};

const visit = () =>
  renderPage(<MarketPage />, '/hangqing', { routes: { '/kline': 'kline page' }, available: ['/hangqing', '/kline', '/priceDistribution'] });

describe('market page', () => {
  beforeEach(() => {
    http.get.mockReset();
    http.get.mockImplementation(async (url: string, params?: Record<string, unknown>) => {
      if (url === '/trade/appSymbol/list') return SYMBOLS;
      if (url === '/public/getTicketList') return TICKERS[String(params?.category)];
      throw new Error(`unexpected ${url}`);
    });
  });

  it('lists crypto first with pair, price, volume and signed change; other tabs ask by category', async () => {
    visit();
    const btc = await screen.findByTestId('market-row-BTCUSDT');
    expect(btc).toHaveTextContent('BTC/USDT');
    expect(btc).toHaveTextContent('95,000.12');
    expect(btc).toHaveTextContent('Vol 1,234 BTC');
    expect(within(btc).getByText('+2.50%')).toHaveClass('change-badge--up');
    expect(within(screen.getByTestId('market-row-ETHUSDT')).getByText('-1.25%')).toHaveClass(
      'change-badge--down',
    );
    expect(http.get).toHaveBeenCalledWith('/public/getTicketList', {
      category: 1,
      ranking: undefined,
      limit: undefined,
    });

    await userEvent.click(screen.getByRole('tab', { name: 'Forex' }));
    const eur = await screen.findByTestId('market-row-EURUSD');
    expect(within(eur).getByText('0.00%')).toHaveClass('change-badge--flat');
    expect(eur).toHaveTextContent('1.17089');

    await userEvent.click(screen.getByRole('tab', { name: 'Gold' }));
    expect(await screen.findByText('No matching symbols')).toBeInTheDocument();
  });

  it('filters by search (symbol, pair with slash or name) and shows the empty state', async () => {
    visit();
    await screen.findByTestId('market-row-BTCUSDT');
    const search = screen.getByPlaceholderText('Search symbol');
    await userEvent.type(search, 'eth');
    expect(screen.queryByTestId('market-row-BTCUSDT')).not.toBeInTheDocument();
    expect(screen.getByTestId('market-row-ETHUSDT')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'btc/usdt');
    expect(screen.getByTestId('market-row-BTCUSDT')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'bitcoin');
    expect(screen.getByTestId('market-row-BTCUSDT')).toBeInTheDocument();
    await userEvent.type(search, 'zzz');
    expect(screen.getByText('No matching symbols')).toBeInTheDocument();
  });

  it('opens the K-line of a tapped row', async () => {
    visit();
    await userEvent.click(await screen.findByTestId('market-row-ETHUSDT'));
    expect(await screen.findByText('kline page')).toBeInTheDocument();
  });

  it('shows the error with the server message and retries', async () => {
    let fail = true;
    http.get.mockImplementation(async (url: string) => {
      if (url === '/trade/appSymbol/list') return SYMBOLS;
      if (fail) throw new Error('Service unavailable');
      return TICKERS[1];
    });
    visit();
    expect(await screen.findByText('Prices could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Service unavailable')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('market-row-BTCUSDT')).toBeInTheDocument());
  });
});
