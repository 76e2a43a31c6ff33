import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reward, serveCommunity, type FakeCommunityServer } from '../../../test/community-fixtures.ts';
import { argsOf, http, toast } from '../../../test/fakes.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import { expectTexts, retryThenSee } from '../../../test/screen-checks.ts';
import WelfareCentrePage from './index.tsx';

vi.mock('../../lib/notify.ts', async () => (await import('../../../test/fakes.ts')).notifyModule);
vi.mock('../../api/http.ts', async (original) => (await import('../../../test/fakes.ts')).httpModule(original));

const visit = () => renderPage(<WelfareCentrePage />, '/fuliCenter');

const REWARDS = [
  reward({ id: 'r-env', amount: '2' }),
  reward({ id: 'r-bonus', type: 2, level: 1, period: 'level-1', amount: '10', expiresAt: null }),
  reward({ id: 'r-ref', type: 3, level: 1, period: 'invitee-7', amount: '100', state: 1, claimedAt: '2026-01-11 09:00:00', expiresAt: null }),
  reward({ id: 'r-ref2', type: 3, level: 2, period: 'invitee-8', amount: '25.5', state: 1, claimedAt: '2026-01-11 09:00:00', expiresAt: null }),
  reward({ id: 'r-old', period: '2025-11-24', createdAt: '2025-11-24 00:00:00', expiresAt: '2025-12-24 00:00:00', state: -1 }),
];

let server: FakeCommunityServer;
beforeEach(() => {
  server = serveCommunity({ rewards: REWARDS.map((r) => ({ ...r })) });
});

const card = (id: string) => screen.getByTestId(`reward-${id}`);

describe('welfare centre', () => {
  it('shows every reward with its kind, what it is for and its state; expired ones as expired', async () => {
    visit();
    await screen.findByTestId('reward-list');
    expect(within(card('r-env')).getByTestId('reward-type')).toHaveTextContent('Weekly red envelope');
    expect(within(card('r-env')).getByTestId('reward-what')).toHaveTextContent('Week of 2026-01-12');
    expect(within(card('r-env')).getByTestId('reward-state')).toHaveTextContent('Claimable');
    expect(within(card('r-bonus')).getByTestId('reward-what')).toHaveTextContent('First reaching VIP1');
    expect(within(card('r-ref')).getByTestId('reward-what')).toHaveTextContent("Direct invitee's first deposit");
    expect(within(card('r-ref2')).getByTestId('reward-what')).toHaveTextContent("Level 2 invitee's first deposit");
    expect(within(card('r-ref')).getByTestId('reward-state')).toHaveTextContent('Received');
    expect(within(card('r-old')).getByTestId('reward-state')).toHaveTextContent('Expired');
    expect(within(card('r-old')).queryByTestId('claim')).toBeNull();
    expect(within(card('r-ref')).queryByTestId('claim')).toBeNull();
    // Claimable: 2 + 10; received: 100 + 25.5.
    expectTexts({
      'claimable-amount': '12.00',
      'claimable-count': '2',
      'received-amount': '125.50',
    });
  });

  it('claims a reward: it turns received and the totals move', async () => {
    visit();
    await screen.findByTestId('reward-list');
    fireEvent.click(within(card('r-bonus')).getByTestId('claim'));
    await vi.waitFor(() => expect(http.post).toHaveBeenCalledWith('/ext/welfare/claim', { id: 'r-bonus' }));
    await vi.waitFor(() => expect(within(card('r-bonus')).getByTestId('reward-state')).toHaveTextContent('Received'));
    expect(screen.getByTestId('claimable-amount')).toHaveTextContent('2.00');
    expect(screen.getByTestId('received-amount')).toHaveTextContent('135.50');
    expect(server.balance).toBe(1010);
    expect(toast).toHaveBeenCalledWith({ icon: 'success', content: 'Reward claimed' });
  });

  it('a refused claim leaves the reward claimable', async () => {
    server.refuse = 'This reward has already been claimed';
    visit();
    await screen.findByTestId('reward-list');
    fireEvent.click(within(card('r-env')).getByTestId('claim'));
    await vi.waitFor(() => expect(http.post).toHaveBeenCalled());
    expect(within(card('r-env')).getByTestId('reward-state')).toHaveTextContent('Claimable');
    expect(toast).not.toHaveBeenCalled();
  });

  it('filters by state through the contract query', async () => {
    visit();
    await screen.findByTestId('reward-list');
    fireEvent.click(within(screen.getByTestId('state-filter')).getByText('Expired'));
    await vi.waitFor(() => expect(screen.queryByTestId('reward-r-env')).toBeNull());
    expect(await screen.findByTestId('reward-r-old')).toBeInTheDocument();
    expect(argsOf(http.get, '/ext/welfare/list')).toContainEqual({ pageNo: 1, pageSize: 20, state: -1 });
  });

  it('says when there is no reward, and shows an error with a retry', async () => {
    server.rewards = [];
    server.failNext = 'Network Error';
    visit();
    await retryThenSee('No rewards yet');
  });
});
