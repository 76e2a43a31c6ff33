import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { product, PRODUCT_FACTS, serveEarn, type FakeEarnServer } from '../../../test/earn-fixtures.ts';
import { argsOf, http } from '../../../test/fakes.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import { expectTapOpens, expectTexts } from '../../../test/screen-checks.ts';
import { useUserStore } from '../../store/user-store.ts';
import ArbitragePage from './index.tsx';

vi.mock('../../api/http.ts', async (original) => (await import('../../../test/fakes.ts')).httpModule(original));

const visit = () =>
  renderPage(<ArbitragePage />, '/taolilicai', {
    routes: { '/taolilicaiDetail': 'arbitrage detail', '/kuangchiDetail': 'mining detail' },
    available: ['/taolilicaiDetail', '/kuangchiDetail', '/zhaiquanDetail', '/taoliOrder'],
  });

const listCalls = () => argsOf(http.get, '/prod/appProductInfo/list');

let server: FakeEarnServer;
beforeEach(() => {
  server = serveEarn();
});
afterEach(() => useUserStore.setState({ userInfo: {} }));

describe('arbitrage list', () => {
  it('shows the arbitrage products first, with every fact the issue names', async () => {
    visit();
    const card = await screen.findByTestId('product-p-arb');
    expect(within(card).getByTestId('product-name')).toHaveTextContent('AI Arbitrage 7 days');
    expect(within(card).getByTestId('product-status')).toHaveTextContent('On sale');
    expect(card).toHaveTextContent('USDT');
    expectTexts({ ...PRODUCT_FACTS, 'product-action': 'Buy' }, card);
    expect(screen.queryByTestId('product-p-miner')).toBeNull();
    expect(listCalls()[0]).toEqual({ pageNo: 1, pageSize: 20, type: 1 });
  });

  it('a product above the user\'s VIP level shows locked with the level it needs; one not on sale offers its details', async () => {
    useUserStore.setState({ userInfo: { id: 'u1', level: 4 } });
    server.products = [product({ id: 'vip5', levelLimit: 5 }), product({ id: 'vip4', levelLimit: 4 }), product({ id: 'sold', status: 2 })];
    visit();
    const locked = await screen.findByTestId('product-vip5');
    expect(within(locked).getByTestId('product-status')).toHaveTextContent('VIP5 and above only');
    expect(within(locked).getByTestId('product-status')).not.toHaveTextContent('On sale');
    expect(within(locked).getByTestId('product-action')).toHaveTextContent('Details');
    const open = screen.getByTestId('product-vip4');
    expect(within(open).getByTestId('product-status')).toHaveTextContent('On sale');
    expect(within(open).getByTestId('product-action')).toHaveTextContent('Buy');
    expect(within(screen.getByTestId('product-sold')).getByTestId('product-action')).toHaveTextContent('Details');
  });

  it('filters by type: mining machines and debt projects are asked for by their type', async () => {
    visit();
    await screen.findByTestId('product-p-arb');
    fireEvent.click(screen.getByText('Mining'));
    const miner = await screen.findByTestId('product-p-miner');
    expect(within(miner).getByTestId('unit-price')).toHaveTextContent('3,000.00 USDT');
    // 50 machines on offer, 12 sold.
    expect(within(miner).getByTestId('remaining')).toHaveTextContent('38 machines');
    fireEvent.click(screen.getByText('Debt'));
    const debt = await screen.findByTestId('product-p-debt');
    expect(within(debt).getByTestId('raised-percent')).toHaveTextContent('23.50%');
    expect(listCalls().map((q) => q.type)).toEqual([1, 2, 3]);
  });

  it('opens the detail screen of the product tapped', async () => {
    await expectTapOpens(visit(), 'product-p-arb', '/taolilicaiDetail?id=p-arb');
  });

  it('says when nothing of the kind is on offer', async () => {
    server.products = [product({ type: 3, id: 'only-debt' })];
    visit();
    expect(await screen.findByText('No products of this kind on offer')).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    server.failNext = 'Network Error';
    visit();
    expect(await screen.findByText('Could not load this list')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('retry'));
    expect(await screen.findByTestId('product-p-arb')).toBeInTheDocument();
  });
});
