import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { order, serveEarn, type FakeEarnServer } from '../../../test/earn-fixtures.ts';
import { argsOf, http } from '../../../test/fakes.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import { expectSecondPage, expectTexts, retryThenSee } from '../../../test/screen-checks.ts';
import InvestmentOrdersPage from './index.tsx';

vi.mock('../../api/http.ts', async (original) => (await import('../../../test/fakes.ts')).httpModule(original));

const ORDERS = [
  // Three of seven days paid at 0.6 %: 1234.56 x 0.6 / 100 = 7.40736 -> 7.40 a day; 22.20 paid.
  order({ id: 'o-run', todayIncome: '7.4', totalIncome: '22.2', remainingDays: 4 }),
  // Two machines bought for 6000 at 0.3 %: 3000 x 0.3 / 100 = 9 per machine, 18 a day.
  order({ id: 'o-mine', orderNo: 'PO2', productName: 'Antminer S21 (hosted)', productType: 2, amount: '6000', quantity: 2, dailyRate: '0.3', cycleDays: 180, remainingDays: 179, todayIncome: '18', totalIncome: '18' }),
  order({ id: 'o-end', orderNo: 'PO3', status: 2, remainingDays: 0, totalIncome: '51.8' }),
  order({ id: 'o-frozen', orderNo: 'PO4', status: 3 }),
  order({ id: 'o-wait', orderNo: 'PO5', status: 0 }),
  order({ id: 'o-cancel', orderNo: 'PO6', status: -1 }),
  order({ id: 'o-debt', orderNo: 'PO7', productName: 'Solar Farm Bond', productType: 3, amount: '500', dailyRate: '0.15', cycleDays: 90, remainingDays: 90 }),
];

const visit = () => renderPage(<InvestmentOrdersPage />, '/taoliOrder', { available: ['/taolilicai'] });

const orderCalls = () => argsOf(http.get, '/prod/appProductOrder/listMy');

let server: FakeEarnServer;
beforeEach(() => {
  server = serveEarn({
    orders: [...ORDERS],
    stat: { currency: 'USDT', hostedAmount: '7734.569', todayIncome: '25.4', totalIncome: '92', runningCount: 3, orderCount: 7 },
  });
});

describe('investment orders', () => {
  it("shows each order's state, today's and accumulated income and the remaining cycle, and the totals", async () => {
    visit();
    const running = await screen.findByTestId('order-o-run');
    expectTexts({
      'order-status': 'Running',
      'order-amount': '1,234.56 USDT',
      'order-rate': '0.6%',
      'order-daily': '7.40 USDT',
      'order-today': '7.40 USDT',
      'order-total': '22.20 USDT',
      'order-remaining': '4 of 7 days',
    }, running);

    const mining = screen.getByTestId('order-o-mine');
    expect(within(mining).getByTestId('order-machines')).toHaveTextContent('2');
    expect(within(mining).getByText('Daily output')).toBeInTheDocument();
    expect(within(mining).getByTestId('order-daily')).toHaveTextContent('18.00 USDT');

    const states = ['o-end', 'o-frozen', 'o-wait', 'o-cancel'].map((id) => within(screen.getByTestId(`order-${id}`)).getByTestId('order-status').textContent);
    expect(states).toEqual(['Ended', 'Frozen', 'Not started', 'Cancelled']);
    expect(within(screen.getByTestId('order-o-end')).getByTestId('order-remaining')).toHaveTextContent('0 of 7 days');

    expect(await screen.findByTestId('stat-hosted')).toHaveTextContent('7,734.56');
    expect(screen.getByTestId('stat-today')).toHaveTextContent('25.40');
    expect(screen.getByTestId('stat-total')).toHaveTextContent('92.00');
  });

  it('shows every money figure of an order at USDT\'s 2 decimals: 1,234.56 beside 7.40 and 22.20, never 7.4 (issue 30 item 4)', async () => {
    visit();
    const running = await screen.findByTestId('order-o-run');
    const figures = ['order-amount', 'order-daily', 'order-today', 'order-total'].map((id) => within(running).getByTestId(id).textContent);
    expect(figures).toEqual(['1,234.56 USDT', '7.40 USDT', '7.40 USDT', '22.20 USDT']);
    // One currency, one number of decimals on the whole card.
    for (const text of figures) expect(text).toMatch(/^[\d,]+\.\d{2} USDT$/);
  });

  it('filters by kind and by state through the contract query', async () => {
    visit();
    await screen.findByTestId('order-o-run');
    fireEvent.click(within(screen.getByTestId('type-filter')).getByText('Mining'));
    expect(await screen.findByTestId('order-o-mine')).toBeInTheDocument();
    expect(screen.queryByTestId('order-o-run')).toBeNull();
    fireEvent.click(within(screen.getByTestId('type-filter')).getByText('All'));
    fireEvent.click(within(screen.getByTestId('status-filter')).getByText('Ended'));
    expect(await screen.findByTestId('order-o-end')).toBeInTheDocument();
    expect(screen.queryByTestId('order-o-run')).toBeNull();
    expect(orderCalls()).toContainEqual({ pageNo: 1, pageSize: 20, productType: 2 });
    expect(orderCalls()).toContainEqual({ pageNo: 1, pageSize: 20, status: 2 });
  });

  it('pages with "load more"', async () => {
    server.orders = Array.from({ length: 25 }, (_, i) => order({ id: `o${i}`, orderNo: `PO${i}` }));
    visit();
    await expectSecondPage((n) => `order-o${n}`, 'No more orders');
  });

  it('says when there is no order yet, and shows an error with a retry', async () => {
    server.orders = [];
    server.failNext = 'Network Error';
    visit();
    await retryThenSee('No investment orders yet');
  });
});
