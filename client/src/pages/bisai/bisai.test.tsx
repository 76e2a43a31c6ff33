import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { competition, serveCommunity, type FakeCommunityServer } from '../../../test/community-fixtures.ts';
import { argsOf, http } from '../../../test/fakes.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import { expectTexts, retryThenSee } from '../../../test/screen-checks.ts';
import CompetitionListPage from './index.tsx';

vi.mock('../../api/http.ts', async (original) => (await import('../../../test/fakes.ts')).httpModule(original));

const visit = () => renderPage(<CompetitionListPage />, '/bisai', { routes: { '/bisaiDetail': 'detail' } });

let server: FakeCommunityServer;
beforeEach(() => {
  server = serveCommunity({
    competitions: [
      competition(),
      competition({ id: 'c2', name: 'February cup', status: 0, joined: true }),
      competition({ id: 'c3', name: 'December cup', status: -2, participantCount: 40 }),
    ],
  });
});

describe('competition list', () => {
  it('shows each competition with its status, fund, participants and rewards by rank', async () => {
    visit();
    await screen.findByTestId('competition-list');
    const states = ['c1', 'c2', 'c3'].map((id) => within(screen.getByTestId(`competition-${id}`)).getByTestId('competition-status').textContent);
    expect(states).toEqual(['In progress', 'To be started', 'Ended']);
    const first = screen.getByTestId('competition-c1');
    expectTexts({
      'competition-fund': '5,000.00 USDT',
      'competition-entry': '100.00 USDT',
      'reward-2': '200.00 USDT',
    }, first);
    expect(within(screen.getByTestId('competition-c3')).getByTestId('competition-participants')).toHaveTextContent('40');
    expect(within(screen.getByTestId('competition-c2')).getByTestId('competition-joined')).toBeInTheDocument();
    expect(within(first).queryByTestId('competition-joined')).toBeNull();
  });

  it('filters by status code and opens a competition', async () => {
    const router = visit();
    await screen.findByTestId('competition-list');
    fireEvent.click(within(screen.getByTestId('status-filter')).getByText('Ended'));
    await vi.waitFor(() => expect(screen.queryByTestId('competition-c1')).toBeNull());
    expect(argsOf(http.get, '/ext/competition/list')).toContainEqual({ pageNo: 1, pageSize: 20, status: -2 });
    fireEvent.click(await screen.findByTestId('competition-c3'));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?id=c3'));
  });

  it('says when there is none, and shows an error with a retry', async () => {
    server.competitions = [];
    server.failNext = 'Network Error';
    visit();
    await retryThenSee('No competitions');
  });
});
