import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { debt, serveEarn, type FakeEarnServer } from '../../../test/earn-fixtures.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import { expectTapOpens, expectTexts } from '../../../test/screen-checks.ts';
import DebtPage from './index.tsx';

vi.mock('../../api/http.ts', async (original) => (await import('../../../test/fakes.ts')).httpModule(original));

const visit = () =>
  renderPage(<DebtPage />, '/zhaiquan', { routes: { '/zhaiquanDetail': 'debt detail' }, available: ['/zhaiquanDetail', '/taoliOrder'] });

let server: FakeEarnServer;
beforeEach(() => {
  server = serveEarn({ products: [debt(), debt({ id: 'p-debt-2', name: 'Wind Park Note', totalQuota: '3000', soldQuota: '2999.99', dailyRateMin: '0.1', dailyRateMax: '0.12' })] });
});

describe('debt crowdfunding list', () => {
  it('shows each project raised against its target with a bar, the issuer, rate and term', async () => {
    visit();
    const solar = await screen.findByTestId('product-p-debt');
    expectTexts({
      'issuer': 'Issued by Sandbox Solar Ltd. (fictional)',
      'rate-range': '0.15%',
      'term': '90 days',
      'raised-amount': 'Raised: 235,000.00 USDT',
      // 235000 / 1000000 = 23.5 %.
      'raised-percent': '23.50% · Target: 1,000,000.00 USDT',
    }, solar);
    // Nearly sold out: 2999.99 / 3000 = 99.99966... % -> 99.99 (truncated, never rounded up to 100).
    const wind = screen.getByTestId('product-p-debt-2');
    expect(within(wind).getByTestId('raised-percent')).toHaveTextContent('99.99%');
    expect(within(wind).getByTestId('rate-range')).toHaveTextContent('0.1% - 0.12%');
  });

  it('opens a project to subscribe', async () => {
    await expectTapOpens(visit(), 'product-p-debt', '/zhaiquanDetail?id=p-debt');
  });

  it('says when no project is open', async () => {
    server.products = [];
    visit();
    expect(await screen.findByText('No debt projects open')).toBeInTheDocument();
  });
});
