import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enableAntdMobileOnReact19 } from '../../app/antd-react19.ts';
import { answerCommunityGet, answerCommunityPost, fakeCommunityServer, reward, type FakeCommunityServer } from '../../../test/community-fixtures.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import WelfareCentrePage from './index.tsx';

const fake = vi.hoisted(() => ({ server: null as unknown as FakeCommunityServer, get: vi.fn(), post: vi.fn(), toast: vi.fn() }));
vi.mock('../../lib/notify.ts', () => ({ showToast: fake.toast }));
vi.mock('../../api/http.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../api/http.ts')>();
  return { ...original, get: fake.get, post: fake.post };
});

enableAntdMobileOnReact19();

const renderPage = () => renderRoutes([{ path: '/fuliCenter', element: <WelfareCentrePage /> }], '/fuliCenter');

const REWARDS = [
  reward({ id: 'r-env', amount: '2' }),
  reward({ id: 'r-bonus', type: 2, level: 1, period: 'level-1', amount: '10', expiresAt: null }),
  reward({ id: 'r-ref', type: 3, level: 1, period: 'invitee-7', amount: '100', state: 1, claimedAt: '2026-01-11 09:00:00', expiresAt: null }),
  reward({ id: 'r-ref2', type: 3, level: 2, period: 'invitee-8', amount: '25.5', state: 1, claimedAt: '2026-01-11 09:00:00', expiresAt: null }),
  reward({ id: 'r-old', period: '2025-11-24', createdAt: '2025-11-24 00:00:00', expiresAt: '2025-12-24 00:00:00', state: -1 }),
];

beforeEach(() => {
  fake.server = fakeCommunityServer({ rewards: REWARDS.map((r) => ({ ...r })) });
  fake.get.mockImplementation((path: string, params?: Record<string, unknown>) => answerCommunityGet(fake.server, path, params));
  fake.post.mockImplementation((path: string, body: Record<string, unknown>) => answerCommunityPost(fake.server, path, body));
});
afterEach(() => vi.clearAllMocks());

const card = (id: string) => screen.getByTestId(`reward-${id}`);

describe('welfare centre', () => {
  it('shows every reward with its kind, what it is for and its state; expired ones as expired', async () => {
    renderPage();
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
    expect(screen.getByTestId('claimable-amount')).toHaveTextContent('12.00');
    expect(screen.getByTestId('claimable-count')).toHaveTextContent('2');
    expect(screen.getByTestId('received-amount')).toHaveTextContent('125.50');
  });

  it('claims a reward: it turns received and the totals move', async () => {
    renderPage();
    await screen.findByTestId('reward-list');
    fireEvent.click(within(card('r-bonus')).getByTestId('claim'));
    await vi.waitFor(() => expect(fake.post).toHaveBeenCalledWith('/ext/welfare/claim', { id: 'r-bonus' }));
    await vi.waitFor(() => expect(within(card('r-bonus')).getByTestId('reward-state')).toHaveTextContent('Received'));
    expect(screen.getByTestId('claimable-amount')).toHaveTextContent('2.00');
    expect(screen.getByTestId('received-amount')).toHaveTextContent('135.50');
    expect(fake.server.balance).toBe(1010);
    expect(fake.toast).toHaveBeenCalledWith({ icon: 'success', content: 'Reward claimed' });
  });

  it('a refused claim leaves the reward claimable', async () => {
    fake.server.refuse = 'This reward has already been claimed';
    renderPage();
    await screen.findByTestId('reward-list');
    fireEvent.click(within(card('r-env')).getByTestId('claim'));
    await vi.waitFor(() => expect(fake.post).toHaveBeenCalled());
    expect(within(card('r-env')).getByTestId('reward-state')).toHaveTextContent('Claimable');
    expect(fake.toast).not.toHaveBeenCalled();
  });

  it('filters by state through the contract query', async () => {
    renderPage();
    await screen.findByTestId('reward-list');
    fireEvent.click(within(screen.getByTestId('state-filter')).getByText('Expired'));
    await vi.waitFor(() => expect(screen.queryByTestId('reward-r-env')).toBeNull());
    expect(await screen.findByTestId('reward-r-old')).toBeInTheDocument();
    expect(fake.get.mock.calls.filter((c) => c[0] === '/ext/welfare/list').map((c) => c[1])).toContainEqual({ pageNo: 1, pageSize: 20, state: -1 });
  });

  it('says when there is no reward, and shows an error with a retry', async () => {
    fake.server.rewards = [];
    fake.server.failNext = 'Network Error';
    renderPage();
    fireEvent.click(await screen.findByTestId('retry'));
    expect(await screen.findByText('No rewards yet')).toBeInTheDocument();
  });
});
