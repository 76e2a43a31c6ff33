import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toDecimal } from '@sandbox/shared/format';
import FastTradePage from './index.tsx';
import { http, serve, toast } from '../../../test/fakes.ts';
import { currencyFixture, spotBalances } from '../../../test/fixtures.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import { amountInput, expectAmountProblems, expectTexts, typeAmount } from '../../../test/screen-checks.ts';

// Toasts are asserted, not animated (antd's imperative Toast outlives the test).
vi.mock('../../lib/notify.ts', async () => (await import('../../../test/fakes.ts')).notifyModule);
vi.mock('../../api/http.ts', async (original) => (await import('../../../test/fakes.ts')).httpModule(original));

// A fake server behind the real api modules and hooks. Quotes follow the server's rule
// (flash-service.ts): rate = mid x (1 - 0.2 %), fee = gross x 0.1 % rounded up, receive = gross - fee rounded down.
const server = {
  balances: { USDT: '250', BTC: '0', ETH: '0' } as Record<string, string>,
  mid: { 'USDT/BTC': '0.00001', 'BTC/USDT': '100000' } as Record<string, string>,
  now: 1_700_000_003_000,
  windowMs: 10_000,
};

const pair = (fromCurrency: string, toCurrency: string) => ({ fromCurrency, toCurrency, minAmount: '10', maxAmount: '100000', feeRate: '0.1' });
/** Offered pairs: USDT and BTC both ways, BTC -> ETH one way only. */
const PAIRS = [pair('USDT', 'BTC'), pair('BTC', 'USDT'), pair('BTC', 'ETH')];

function answerGet(path: string) {
  if (path === '/ext/flashExchange/pairs') return Promise.resolve(PAIRS);
  if (path === '/set/appCurrencySet/getCurrencyList') return Promise.resolve([currencyFixture('USDT', 2), currencyFixture('BTC', 8), currencyFixture('ETH', 8)]);
  if (path === '/finance/appWallet/queryUserBalance') return Promise.resolve(spotBalances(server.balances));
  return Promise.reject(new Error(`unexpected GET ${path}`));
}

function quoteFor(from: string, to: string, amountText: string) {
  const mid = server.mid[`${from}/${to}`];
  const amount = toDecimal(amountText);
  if (!mid || !amount) return null;
  const rate = toDecimal(mid)?.times('0.998');
  const gross = rate?.times(amount);
  const fee = gross?.times('0.001').toDecimalPlaces(8, 0);
  const receive = fee && gross?.minus(fee).toDecimalPlaces(8, 1);
  if (!rate || !fee || !receive) return null;
  return {
    fromCurrency: from,
    toCurrency: to,
    amount: amount.toString(),
    midRate: mid,
    rate: rate.toString(),
    spread: '0.2',
    fee: fee.toString(),
    receiveAmount: receive.toString(),
    minAmount: '10',
    expiresAt: server.now - (server.now % server.windowMs) + server.windowMs,
  };
}

function answerQuote(_path: string, config: { params: { fromCurrency: string; toCurrency: string; amount: string } }) {
  const { fromCurrency, toCurrency, amount } = config.params;
  const q = quoteFor(fromCurrency, toCurrency, amount);
  if (!q) return Promise.resolve({ code: 400, message: `Flash exchange from ${fromCurrency} to ${toCurrency} is not available`, result: null, timestamp: server.now });
  if (Number(amount) < 10) return Promise.resolve({ code: 400, message: 'The amount must be between 10 and 100000 USDT', result: null, timestamp: server.now });
  return Promise.resolve({ code: 200, message: 'OK', result: q, timestamp: server.now });
}

function answerExchange(_path: string, body: { fromCurrency: string; toCurrency: string; amount: string; minReceiveAmount?: string }) {
  const q = quoteFor(body.fromCurrency, body.toCurrency, body.amount);
  if (!q) throw new Error('no quote');
  const paid = toDecimal(server.balances[body.fromCurrency])?.minus(body.amount);
  const got = toDecimal(server.balances[body.toCurrency])?.plus(q.receiveAmount);
  server.balances[body.fromCurrency] = paid?.toString() ?? '0';
  server.balances[body.toCurrency] = got?.toString() ?? '0';
  return Promise.resolve({
    id: '7',
    orderNo: 'FX1',
    fromCurrency: body.fromCurrency,
    toCurrency: body.toCurrency,
    fromAmount: body.amount,
    rate: q.rate,
    spread: q.spread,
    fee: q.fee,
    receiveAmount: q.receiveAmount,
    status: 1,
    createdAt: '2026-01-01 08:00:00',
  });
}

const visit = () => renderPage(<FastTradePage />, '/shandui', { routes: { '/shanduiOrder': 'records page' }, available: ['/shanduiOrder'] });

/** The screen with a quote of 100 USDT shown. */
async function quote100() {
  visit();
  await screen.findByTestId('available');
  typeAmount('100');
  await screen.findByTestId('quote-receive');
}

const quoteCalls = () => http.raw.mock.calls.map((c) => (c[1] as { params: Record<string, string> }).params);

beforeEach(() => {
  server.balances = { USDT: '250', BTC: '0', ETH: '0' };
  server.mid = { 'USDT/BTC': '0.00001', 'BTC/USDT': '100000' };
  server.now = 1_700_000_003_000;
  server.windowMs = 10_000;
  serve({ get: answerGet, raw: answerQuote, post: answerExchange });
});

describe('flash exchange', () => {
  it('quotes 100 USDT -> BTC and charges exactly the quote: minReceiveAmount = receiveAmount', async () => {
    visit();
    expect(await screen.findByTestId('available')).toHaveTextContent('Available: 250.00 USDT');
    typeAmount('100');
    // rate = 0.00001 x 0.998 = 0.00000998; gross = 100 x rate = 0.000998;
    // fee = 0.000998 x 0.001 = 0.000000998 -> 0.000001 (up, 8 dp); receive = 0.000998 - 0.000001 = 0.000997.
    expect(await screen.findByTestId('quote-rate')).toHaveTextContent('1 USDT = 0.00000998 BTC');
    expectTexts({
      'quote-spread': '0.2%',
      'quote-fee': '0.00000100 BTC',
      'quote-receive': '0.00099700 BTC',
      'receive-preview': '0.00099700',
      'quote-minimum': '10.00 USDT',
      // 1 / 0.00000998 = 100200.40080160... -> 100,200.4008016: a rate, at most 8 decimals, truncated, trailing zeros dropped.
      'quote-inverse': '1 BTC ≈ 100,200.4008016 USDT',
    });
    // Money at its currency's decimals: BTC 8 (the fee and what is received line up), USDT 2 (issue 30 item 4).
    // The debounce asked once for the settled amount, not per keystroke.
    expect(quoteCalls()).toEqual([{ fromCurrency: 'USDT', toCurrency: 'BTC', amount: '100' }]);

    fireEvent.click(screen.getByTestId('submit-exchange'));
    expect(await screen.findByTestId('confirm-summary')).toHaveTextContent('You receive: 0.00099700 BTC');
    fireEvent.click(await screen.findByText('Confirm'));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith('/trade/appFlashExchangeLog/flashExchange', {
        fromCurrency: 'USDT',
        toCurrency: 'BTC',
        amount: '100',
        minReceiveAmount: '0.000997',
      }),
    );
    expect(await screen.findByTestId('exchange-result')).toHaveTextContent('Paid 100.00 USDT, received 0.00099700 BTC');
    expect(toast).toHaveBeenCalledWith({ icon: 'success', content: 'Exchange completed' });
    // Balances refreshed: 250 - 100 = 150 USDT left.
    await waitFor(() => expect(screen.getByTestId('available')).toHaveTextContent('Available: 150.00 USDT'));
    expect(amountInput().value).toBe('');
    fireEvent.click(screen.getByText('View exchange records'));
    expect(await screen.findByText('records page')).toBeInTheDocument();
  });

  it('"max" fills the spot available of the source; swap turns the pair round', async () => {
    server.balances.USDT = '250.5';
    visit();
    await screen.findByTestId('available');
    fireEvent.click(screen.getByTestId('max'));
    expect(amountInput().value).toBe('250.5');
    fireEvent.click(screen.getByTestId('swap'));
    expect(screen.getByTestId('pick-from')).toHaveTextContent('BTC');
    expect(screen.getByTestId('pick-to')).toHaveTextContent('USDT');
    expect(amountInput().value).toBe('');
    expect(screen.getByTestId('available')).toHaveTextContent('Available: 0.00000000 BTC');
  });

  it('refuses zero, too many decimals and more than available; sends nothing', async () => {
    visit();
    await screen.findByTestId('available');
    expect(screen.getByTestId('submit-exchange')).toBeDisabled();
    expectAmountProblems([
      ['0', 'Enter a valid amount'],
      ['10.123', 'At most 2 decimals'],
      ['1e5', 'Enter a valid amount'],
      ['1000000000.01', 'At most 1,000,000,000.00 USDT per request'],
      ['300', 'More than your available 250.00 USDT'],
    ]);
    // Above the balance the quote is still shown, but it cannot be confirmed.
    expect(await screen.findByTestId('quote-receive')).toBeInTheDocument();
    expect(screen.getByTestId('submit-exchange')).toBeDisabled();
    expect(quoteCalls()).toEqual([{ fromCurrency: 'USDT', toCurrency: 'BTC', amount: '300' }]);
    expect(http.post).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a quote (below the minimum) under the quote", async () => {
    visit();
    await screen.findByTestId('available');
    typeAmount('5');
    expect(await screen.findByTestId('quote-error')).toHaveTextContent('The amount must be between 10 and 100000 USDT');
    expect(screen.getByTestId('submit-exchange')).toBeDisabled();

  });

  it('the pickers offer only the pairs the server offers; swap needs the reverse pair', async () => {
    visit();
    await screen.findByTestId('available');
    const options = async () => [...(await screen.findByTestId('currency-options')).querySelectorAll('.adm-list-item-content-main')].map((n) => n.firstChild?.textContent);
    fireEvent.click(screen.getByTestId('pick-to'));
    expect(await options()).toEqual(['BTC']);
    fireEvent.click(screen.getByText('BTC', { selector: '.adm-list-item-content-main *, .adm-list-item-content-main' }));
    fireEvent.click(screen.getByTestId('pick-from'));
    expect(await options()).toEqual(['USDT', 'BTC']);
    fireEvent.click(screen.getByText('BTC', { selector: '.adm-list-item-content-main *, .adm-list-item-content-main' }));
    // Paying BTC keeps nothing to receive in BTC: the old payment currency (USDT) is received instead.
    await waitFor(() => expect(screen.getByTestId('pick-from')).toHaveTextContent('BTC'));
    expect(screen.getByTestId('pick-to')).toHaveTextContent('USDT');
    fireEvent.click(screen.getByTestId('pick-to'));
    expect(await options()).toEqual(['USDT', 'ETH']);
    fireEvent.click(screen.getByText('ETH', { selector: '.adm-list-item-content-main *, .adm-list-item-content-main' }));
    await waitFor(() => expect(screen.getByTestId('pick-to')).toHaveTextContent('ETH'));
    // ETH -> BTC is not offered: the pair cannot be turned round.
    expect(screen.getByTestId('swap')).toBeDisabled();
  });

  it('when the server refuses (the rate moved) nothing is shown as done and a new quote is asked', async () => {
    http.post.mockRejectedValueOnce(new Error('The rate has changed: you would receive less than 0.000997. Please get a new quote'));
    await quote100();
    fireEvent.click(screen.getByTestId('submit-exchange'));
    fireEvent.click(await screen.findByText('Confirm'));
    await waitFor(() => expect(quoteCalls()).toHaveLength(2));
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('exchange-result')).toBeNull();
    expect(toast).not.toHaveBeenCalled();
    expect(amountInput().value).toBe('100');
    expect(screen.getByTestId('available')).toHaveTextContent('Available: 250.00 USDT');
    // The refusal stays on screen beside the new quote (issue 17 item 8).
    expect(screen.getByTestId('exchange-not-done')).toHaveTextContent(
      'Nothing was exchanged: The rate has changed: you would receive less than 0.000997. Please get a new quote The new quote is shown',
    );
  });

  it('a quote that expires before the confirmation is not sent: the screen says so and shows the new one (issue 17 item 8)', async () => {
    // Answered 0.4 s before the window ends: still "1 s" on screen, too late to send.
    server.now = 1_700_000_009_600;
    await quote100();
    expect(screen.getByTestId('quote-countdown')).toHaveTextContent('Refreshes in 1 s');
    // The quote is taken when submit is pressed; until then a refresh on its timer (0.5 s of real
    // time) answers the same closing window, so a slow run cannot show a fresh quote first.
    fireEvent.click(screen.getByTestId('submit-exchange'));
    server.now = 1_700_000_010_000;
    fireEvent.click(await screen.findByText('Confirm'));
    expect(await screen.findByTestId('exchange-not-done')).toHaveTextContent('That quote expired before you confirmed, so nothing was exchanged.');
    expect(http.post).not.toHaveBeenCalled();
    expect(screen.queryByTestId('exchange-result')).toBeNull();
    await waitFor(() => expect(quoteCalls().length).toBeGreaterThanOrEqual(2));
    // The new quote (a full window) can be confirmed and goes through, once the first confirmation has closed.
    await waitFor(() => expect(screen.getByTestId('quote-countdown')).toHaveTextContent('Refreshes in 10 s'));
    await waitFor(() => expect(screen.queryByText('Confirm')).toBeNull());
    fireEvent.click(screen.getByTestId('submit-exchange'));
    fireEvent.click(await screen.findByText('Confirm'));
    expect(await screen.findByTestId('exchange-result')).toHaveTextContent('Paid 100.00 USDT, received 0.00099700 BTC');
    expect(screen.queryByTestId('exchange-not-done')).toBeNull();
    expect(amountInput().value).toBe('');
  });

  it('a 10 s quote counts down from 10 s, not 11', async () => {
    server.now = 1_700_000_000_000;
    await quote100();
    expect(screen.getByTestId('quote-countdown')).toHaveTextContent('Refreshes in 10 s');
  });

  it('asks for a new quote when the window closes', async () => {
    // The server answers 1.2 s before the window ends: the next quote comes about 1.3 s later.
    server.now = 1_700_000_008_800;
    await quote100();
    expect(screen.getByTestId('quote-countdown')).toHaveTextContent('Refreshes in 2 s');
    server.mid['USDT/BTC'] = '0.00002';
    // New window: rate 0.00002 x 0.998 = 0.00001996; gross 0.001996; fee 0.000001996 -> 0.000002; receive 0.001994.
    await waitFor(() => expect(screen.getByTestId('quote-receive')).toHaveTextContent('0.00199400 BTC'), { timeout: 4000 });
    expect(quoteCalls().length).toBe(2);
  });
});
