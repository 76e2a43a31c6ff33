import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../../store/user-store.ts';
import { serveEarn, type FakeEarnServer } from '../../../test/earn-fixtures.ts';
import { http } from '../../../test/fakes.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import { expectTexts } from '../../../test/screen-checks.ts';
import MiningDetailPage from './index.tsx';

vi.mock('../../lib/notify.ts', async () => (await import('../../../test/fakes.ts')).notifyModule);
vi.mock('../../api/http.ts', async (original) => (await import('../../../test/fakes.ts')).httpModule(original));

const visit = () => renderPage(<MiningDetailPage />, '/kuangchiDetail?id=p-miner', { routes: { '/taoliOk': 'order created' }, available: ['/taoliOk'] });

const ready = () => waitFor(() => expect(screen.getByTestId('available')).toHaveTextContent(/\d USDT/));
const plus = () => screen.getByTestId('machines').querySelector('.adm-stepper-plus') as HTMLButtonElement;

let server: FakeEarnServer;
beforeEach(() => {
  server = serveEarn({ balances: { USDT: '10000' } });
  useUserStore.setState({ userInfo: { id: 'u1', level: 0 } });
});

describe('mining machine detail', () => {
  it('shows the specification and the published output rule', async () => {
    visit();
    expect(await screen.findByTestId('spec-manufacturer')).toHaveTextContent('Bitmain');
    expectTexts({
      'spec-hashrate': '200 TH/s',
      'spec-power': '3500 W',
      'spec-network': 'Ethernet',
      // 0..30000 USDT at 3000 a machine.
      'machines-range': '1 - 10 machines',
      'rate-rule': 'machines x (unit price x daily rate / 100, truncated to 2 decimals)',
    });
  });

  it('prices the machines and their expected output, refuses above the balance, buys with minerBuy', async () => {
    const router = visit();
    await ready();
    // One machine: 3000 x 0.3 % = 9 and 3000 x 0.35 % = 10.5 a day; 180 days: 1620 - 1890.
    expectTexts({
      'total-price': '3,000.00 USDT',
      'expected-daily': '9.00 - 10.50 USDT',
      'expected-total': '1,620.00 - 1,890.00 USDT',
    });
    fireEvent.click(plus());
    fireEvent.click(plus());
    fireEvent.click(plus());
    // Four machines cost 12000 > 10000 on spot.
    expect(screen.getByTestId('total-price')).toHaveTextContent('12,000.00 USDT');
    expect(screen.getByTestId('amount-error')).toHaveTextContent('Your spot balance is 10,000.00 USDT');
    expect(screen.getByTestId('buy')).toBeDisabled();
    fireEvent.click(screen.getByTestId('machines').querySelector('.adm-stepper-minus') as HTMLButtonElement);
    // Three: 27 - 31.5 a day.
    expect(screen.getByTestId('expected-daily')).toHaveTextContent('27.00 - 31.50 USDT');
    fireEvent.click(screen.getByTestId('buy'));
    expect(await screen.findByTestId('confirm-summary')).toHaveTextContent('3 machines');
    fireEvent.click(await screen.findByText('Confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/taoliOk'));
    expect(http.post).toHaveBeenCalledWith('/prod/appProductOrder/minerBuy', { productId: 'p-miner', quantity: 3 });
    expect(server.balances.USDT).toBe('1000');
  });
});
