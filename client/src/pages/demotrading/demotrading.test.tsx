import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { btc, page, summary, ticker } from '../../../test/trading-fixtures.ts';
import { useUserStore } from '../../store/user-store.ts';
import { http, toast } from '../../../test/fakes.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import DemoTradingPage from './index.tsx';

vi.mock('../../lib/notify.ts', async () => (await import('../../../test/fakes.ts')).notifyModule);
vi.mock('../../api/http.ts', async (original) => (await import('../../../test/fakes.ts')).httpModule(original));

beforeEach(() => {
  http.get.mockImplementation((url: string, params?: Record<string, unknown>) => {
    if (url === '/trade/appSymbol/list') return Promise.resolve([btc]);
    if (url === '/trade/appSymbol/price') return Promise.resolve(ticker('BTCUSDT', '50000.00'));
    if (url === '/trade/appTradePositions/summary')
      return Promise.resolve(summary({ accountType: params?.accountType, balance: '7500', available: '7500', equity: '7500' }));
    if (url === '/trade/appTradePositions/listMy') return Promise.resolve(page([]));
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
});
afterEach(() => useUserStore.setState({ token: '' }));

const renderDemo = () => renderPage(<DemoTradingPage />, '/demotrading', { routes: { '/login': 'login page' } });

describe('/demotrading', () => {
  it('signed out: a sign-in prompt, no trading calls', async () => {
    useUserStore.setState({ token: '' });
    const router = renderDemo();
    expect(await screen.findByTestId('demo-sign-in')).toHaveTextContent('Sign in to practise');
    expect(screen.getByTestId('demo-banner')).toHaveTextContent('SIMULATED');
    expect(http.get).not.toHaveBeenCalledWith('/trade/appTradePositions/summary', expect.anything());
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('signed in: marked as simulated, asks for the demo account (2) and shows the virtual balance', async () => {
    useUserStore.setState({ token: 't' });
    renderDemo();
    expect(await screen.findByTestId('demo-banner')).toHaveTextContent('SIMULATED · virtual funds, not real money');
    await waitFor(() => expect(screen.getByTestId('virtual-balance')).toHaveTextContent('7,500.00 USDT'));
    expect(http.get).toHaveBeenCalledWith('/trade/appTradePositions/summary', { accountType: 2 });
    expect(http.get).toHaveBeenCalledWith('/trade/appTradePositions/listMy', expect.objectContaining({ accountType: 2, status: 1 }));
  });

  it('sends demo orders with accountType 2', async () => {
    useUserStore.setState({ token: 't' });
    http.post.mockResolvedValue({});
    renderDemo();
    await screen.findByTestId('last-price');
    await waitFor(() => expect(screen.getByTestId('available')).toHaveTextContent('7,500.00'));
    const amount = screen.getByTestId('amount');
    fireEvent.change(amount.querySelector('input') ?? amount, { target: { value: '100' } });
    fireEvent.click(screen.getByTestId('submit-order'));
    await screen.findByTestId('confirm-order');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith('/trade/appTradePositions/create', {
        symbol: 'BTCUSDT',
        side: 1,
        marginMode: 1,
        leverage: 10,
        margin: '100',
        accountType: 2,
      }),
    );
  });

  it('reset asks first, then calls the demo reset', async () => {
    useUserStore.setState({ token: 't' });
    http.post.mockResolvedValue({ accountType: 2, currency: 'USDT', balance: '10000' });
    renderDemo();
    fireEvent.click(await screen.findByTestId('demo-reset'));
    expect(await screen.findByText('Reset the demo account?')).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();
    fireEvent.click(screen.getAllByRole('button', { name: 'Reset' }).at(-1)!);
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('/ext/demo/reset'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ content: 'Demo account reset: 10,000.00 USDT' })));
  });
});
