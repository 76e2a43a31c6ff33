import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatServerTime } from '../../lib/format.ts';
import { useUserStore } from '../../store/user-store.ts';
import { product, PRODUCT_FACTS, serveEarn, type FakeEarnServer } from '../../../test/earn-fixtures.ts';
import { http, toast } from '../../../test/fakes.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import { amountInput, expectAmountProblems, expectTexts, typeAmount } from '../../../test/screen-checks.ts';
import OrderCreatedPage from '../taoli-ok/index.tsx';
import ArbitrageDetailPage from './index.tsx';

vi.mock('../../lib/notify.ts', async () => (await import('../../../test/fakes.ts')).notifyModule);
vi.mock('../../api/http.ts', async (original) => (await import('../../../test/fakes.ts')).httpModule(original));

const visit = (id = 'p-arb') =>
  renderPage(<ArbitrageDetailPage />, `/taolilicaiDetail?id=${id}`, { routes: { '/taoliOk': <OrderCreatedPage /> }, available: ['/taoliOk', '/taoliOrder', '/taolilicai'] });

/** The form once the spot balance has arrived. */
const ready = () => waitFor(() => expect(screen.getByTestId('available')).toHaveTextContent(/\d USDT/));

let server: FakeEarnServer;
beforeEach(() => {
  // 2026-01-10 20:00 UTC = 2026-01-11 04:00 region time (UTC+8): the purchase day is the 11th.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-10T20:00:00Z'));
  server = serveEarn();
  useUserStore.setState({ userInfo: { id: 'u1', level: 2 } });
});
afterEach(() => vi.useRealTimers());

describe('arbitrage detail', () => {
  it('shows the product, the spot balance and the published rate rule', async () => {
    visit();
    expect(await screen.findByTestId('product-name')).toHaveTextContent('AI Arbitrage 7 days');
    expectTexts(PRODUCT_FACTS);
    expect(await screen.findByTestId('available')).toHaveTextContent('Spot balance: 5,000.00 USDT');
    const rule = screen.getByTestId('rate-rule');
    // The rule in plain words; the arithmetic one tap away, for whoever recomputes a rate.
    expect(screen.getByTestId('rate-rule-text')).toHaveTextContent("Your order's daily rate is set once, when you buy, somewhere between 0.5% and 0.8%");
    expect(screen.getByTestId('rate-rule-text')).not.toHaveTextContent('FNV');
    const exact = screen.getByTestId('rate-rule-exact');
    expect(exact.tagName).toBe('DETAILS');
    expect(exact).toHaveTextContent('The exact rule');
    expect(exact).toHaveTextContent('FNV-1a-32 of the order number');
    expect(rule).toHaveTextContent('principal x daily rate / 100, truncated to 2 decimals');
  });

  it('a fixed rate reads as one rate, without a range or its arithmetic', async () => {
    server.products = [product({ dailyRateMin: '0.3', dailyRateMax: '0.30' })];
    visit();
    await ready();
    expect(screen.getByTestId('rate-range')).toHaveTextContent(/^.*0\.3%$/);
    expect(screen.getByTestId('rate-rule-text')).toHaveTextContent('Your daily rate is 0.3%, the same every day until the order ends.');
    expect(screen.getByTestId('rate-rule')).not.toHaveTextContent('between');
    expect(screen.queryByTestId('rate-rule-exact')).toBeNull();
  });

  it('shows the expected daily and total income at both ends of the range, and the schedule, before buying', async () => {
    visit();
    await ready();
    typeAmount('1234.56');
    // Daily: 1234.56 x 0.5 / 100 = 6.1728 -> 6.17; 1234.56 x 0.8 / 100 = 9.87648 -> 9.87 (truncated to USDT's 2 decimals).
    // Total over 7 days: 6.17 x 7 = 43.19; 9.87 x 7 = 69.09.
    expectTexts({
      'expected-daily': '6.17 - 9.87 USDT',
      'expected-total': '43.19 - 69.09 USDT',
      // Bought on region day 2026-01-11: first income at 00:00 of the 12th, the 7th and last on the 18th.
      'first-income': formatServerTime('2026-01-12 00:00:00'),
      'end-time': formatServerTime('2026-01-18 00:00:00'),
    });
  });

  it('previews the schedule on the server clock, which may run ahead of the device (QA clock jump)', async () => {
    server.clockAheadMs = 3 * 86_400_000;
    visit();
    await ready();
    // The server is at 2026-01-14 04:00 region time: first income on the 15th, the end on the 21st.
    expect(screen.getByTestId('first-income')).toHaveTextContent(formatServerTime('2026-01-15 00:00:00'));
    expect(screen.getByTestId('end-time')).toHaveTextContent(formatServerTime('2026-01-21 00:00:00'));
  });

  it('"max" takes the spot balance within the product maximum and quota', async () => {
    visit();
    await ready();
    fireEvent.click(screen.getByTestId('max'));
    expect(amountInput().value).toBe('5000');
  });

  it('"max" stops at the product maximum when the balance is larger', async () => {
    server.balances.USDT = '123456.789';
    visit();
    await ready();
    expect(screen.getByTestId('available')).toHaveTextContent('123,456.78 USDT');
    fireEvent.click(screen.getByTestId('max'));
    expect(amountInput().value).toBe('10000');
  });

  it('refuses what the server would refuse, before sending', async () => {
    visit();
    await ready();
    expectAmountProblems([
      ['99.99', 'Between 100.00 and 10,000.00 USDT'],
      ['100.001', 'At most 2 decimals'],
      ['6000', 'Your spot balance is 5,000.00 USDT'],
      ['abc', 'Enter a valid amount'],
    ]);
    expect(screen.getByTestId('buy')).toBeDisabled();
    expect(http.post).not.toHaveBeenCalled();
  });

  it('refuses a VIP level below the limit and a sold-out product', async () => {
    useUserStore.setState({ userInfo: { id: 'u1', level: 0 } });
    server.products = [product({ status: 2 })];
    visit();
    await ready();
    typeAmount('500');
    expect(screen.getByTestId('level-error')).toHaveTextContent('This product needs VIP1; you are VIP0');
    expect(screen.getByTestId('sale-error')).toHaveTextContent('This product cannot be bought now: Sold out');
    expect(screen.getByTestId('buy')).toBeDisabled();
  });

  it('buys after confirming and lands on the order created screen', async () => {
    const router = visit();
    await ready();
    typeAmount('1234.56');
    fireEvent.click(screen.getByTestId('buy'));
    expect(await screen.findByTestId('confirm-summary')).toHaveTextContent('You pay: 1,234.56 USDT');
    expect(screen.getByTestId('confirm-summary')).toHaveTextContent('Expected daily income: 6.17 - 9.87 USDT');
    fireEvent.click(await screen.findByText('Confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/taoliOk'));
    expect(http.post).toHaveBeenCalledWith('/prod/appProductOrder/debitBuy', { productId: 'p-arb', amount: '1234.56' });
    expect(await screen.findByTestId('order-no')).toHaveTextContent('PO2026011000001');
    expect(screen.getByTestId('order-amount')).toHaveTextContent('1,234.56 USDT');
    // The fixture's order runs at 0.5 %: 1234.56 x 0.5 / 100 = 6.1728 -> 6.17 a day.
    expect(screen.getByTestId('order-daily')).toHaveTextContent('6.17 USDT');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ content: 'Order created' }));
  });

  it('stays on the form when the server refuses the purchase (its message is the toast)', async () => {
    server.refuse = 'You have reached the purchase limit of 2 orders';
    const router = visit();
    await ready();
    typeAmount('500');
    fireEvent.click(screen.getByTestId('buy'));
    fireEvent.click(await screen.findByText('Confirm'));
    await waitFor(() => expect(http.post).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/taolilicaiDetail');
    expect(server.orders).toHaveLength(0);
    expect(screen.getByTestId('buy')).not.toBeDisabled();
  });

  it('says when the product cannot be found, and retries', async () => {
    visit('nope');
    expect(await screen.findByText('This product could not be found')).toBeInTheDocument();
    server.products.push(product({ id: 'nope', name: 'Found later' }));
    fireEvent.click(screen.getByTestId('retry'));
    expect(await screen.findByTestId('product-name')).toHaveTextContent('Found later');
  });
});
