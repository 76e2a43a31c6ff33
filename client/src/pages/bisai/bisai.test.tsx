import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enableAntdMobileOnReact19 } from '../../app/antd-react19.ts';
import { answerCommunityGet, competition, fakeCommunityServer, type FakeCommunityServer } from '../../../test/community-fixtures.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import CompetitionListPage from './index.tsx';

const fake = vi.hoisted(() => ({ server: null as unknown as FakeCommunityServer, get: vi.fn() }));
vi.mock('../../api/http.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../api/http.ts')>();
  return { ...original, get: fake.get };
});

enableAntdMobileOnReact19();

const renderPage = () =>
  renderRoutes(
    [
      { path: '/bisai', element: <CompetitionListPage /> },
      { path: '/bisaiDetail', element: <p>detail</p> },
    ],
    '/bisai',
  );

beforeEach(() => {
  fake.server = fakeCommunityServer({
    competitions: [
      competition(),
      competition({ id: 'c2', name: 'February cup', status: 0, joined: true }),
      competition({ id: 'c3', name: 'December cup', status: -2, participantCount: 40 }),
    ],
  });
  fake.get.mockImplementation((path: string, params?: Record<string, unknown>) => answerCommunityGet(fake.server, path, params));
});
afterEach(() => vi.clearAllMocks());

describe('competition list', () => {
  it('shows each competition with its status, fund, participants and rewards by rank', async () => {
    renderPage();
    await screen.findByTestId('competition-list');
    const states = ['c1', 'c2', 'c3'].map((id) => within(screen.getByTestId(`competition-${id}`)).getByTestId('competition-status').textContent);
    expect(states).toEqual(['In progress', 'To be started', 'Ended']);
    const first = screen.getByTestId('competition-c1');
    expect(within(first).getByTestId('competition-fund')).toHaveTextContent('5,000.00 USDT');
    expect(within(first).getByTestId('competition-entry')).toHaveTextContent('100.00 USDT');
    expect(within(first).getByTestId('reward-2')).toHaveTextContent('200.00 USDT');
    expect(within(screen.getByTestId('competition-c3')).getByTestId('competition-participants')).toHaveTextContent('40');
    expect(within(screen.getByTestId('competition-c2')).getByTestId('competition-joined')).toBeInTheDocument();
    expect(within(first).queryByTestId('competition-joined')).toBeNull();
  });

  it('filters by status code and opens a competition', async () => {
    const router = renderPage();
    await screen.findByTestId('competition-list');
    fireEvent.click(within(screen.getByTestId('status-filter')).getByText('Ended'));
    await vi.waitFor(() => expect(screen.queryByTestId('competition-c1')).toBeNull());
    expect(fake.get.mock.calls.filter((c) => c[0] === '/ext/competition/list').map((c) => c[1])).toContainEqual({ pageNo: 1, pageSize: 20, status: -2 });
    fireEvent.click(await screen.findByTestId('competition-c3'));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?id=c3'));
  });

  it('says when there is none, and shows an error with a retry', async () => {
    fake.server.competitions = [];
    fake.server.failNext = 'Network Error';
    renderPage();
    fireEvent.click(await screen.findByTestId('retry'));
    expect(await screen.findByText('No competitions')).toBeInTheDocument();
  });
});
