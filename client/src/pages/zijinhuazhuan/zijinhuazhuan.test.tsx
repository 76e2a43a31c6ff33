import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toDecimal } from '@sandbox/shared/format';
import FundTransferPage from './index.tsx';
import { http, serve, toast } from '../../../test/fakes.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import { amountInput, expectAmountProblems, typeAmount } from '../../../test/screen-checks.ts';

// A fake server behind the real api module and hooks: the two wallets move as the server moves them.
const server = { spot: '100', contract: '20', failBalances: false };
// Toasts are asserted, not animated (antd's imperative Toast outlives the test).
vi.mock('../../lib/notify.ts', async () => (await import('../../../test/fakes.ts')).notifyModule);
vi.mock('../../api/http.ts', async (original) => (await import('../../../test/fakes.ts')).httpModule(original));

function answerGet(path: string) {
  if (server.failBalances) return Promise.reject(new Error('down'));
  if (path === '/finance/appWallet/queryUserBalance') {
    return Promise.resolve([
      { currency: 'BTC', available: '1', frozen: '0', total: '1', valuation: '90000' },
      { currency: 'USDT', available: server.spot, frozen: '0', total: server.spot, valuation: server.spot },
    ]);
  }
  if (path === '/set/appCurrencySet/getCurrencyList') {
    return Promise.resolve([{ currency: 'USDT', precision: 2, networks: [] }]);
  }
  if (path === '/finance/appWallet/queryUserContractBalance') {
    return Promise.resolve({ currency: 'USDT', balance: server.contract, available: server.contract, frozenMargin: '0', unrealizedPnl: '0', equity: server.contract });
  }
  return Promise.reject(new Error(`unexpected GET ${path}`));
}

function answerTransfer(_path: string, body: { direction: number; amount: string }) {
  const amount = toDecimal(body.amount);
  const spot = toDecimal(server.spot);
  const contract = toDecimal(server.contract);
  if (!amount || !spot || !contract) throw new Error('bad numbers');
  if (body.direction === 1) {
    server.spot = spot.minus(amount).toString();
    server.contract = contract.plus(amount).toString();
  } else {
    server.spot = spot.plus(amount).toString();
    server.contract = contract.minus(amount).toString();
  }
  return Promise.resolve({ spotBalance: server.spot, contractBalance: server.contract });
}

const visit = () =>
  renderPage(<FundTransferPage />, '/zijinhuazhuan', { routes: { '/zhangbianRecord': 'account changes page' }, available: ['/zhangbianRecord'] });

beforeEach(() => {
  server.spot = '100';
  server.contract = '20';
  server.failBalances = false;
  serve({ get: answerGet, post: answerTransfer });
});

describe('fund transfer', () => {
  it('shows the source wallet available; "all" fills it; swapping makes the contract wallet the source', async () => {
    visit();
    expect(await screen.findByTestId('available')).toHaveTextContent('Available: 100.00 USDT');
    expect(screen.getByTestId('from-wallet')).toHaveTextContent('Spot account');
    expect(screen.getByTestId('to-wallet')).toHaveTextContent('Contract account');
    fireEvent.click(screen.getByTestId('all'));
    expect(amountInput().value).toBe('100');

    fireEvent.click(screen.getByTestId('swap-direction'));
    expect(screen.getByTestId('from-wallet')).toHaveTextContent('Contract account');
    expect(screen.getByTestId('available')).toHaveTextContent('Available: 20.00 USDT');
    expect(amountInput().value).toBe('');
    fireEvent.click(screen.getByTestId('all'));
    expect(amountInput().value).toBe('20');
  });

  it('the toast names the amount as money, with thousands separators and USDT\'s 2 decimals: Transferred 1,000.00 USDT (issue 17 item 5, issue 30 item 4)', async () => {
    server.spot = '5000';
    visit();
    await screen.findByTestId('available');
    typeAmount('1000');
    fireEvent.click(screen.getByTestId('submit-transfer'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ icon: 'success', content: 'Transferred 1,000.00 USDT' }));
  });

  it('"all" of a contract wallet holding finer margins fills only what the 2 decimals of USDT carry', async () => {
    server.contract = '20.12345678';
    visit();
    await screen.findByTestId('available');
    // Shown as balances are everywhere (the contract page too): USDT's 2 decimals, truncated.
    expect(screen.getByTestId('contract-available')).toHaveTextContent('20.12 USDT');
    fireEvent.click(screen.getByTestId('swap-direction'));
    expect(screen.getByTestId('available')).toHaveTextContent('Available: 20.12 USDT');
    await waitFor(() => {
      fireEvent.click(screen.getByTestId('all'));
      expect(amountInput().value).toBe('20.12');
    });
    expect(screen.queryByTestId('amount-error')).toBeNull();
  });

  it('refuses an empty, zero, too precise or too large amount and sends nothing', async () => {
    visit();
    await screen.findByTestId('available');
    fireEvent.click(screen.getByTestId('submit-transfer'));
    expect(await screen.findByTestId('amount-error')).toHaveTextContent('Enter the amount');
    typeAmount('0');
    expect(screen.getByTestId('amount-error')).toHaveTextContent('Enter a valid amount');
    // USDT's own decimals, as the server refuses them (the currency list says 2).
    await waitFor(() => {
      typeAmount('12.345');
      expect(screen.getByTestId('amount-error')).toHaveTextContent('At most 2 decimals');
    });
    expectAmountProblems([
      ['1e5', 'Enter a valid amount'],
      ['1000000000000000000000000000000', 'At most 1,000,000,000.00 USDT per request'],
      ['100.01', 'More than your available 100.00 USDT'],
    ]);
    fireEvent.click(screen.getByTestId('submit-transfer'));
    expect(http.post).not.toHaveBeenCalled();
  });

  it('the refusal names the available balance as the line above it does: 100.00 USDT twice, never 100 beside 100.00 (issue 30 item 4)', async () => {
    visit();
    const available = await screen.findByTestId('available');
    typeAmount('100.01');
    const error = await screen.findByTestId('amount-error');
    expect(available).toHaveTextContent('Available: 100.00 USDT');
    expect(error).toHaveTextContent('More than your available 100.00 USDT');
    // One figure of one currency on one screen: the same text, so the same decimals.
    const figure = (el: HTMLElement) => /([\d,.]+) USDT/.exec(el.textContent ?? '')?.[1];
    expect(figure(error)).toBe(figure(available));
    expect(screen.getByTestId('spot-available')).toHaveTextContent(`${figure(available)} USDT`);
  });

  it('moves 30 USDT spot -> contract (button disabled in flight), then 12.5 back; both balances refresh', async () => {
    let release: () => void = () => undefined;
    http.post.mockImplementationOnce(
      (path: string, body: { direction: number; amount: string }) =>
        new Promise((resolve) => {
          release = () => resolve(answerTransfer(path, body));
        }),
    );
    visit();
    await screen.findByTestId('available');
    typeAmount('30');
    fireEvent.click(screen.getByTestId('submit-transfer'));
    await waitFor(() => expect(screen.getByTestId('submit-transfer')).toBeDisabled());
    expect(http.post).toHaveBeenCalledWith('/finance/appWallet/transferContract', { direction: 1, amount: '30' });
    release();
    // 100 - 30 = 70 on spot, 20 + 30 = 50 on contract.
    await waitFor(() => expect(screen.getByTestId('spot-available')).toHaveTextContent('70.00 USDT'));
    expect(screen.getByTestId('contract-available')).toHaveTextContent('50.00 USDT');
    expect(toast).toHaveBeenCalledWith({ icon: 'success', content: 'Transferred 30.00 USDT' });
    expect(screen.getByTestId('submit-transfer')).not.toBeDisabled();
    expect(amountInput().value).toBe('');

    fireEvent.click(screen.getByTestId('swap-direction'));
    typeAmount('12.5');
    fireEvent.click(screen.getByTestId('submit-transfer'));
    await waitFor(() => expect(http.post).toHaveBeenLastCalledWith('/finance/appWallet/transferContract', { direction: 2, amount: '12.5' }));
    // 70 + 12.5 = 82.5 on spot, 50 - 12.5 = 37.5 on contract.
    await waitFor(() => expect(screen.getByTestId('spot-available')).toHaveTextContent('82.50 USDT'));
    expect(screen.getByTestId('contract-available')).toHaveTextContent('37.50 USDT');
  });

  it('shows an error with a retry when the balances cannot be loaded; links to the account changes', async () => {
    server.failBalances = true;
    const router = visit();
    const retry = await screen.findByText('Try again');
    server.failBalances = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('available')).toHaveTextContent('Available: 100.00 USDT');
    fireEvent.click(screen.getByText('Account changes'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/zhangbianRecord'));
  });
});
