import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SecondHead, SecondOrder, SecondSet } from '../../api/second-contract.ts';
import { http, toast } from '../../../test/fakes.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import { expectTexts } from '../../../test/screen-checks.ts';
import { useUserStore } from '../../store/user-store.ts';
import { SecondContractPanel } from './second-contract-panel.tsx';
import { SecondResult } from './second-head.tsx';
import type { LivePrices } from '../../components/market-stream.ts';
import { render } from '@testing-library/react';
import { secondOrderFixture as order } from '../../../test/market-fixtures.ts';

type Params = Record<string, unknown> | undefined;
vi.mock('../../lib/notify.ts', async () => (await import('../../../test/fakes.ts')).notifyModule);
vi.mock('../../api/http.ts', async (original) => (await import('../../../test/fakes.ts')).httpModule(original));

const SETS: SecondSet[] = [
  { id: 'sc30', symbol: null, periodSeconds: 30, payoutRate: '80', lossRate: '100', currency: 'USDT', minAmount: '10', maxAmount: '10000', sort: 1 },
  { id: 'sc120', symbol: null, periodSeconds: 120, payoutRate: '90', lossRate: '100', currency: 'USDT', minAmount: '50', maxAmount: '50000', sort: 3 },
];

const page = (records: SecondOrder[]) => ({ records, total: records.length, size: 10, current: 1, pages: records.length ? 1 : 0 });

let head: SecondHead;
let secondEnabled: boolean;
let orders: SecondOrder[];
let available: string;

function route(url: string, params: Params): Promise<unknown> {
  if (url === '/trade/appSecondContractSet/list') return Promise.resolve(SETS);
  if (url === '/trade/appSymbol/list')
    return Promise.resolve([{ symbol: 'BTCUSDT', baseCurrency: 'BTC', quoteCurrency: 'USDT', secondContractEnabled: secondEnabled }]);
  // The server answers the head of the account asked for (trade.secondHead accountType).
  if (url === '/trade/appSecondContractOrder/head')
    return Promise.resolve(head.order && head.order.accountType !== params?.accountType ? { ...head, order: null, secondsLeft: null } : head);
  if (url === '/trade/appSecondContractOrder/listMy') {
    const status = params?.status;
    const accountType = params?.accountType;
    return Promise.resolve(
      page(orders.filter((o) => (status === undefined || o.status === status) && (accountType === undefined || o.accountType === accountType))),
    );
  }
  if (url === '/finance/appWallet/queryUserBalance')
    return Promise.resolve([{ currency: 'USDT', available, frozen: '0', total: available, valuation: available }]);
  if (url === '/trade/appTradePositions/summary')
    return Promise.resolve({
      accountType: params?.accountType,
      currency: 'USDT',
      openCount: 0,
      totalMargin: '0',
      unrealizedPnl: '0',
      balance: '5000',
      available: '5000',
      equity: '5000',
      todayRealizedPnl: '0',
      totalRealizedPnl: '0',
    });
  return Promise.reject(new Error(`unexpected GET ${url}`));
}

function renderPanel(accountType: 1 | 2 = 1, prices?: LivePrices) {
  return renderPage(<SecondContractPanel symbol="BTCUSDT" accountType={accountType} prices={prices} />, '/heyue', { routes: { '/login': 'login page' } });
}

const amountInput = () => {
  const el = screen.getByTestId('second-amount');
  return el.querySelector('input') ?? el;
};

beforeEach(() => {
  useUserStore.setState({ token: 't1', userInfo: { id: 'u1' } });
  head = { order: null, secondsLeft: null, currentPrice: '65000.00', serverTime: Date.UTC(2026, 0, 1) };
  orders = [];
  available = '500';
  secondEnabled = true;
  http.get.mockImplementation(route);
});
afterEach(() => {
  vi.useRealTimers();
  useUserStore.setState({ token: '' });
});

describe('second contract panel', () => {
  it('lists the periods with payout rates; stake 100 at 80 % pays 180 if won; the order sent carries set, direction, amount and account', async () => {
    http.post.mockResolvedValue(order());
    renderPanel();
    expect(await screen.findByTestId('second-period-30')).toHaveTextContent('30 sec80%');
    expect(screen.getByTestId('second-period-120')).toHaveTextContent('2 min90%');
    await waitFor(() => expect(screen.getByTestId('second-available')).toHaveTextContent('Available: 500.00 USDT'));
    expect(await screen.findByTestId('second-head-empty')).toHaveTextContent('No running order on this symbol');

    fireEvent.change(amountInput(), { target: { value: '100' } });
    expect(screen.getByTestId('second-expected')).toHaveTextContent('180.00 USDT (+80.00)');

    fireEvent.click(screen.getByTestId('second-up'));
    const confirm = await screen.findByTestId('second-confirm');
    expect(confirm).toHaveTextContent('Stake100 USDT');
    expect(confirm).toHaveTextContent('Period30 sec');
    expect(confirm).toHaveTextContent('Payout rate80%');
    expect(within(confirm).getByTestId('second-confirm-payout')).toHaveTextContent('180.00 USDT (+80.00)');
    // Waiting for the answer: both money buttons are off.
    expect(screen.getByTestId('second-up')).toBeDisabled();
    expect(screen.getByTestId('second-down')).toBeDisabled();
    fireEvent.click(await screen.findByText('Confirm'));

    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    expect(http.post).toHaveBeenCalledWith('/trade/appSecondContractOrder/buy', {
      symbol: 'BTCUSDT',
      setId: 'sc30',
      direction: 1,
      amount: '100',
      accountType: 1,
    });
    await waitFor(() => expect(screen.getByTestId('second-up')).not.toBeDisabled());
    expect(toast).toHaveBeenCalledWith({ icon: 'success', content: 'Order placed' });
  });

  it('down on the 2-minute period: 50 at 90 % pays 95; cancelling sends nothing', async () => {
    http.post.mockResolvedValue(order({ direction: 2 }));
    renderPanel();
    fireEvent.click(await screen.findByTestId('second-period-120'));
    fireEvent.change(amountInput(), { target: { value: '50' } });
    // 50 x 90 % = 45 profit; 50 + 45 = 95.
    expect(screen.getByTestId('second-expected')).toHaveTextContent('95.00 USDT (+45.00)');

    fireEvent.click(screen.getByTestId('second-down'));
    await screen.findByTestId('second-confirm');
    fireEvent.click(await screen.findByText('Cancel'));
    await waitFor(() => expect(screen.getByTestId('second-down')).not.toBeDisabled());
    expect(http.post).not.toHaveBeenCalled();
    // The cancelled confirmation closes before the next one opens.
    await waitFor(() => expect(screen.queryByTestId('second-confirm')).toBeNull());

    fireEvent.click(screen.getByTestId('second-down'));
    await screen.findByTestId('second-confirm');
    fireEvent.click(await screen.findByText('Confirm'));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith('/trade/appSecondContractOrder/buy', {
        symbol: 'BTCUSDT',
        setId: 'sc120',
        direction: 2,
        amount: '50',
        accountType: 1,
      }),
    );
  });

  it('refuses a stake outside the set limits or above the balance, and sends nothing', async () => {
    available = '120';
    renderPanel();
    await screen.findByTestId('second-period-30');
    await waitFor(() => expect(screen.getByTestId('second-available')).toHaveTextContent('120.00 USDT'));
    // The limits with thousands separators (issue 17 item 5): never "10 to 10000 USDT".
    expect(amountInput()).toHaveAttribute('placeholder', '10.00 to 10,000.00 USDT');
    fireEvent.click(screen.getByTestId('second-up'));
    expect(await screen.findByTestId('second-amount-error')).toHaveTextContent('Enter an amount');
    fireEvent.change(amountInput(), { target: { value: '5' } });
    expect(screen.getByTestId('second-amount-error')).toHaveTextContent('The minimum stake is 10.00 USDT');
    fireEvent.change(amountInput(), { target: { value: '10000.5' } });
    expect(screen.getByTestId('second-amount-error')).toHaveTextContent('The maximum stake is 10,000.00 USDT');
    fireEvent.change(amountInput(), { target: { value: '150' } });
    expect(screen.getByTestId('second-amount-error')).toHaveTextContent('More than your available 120.00 USDT');
    expect(screen.getByTestId('second-expected')).toHaveTextContent('--');
    // (an earlier test's confirm dialog may still be animating out)
    await waitFor(() => expect(screen.queryByTestId('second-confirm')).toBeNull());
    fireEvent.click(screen.getByTestId('second-up'));
    expect(screen.queryByTestId('second-confirm')).toBeNull();
    expect(http.post).not.toHaveBeenCalled();
  });

  it('a double tap opens one confirmation and sends one order', async () => {
    http.post.mockResolvedValue(order());
    renderPanel();
    await screen.findByTestId('second-period-30');
    await waitFor(() => expect(screen.queryByTestId('second-confirm')).toBeNull());
    fireEvent.change(amountInput(), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('second-up'));
    fireEvent.click(screen.getByTestId('second-up'));
    await screen.findByTestId('second-confirm');
    expect(screen.getAllByTestId('second-confirm')).toHaveLength(1);
    fireEvent.click(await screen.findByText('Confirm'));
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByTestId('second-up')).not.toBeDisabled());
    expect(http.post).toHaveBeenCalledTimes(1);
  });

  it('shows the server refusal and re-enables the buttons', async () => {
    http.post.mockRejectedValue(new Error('Insufficient balance'));
    renderPanel();
    await screen.findByTestId('second-period-30');
    fireEvent.change(amountInput(), { target: { value: '20' } });
    fireEvent.click(screen.getByTestId('second-up'));
    await screen.findByTestId('second-confirm');
    fireEvent.click(await screen.findByText('Confirm'));
    expect(await screen.findByTestId('second-server-error')).toHaveTextContent('Insufficient balance');
    expect(screen.getByTestId('second-up')).not.toBeDisabled();
  });

  it('on the demo account checks the virtual balance, sends accountType 2 and never reads the real wallet', async () => {
    http.post.mockResolvedValue(order({ accountType: 2 }));
    renderPanel(2);
    await screen.findByTestId('second-period-30');
    await waitFor(() => expect(screen.getByTestId('second-available')).toHaveTextContent('Virtual balance: 5,000.00 USDT'));
    expect(http.get).toHaveBeenCalledWith('/trade/appTradePositions/summary', { accountType: 2 });
    fireEvent.change(amountInput(), { target: { value: '5000.01' } });
    expect(screen.getByTestId('second-amount-error')).toHaveTextContent('More than your available 5,000.00 USDT');
    fireEvent.change(amountInput(), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('second-up'));
    expect(await screen.findByTestId('second-confirm')).toHaveTextContent('Simulated trade with virtual funds');
    fireEvent.click(await screen.findByText('Confirm'));
    await waitFor(() => expect(http.post.mock.calls[0]?.[1]).toMatchObject({ accountType: 2, amount: '10' }));
    expect(http.get.mock.calls.some(([url]) => url.includes('queryUserBalance'))).toBe(false);
    expect(http.get.mock.calls.some(([url, p]) => url.endsWith('/listMy') && (p as Params)?.accountType === 2)).toBe(true);
  });

  it('signed out: no private calls; an order button leads to login', async () => {
    useUserStore.setState({ token: '' });
    const router = renderPanel(2);
    await screen.findByTestId('second-period-30');
    expect(screen.getByText('Sign in to place second contracts')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('second-up'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(http.get.mock.calls.map(([url]) => url).sort()).toEqual(['/trade/appSecondContractSet/list', '/trade/appSymbol/list']);
  });

  it("takes the live price from the host screen's stream and opens no stream of its own", async () => {
    const opened = vi.fn();
    vi.stubGlobal(
      'EventSource',
      class {
        constructor(url: string) {
          opened(url);
        }
        addEventListener() {}
        close() {}
      },
    );
    head = { order: order(), secondsLeft: 25, currentPrice: '65010.50', serverTime: Date.now() };
    renderPanel(1, { prices: { BTCUSDT: '64990.00' }, time: 0, live: true, down: false, stale: false });
    // Up and below the open on the streamed price: losing, shown red.
    await waitFor(() => expect(screen.getByTestId('second-head-current')).toHaveTextContent('64,990.00'));
    expect(screen.getByTestId('second-head-current')).toHaveStyle({ color: 'var(--down)' });
    expect(opened).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('counts the head order down from secondsLeft, locally, second by second', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(Date.UTC(2026, 0, 1, 0, 0, 5));
    head = { order: order(), secondsLeft: 25, currentPrice: '65010.50', serverTime: Date.UTC(2026, 0, 1, 0, 0, 5) };
    orders = [order()];
    renderPanel();
    expect(await screen.findByTestId('second-countdown')).toHaveTextContent('25 s');
    expectTexts({
      'second-head-direction': 'Up',
      'second-head-stake': '100.00 USDT · 30 sec · Payout 80%',
      'second-head-open': '65,000.00',
      // Up and above the open: winning, shown green.
      'second-head-current': '65,010.50',
    });
    expect(screen.getByTestId('second-head-current')).toHaveStyle({ color: 'var(--up)' });
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByTestId('second-countdown')).toHaveTextContent('22 s');
    act(() => vi.advanceTimersByTime(22_000));
    expect(screen.getByTestId('second-countdown')).toHaveTextContent('Settling…');
  });

  it('at expiry watches the order until the server settles it, then shows the win and refreshes the balance', async () => {
    head = { order: order(), secondsLeft: 1, currentPrice: '65010.50', serverTime: Date.now() };
    orders = [order()];
    renderPanel();
    expect(await screen.findByTestId('second-countdown')).toHaveTextContent('1 s');
    await waitFor(() => expect(screen.getByTestId('second-countdown')).toHaveTextContent('Settling…'), { timeout: 2500 });
    const balanceCalls = http.get.mock.calls.filter(([url]) => url.includes('queryUserBalance')).length;

    // The server settles it: the head is empty, the list has the result.
    const won = order({ status: 2, closePrice: '65100.00', profit: '80', settledAt: '2026-01-01 08:00:30' });
    head = { order: null, secondsLeft: null, currentPrice: '65100.00', serverTime: Date.now() };
    orders = [won];
    const result = await screen.findByTestId('second-result', {}, { timeout: 4000 });
    expect(result).toHaveAttribute('data-result', 'won');
    expect(screen.getByText('You won')).toBeInTheDocument();
    expect(within(result).getByTestId('second-result-amount')).toHaveTextContent('+80.00 USDT');
    expect(result).toHaveTextContent('Close price65,100.00');
    await waitFor(() => expect(http.get.mock.calls.filter(([url]) => url.includes('queryUserBalance')).length).toBeGreaterThan(balanceCalls));
    expect(await screen.findByTestId('second-head-empty')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Close'));
    await waitFor(() => expect(screen.queryByTestId('second-result')).toBeNull());
  });

  it('asks the head for its own account: on demo, the demo order counts down and is shown', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(Date.UTC(2026, 0, 1, 0, 0, 10));
    head = { order: order({ id: 'demo1', accountType: 2, direction: 2, amount: '40' }), secondsLeft: 30, currentPrice: '65000.00', serverTime: Date.UTC(2026, 0, 1, 0, 0, 10) };
    renderPanel(2);
    await waitFor(() => expect(screen.getByTestId('second-head')).toHaveAttribute('data-order', 'demo1'));
    expect(http.get).toHaveBeenCalledWith('/trade/appSecondContractOrder/head', { symbol: 'BTCUSDT', accountType: 2 });
    expect(screen.getByTestId('second-countdown')).toHaveTextContent('30 s');
    expect(screen.getByTestId('second-head-direction')).toHaveTextContent('Down');
    // Down with the price equal to the open: neither winning nor losing.
    expect(screen.getByTestId('second-head-current')).toHaveStyle({ color: 'var(--text)' });
  });

  it('on the real account a demo order is not its head', async () => {
    head = { order: order({ id: 'demo1', accountType: 2 }), secondsLeft: 30, currentPrice: '65000.00', serverTime: Date.now() };
    renderPanel(1);
    expect(await screen.findByTestId('second-head-empty')).toBeInTheDocument();
  });

  it('lists the history with statuses and profits, filters by status, and shows its empty state', async () => {
    orders = [
      order({ id: 'a', status: 2, closePrice: '65100.00', profit: '80' }),
      order({ id: 'b', status: 3, direction: 2, closePrice: '65100.00', profit: '-100' }),
      order({ id: 'c', status: 4, closePrice: '65000.00', profit: '0' }),
    ];
    renderPanel();
    const won = await screen.findByTestId('second-order-a');
    expect(within(won).getByTestId('second-order-status')).toHaveTextContent('Won');
    expect(within(won).getByTestId('second-order-profit')).toHaveTextContent('+80');
    expect(within(won).getByTestId('second-order-status')).toHaveStyle({ color: 'var(--up)' });
    const lost = screen.getByTestId('second-order-b');
    expect(within(lost).getByTestId('second-order-status')).toHaveTextContent('Lost');
    expect(within(lost).getByTestId('second-order-profit')).toHaveTextContent('−100.00');
    expect(within(lost).getByTestId('second-order-status')).toHaveStyle({ color: 'var(--down)' });
    expect(within(screen.getByTestId('second-order-c')).getByTestId('second-order-status')).toHaveTextContent('Draw');
    // Every result as money at USDT's 2 decimals: a draw reads 0.00 beside +80.00 and −100.00, not 0 (issue 30 item 4).
    expect(within(won).getByTestId('second-order-profit')).toHaveTextContent(/^\+80\.00$/);
    expect(within(screen.getByTestId('second-order-c')).getByTestId('second-order-profit')).toHaveTextContent(/^0\.00$/);

    fireEvent.click(screen.getByTestId('second-filter-lost'));
    expect(await screen.findByTestId('second-order-b')).toBeInTheDocument();
    expect(screen.queryByTestId('second-order-a')).toBeNull();
    expect(http.get).toHaveBeenCalledWith('/trade/appSecondContractOrder/listMy', expect.objectContaining({ status: 3, accountType: 1, symbol: 'BTCUSDT' }));

    fireEvent.click(screen.getByTestId('second-filter-running'));
    expect(await screen.findByTestId('second-history-empty')).toHaveTextContent('No orders yet');
  });

  it('pages the history: "Load more" asks for the next page and appends it', async () => {
    const all = Array.from({ length: 12 }, (_, i) => order({ id: `h${i}`, status: 3, profit: '-100', closePrice: '64000.00' }));
    http.get.mockImplementation((url: string, params?: Params) => {
      if (url !== '/trade/appSecondContractOrder/listMy' || params?.status === 1) return route(url, params);
      const pageNo = Number(params?.pageNo);
      const records = all.slice((pageNo - 1) * 10, pageNo * 10);
      return Promise.resolve({ records, total: 12, size: 10, current: pageNo, pages: 2 });
    });
    renderPanel();
    await screen.findByTestId('second-order-h9');
    expect(screen.queryByTestId('second-order-h10')).toBeNull();
    fireEvent.click(screen.getByTestId('second-history-more'));
    expect(await screen.findByTestId('second-order-h11')).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('/trade/appSecondContractOrder/listMy', expect.objectContaining({ pageNo: 2, pageSize: 10 }));
    expect(screen.queryByTestId('second-history-more')).toBeNull();
  });

  it('says so when the symbol offers no second contracts', async () => {
    secondEnabled = false;
    renderPanel();
    expect(await screen.findByText('Second contracts are not offered on this symbol')).toBeInTheDocument();
    expect(screen.queryByTestId('second-up')).toBeNull();
  });

  it('shows an error with a retry when the periods cannot be loaded', async () => {
    http.get.mockImplementation((url: string, params?: Params) =>
      url === '/trade/appSecondContractSet/list' ? Promise.reject(new Error('down')) : route(url, params),
    );
    renderPanel();
    expect(await screen.findByText('Could not load the periods')).toBeInTheDocument();
    http.get.mockImplementation(route);
    fireEvent.click(screen.getByText('Retry'));
    expect(await screen.findByTestId('second-period-30')).toBeInTheDocument();
  });
});

describe('second contract result', () => {
  it('won: +profit; lost: −stake; draw: stake refunded', async () => {
    const { rerender } = render(<SecondResult order={order({ status: 2, profit: '80', closePrice: '65100.00' })} onClose={() => undefined} />);
    expect(await screen.findByTestId('second-result-amount')).toHaveTextContent('+80.00 USDT');
    expect(screen.getByText('You won')).toBeInTheDocument();
    rerender(<SecondResult order={order({ status: 3, profit: '-100', closePrice: '64900.00' })} onClose={() => undefined} />);
    await waitFor(() => expect(screen.getByTestId('second-result-amount')).toHaveTextContent('−100.00 USDT'));
    expect(screen.getByText('You lost')).toBeInTheDocument();
    rerender(<SecondResult order={order({ status: 4, profit: '0', closePrice: '65000.00' })} onClose={() => undefined} />);
    await waitFor(() => expect(screen.getByTestId('second-result-amount')).toHaveTextContent('100.00 USDT refunded'));
    expect(screen.getByText('Draw: stake refunded')).toBeInTheDocument();
  });
});
