import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, serve, toast } from '../../../test/fakes.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import { expectTexts } from '../../../test/screen-checks.ts';
import { btc, eth, page, position, summary, ticker } from '../../../test/trading-fixtures.ts';
import { useLangStore } from '../../store/lang-store.ts';
import ContractTradingPage from './index.tsx';

// The real api modules over a faked transport: each GET answers by path (getOneOrNull's too),
// POST bodies are seen before encryption.
vi.mock('../../lib/notify.ts', async () => (await import('../../../test/fakes.ts')).notifyModule);
vi.mock('../../api/http.ts', async (original) => (await import('../../../test/fakes.ts')).httpModule(original));

let open: unknown[];
let closed: unknown[];
let summaryResult: ReturnType<typeof summary>;

function answer(url: string, params?: Record<string, unknown>) {
  if (url === '/trade/appSymbol/list') return Promise.resolve([btc, eth]);
  if (url === '/trade/appSymbol/price') return Promise.resolve(ticker(String(params?.symbol), params?.symbol === 'ETHUSDT' ? '3300.00' : '50000.00'));
  if (url === '/trade/appTradePositions/summary') return Promise.resolve(summaryResult);
  if (url === '/ext/competition/detail') return Promise.resolve({ competition: { id: params?.id, name: 'Autumn Cup' }, ranking: [], myEntry: null });
  if (url === '/trade/appTradePositions/listMy') return Promise.resolve(page(params?.status === 1 ? open : params?.status === 3 ? closed : []));
  if (url.startsWith('/ext/positions/')) return Promise.resolve(closed.find((p) => (p as { id: string }).id === url.slice('/ext/positions/'.length)) ?? null);
  return Promise.reject(new Error(`unexpected GET ${url}`));
}

beforeEach(() => {
  open = [];
  closed = [];
  summaryResult = summary();
  serve({ get: answer, getOneOrNull: (url) => http.get(url) });
});

const renderHeyue = (path = '/heyue') => renderPage(<ContractTradingPage />, path, { routes: { '/jiesuanInfo': 'settlement page' } });

/**
 * The open position p1 is on screen (`meanwhile` checked while it is), then closes out of sight
 * (the risk job, a take-profit, another device) with what the server records.
 */
async function closeWhileShown(record: Record<string, unknown>, meanwhile?: () => Promise<void>) {
  open = [position()];
  renderHeyue();
  await screen.findByTestId('position-p1');
  await meanwhile?.();
  open = [];
  closed = [position({ status: 3, closeTime: '2026-01-01 09:00:00', ...record })];
}

const typeAmount = async (value: string) => {
  const amount = await screen.findByTestId('amount');
  fireEvent.change(amount.querySelector('input') ?? amount, { target: { value } });
};

describe('/heyue perpetual form', () => {
  it('shows the symbol, live price and the available contract balance', async () => {
    renderHeyue();
    expect(await screen.findByTestId('last-price')).toHaveTextContent('50,000.00');
    expect(screen.getByTestId('symbol-picker')).toHaveTextContent('BTC/USDT');
    expect(screen.getByTestId('change-24h')).toHaveTextContent('+2.04%');
    await waitFor(() => expect(screen.getByTestId('available')).toHaveTextContent('Available: 1,000.00 USDT'));
    expect(screen.getByTestId('sum-equity')).toHaveTextContent('1,000.00 USDT');
  });

  it('draws the price and the summary with "--" while they load, so the order form below keeps its place', async () => {
    let answerSummary: (value: ReturnType<typeof summary>) => void = () => {};
    let answerTicker: (value: ReturnType<typeof ticker>) => void = () => {};
    serve({
      get: (url, params?: Record<string, unknown>) => {
        if (url === '/trade/appTradePositions/summary') return new Promise((resolve) => (answerSummary = resolve));
        if (url === '/trade/appSymbol/price') return new Promise((resolve) => (answerTicker = resolve));
        return answer(url, params);
      },
    });
    renderHeyue();
    const form = await screen.findByTestId('order-form');
    const figures = within(screen.getByTestId('summary')).getAllByText('--');
    expect(figures).toHaveLength(4);
    expect(screen.getByTestId('summary')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Equity')).toBeInTheDocument();
    expect(screen.queryByTestId('sum-equity')).toBeNull();
    expect(screen.queryByTestId('last-price')).toBeNull();
    expect(screen.getAllByText('--').length).toBeGreaterThanOrEqual(6);

    answerTicker(ticker('BTCUSDT', '50000.00'));
    answerSummary(summaryResult);
    expect(await screen.findByTestId('last-price')).toHaveTextContent('50,000.00');
    await waitFor(() => expect(screen.getByTestId('sum-equity')).toHaveTextContent('1,000.00 USDT'));
    expect(screen.getByTestId('summary')).toHaveAttribute('aria-busy', 'false');
    // The same form element all along: it is drawn once, not after the figures.
    expect(screen.getByTestId('order-form')).toBe(form);
  });

  it('draws the header and the tabs while the symbols load (the page\'s first frame), the pair "--" with nothing to pick', async () => {
    let answerSymbols: (value: unknown[]) => void = () => {};
    serve({ get: (url, params?: Record<string, unknown>) => (url === '/trade/appSymbol/list' ? new Promise((resolve) => (answerSymbols = resolve)) : answer(url, params)) });
    renderHeyue();
    const picker = await screen.findByTestId('symbol-picker');
    expect(picker).toHaveTextContent('--');
    expect(picker).toBeDisabled();
    const tabs = screen.getByRole('tablist');
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Perpetual', 'Second contract']);
    expect(screen.queryByTestId('order-form')).toBeNull();
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');

    answerSymbols([btc, eth]);
    await screen.findByTestId('order-form');
    expect(screen.getByTestId('symbol-picker')).toHaveTextContent('BTC/USDT');
    expect(screen.getByTestId('symbol-picker')).toBeEnabled();
    // The same tab row all along: drawn once, not after the symbols.
    expect(screen.getAllByRole('tablist')[0]).toBe(tabs);
  });

  it('draws its words again in the language chosen while it is open (texts kept between price ticks follow the language)', async () => {
    renderHeyue();
    await screen.findByTestId('last-price');
    try {
      act(() => useLangStore.getState().setLang('zh-cn'));
      await waitFor(() => expect(screen.getByTestId('submit-order')).toHaveTextContent('开多'));
      expect(screen.getByTestId('open-kline')).toHaveTextContent('K线');
      expect(screen.getByTestId('instrument')).toHaveTextContent('永续');
      expect(screen.getByTestId('order-form')).toHaveAttribute('aria-label', '开仓');
      expect(screen.getByPlaceholderText('止盈价（可选）')).toBeInTheDocument();
      expect(within(screen.getByTestId('open-positions')).getByRole('heading')).toHaveTextContent('当前持仓');
    } finally {
      act(() => useLangStore.getState().setLang('en-us'));
      await waitFor(() => expect(screen.getByTestId('submit-order')).toHaveTextContent('Open long'));
    }
  });

  it('estimates margin 100 USDT at 10x and 50000 with a 0.05 % fee: notional 1000, quantity 0.02, fee 0.5', async () => {
    renderHeyue();
    await screen.findByTestId('last-price');
    await typeAmount('100');
    expectTexts({
      'est-quantity': '0.020 BTC',
      'est-notional': '1,000.00 USDT',
      'est-margin': '100.00 USDT',
      'est-fee': '0.50 USDT',
    });
  });

  it('refuses a bad amount, one over the balance, and a take-profit below the price of a long', async () => {
    summaryResult = summary({ available: '50', balance: '50', equity: '50' });
    renderHeyue();
    await screen.findByTestId('last-price');
    await typeAmount('abc');
    expect(await screen.findByTestId('amount-error')).toHaveTextContent('Enter a positive number');
    await typeAmount('100');
    await waitFor(() => expect(screen.getByTestId('amount-error')).toHaveTextContent('More than your available 50.00 USDT'));
    const tp = screen.getByTestId('take-profit');
    fireEvent.change(tp.querySelector('input') ?? tp, { target: { value: '49000' } });
    expect(await screen.findByText('Take profit must be beyond the current price on the winning side')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('submit-order'));
    expect(screen.queryByTestId('confirm-order')).toBeNull();
    expect(http.post).not.toHaveBeenCalled();
  });

  it('confirms, then sends the order body (short, cross, 20x, quantity, TP/SL, real account)', async () => {
    http.post.mockResolvedValue(position({ side: 2 }));
    renderHeyue();
    await screen.findByTestId('last-price');
    fireEvent.click(screen.getByTestId('side-short'));
    fireEvent.click(screen.getByText('Cross'));
    fireEvent.click(screen.getByText('20x'));
    fireEvent.click(screen.getByText('Quantity (BTC)'));
    await typeAmount('0.015');
    expect(screen.getByTestId('est-margin')).toHaveTextContent('37.50 USDT');
    // The fee taken is 0.375; shown at USDT's 2 display decimals, truncated (the display rule).
    expect(screen.getByTestId('est-fee')).toHaveTextContent('0.37 USDT');
    const tp = screen.getByTestId('take-profit');
    fireEvent.change(tp.querySelector('input') ?? tp, { target: { value: '45000' } });
    const sl = screen.getByTestId('stop-loss');
    fireEvent.change(sl.querySelector('input') ?? sl, { target: { value: '52000' } });
    fireEvent.click(screen.getByTestId('submit-order'));
    const confirm = await screen.findByTestId('confirm-order');
    expect(confirm).toHaveTextContent('0.015 BTC');
    expect(confirm).toHaveTextContent('750.00 USDT');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith('/trade/appTradePositions/create', {
        symbol: 'BTCUSDT',
        side: 2,
        marginMode: 2,
        leverage: 20,
        quantity: '0.015',
        takeProfit: '45000',
        stopLoss: '52000',
        accountType: 1,
      }),
    );
  });

  it('keeps the order button disabled while the order is in flight (no second submit)', async () => {
    http.post.mockReturnValue(new Promise(() => undefined));
    renderHeyue();
    await screen.findByTestId('last-price');
    await typeAmount('100');
    fireEvent.click(screen.getByTestId('submit-order'));
    await screen.findByTestId('confirm-order');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('submit-order')).toBeDisabled());
    fireEvent.click(screen.getByTestId('submit-order'));
    expect(http.post).toHaveBeenCalledTimes(1);
  });

  it('with an empty contract account offers a transfer and a deposit', async () => {
    summaryResult = summary({ available: '0', balance: '0', equity: '0' });
    renderHeyue();
    expect(await screen.findByTestId('fund-hint')).toHaveTextContent('Your contract account is empty.');
    expect(screen.getByText('Transfer in')).toBeInTheDocument();
    expect(screen.getByText('Deposit')).toBeInTheDocument();
  });

  it('picks another contract from the header and keeps it in the address', async () => {
    const router = renderHeyue();
    await screen.findByTestId('last-price');
    fireEvent.click(screen.getByTestId('symbol-picker'));
    fireEvent.click(await screen.findByTestId('pick-ETHUSDT'));
    await waitFor(() => expect(router.state.location.search).toBe('?symbol=ETHUSDT'));
    await waitFor(() => expect(screen.getByTestId('last-price')).toHaveTextContent('3,300.00'));
  });

  it('?side=short from the K-line\'s Sell opens the form on short for that symbol; no side or another word means long', async () => {
    http.post.mockResolvedValue(position({ side: 2 }));
    renderHeyue('/heyue?symbol=ETHUSDT&side=short');
    await waitFor(() => expect(screen.getByTestId('last-price')).toHaveTextContent('3,300.00'));
    expect(screen.getByTestId('side-short')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('side-long')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('submit-order')).toHaveTextContent('Open short');
    await typeAmount('100');
    fireEvent.click(screen.getByTestId('submit-order'));
    await screen.findByTestId('confirm-order');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('/trade/appTradePositions/create', expect.objectContaining({ symbol: 'ETHUSDT', side: 2 })));
  });

  it.each(['/heyue?side=long', '/heyue', '/heyue?side=sideways'])('%s opens the form on long', async (path) => {
    renderHeyue(path);
    await screen.findByTestId('last-price');
    expect(screen.getByTestId('side-long')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('side-short')).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('/heyue tabs', () => {
  it('?tab=second opens the second-contract tab for the symbol; Perpetual goes back to the form', async () => {
    const router = renderHeyue('/heyue?tab=second&symbol=ETHUSDT');
    expect(await screen.findByRole('tab', { name: 'Second contract' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByTestId('order-form')).toBeNull();
    // The header names the instrument of the open tab, never "Perpetual" on the second contract.
    expect(await screen.findByTestId('instrument')).toHaveTextContent('Second contract');
    // The second-contract panel (loaded on first open) asks for its period sets.
    await waitFor(() => expect(http.get.mock.calls.some(([url]) => url === '/trade/appSecondContractSet/list')).toBe(true));
    fireEvent.click(screen.getByRole('tab', { name: 'Perpetual' }));
    expect(await screen.findByTestId('order-form')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=perpetual&symbol=ETHUSDT');
    expect(screen.getByTestId('instrument')).toHaveTextContent('Perpetual');
  });
});

describe('/heyue positions', () => {
  it('lists open positions with the PnL sign in colour, liquidation price and margin ratio', async () => {
    open = [position(), position({ id: 'p2', side: 2, unrealizedPnl: '-12.5', yield: '-12.5', marginMode: 2 })];
    renderHeyue();
    const first = await screen.findByTestId('position-p1');
    expect(within(first).getByTestId('pnl')).toHaveTextContent('+20.00');
    expect(within(first).getByTestId('pnl')).toHaveClass('tr--up');
    expect(within(first).getByTestId('liq')).toHaveTextContent('45,250.00');
    expect(first).toHaveTextContent('3.33%');
    const second = screen.getByTestId('position-p2');
    expect(within(second).getByTestId('pnl')).toHaveTextContent('-12.50');
    expect(within(second).getByTestId('pnl')).toHaveClass('tr--down');
    // Add margin is for isolated positions only.
    expect(within(first).getByTestId('add-margin')).toBeInTheDocument();
    expect(within(second).queryByTestId('add-margin')).toBeNull();
  });

  it('closes a position after the confirmation', async () => {
    open = [position()];
    http.post.mockResolvedValue(position({ status: 3, realizedPnl: '19', closePrice: '51000.00', closeReason: 1 }));
    renderHeyue();
    const card = await screen.findByTestId('position-p1');
    fireEvent.click(within(card).getByTestId('close-position'));
    expect(await screen.findByTestId('confirm-close')).toHaveTextContent('+20.00 USDT');
    expect(http.post).not.toHaveBeenCalled();
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('/trade/appTradePositions/close/p1'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ content: 'Position closed, PnL +19.00 USDT' })));
  });

  it('edits TP/SL and shows the server refusal in the popup', async () => {
    open = [position()];
    http.post.mockRejectedValue(new Error('Stop loss must be above the liquidation price 45250'));
    renderHeyue();
    const card = await screen.findByTestId('position-p1');
    fireEvent.click(within(card).getByTestId('edit-tpsl'));
    const sl = await screen.findByTestId('edit-sl');
    fireEvent.change(sl.querySelector('input') ?? sl, { target: { value: '45000' } });
    fireEvent.click(screen.getByTestId('save-tpsl'));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith('/trade/appTradePositions/updateStopLoss', { id: 'p1', stopLoss: '45000' }),
    );
    expect(await screen.findByTestId('tpsl-error')).toHaveTextContent('Stop loss must be above the liquidation price 45250');
  });

  it('adds margin to an isolated position', async () => {
    open = [position()];
    http.post.mockResolvedValue(position({ margin: '150' }));
    renderHeyue();
    fireEvent.click(within(await screen.findByTestId('position-p1')).getByTestId('add-margin'));
    const amount = await screen.findByTestId('margin-amount');
    fireEvent.change(amount.querySelector('input') ?? amount, { target: { value: '50' } });
    fireEvent.click(screen.getByTestId('save-margin'));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('/trade/appTradePositions/addMargin', { id: 'p1', amount: '50' }));
  });

  it('a position the risk job closes leaves the open list and appears in the history without a reload', async () => {
    await closeWhileShown({ closePrice: '45250.00', realizedPnl: '-100', closeReason: 4 }, async () => {
      expect(await screen.findByTestId('history-empty')).toBeInTheDocument();
    });
    await waitFor(() => expect(screen.getByTestId('no-open-positions')).toBeInTheDocument(), { timeout: 5000 });
    const item = await screen.findByTestId('position-p1');
    expect(within(item).getByTestId('close-reason')).toHaveTextContent('Liquidated');
  });

  it('a take-profit close while the screen is open shows a notice: what closed, why, at what price, the result (issue 17 item 7)', async () => {
    await closeWhileShown({ closePrice: '55000.00', realizedPnl: '98.955', closeReason: 2 });
    const notice = await screen.findByTestId('closed-notice', undefined, { timeout: 10_000 });
    expect(notice).toHaveTextContent('BTC/USDT');
    expect(notice).toHaveTextContent('55,000.00');
    expect(within(notice).getByTestId('closed-notice-pnl')).toHaveTextContent('+98.95 USDT');
    expect(screen.getAllByText('Take profit hit').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByText('Settlement details'));
    expect(await screen.findByText('settlement page')).toBeInTheDocument();
  }, 15_000);

  it('a close the user made is not announced again', async () => {
    await closeWhileShown({ closePrice: '50000.00', realizedPnl: '0', closeReason: 1 });
    await waitFor(() => expect(screen.getByTestId('no-open-positions')).toBeInTheDocument(), { timeout: 5000 });
    await waitFor(() => expect(http.get.mock.calls.some(([url]) => url === '/ext/positions/p1')).toBe(true));
    expect(screen.queryByTestId('closed-notice')).toBeNull();
  }, 15_000);

  it('history loads the next page on demand (20 per page)', async () => {
    const closedAt = (id: string) => position({ id, status: 3, closePrice: '51000.00', realizedPnl: '19', closeReason: 1 });
    http.get.mockImplementation((url: string, params?: Record<string, unknown>) => {
      if (url === '/trade/appTradePositions/listMy' && params?.status === 3)
        return Promise.resolve(
          params.pageNo === 1
            ? { records: [closedAt('h1')], total: 21, size: 20, current: 1, pages: 2 }
            : { records: [closedAt('h21')], total: 21, size: 20, current: 2, pages: 2 },
        );
      return answer(url, params);
    });
    renderHeyue();
    await screen.findByTestId('position-h1');
    expect(screen.queryByTestId('position-h21')).toBeNull();
    fireEvent.click(screen.getByTestId('load-more'));
    expect(await screen.findByTestId('position-h21')).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('/trade/appTradePositions/listMy', { pageNo: 2, pageSize: 20, status: 3, symbol: undefined, accountType: 1 });
    expect(screen.getByText('All 21 shown')).toBeInTheDocument();
  });

  it('history: closed items with the reason; the settlement filter shows its empty state; a tap opens the settlement page', async () => {
    closed = [
      position({
        id: 'c1', status: 3, closePrice: '45250.00', grossPnl: '-100', openFee: '0.5', closeFee: '0', realizedPnl: '-100.5',
        unrealizedPnl: '-100', yield: '-100.5', closeReason: 4, closeTime: '2026-01-01 09:00:00',
      }),
    ];
    const router = renderHeyue();
    const item = await screen.findByTestId('position-c1');
    expect(within(item).getByTestId('close-reason')).toHaveTextContent('Liquidated');
    // The breakdown, exact: the margin lost (gross), the fees, and the net the wallet moved.
    expect(within(item).getByText('Net PnL (after fees)')).toBeInTheDocument();
    expectTexts({
      'pnl': /^-100\.50$/,
      'gross-pnl': /^-100\.00$/,
      'open-fee': /^0\.50$/,
      'close-fee': /^0\.00$/,
      'close-price': '45,250.00',
    }, item);
    fireEvent.click(screen.getByTestId('filter-settlement'));
    expect(await screen.findByTestId('history-empty')).toHaveTextContent('No positions in settlement');
    fireEvent.click(screen.getByTestId('filter-closed'));
    fireEvent.click(await screen.findByTestId('position-c1'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jiesuanInfo'));
    expect(router.state.location.search).toBe('?id=c1');
  });
});

describe('/heyue?competition= (a competition account)', () => {
  it('trades on the competition account: its balance, marked as simulated, the order names the competition; no second contracts', async () => {
    summaryResult = summary({ accountType: 3, balance: '10000', available: '10000', equity: '10000' });
    http.post.mockResolvedValue(position({ accountType: 3 }));
    renderHeyue('/heyue?competition=cup1');
    await screen.findByTestId('last-price');
    expect(await screen.findByTestId('competition-banner')).toHaveTextContent('COMPETITION · Autumn Cup');
    await waitFor(() => expect(screen.getByTestId('competition-balance-value')).toHaveTextContent('10,000.00 USDT'));
    expect(http.get).toHaveBeenCalledWith('/trade/appTradePositions/summary', { accountType: 3, competitionId: 'cup1' });
    expect(http.get).toHaveBeenCalledWith('/trade/appTradePositions/listMy', expect.objectContaining({ status: 1, accountType: 3, competitionId: 'cup1' }));
    expect(screen.queryByText('Second contract')).toBeNull();
    expect(screen.queryByTestId('open-demo')).toBeNull();
    await typeAmount('100');
    fireEvent.click(screen.getByTestId('submit-order'));
    await screen.findByTestId('confirm-order');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith('/trade/appTradePositions/create', {
        symbol: 'BTCUSDT', side: 1, marginMode: 1, leverage: 10, margin: '100', accountType: 3, competitionId: 'cup1',
      }),
    );
  });

  it('an empty competition account says where its money comes from, with no transfer or deposit', async () => {
    summaryResult = summary({ accountType: 3, balance: '0', available: '0', equity: '0' });
    renderHeyue('/heyue?competition=cup1');
    expect(await screen.findByTestId('fund-hint')).toHaveTextContent("Your competition account is empty: it trades only the competition's initial funds.");
    expect(screen.queryByText('Transfer')).toBeNull();
  });
});
