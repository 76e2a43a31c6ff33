import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveEarn, type FakeEarnServer } from '../../../test/earn-fixtures.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import MiningPoolPage from './index.tsx';

vi.mock('../../api/http.ts', async (original) => (await import('../../../test/fakes.ts')).httpModule(original));

const visit = () =>
  renderPage(<MiningPoolPage />, '/kuangchi', { routes: { '/kuangchiDetail': 'mining detail' }, available: ['/kuangchiDetail', '/taoliOrder'] });

let server: FakeEarnServer;
beforeEach(() => {
  server = serveEarn();
});
afterEach(() => vi.clearAllMocks());

describe('mining pool', () => {
  it('lists the machines with manufacturer, hashrate, power, size, weight, temperature, humidity, network and unit price', async () => {
    visit();
    const card = await screen.findByTestId('product-p-miner');
    expect(within(card).getByTestId('unit-price')).toHaveTextContent('3,000.00 USDT');
    expect(within(card).getByTestId('manufacturer')).toHaveTextContent('Bitmain');
    expect(within(card).getByTestId('hashrate')).toHaveTextContent('200 TH/s');
    expect(within(card).getByTestId('power')).toHaveTextContent('3500 W');
    for (const text of ['400 x 195 x 290 mm', '15.4 kg', '0-40 °C', '10-90 % RH', 'Ethernet']) expect(card).toHaveTextContent(text);
    expect(screen.queryByTestId('product-p-arb')).toBeNull();
  });

  it('opens a machine', async () => {
    const router = visit();
    fireEvent.click(await screen.findByTestId('product-p-miner'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kuangchiDetail'));
    expect(router.state.location.search).toBe('?id=p-miner');
  });

  it('says when no machine is on offer, and shows an error with a retry', async () => {
    server.products = [];
    server.failNext = 'Network Error';
    visit();
    fireEvent.click(await screen.findByTestId('retry'));
    expect(await screen.findByText('No mining machines on offer')).toBeInTheDocument();
  });
});
