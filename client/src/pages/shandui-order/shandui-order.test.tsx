import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import FastTradeRecordsPage from './index.tsx';
import { argsOf, http, serve } from '../../../test/fakes.ts';
import { currencyFixture, pageOf } from '../../../test/fixtures.ts';
import { renderPage } from '../../../test/render-routes.tsx';

// A fake server behind the real api modules: 25 exchanges USDT -> BTC, newest first, paged.
const server = { failList: false };
vi.mock('../../api/http.ts', async (original) => (await import('../../../test/fakes.ts')).httpModule(original));

const record = (n: number) => ({
  id: String(n),
  orderNo: `FX${n}`,
  fromCurrency: 'USDT',
  toCurrency: 'BTC',
  fromAmount: '100',
  rate: '0.00000998',
  spread: '0.2',
  fee: '0.000001',
  receiveAmount: '0.000997',
  status: 1,
  createdAt: '2026-01-01 08:00:00',
});
const ALL_RECORDS = Array.from({ length: 25 }, (_, i) => record(25 - i));

function answerGet(path: string, params: { pageNo: number; pageSize: number; currency?: string }) {
  if (path === '/set/appCurrencySet/getCurrencyList') return Promise.resolve([currencyFixture('USDT', 2), currencyFixture('BTC', 8), currencyFixture('ETH', 8)]);
  if (path === '/trade/appFlashExchangeLog/listMy') {
    if (server.failList) return Promise.reject(new Error('down'));
    return Promise.resolve(pageOf(params.currency === 'ETH' ? [] : ALL_RECORDS, params));
  }
  return Promise.reject(new Error(`unexpected GET ${path}`));
}

const visit = () => renderPage(<FastTradeRecordsPage />, '/shanduiOrder');

beforeEach(() => {
  server.failList = false;
  serve({ get: answerGet });
});

const listCalls = () => argsOf(http.get, '/trade/appFlashExchangeLog/listMy');

describe('flash exchange records', () => {
  it('lists each exchange with pair, amounts, rate, fee, received, status; loads the next page', async () => {
    visit();
    const first = await screen.findByTestId('record-25');
    expect(first).toHaveTextContent('USDT → BTC');
    expect(first).toHaveTextContent('Completed');
    // Amounts as money at their currency's decimals (USDT 2, BTC 8), as the exchange screen shows them (issue 30 item 4).
    await waitFor(() => expect(first.querySelector('[data-testid="fee"]')).toHaveTextContent('0.00000100 BTC'));
    expect(first.querySelector('[data-testid="paid"]')).toHaveTextContent('100.00 USDT');
    expect(first.querySelector('[data-testid="rate"]')).toHaveTextContent('1 USDT = 0.00000998 BTC');
    expect(first.querySelector('[data-testid="received"]')).toHaveTextContent('0.00099700 BTC');
    expect(screen.getAllByTestId(/^record-/)).toHaveLength(20);
    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(screen.getAllByTestId(/^record-/)).toHaveLength(25));
    expect(screen.getByText('No more records')).toBeInTheDocument();
    expect(listCalls()).toEqual([
      { pageNo: 1, pageSize: 20, currency: undefined },
      { pageNo: 2, pageSize: 20, currency: undefined },
    ]);
  });

  it('filters by currency and shows the empty state', async () => {
    visit();
    await screen.findByTestId('record-25');
    fireEvent.click(screen.getByText('ETH'));
    expect(await screen.findByText('No exchanges yet')).toBeInTheDocument();
    expect(listCalls()).toContainEqual({ pageNo: 1, pageSize: 20, currency: 'ETH' });
  });

  it('shows an error with a retry', async () => {
    server.failList = true;
    visit();
    const retry = await screen.findByText('Try again');
    server.failList = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('record-25')).toBeInTheDocument();
  });
});
