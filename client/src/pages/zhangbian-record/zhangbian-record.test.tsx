import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fake } from '../../../test/content-server.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import AccountChangesPage from './index.tsx';

vi.mock('../../api/call.ts', async () => (await import('../../../test/content-server.ts')).callModule);

const entry = (id: string, amount: string, balanceAfter: string, remark: string | null, currency = 'USDT', wallet = 1) => ({
  id,
  currency,
  wallet,
  type: 1,
  amount,
  balanceAfter,
  remark,
  createdAt: '2026-01-01 08:00:00',
});

beforeEach(() => {
  fake.reset((id, input) => {
    if (id === 'set.getCurrencyList') return [{ currency: 'USDT', precision: 2 }, { currency: 'BTC', precision: 8 }];
    if (id === 'finance.balanceLogList') {
      // The competition account's rows when that wallet is picked (the server filters; here its answer is fixed).
      if (input.query?.wallet === 4) {
        const records = [entry('k', '-5', '8995', null, 'USDT', 4), entry('j', '10000', '10000', 'Cup', 'USDT', 4), entry('i', '-100', '400', 'Cup')];
        return { records, total: records.length };
      }
      const records = [
        entry('a', '10897.50017377', '10897.50017377', 'i18n:demoGrant'),
        entry('b', '-0.123456789', '0.5', 'demo scenario grant', 'BTC'),
        entry('c', '1000', '11897.5', 'PO202601010001'),
      ];
      return { records, total: records.length };
    }
    throw new Error(`not served: ${id}`);
  });
});

describe('account changes (issue 17 items 5 and 14)', () => {
  it("shows amounts at the currency's display decimals and a stored remark key in the reader's language", async () => {
    renderPage(<AccountChangesPage />, '/zhangbianRecord');
    const first = await screen.findByTestId('log-a');
    // 10,897.50 USDT, not 10,897.50017377.
    expect(first).toHaveTextContent('+10,897.50 USDT');
    expect(first).toHaveTextContent('Balance after: 10,897.50');
    expect(first).toHaveTextContent('Demo scenario grant');
    expect(first).not.toHaveTextContent('i18n:');
    // BTC at its 8 decimals; an older free-text remark is shown as it is.
    expect(screen.getByTestId('log-b')).toHaveTextContent('-0.12345678 BTC');
    expect(screen.getByTestId('log-b')).toHaveTextContent('demo scenario grant');
    expect(screen.getByTestId('log-c')).toHaveTextContent('+1,000.00 USDT');
    expect(screen.getByTestId('log-c')).toHaveTextContent('PO202601010001');
  });

  it("filters by account: picking Competition asks for wallet 4 and lists that account's postings", async () => {
    renderPage(<AccountChangesPage />, '/zhangbianRecord');
    await screen.findByTestId('log-a');
    expect(screen.getByTestId('wallet-filter')).toHaveTextContent('Account: All accounts');
    fireEvent.click(screen.getByTestId('wallet-filter'));
    fireEvent.click(within(await screen.findByTestId('wallet-options')).getByText('Competition'));
    await screen.findByTestId('log-j');
    expect(screen.getByTestId('wallet-filter')).toHaveTextContent('Account: Competition');
    expect(fake.inputs('finance.balanceLogList').at(-1)?.query).toMatchObject({ wallet: 4, type: undefined });
    expect(screen.getByTestId('log-j')).toHaveTextContent('+10,000.00 USDT');
    expect(screen.getByTestId('log-j')).toHaveTextContent('Competition · Balance after: 10,000.00');
    expect(screen.getByTestId('log-k')).toHaveTextContent('Competition · Balance after: 8,995.00');
    expect(screen.queryByTestId('log-a')).toBeNull();
    // Back to every account.
    fireEvent.click(screen.getByTestId('wallet-filter'));
    fireEvent.click(within(await screen.findByTestId('wallet-options')).getByText('All accounts'));
    await screen.findByTestId('log-a');
    await waitFor(() => expect(fake.inputs('finance.balanceLogList').at(-1)?.query).toMatchObject({ wallet: undefined }));
  });
});
