import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render-routes.tsx';
import { OrderStatCard } from './order-stat-card.tsx';

const api = vi.hoisted(() => ({ getProductOrderStat: vi.fn() }));
vi.mock('../../api/prod.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/prod.ts')>()),
  getProductOrderStat: api.getProductOrderStat,
}));

const renderCard = () => renderPage(<OrderStatCard />, '/my', { routes: { '/taoliOrder': 'investment orders' }, available: ['/taoliOrder'] });

describe('earn totals card', () => {
  it('shows the hosted amount and income truncated to 2 decimals, and opens the investment orders', async () => {
    api.getProductOrderStat.mockResolvedValue({ currency: 'USDT', hostedAmount: '10000.999', todayIncome: '0.019', totalIncome: '1234.5', runningCount: 1, orderCount: 4 });
    const router = renderCard();
    // Drawn at once with its figures "--" (nothing below it moves when they come).
    expect(screen.getByTestId('earn-hosted')).toHaveTextContent('--');
    await waitFor(() => expect(screen.getByTestId('earn-hosted')).toHaveTextContent('10,000.99'));
    expect(screen.getByTestId('earn-today')).toHaveTextContent('0.01');
    expect(screen.getByTestId('earn-total')).toHaveTextContent('1,234.50');
    expect(screen.getByTestId('earn-stat')).toHaveTextContent('1 running');
    fireEvent.click(screen.getByTestId('earn-stat'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/taoliOrder'));
  });

  it('stays out of the way when the totals cannot be loaded', async () => {
    api.getProductOrderStat.mockRejectedValue(new Error('down'));
    renderCard();
    await waitFor(() => expect(api.getProductOrderStat).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByTestId('earn-stat')).toBeNull());
  });
});
