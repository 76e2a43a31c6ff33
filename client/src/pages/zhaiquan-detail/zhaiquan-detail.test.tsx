import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enableAntdMobileOnReact19 } from '../../app/antd-react19.ts';
import { useUserStore } from '../../store/user-store.ts';
import { answerEnvelope, answerGet, answerPost, debt, fakeEarnServer, type FakeEarnServer } from '../../../test/earn-fixtures.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import DebtDetailPage from './index.tsx';

const fake = vi.hoisted(() => ({ server: null as unknown as FakeEarnServer, get: vi.fn(), rawGet: vi.fn(), post: vi.fn() }));
vi.mock('../../lib/notify.ts', () => ({ showToast: vi.fn() }));
vi.mock('../../api/http.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../api/http.ts')>();
  return { ...original, http: { get: fake.rawGet }, get: fake.get, post: fake.post };
});

enableAntdMobileOnReact19();

function renderPage() {
  return renderRoutes(
    [
      { path: '/zhaiquanDetail', element: <DebtDetailPage /> },
      { path: '/taoliOk', element: <div>order created</div> },
    ],
    '/zhaiquanDetail?id=p-debt',
    { available: ['/taoliOk'] },
  );
}

const ready = () => waitFor(() => expect(screen.getByTestId('available')).toHaveTextContent(/\d USDT/));
const typeAmount = (value: string) => fireEvent.change(screen.getByTestId('amount').querySelector('input') as HTMLInputElement, { target: { value } });

beforeEach(() => {
  fake.server = fakeEarnServer();
  fake.get.mockImplementation((path: string, params?: Record<string, unknown>) => answerGet(fake.server, path, params));
  fake.post.mockImplementation((path: string, body: Record<string, unknown>) => answerPost(fake.server, path, body));
  fake.rawGet.mockImplementation((path: string, config?: { params?: Record<string, unknown> }) => answerEnvelope(fake.server, path, config));
  useUserStore.setState({ userInfo: { id: 'u1', level: 0 } });
});
afterEach(() => vi.clearAllMocks());

describe('debt project detail', () => {
  it('shows raised against target and the interest before subscribing, then subscribes with debitBuy', async () => {
    const router = renderPage();
    await ready();
    expect(screen.getByTestId('raised-percent')).toHaveTextContent('23.50% · Target: 1,000,000.00 USDT');
    typeAmount('2500');
    // 2500 x 0.15 / 100 = 3.75 a day; 90 days: 337.5.
    expect(screen.getByTestId('expected-daily')).toHaveTextContent('3.75 USDT');
    expect(screen.getByTestId('expected-total')).toHaveTextContent('337.50 USDT');
    expect(screen.getByTestId('buy')).toHaveTextContent('Subscribe');
    fireEvent.click(screen.getByTestId('buy'));
    expect(await screen.findByText('Confirm the subscription')).toBeInTheDocument();
    fireEvent.click(await screen.findByText('Confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/taoliOk'));
    expect(fake.post).toHaveBeenCalledWith('/prod/appProductOrder/debitBuy', { productId: 'p-debt', amount: '2500' });
  });

  it('refuses more than what is left to raise', async () => {
    fake.server.products = [debt({ totalQuota: '300000', soldQuota: '299000' })];
    renderPage();
    await ready();
    typeAmount('1000.01');
    expect(screen.getByTestId('amount-error')).toHaveTextContent('Only 1,000.00 left on offer');
    expect(screen.getByTestId('buy')).toBeDisabled();
  });
});
