import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { finance } from '../../../test/hook-fakes.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import { expectTexts } from '../../../test/screen-checks.ts';
import AssetCentrePage from './index.tsx';

const api = vi.hoisted(() => ({ getProductOrderStat: vi.fn() }));
vi.mock('../../api/prod.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/prod.ts')>()),
  getProductOrderStat: api.getProductOrderStat,
}));
vi.mock('../../api/finance.ts', async (original) => (await import('../../../test/hook-fakes.ts')).financeModule(original));

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
  finance.queryUserAssets.mockResolvedValue(assets);
  finance.queryUserBalance.mockResolvedValue([{ currency: 'BTC', available: '0.123456789', frozen: '0.1', total: '0.223456789', valuation: '15000.999' }]);
  finance.queryUserContractBalance.mockResolvedValue({ currency: 'USDT', balance: '200', available: '150', frozenMargin: '50', unrealizedPnl: '0', equity: '200' });
  finance.getCurrencyList.mockResolvedValue([{ currency: 'BTC', precision: 8, type: 1, networks: [] }, { currency: 'USD', precision: 2, type: 2, networks: [] }]);
  finance.getRate.mockResolvedValue({ currency: 'USDT', quoteCurrency: 'USD', rate: '0.5', updatedAt: '' });
  api.getProductOrderStat.mockResolvedValue({ currency: 'USDT', hostedAmount: '1234.567', todayIncome: '6.179', totalIncome: '18.51', runningCount: 2, orderCount: 3 });
});

describe('asset centre', () => {
  it('shows the total in USDT and in the display currency, the wallets and each currency (truncated)', async () => {
    visit();
    expect(await screen.findByTestId('total-usdt')).toHaveTextContent('1,234.56');
    expect(await screen.findByText(/≈ 617.28 USD/)).toBeInTheDocument();
    expect(finance.getRate).toHaveBeenCalledWith('USDT', 'USD');
    expect(screen.getByText('Virtual assets (demo)').closest('.adm-list-item')).toHaveTextContent('100,000.00');
    const btc = await screen.findByTestId('balance-BTC');
    expect(btc).toHaveTextContent('0.12345678');
    expect(btc).toHaveTextContent('Frozen 0.10000000 · ≈ 15,000.99 USDT');
  });

  it('shows the hosted amount of the earn products with today\'s and the accumulated income (orderStat)', async () => {
    visit();
    const card = await screen.findByTestId('earn-stat');
    await waitFor(() => expect(card).toHaveTextContent('2 running'));
    expectTexts({
      'earn-hosted': '1,234.56',
      'earn-today': '6.17',
      'earn-total': '18.51',
    });
  });

  it('shows an error with a retry when the assets cannot be loaded', async () => {
    finance.queryUserAssets.mockRejectedValueOnce(new Error('down'));
    visit();
    fireEvent.click(await screen.findByText('Try again'));
    expect(await screen.findByTestId('total-usdt')).toHaveTextContent('1,234.56');
  });
});
