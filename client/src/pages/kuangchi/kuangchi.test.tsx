import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { serveEarn, type FakeEarnServer } from '../../../test/earn-fixtures.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import { expectTapOpens, expectTexts, retryThenSee } from '../../../test/screen-checks.ts';
import MiningPoolPage from './index.tsx';

vi.mock('../../api/http.ts', async (original) => (await import('../../../test/fakes.ts')).httpModule(original));

const visit = () =>
  renderPage(<MiningPoolPage />, '/kuangchi', { routes: { '/kuangchiDetail': 'mining detail' }, available: ['/kuangchiDetail', '/taoliOrder'] });

let server: FakeEarnServer;
beforeEach(() => {
  server = serveEarn();
});

describe('mining pool', () => {
  it('lists the machines with manufacturer, hashrate, power, size, weight, temperature, humidity, network and unit price', async () => {
    visit();
    const card = await screen.findByTestId('product-p-miner');
    expectTexts({
      'unit-price': '3,000.00 USDT',
      'manufacturer': 'Bitmain',
      'hashrate': '200 TH/s',
      'power': '3500 W',
    }, card);
    for (const text of ['400 x 195 x 290 mm', '15.4 kg', '0-40 °C', '10-90 % RH', 'Ethernet']) expect(card).toHaveTextContent(text);
    expect(screen.queryByTestId('product-p-arb')).toBeNull();
  });

  it('opens a machine', async () => {
    await expectTapOpens(visit(), 'product-p-miner', '/kuangchiDetail?id=p-miner');
  });

  it('says when no machine is on offer, and shows an error with a retry', async () => {
    server.products = [];
    server.failNext = 'Network Error';
    visit();
    await retryThenSee('No mining machines on offer');
  });
});
