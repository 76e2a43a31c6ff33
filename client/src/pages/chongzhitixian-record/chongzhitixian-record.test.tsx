import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { finance } from '../../../test/hook-fakes.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import RechargeWithdrawalRecordsPage from './index.tsx';

vi.mock('../../api/finance.ts', async (original) => (await import('../../../test/hook-fakes.ts')).financeModule(original));

const page = <T,>(records: T[]) => ({ records, total: records.length, size: 20, current: 1, pages: 1 });
const withdrawal = (id: string, status: number, remark: string | null = null) => ({
  id,
  orderNo: `W${id}`,
  currency: 'USDT',
  amount: '50',
  fee: '1',
  receiveAmount: '49',
  accountType: 2,
  network: 'TRC20',
  address: 'TQ5NkCkzJKCRyHnLGgkPDhZC6D7bqYU4xh',
  realName: null,
  bankName: null,
  accountNo: null,
  status,
  remark,
  createdAt: '2026-01-01 08:00:00',
  reviewedAt: null,
  paidAt: null,
});
const recharge = (id: string, status: number) => ({
  id,
  orderNo: `R${id}`,
  currency: 'USDT',
  network: 'TRC20',
  address: 'TSANDBOX',
  amount: '100',
  arrivalAmount: '100',
  proofUrl: null,
  txHash: null,
  status,
  remark: null,
  createdAt: '2026-01-01 08:00:00',
  reviewedAt: null,
});

const visit = (path: string) => renderPage(<RechargeWithdrawalRecordsPage />, path);

beforeEach(() => {
  finance.getCurrencyList.mockResolvedValue([{ currency: 'USDT', precision: 2, networks: [] }]);
});

const statusOf = async (id: string) => within(await screen.findByTestId(`record-${id}`)).getByTestId('record-status').textContent;

describe('deposit and withdrawal records', () => {
  it('names each withdrawal status code and shows the fee and the rejection remark', async () => {
    finance.listWithdrawals.mockResolvedValue(
      page([withdrawal('a', 0), withdrawal('b', 1), withdrawal('c', 2), withdrawal('d', -1, 'Wrong address'), withdrawal('e', -2)]),
    );
    visit('/chongzhitixianRecord?type=withdrawal');
    expect(await statusOf('a')).toBe('Under review');
    expect(await statusOf('b')).toBe('Approved, paying out');
    expect(await statusOf('c')).toBe('Withdrawn');
    expect(await statusOf('d')).toBe('Rejected');
    expect(await statusOf('e')).toBe('Failed');
    expect(screen.getByTestId('record-d')).toHaveTextContent('Note: Wrong address');
    // Amount, fee and what arrives as money of one currency, at its 2 decimals (issue 30 item 4).
    await waitFor(() => expect(screen.getByTestId('record-a')).toHaveTextContent('50.00 USDT'));
    expect(screen.getByTestId('record-a')).toHaveTextContent('Fee: 1.00 · Received: 49.00');
    expect(finance.listRecharges).not.toHaveBeenCalled();
  });

  it('names the deposit codes and switches tabs', async () => {
    finance.listRecharges.mockResolvedValue(page([recharge('r1', 1), recharge('r2', 0), recharge('r3', -1)]));
    finance.listWithdrawals.mockResolvedValue(page([]));
    visit('/chongzhitixianRecord');
    expect(await statusOf('r1')).toBe('Delivered');
    expect(await statusOf('r2')).toBe('Under review');
    expect(await statusOf('r3')).toBe('Rejected');
    fireEvent.click(screen.getByText('Withdrawals'));
    expect(await screen.findByText('No records yet')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    finance.listRecharges.mockRejectedValueOnce(new Error('down')).mockResolvedValue(page([recharge('r1', 0)]));
    visit('/chongzhitixianRecord');
    fireEvent.click(await screen.findByText('Try again'));
    expect(await statusOf('r1')).toBe('Under review');
  });
});
