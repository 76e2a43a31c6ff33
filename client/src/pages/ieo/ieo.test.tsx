import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedCommitment } from '@sandbox/shared/ieo-draw';
import { enableAntdMobileOnReact19 } from '../../app/antd-react19.ts';
import { answerGet, answerPost, fakeLoanServer, ieoOrder, project, type FakeLoanServer } from '../../../test/loan-ieo-fixtures.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import IeoPage from './index.tsx';

const fake = vi.hoisted(() => ({ server: null as unknown as FakeLoanServer, get: vi.fn(), post: vi.fn() }));
const toasts = vi.hoisted(() => ({ show: vi.fn() }));
vi.mock('../../lib/notify.ts', () => ({ showToast: toasts.show }));
vi.mock('../../api/http.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../api/http.ts')>();
  return { ...original, get: fake.get, post: fake.post };
});

enableAntdMobileOnReact19();

const SEED = 'b'.repeat(64);
const drawn = project({
  id: 'demo-ieo-orb',
  name: 'Orbit Pay',
  currency: 'ORB',
  estimatedPrice: '0.1',
  winningPrice: '0.08',
  totalSupply: '20000000',
  status: 3,
  myAppliedQuantity: '5000',
  allocation: 'lottery',
  seedHash: 'c'.repeat(64),
  seed: SEED,
});

function renderPage() {
  return renderRoutes([{ path: '/ieo', element: <IeoPage /> }], '/ieo');
}
/** The open confirmation's button (a closed dialog may still be leaving the page). */
const confirmButton = () => screen.getAllByRole('button', { name: 'Confirm' }).at(-1) as HTMLElement;
const quantityInput = () => screen.getByTestId('ieo-quantity').querySelector('input') as HTMLInputElement;

beforeEach(() => {
  fake.server = fakeLoanServer({ projects: [project(), drawn, project({ id: 'demo-ieo-dmf', name: 'Demo Finance', currency: 'DMF', status: 0, seedHash: null })] });
  fake.get.mockImplementation((path: string, params?: Record<string, unknown>) => answerGet(fake.server, path, params));
  fake.post.mockImplementation((path: string, body: Record<string, unknown>) => answerPost(fake.server, path, body));
});
afterEach(() => vi.clearAllMocks());

describe('IEO', () => {
  it('shows each project with its calendar, state and the published seed hash', async () => {
    renderPage();
    const sbx = await screen.findByTestId('project-demo-ieo-sbx');
    expect(within(sbx).getByTestId('project-status')).toHaveTextContent('Issuing');
    expect(within(sbx).getByTestId('project-price')).toHaveTextContent('0.05 USDT');
    expect(within(sbx).getByTestId('project-supply')).toHaveTextContent('10,000,000 SBX');
    expect(within(sbx).getByTestId('project-max')).toHaveTextContent('100 - 100,000 SBX');
    expect(within(sbx).getByTestId('project-seed-hash')).toHaveTextContent('a'.repeat(64));
    expect(within(sbx).queryByTestId('project-seed')).toBeNull();
    expect(within(sbx).getByTestId('apply-box')).toBeInTheDocument();

    const orb = screen.getByTestId('project-demo-ieo-orb');
    expect(within(orb).getByTestId('project-status')).toHaveTextContent('Listed');
    expect(within(orb).getByTestId('project-winning-price')).toHaveTextContent('0.08 USDT');
    expect(within(orb).getByTestId('project-mine')).toHaveTextContent('5,000 ORB');
    expect(within(orb).getByTestId('project-seed')).toHaveTextContent(SEED);
    expect(within(orb).queryByTestId('apply-box')).toBeNull();

    const dmf = screen.getByTestId('project-demo-ieo-dmf');
    expect(within(dmf).getByTestId('project-status')).toHaveTextContent('Upcoming');
    expect(within(dmf).queryByTestId('project-seed-hash')).toBeNull();
    expect(within(dmf).queryByTestId('apply-box')).toBeNull();
  });

  it('opens the draw data of a drawn project: seed, rule, every application, checked on the device', async () => {
    // Not oversubscribed (5,300 of 20,000,000): everyone wins what was asked, whatever the seed.
    fake.server.draw = {
      projectId: 'demo-ieo-orb',
      currency: 'ORB',
      allocation: 'lottery',
      totalSupply: '20000000',
      lotSize: '100',
      decimals: 8,
      seedHash: seedCommitment(SEED),
      seed: SEED,
      applications: [
        { orderNo: 'IEO1', quantity: '5000', won: '5000' },
        { orderNo: 'IEO2', quantity: '300', won: '300' },
      ],
    };
    renderPage();
    fireEvent.click(within(await screen.findByTestId('project-demo-ieo-orb')).getByTestId('project-draw-data'));
    const data = await screen.findByTestId('draw-data');
    expect(data).toHaveTextContent('ORB draw data');
    expect(data).toHaveTextContent('Lottery by lots');
    expect(data).toHaveTextContent(SEED);
    const rows = within(screen.getByTestId('draw-applications')).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows).toEqual(['IEO1' + '5,000' + '5,000', 'IEO2' + '300' + '300']);
    expect(screen.getByTestId('draw-check')).toHaveTextContent('the seed matches the published hash and all 2 allocations recompute');
    expect(fake.get).toHaveBeenCalledWith('/ext/ieo/draw', { projectId: 'demo-ieo-orb' });
  });

  it('says so when published draw data does not recompute', async () => {
    fake.server.draw = {
      projectId: 'demo-ieo-orb',
      currency: 'ORB',
      allocation: 'proRata',
      totalSupply: '20000000',
      lotSize: '100',
      decimals: 8,
      seedHash: seedCommitment(SEED),
      seed: SEED,
      // IEO2 asked 300 of an undersubscribed supply: publishing 0 for it is wrong.
      applications: [
        { orderNo: 'IEO1', quantity: '5000', won: '5000' },
        { orderNo: 'IEO2', quantity: '300', won: '0' },
      ],
    };
    renderPage();
    fireEvent.click(within(await screen.findByTestId('project-demo-ieo-orb')).getByTestId('project-draw-data'));
    expect(await screen.findByTestId('draw-check')).toHaveTextContent('The check failed: the seed does not match the published hash, or 1 allocations differ.');
  });

  it('applies for a quantity after showing the estimated cost; the refusals are said first', async () => {
    renderPage();
    await screen.findByTestId('apply-box');
    fireEvent.change(quantityInput(), { target: { value: '50' } });
    expect(screen.getByTestId('quantity-problem')).toHaveTextContent('Between 100 and 100,000 SBX');
    expect(screen.getByTestId('ieo-apply')).toBeDisabled();
    // 2000 SBX at the estimated 0.05 = 100 USDT.
    fireEvent.change(quantityInput(), { target: { value: '2000' } });
    expect(screen.getByTestId('ieo-estimate')).toHaveTextContent('100 USDT');
    fireEvent.click(screen.getByTestId('ieo-apply'));
    expect(await screen.findByTestId('apply-summary')).toHaveTextContent('Sandbox Chain: 2,000 SBX');
    fireEvent.click(confirmButton());
    await waitFor(() => expect(fake.post).toHaveBeenCalledWith('/prod/appOrderIoe/apply', { projectId: 'demo-ieo-sbx', quantity: '2000' }));
    // Once per user: the project shows the subscription, the form is gone.
    await waitFor(() => expect(within(screen.getByTestId('project-demo-ieo-sbx')).getByTestId('project-mine')).toHaveTextContent('2,000 SBX'));
    expect(screen.queryByTestId('apply-box')).toBeNull();
    expect(toasts.show).toHaveBeenCalledWith({ icon: 'success', content: 'Subscription received' });
  });

  it('lists my subscriptions and pays a won one, saying what it costs', async () => {
    fake.server.projects = [project({ status: 2, winningPrice: '0.045', seed: SEED, myAppliedQuantity: '2000' })];
    fake.server.orders = [
      // Won 2000 at 0.045: 90 USDT to pay.
      ieoOrder({ id: 'io-won', status: 2, wonQuantity: '2000', price: '0.045', amount: '90' }),
      ieoOrder({ id: 'io-lost', orderNo: 'IEO2', status: -1, wonQuantity: '0', price: '0.045', amount: '0' }),
    ];
    renderPage();
    fireEvent.click(within(await screen.findByTestId('ieo-tabs')).getByText('My subscriptions'));
    const won = await screen.findByTestId('ieo-order-io-won');
    expect(within(won).getByTestId('ieo-order-status')).toHaveTextContent('Won');
    expect(within(won).getByTestId('ieo-order-won')).toHaveTextContent('2,000 SBX');
    expect(within(won).getByTestId('ieo-order-amount')).toHaveTextContent('90 USDT');
    expect(within(screen.getByTestId('ieo-order-io-lost')).getByTestId('ieo-order-status')).toHaveTextContent('Not won');
    expect(within(screen.getByTestId('ieo-order-io-lost')).queryByTestId('ieo-pay')).toBeNull();

    fireEvent.click(within(won).getByTestId('ieo-pay'));
    expect(await screen.findByTestId('pay-summary')).toHaveTextContent('You pay: 90 USDT');
    fireEvent.click(confirmButton());
    await waitFor(() => expect(fake.post).toHaveBeenCalledWith('/prod/appOrderIoe/pay', { orderId: 'io-won' }));
    await waitFor(() => expect(within(screen.getByTestId('ieo-order-io-won')).getByTestId('ieo-order-status')).toHaveTextContent('Completed'));
    expect(screen.getByTestId('ieo-order-delivery')).toHaveTextContent('Tokens arrive at listing');
    expect(within(screen.getByTestId('ieo-order-io-won')).getByTestId('ieo-order-amount')).toHaveTextContent('90 USDT');
    expect(within(screen.getByTestId('ieo-order-io-won')).getByText('Paid')).toBeInTheDocument();
    // Nothing to pay on a lost subscription.
    expect(within(screen.getByTestId('ieo-order-io-lost')).queryByTestId('ieo-order-amount')).toBeNull();
  });

  it('filters projects and subscriptions by state with the shared chips, "All" first', async () => {
    fake.server.orders = [ieoOrder({ id: 'io-won', status: 2, wonQuantity: '2000', price: '0.045', amount: '90' }), ieoOrder({ id: 'io-lost', orderNo: 'IEO2', status: -1 })];
    renderPage();
    const chips = () => within(screen.getByTestId('status-filter'));
    await screen.findByTestId('project-demo-ieo-orb');
    expect(chips().getAllByText(/./).map((n) => n.textContent)).toEqual(['All', 'Upcoming', 'Issuing', 'Drawn', 'Completed', 'Listed']);
    fireEvent.click(chips().getByText('Listed'));
    expect(await screen.findByTestId('project-demo-ieo-orb')).toBeInTheDocument();
    expect(screen.queryByTestId('project-demo-ieo-dmf')).toBeNull();
    expect(fake.get).toHaveBeenCalledWith('/prod/appProdIoe/listMy', expect.objectContaining({ status: 3 }));
    fireEvent.click(chips().getByText('All'));
    expect(await screen.findByTestId('project-demo-ieo-dmf')).toBeInTheDocument();

    fireEvent.click(within(screen.getByTestId('ieo-tabs')).getByText('My subscriptions'));
    await screen.findByTestId('ieo-order-io-won');
    fireEvent.click(chips().getByText('Not won'));
    expect(await screen.findByTestId('ieo-order-io-lost')).toBeInTheDocument();
    expect(screen.queryByTestId('ieo-order-io-won')).toBeNull();
  });

  it('shows the empty and error states', async () => {
    fake.server.projects = [];
    fake.server.failNext = 'Service unavailable';
    renderPage();
    fireEvent.click(await screen.findByTestId('retry'));
    expect(await screen.findByText('No projects yet')).toBeInTheDocument();
    fireEvent.click(within(screen.getByTestId('ieo-tabs')).getByText('My subscriptions'));
    expect(await screen.findByText('No subscriptions yet')).toBeInTheDocument();
  });
});
