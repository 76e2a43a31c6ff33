import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../test/fakes.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import RechargeWithdrawalResultPage from './index.tsx';

vi.mock('../../api/http.ts', async (original) => (await import('../../../test/fakes.ts')).httpModule(original));

const recharge = {
  id: 'r1',
  orderNo: 'R202601010001',
  currency: 'USDT',
  network: 'TRC20',
  address: 'SANDBOX-TRC20-USDT-DO-NOT-SEND',
  amount: '25',
  arrivalAmount: '25',
  proofUrl: null,
  txHash: null,
  status: 0,
  remark: null,
  createdAt: '2026-01-01 08:00:00',
  reviewedAt: null,
};
const withdrawal = {
  id: 'w1',
  orderNo: 'W202601010001',
  currency: 'USDT',
  amount: '200',
  fee: '2',
  receiveAmount: '198',
  status: -1,
  remark: 'Checks failed',
  createdAt: '2026-01-01 09:00:00',
};

beforeEach(() => {
  http.get.mockImplementation((url: string) =>
    url === '/set/appCurrencySet/getCurrencyList' ? Promise.resolve([{ currency: 'USDT', precision: 2, networks: [] }]) : Promise.reject(new Error(`unexpected GET ${url}`)),
  );
  http.getOneOrNull.mockImplementation((url: string) =>
    Promise.resolve(url === '/ext/recharges/r1' ? recharge : url === '/ext/withdrawals/w1' ? withdrawal : null),
  );
});

const renderResult = (search: string) => renderPage(<RechargeWithdrawalResultPage />, `/chongzhitixianResult${search}`);

describe('/chongzhitixianResult', () => {
  it('reads the deposit by its id and shows it under review with the amount to arrive', async () => {
    renderResult('?type=recharge&id=r1');
    expect(await screen.findByTestId('result-status')).toHaveTextContent('Under review');
    await waitFor(() => expect(screen.getByTestId('result-amount')).toHaveTextContent('25.00'));
    expect(http.getOneOrNull).toHaveBeenCalledWith('/ext/recharges/r1');
  });

  it('reads the withdrawal by its id: rejected, with the fee, the amount to receive and the reason', async () => {
    renderResult('?type=withdrawal&id=w1');
    expect(await screen.findByTestId('result-status')).toHaveTextContent('Rejected');
    // The amount, the fee and what is received as money of one currency, at USDT's 2 decimals (issue 30 item 4).
    expect(await screen.findByText(/Fee: 2.00 USDT/)).toBeInTheDocument();
    expect(screen.getByTestId('result-amount')).toHaveTextContent('200.00');
    expect(screen.getByText(/You receive: 198.00 USDT/)).toBeInTheDocument();
    expect(screen.getByText('Checks failed')).toBeInTheDocument();
    expect(http.getOneOrNull).toHaveBeenCalledWith('/ext/withdrawals/w1');
  });

  it('titles the result by its state: submitted while under review, credited once delivered (issue 17 item 9)', async () => {
    renderResult('?type=recharge&id=r1');
    expect(await screen.findByText('Deposit submitted')).toBeInTheDocument();
  });

  it.each([
    ['recharge', 'r1', 1, 'Deposit credited'],
    ['recharge', 'r1', -1, 'Deposit rejected'],
    ['withdrawal', 'w1', 0, 'Withdrawal submitted'],
    ['withdrawal', 'w1', 1, 'Withdrawal approved'],
    ['withdrawal', 'w1', 2, 'Withdrawal paid out'],
    ['withdrawal', 'w1', -2, 'Withdrawal failed'],
  ])('%s in status %i is titled %s', async (kind, id, status, title) => {
    http.getOneOrNull.mockResolvedValue({ ...(kind === 'recharge' ? recharge : withdrawal), status });
    renderResult(`?type=${kind}&id=${id}`);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.queryByText(kind === 'recharge' ? 'Deposit submitted' : 'Withdrawal submitted')).toBe(status === 0 ? screen.getByText(title) : null);
  });

  it("an order that is not the user's (or no id) reads as not found", async () => {
    renderResult('?type=recharge&id=someone-elses');
    expect(await screen.findByText('Request not found')).toBeInTheDocument();
  });

  it('without an id: not found, no call', async () => {
    renderResult('?type=withdrawal');
    expect(await screen.findByText('Request not found')).toBeInTheDocument();
    expect(http.getOneOrNull).not.toHaveBeenCalled();
  });
});
