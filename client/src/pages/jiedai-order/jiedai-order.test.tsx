import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { argsOf, http, toast } from '../../../test/fakes.ts';
import { loan, serveLoan, type FakeLoanServer } from '../../../test/loan-ieo-fixtures.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import { expectTexts, retryThenSee } from '../../../test/screen-checks.ts';
import LoanOrdersPage from './index.tsx';

vi.mock('../../lib/notify.ts', async () => (await import('../../../test/fakes.ts')).notifyModule);
vi.mock('../../api/http.ts', async (original) => (await import('../../../test/fakes.ts')).httpModule(original));

const LOANS = [
  loan({ id: 'l-wait' }),
  // Running 7-day credit loan, 3 days in: 1234.56 + 1234.56 x 0.1 % x 3 = 1234.56 + 3.70 = 1238.26.
  loan({ id: 'l-run', orderNo: 'LN2', status: 2, startTime: '2026-01-08 04:00:00', endTime: '2026-01-15 04:00:00', dueAmount: '1238.26' }),
  loan({ id: 'l-rej', orderNo: 'LN3', status: -1, remark: 'Income proof missing' }),
  loan({ id: 'l-paid', orderNo: 'LN4', status: 3, repaidAt: '2026-01-09 04:00:00' }),
  loan({ id: 'l-late', orderNo: 'LN5', status: 4, dueAmount: '1250.1' }),
  loan({
    id: 'l-pledge',
    orderNo: 'LN6',
    type: 2,
    setId: 'demo-loan-pledge-btc',
    amount: '1000',
    days: 30,
    dailyRate: '0.05',
    totalInterest: '15',
    pledgeCurrency: 'BTC',
    pledgeAmount: '0.01666667',
    status: 2,
    dueAmount: '1000.5',
    ltv: '81.234',
    marginCall: true,
    remark: 'Margin call',
  }),
];

const visit = () => renderPage(<LoanOrdersPage />, '/jiedaiOrder', { available: ['/jiedai'] });
const card = (id: string) => screen.getByTestId(`loan-${id}`);
/** The open confirmation holding `testId` (a dialog of an earlier test may still be leaving the page). */
const dialogWith = (testId: string) => within(screen.getByTestId(testId).closest('.adm-dialog-body') as HTMLElement);
const tapRepay = async (id: string) => fireEvent.click(within(await screen.findByTestId(`loan-${id}`)).getByTestId('loan-repay'));
/** Cancels the confirmation holding `testId`: it closes and nothing is sent. */
async function cancelRepay(testId: string) {
  fireEvent.click(dialogWith(testId).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByTestId('repay-summary')).toBeNull());
  expect(http.post).not.toHaveBeenCalled();
}

let server: FakeLoanServer;
beforeEach(() => {
  server = serveLoan({ loans: LOANS.map((l) => ({ ...l })) });
});

describe('loan orders', () => {
  it('shows every state, the rejection reason and the margin call', async () => {
    visit();
    await screen.findByTestId('loan-l-wait');
    const states = ['l-wait', 'l-run', 'l-rej', 'l-paid', 'l-late', 'l-pledge'].map((id) => within(card(id)).getByTestId('loan-status').textContent);
    expect(states).toEqual(['Pending review', 'Running', 'Rejected', 'Repaid', 'Overdue', 'Running']);
    expect(within(card('l-rej')).getByTestId('loan-reason')).toHaveTextContent('Reason: Income proof missing');
    expect(within(card('l-run')).getByTestId('loan-amount')).toHaveTextContent('1,234.56 USDT');
    expect(within(card('l-run')).getByTestId('loan-interest')).toHaveTextContent('8.64 USDT');
    expect(within(card('l-run')).getByTestId('loan-due')).toHaveTextContent('1,238.26 USDT');
    const pledge = card('l-pledge');
    expectTexts({
      'loan-pledge': '0.01666667 BTC',
      // One percentage, one form: the row and the margin call both read 81.23% (issue 30 item 4).
      'loan-ltv': '81.23%',
      'loan-margin-call': 'loan-to-value 81.23%. At 90% the collateral repays the loan.',
    }, pledge);
    // Repay only what runs or is overdue.
    expect(['l-wait', 'l-run', 'l-rej', 'l-paid', 'l-late', 'l-pledge'].map((id) => within(card(id)).queryByTestId('loan-repay') !== null)).toEqual([
      false,
      true,
      false,
      false,
      true,
      true,
    ]);
  });

  it('filters by state through the contract query', async () => {
    visit();
    await screen.findByTestId('loan-l-wait');
    fireEvent.click(within(screen.getByTestId('status-filter')).getByText('Rejected'));
    expect(await screen.findByTestId('loan-l-rej')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('loan-l-wait')).toBeNull());
    expect(argsOf(http.get, '/prod/appLoanOrder/listMy')).toContainEqual({ pageNo: 1, pageSize: 20, status: -1 });
  });

  it('repays a running loan after saying what will be paid', async () => {
    visit();
    await tapRepay('l-run');
    expect(await screen.findByTestId('repay-due')).toHaveTextContent('1,238.26 USDT');
    expect(screen.getByTestId('repay-summary')).toHaveTextContent('Spot balance: 5,000.00 USDT');
    expect(screen.queryByTestId('repay-short')).toBeNull();
    fireEvent.click(dialogWith('repay-summary').getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('/ext/loans/repay', { loanId: 'l-run' }));
    await waitFor(() => expect(within(card('l-run')).getByTestId('loan-status')).toHaveTextContent('Repaid'));
    expect(toast).toHaveBeenCalledWith({ icon: 'success', content: 'Loan repaid' });
  });

  it('says before sending when spot cannot cover the repayment', async () => {
    // 1250.10 due on the overdue loan, 1000 in spot: 250.1 short.
    server.balances = { USDT: '1000' };
    visit();
    await tapRepay('l-late');
    expect(await screen.findByTestId('repay-short')).toHaveTextContent('Your spot balance is 250.10 USDT short');
    await cancelRepay('repay-short');
  });

  it('says the pledge is released when a pledge loan is repaid; cancelling sends nothing', async () => {
    visit();
    await tapRepay('l-pledge');
    expect(await screen.findByTestId('repay-summary')).toHaveTextContent('The collateral is released: 0.01666667 BTC');
    await cancelRepay('repay-summary');
  });

  it('shows the empty and the error states', async () => {
    server.loans = [];
    server.failNext = 'Service unavailable';
    visit();
    await retryThenSee('No loans yet');
  });
});
