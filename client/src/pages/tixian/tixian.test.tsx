import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../../store/user-store.ts';
import { finance, kyc } from '../../../test/hook-fakes.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import { expectTapOpens } from '../../../test/screen-checks.ts';
import WithdrawalPage from './index.tsx';

vi.mock('../../api/finance.ts', async (original) => (await import('../../../test/hook-fakes.ts')).financeModule(original));
vi.mock('../../api/kyc.ts', async () => (await import('../../../test/hook-fakes.ts')).kycModule());

const ADDRESS = 'TQ5NkCkzJKCRyHnLGgkPDhZC6D7bqYU4xh';
const chainAccount = { id: 'acc1', type: 2, currency: 'USDT', network: 'TRC20', address: ADDRESS, createdAt: '2026-01-01 08:00:00' };
const usdt = {
  currency: 'USDT',
  name: 'Tether',
  type: 1,
  iconUrl: null,
  precision: 2,
  exchangeEnabled: true,
  bankWithdrawal: true,
  usdtRate: '1',
  sort: 1,
  networks: [
    { network: 'TRC20', rechargeEnabled: true, withdrawalEnabled: true, minRecharge: '10', minWithdrawal: '10', withdrawalFee: '1', withdrawalFeeRate: '0' },
  ],
};

const SCREENS = {
  '/withdrawalPassword': 'password page',
  '/bindAccount': 'bind page',
  '/chongzhitixianResult': 'result page',
  '/shenfenRenzheng': 'verification page',
  '/renzhengResult': 'verification result page',
};
const visit = () => renderPage(<WithdrawalPage />, '/tixian', { routes: SCREENS, available: Object.keys(SCREENS) });

/** The page shows the step `step` saying `text` instead of the form; its link `link` opens `at`. */
async function expectStepOpens(step: string, text: string, link: string, at: string) {
  const router = visit();
  expect(await screen.findByTestId(`step-${step}`)).toHaveTextContent(text);
  expect(screen.queryByTestId('submit-withdrawal')).toBeNull();
  await expectTapOpens(router, screen.getByText(link), at);
}

beforeEach(() => {
  useUserStore.setState({ userInfo: { id: 'u1', withdrawalPasswordSet: true, googleBound: false } });
  finance.listWithdrawalAccounts.mockResolvedValue([chainAccount]);
  finance.getCurrencyList.mockResolvedValue([usdt]);
  kyc.isHaveAuth.mockResolvedValue({ submitted: true, basicStatus: 2, advancedStatus: 0 });
  finance.queryUserBalance.mockResolvedValue([{ currency: 'USDT', available: '100', frozen: '0', total: '100', valuation: '100' }]);
});

describe('withdrawal screen', () => {
  it('without basic identity verification explains it first and links to it; no form', async () => {
    kyc.isHaveAuth.mockResolvedValue({ submitted: false, basicStatus: 0, advancedStatus: 0 });
    useUserStore.setState({ userInfo: { id: 'u1', withdrawalPasswordSet: false } });
    const router = visit();
    expect(await screen.findByTestId('step-kyc')).toHaveTextContent('Verify your identity first');
    expect(screen.getByTestId('step-password')).toBeInTheDocument();
    expect(screen.queryByTestId('submit-withdrawal')).toBeNull();
    fireEvent.click(screen.getByText('Verify identity'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shenfenRenzheng'));
  });

  it('while the verification waits for review (or was rejected) points to its result; no form', async () => {
    kyc.isHaveAuth.mockResolvedValue({ submitted: true, basicStatus: 1, advancedStatus: 0 });
    await expectStepOpens('kyc', 'Your identity verification is under review', 'View status', '/renzhengResult');
  });

  it('without a withdrawal password explains the step and links to it', async () => {
    useUserStore.setState({ userInfo: { id: 'u1', withdrawalPasswordSet: false } });
    await expectStepOpens('password', 'Set a withdrawal password first', 'Set withdrawal password', '/withdrawalPassword');
  });

  it('without a bound account offers both kinds of account', async () => {
    finance.listWithdrawalAccounts.mockResolvedValue([]);
    const router = visit();
    expect(await screen.findByTestId('step-account')).toHaveTextContent('Bind a withdrawal account first');
    expect(screen.queryByTestId('step-password')).toBeNull();
    fireEvent.click(screen.getByText('Bind blockchain address'));
    await waitFor(() => expect(router.state.location.search).toBe('?type=chain&from=/tixian'));
  });

  it('shows an error with a retry when the accounts cannot be loaded', async () => {
    finance.listWithdrawalAccounts.mockRejectedValue(new Error('down'));
    visit();
    expect(await screen.findByText('Could not load your withdrawal details')).toBeInTheDocument();
  });

  it('refuses an amount below the minimum or above the available balance, and shows the fee of a valid one', async () => {
    visit();
    const amount = await screen.findByTestId('amount');
    await waitFor(() => expect(screen.getByTestId('available')).toHaveTextContent('Available: 100.00'));
    const input = amount.querySelector('input') ?? amount;
    // Before an amount: the fee rule in words, no "--", and a disabled button (issue 17 item 13).
    expect(screen.getByTestId('fee')).toHaveTextContent(/^Fee: 1.00 USDT per withdrawal$/);
    expect(screen.getByTestId('submit-withdrawal')).toBeDisabled();
    fireEvent.change(input, { target: { value: '5' } });
    expect(await screen.findByTestId('amount-error')).toHaveTextContent('The minimum withdrawal is 10.00 USDT');
    fireEvent.change(input, { target: { value: '150' } });
    expect(await screen.findByTestId('amount-error')).toHaveTextContent('More than your available 100.00 USDT');
    fireEvent.change(input, { target: { value: '50' } });
    await waitFor(() => expect(screen.queryByTestId('amount-error')).toBeNull());
    expect(screen.getByTestId('fee')).toHaveTextContent('Fee: 1.00 USDT');
    expect(screen.getByTestId('receive')).toHaveTextContent('You receive: 49.00 USDT');
  });

  it('asks for the password, confirms with the fee, sends the withdrawal and opens its result', async () => {
    finance.applyWithdrawal.mockResolvedValue({ id: 'w1' });
    const router = visit();
    const amount = await screen.findByTestId('amount');
    await waitFor(() => expect(screen.getByTestId('available')).toHaveTextContent('100.00'));
    fireEvent.change(amount.querySelector('input') ?? amount, { target: { value: '50' } });
    // Without the password the button is disabled and looks it.
    expect(screen.getByTestId('submit-withdrawal')).toBeDisabled();
    fireEvent.click(screen.getByTestId('submit-withdrawal'));
    expect(finance.applyWithdrawal).not.toHaveBeenCalled();

    const password = screen.getByTestId('withdrawal-password');
    fireEvent.change(password.querySelector('input') ?? password, { target: { value: 'secr' } });
    expect(await screen.findByText('Enter your withdrawal password (6 to 32 characters)', { selector: '[role=alert]' })).toBeInTheDocument();
    expect(screen.getByTestId('submit-withdrawal')).toBeDisabled();
    fireEvent.change(password.querySelector('input') ?? password, { target: { value: 'secret1' } });
    expect(screen.getByTestId('submit-withdrawal')).toBeEnabled();
    fireEvent.click(screen.getByTestId('submit-withdrawal'));
    expect(await screen.findByTestId('confirm-summary')).toHaveTextContent('Fee: 1.00 USDT');
    // The typed amount and what arrives as money too, at USDT's 2 decimals beside the fee (raw "50" and "49" before).
    expect(screen.getByTestId('confirm-summary')).toHaveTextContent('Amount: 50.00 USDT');
    expect(screen.getByTestId('confirm-summary')).toHaveTextContent('You receive: 49.00 USDT');
    fireEvent.click(await screen.findByText('Confirm'));
    await waitFor(() => expect(router.state.location.search).toBe('?type=withdrawal&id=w1'));
    expect(finance.applyWithdrawal.mock.calls[0]?.[0]).toEqual({ currency: 'USDT', amount: '50', accountId: 'acc1', withdrawalPassword: 'secret1' });
  });
});
