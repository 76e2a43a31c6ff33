import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { btc, position, ticker } from '../../../test/trading-fixtures.ts';
import { http, toast } from '../../../test/fakes.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import SettlementInfoPage from './index.tsx';

vi.mock('../../lib/notify.ts', async () => (await import('../../../test/fakes.ts')).notifyModule);
vi.mock('../../api/http.ts', async (original) => (await import('../../../test/fakes.ts')).httpModule(original));

const liquidated = position({
  id: 'c1',
  status: 3,
  takeProfit: '60000.00',
  stopLoss: '46000.00',
  expectedReturn: '200',
  markPrice: '45250.00',
  closePrice: '45250.00',
  unrealizedPnl: '-95',
  grossPnl: '-100',
  realizedPnl: '-100.5',
  yield: '-100',
  openFee: '0.5',
  closeFee: '0',
  closeReason: 4,
  closeTime: '2026-01-01 09:00:00',
});
/** ext.positionDetail through getOneOrNull: the user's own position, else null (a 404). */
const detail = (url: string) =>
  Promise.resolve(url === '/ext/positions/c1' ? liquidated : url === '/ext/positions/cup1' ? { ...liquidated, id: 'cup1', accountType: 3 } : null);

beforeEach(() => {
  http.getOneOrNull.mockImplementation(detail);
  http.get.mockImplementation((url: string, params?: Record<string, unknown>) => {
    if (url === '/trade/appSymbol/list') return Promise.resolve([btc]);
    if (url === '/trade/appSymbol/price') return Promise.resolve(ticker(String(params?.symbol), '44000.00'));
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
});

const renderInfo = (search: string) => renderPage(<SettlementInfoPage />, `/jiesuanInfo${search}`);

describe('/jiesuanInfo', () => {
  it('shows every field of a contract order, read by its id', async () => {
    renderInfo('?id=c1');
    await screen.findByTestId('jiesuan-info');
    expect(http.getOneOrNull).toHaveBeenCalledWith('/ext/positions/c1');
    const field = (id: string) => screen.getByTestId(id);
    expect(field('f-currency')).toHaveTextContent('BTC/USDT');
    expect(field('f-direction')).toHaveTextContent('Buy long');
    expect(field('f-open')).toHaveTextContent('50,000.00');
    expect(field('f-close')).toHaveTextContent('45,250.00');
    await waitFor(() => expect(field('f-current')).toHaveTextContent('44,000.00'));
    expect(field('f-quantity')).toHaveTextContent('0.020');
    expect(field('f-leverage')).toHaveTextContent('10x');
    expect(field('f-margin')).toHaveTextContent('100.00 USDT');
    expect(field('f-tp')).toHaveTextContent('60,000.00');
    expect(field('f-sl')).toHaveTextContent('46,000.00');
    expect(field('f-expected')).toHaveTextContent('+200.00 USDT');
    // The breakdown, exact, adding up: gross -100 (the margin lost) - 0.5 opening fee - 0 closing fee = net -100.5.
    expect(field('f-gross')).toHaveTextContent(/^-100\.00 USDT$/);
    expect(field('f-open-fee')).toHaveTextContent(/^0\.50 USDT$/);
    expect(field('f-close-fee')).toHaveTextContent(/^0\.00 USDT$/);
    expect(field('f-pnl')).toHaveTextContent(/^-100\.50 USDT$/);
    expect(screen.getByTestId('headline-pnl')).toHaveTextContent(/^-100\.50$/);
    expect(screen.getAllByText('Net PnL (after fees)')).toHaveLength(1);
    expect(screen.getByTestId('breakdown-note')).toHaveTextContent('Net = gross − opening fee − closing fee');
    expect(field('f-yield')).toHaveTextContent('-100.00%');
    expect(field('f-fees')).toHaveTextContent('0.50 USDT');
    expect(field('f-reason')).toHaveTextContent('Liquidated');
    expect(field('f-type')).toHaveTextContent('Isolated');
    expect(field('f-status')).toHaveTextContent('Closed');
    expect(screen.queryByTestId('competition-marker')).toBeNull();
  });

  it('a position of a competition account is marked as the competition\'s simulated money', async () => {
    renderInfo('?id=cup1');
    expect(await screen.findByTestId('competition-marker')).toHaveTextContent("COMPETITION · the competition's simulated funds, not real money");
  });

  it('an id that is not among the user\'s positions (the server answers 404) reads as not found', async () => {
    renderInfo('?id=someone-elses');
    expect(await screen.findByTestId('not-found')).toHaveTextContent('Position not found');
    expect(toast).not.toHaveBeenCalled();
  });

  it('a failed lookup says so and retries on demand', async () => {
    http.getOneOrNull.mockRejectedValue(new Error('Network Error'));
    renderInfo('?id=c1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load');
    expect(screen.getByRole('alert')).toHaveTextContent('Network Error');
    http.getOneOrNull.mockImplementation(detail);
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(await screen.findByTestId('jiesuan-info')).toBeInTheDocument();
  });

  it('without an id: not found, no call', async () => {
    renderInfo('');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(http.getOneOrNull).not.toHaveBeenCalled();
  });
});
