import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enableAntdMobileOnReact19 } from '../../app/antd-react19.ts';
import { answerGet, debt, fakeEarnServer, type FakeEarnServer } from '../../../test/earn-fixtures.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import DebtPage from './index.tsx';

const fake = vi.hoisted(() => ({ server: null as unknown as FakeEarnServer, get: vi.fn() }));
vi.mock('../../api/http.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../api/http.ts')>();
  return { ...original, get: fake.get };
});

enableAntdMobileOnReact19();

function renderPage() {
  return renderRoutes(
    [
      { path: '/zhaiquan', element: <DebtPage /> },
      { path: '/zhaiquanDetail', element: <div>debt detail</div> },
    ],
    '/zhaiquan',
    { available: ['/zhaiquanDetail', '/taoliOrder'] },
  );
}

beforeEach(() => {
  fake.server = fakeEarnServer({ products: [debt(), debt({ id: 'p-debt-2', name: 'Wind Park Note', totalQuota: '3000', soldQuota: '2999.99', dailyRateMin: '0.1', dailyRateMax: '0.12' })] });
  fake.get.mockImplementation((path: string, params?: Record<string, unknown>) => answerGet(fake.server, path, params));
});
afterEach(() => vi.clearAllMocks());

describe('debt crowdfunding list', () => {
  it('shows each project raised against its target with a bar, the issuer, rate and term', async () => {
    renderPage();
    const solar = await screen.findByTestId('product-p-debt');
    expect(within(solar).getByTestId('issuer')).toHaveTextContent('Issued by Sandbox Solar Ltd. (fictional)');
    expect(within(solar).getByTestId('rate-range')).toHaveTextContent('0.15%');
    expect(within(solar).getByTestId('term')).toHaveTextContent('90 days');
    expect(within(solar).getByTestId('raised-amount')).toHaveTextContent('Raised: 235,000.00 USDT');
    // 235000 / 1000000 = 23.5 %.
    expect(within(solar).getByTestId('raised-percent')).toHaveTextContent('23.50% · Target: 1,000,000.00 USDT');
    // Nearly sold out: 2999.99 / 3000 = 99.99966... % -> 99.99 (truncated, never rounded up to 100).
    const wind = screen.getByTestId('product-p-debt-2');
    expect(within(wind).getByTestId('raised-percent')).toHaveTextContent('99.99%');
    expect(within(wind).getByTestId('rate-range')).toHaveTextContent('0.1% - 0.12%');
  });

  it('opens a project to subscribe', async () => {
    const router = renderPage();
    fireEvent.click(await screen.findByTestId('product-p-debt'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/zhaiquanDetail'));
    expect(router.state.location.search).toBe('?id=p-debt');
  });

  it('says when no project is open', async () => {
    fake.server.products = [];
    renderPage();
    expect(await screen.findByText('No debt projects open')).toBeInTheDocument();
  });
});
