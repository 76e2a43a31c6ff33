import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { kyc } from '../../../test/hook-fakes.ts';
import { kycRecord, renderPage } from '../../../test/render-routes.tsx';
import { describe, expect, it, vi } from 'vitest';
import IdentityResultPage from './index.tsx';

vi.mock('../../api/kyc.ts', async () => (await import('../../../test/hook-fakes.ts')).kycModule());

const record = kycRecord;

const visit = () => renderPage(<IdentityResultPage />, '/renzhengResult', { routes: { '/shenfenRenzheng': 'basic form', '/shenfenRenzhengAd': 'advanced form' } });

const level = async (n: 1 | 2) => screen.findByTestId(`kyc-level-${n}`);

describe('verification result', () => {
  it('without any submission offers basic verification and explains the advanced one waits for it', async () => {
    kyc.listMyKyc.mockResolvedValue([]);
    const router = visit();
    const basic = await level(1);
    expect(basic).toHaveTextContent('Not submitted yet');
    expect(basic).toHaveTextContent('Unlocks: Withdrawal, Loans, IEO subscription, Trading competitions');
    expect(await level(2)).toHaveTextContent('Available once basic verification is authorized');
    expect(screen.queryByTestId('kyc-start-2')).toBeNull();
    fireEvent.click(screen.getByTestId('kyc-start-1'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shenfenRenzheng'));
  });

  it('shows a waiting submission', async () => {
    kyc.listMyKyc.mockResolvedValue([record({ status: 1 })]);
    visit();
    const basic = await level(1);
    expect(basic).toHaveTextContent('Submitted, waiting for review');
    expect(basic).toHaveAttribute('data-status', '1');
  });

  it('shows the reason of a rejection and a way to resubmit', async () => {
    kyc.listMyKyc.mockResolvedValue([record({ status: -1, rejectReason: 'Photo is blurred' })]);
    const router = visit();
    const basic = await level(1);
    expect(basic).toHaveTextContent('Rejected');
    expect(basic).toHaveTextContent('Reason: Photo is blurred');
    fireEvent.click(within(basic).getByTestId('kyc-resubmit-1'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shenfenRenzheng'));
  });

  it('shows what an authorized basic verification unlocks and opens the advanced one', async () => {
    kyc.listMyKyc.mockResolvedValue([record({ status: 2, reviewedAt: '2026-01-02 08:00:00' })]);
    const router = visit();
    const basic = await level(1);
    expect(basic).toHaveTextContent('Authorized');
    const unlocks = within(basic).getByTestId('kyc-unlocks-1');
    for (const name of ['Withdrawal', 'Loans', 'IEO subscription', 'Trading competitions']) expect(unlocks).toHaveTextContent(name);
    fireEvent.click(screen.getByTestId('kyc-start-2'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shenfenRenzhengAd'));
  });

  it('shows each level from its newest submission', async () => {
    kyc.listMyKyc.mockResolvedValue([
      record({ id: '3', level: 2, status: -1, rejectReason: 'Phone unreachable' }),
      record({ id: '2', level: 1, status: 2 }),
      record({ id: '1', level: 1, status: -1, rejectReason: 'old' }),
    ]);
    visit();
    expect(await level(1)).toHaveAttribute('data-status', '2');
    expect(await level(2)).toHaveTextContent('Reason: Phone unreachable');
    expect(screen.getByTestId('kyc-resubmit-2')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    kyc.listMyKyc.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValue([]);
    visit();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await level(1)).toBeInTheDocument();
  });
});
