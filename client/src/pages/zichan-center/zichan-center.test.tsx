import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render-routes.tsx';
import { expectTexts } from '../../../test/screen-checks.ts';
import AssetCentrePage from './index.tsx';

const api = vi.hoisted(() => ({
  queryUserAssets: vi.fn(),
  queryUserBalance: vi.fn(),
  queryUserContractBalance: vi.fn(),
  getCurrencyList: vi.fn(),
  getRate: vi.fn(),
  getProductOrderStat: vi.fn(),
}));
vi.mock('../../api/prod.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/prod.ts')>()),
  getProductOrderStat: api.getProductOrderStat,
}));
vi.mock('../../api/finance.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../api/finance.ts')>();
  const rq = await import('@tanstack/react-query');
  return {
    ...original,
    useUserAssets: () => rq.useQuery({ queryKey: ['assets'], queryFn: api.queryUserAssets }),
    useUserBalance: () => rq.useQuery({ queryKey: ['balance'], queryFn: api.queryUserBalance }),
    useContractBalance: () => rq.useQuery({ queryKey: ['contract'], queryFn: api.queryUserContractBalance }),
    useCurrencies: () => rq.useQuery({ queryKey: ['currencies'], queryFn: api.getCurrencyList }),
    useRate: (currency: string, quote: string, enabled: boolean) =>
      rq.useQuery({ queryKey: ['rate', currency, quote], queryFn: () => api.getRate(currency, quote), enabled }),
  };
});

const assets = {
  currency: 'USDT',
  totalAssets: '1234.5678',
  spotBalance: '1000',
  contractBalance: '200',
  positionAssets: '34.5678',
  productAssets: '0',
  competitionFrozen: '0',
  virtualAssets: '100000',
  loanOutstanding: '0',
};

const visit = () => renderPage(<AssetCentrePage />, '/zichanCenter');

beforeEach(() => {
  api.queryUserAssets.mockResolvedValue(assets);
  api.queryUserBalance.mockResolvedValue([{ currency: 'BTC', available: '0.123456789', frozen: '0.1', total: '0.223456789', valuation: '15000.999' }]);
  api.queryUserContractBalance.mockResolvedValue({ currency: 'USDT', balance: '200', available: '150', frozenMargin: '50', unrealizedPnl: '0', equity: '200' });
  api.getCurrencyList.mockResolvedValue([{ currency: 'BTC', precision: 8, type: 1, networks: [] }, { currency: 'USD', precision: 2, type: 2, networks: [] }]);
  api.getRate.mockResolvedValue({ currency: 'USDT', quoteCurrency: 'USD', rate: '0.5', updatedAt: '' });
  api.getProductOrderStat.mockResolvedValue({ currency: 'USDT', hostedAmount: '1234.567', todayIncome: '6.179', totalIncome: '18.51', runningCount: 2, orderCount: 3 });
});

describe('asset centre', () => {
  it('shows the total in USDT and in the display currency, the wallets and each currency (truncated)', async () => {
    visit();
    expect(await screen.findByTestId('total-usdt')).toHaveTextContent('1,234.56');
    expect(await screen.findByText(/≈ 617.28 USD/)).toBeInTheDocument();
    expect(api.getRate).toHaveBeenCalledWith('USDT', 'USD');
    expect(screen.getByText('Virtual assets (demo)').closest('.adm-list-item')).toHaveTextContent('100,000.00');
    const btc = await screen.findByTestId('balance-BTC');
    expect(btc).toHaveTextContent('0.12345678');
    expect(btc).toHaveTextContent('Frozen 0.10000000 · ≈ 15,000.99 USDT');
  });

  it('shows the hosted amount of the earn products with today\'s and the accumulated income (orderStat)', async () => {
    visit();
    const card = await screen.findByTestId('earn-stat');
    expect(card).toHaveTextContent('2 running');
    expectTexts({
      'earn-hosted': '1,234.56',
      'earn-today': '6.17',
      'earn-total': '18.51',
    });
  });

  it('shows an error with a retry when the assets cannot be loaded', async () => {
    api.queryUserAssets.mockRejectedValueOnce(new Error('down'));
    visit();
    fireEvent.click(await screen.findByText('Try again'));
    expect(await screen.findByTestId('total-usdt')).toHaveTextContent('1,234.56');
  });
});
