import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../../store/user-store.ts';
import { debt, serveEarn, type FakeEarnServer } from '../../../test/earn-fixtures.ts';
import { http } from '../../../test/fakes.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import { expectTexts, typeAmount } from '../../../test/screen-checks.ts';
import DebtDetailPage from './index.tsx';

vi.mock('../../lib/notify.ts', async () => (await import('../../../test/fakes.ts')).notifyModule);
vi.mock('../../api/http.ts', async (original) => (await import('../../../test/fakes.ts')).httpModule(original));

const visit = () => renderPage(<DebtDetailPage />, '/zhaiquanDetail?id=p-debt', { routes: { '/taoliOk': 'order created' }, available: ['/taoliOk'] });

const ready = () => waitFor(() => expect(screen.getByTestId('available')).toHaveTextContent(/\d USDT/));

let server: FakeEarnServer;
beforeEach(() => {
  server = serveEarn();
  useUserStore.setState({ userInfo: { id: 'u1', level: 0 } });
});

describe('debt project detail', () => {
  it('shows raised against target and the interest before subscribing, then subscribes with debitBuy', async () => {
    const router = visit();
    await ready();
    expect(screen.getByTestId('raised-percent')).toHaveTextContent('23.50% · Target: 1,000,000.00 USDT');
    typeAmount('2500');
    // 2500 x 0.15 / 100 = 3.75 a day; 90 days: 337.5.
    expectTexts({
      'expected-daily': '3.75 USDT',
      'expected-total': '337.50 USDT',
      'buy': 'Subscribe',
    });
    fireEvent.click(screen.getByTestId('buy'));
    expect(await screen.findByText('Confirm the subscription')).toBeInTheDocument();
    fireEvent.click(await screen.findByText('Confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/taoliOk'));
    expect(http.post).toHaveBeenCalledWith('/prod/appProductOrder/debitBuy', { productId: 'p-debt', amount: '2500' });
  });

  it('refuses more than what is left to raise', async () => {
    server.products = [debt({ totalQuota: '300000', soldQuota: '299000' })];
    visit();
    await ready();
    typeAmount('1000.01');
    expect(screen.getByTestId('amount-error')).toHaveTextContent('Only 1,000.00 left on offer');
    expect(screen.getByTestId('buy')).toBeDisabled();
  });
});
