import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { competition, entry, serveCommunity, type FakeCommunityServer } from '../../../test/community-fixtures.ts';
import { http, toast } from '../../../test/fakes.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import { expectTexts } from '../../../test/screen-checks.ts';
import CompetitionDetailPage from './index.tsx';

vi.mock('../../lib/notify.ts', async () => (await import('../../../test/fakes.ts')).notifyModule);
vi.mock('../../api/http.ts', async (original) => (await import('../../../test/fakes.ts')).httpModule(original));

const visit = (id = 'c1') => renderPage(<CompetitionDetailPage />, `/bisaiDetail?id=${id}`);

const RANKING = [
  { rank: 1, account: 'al***@sandbox.test', yield: '25.5', reward: '1000' },
  { rank: 2, account: 'bo***@sandbox.test', yield: '0', reward: '200' },
  { rank: 3, account: 'ca***@sandbox.test', yield: '-4.12', reward: '200' },
];

let server: FakeCommunityServer;
beforeEach(() => {
  server = serveCommunity({ ranking: RANKING });
});

describe('competition detail', () => {
  it('shows the facts, the rewards by rank and the live ranking', async () => {
    visit();
    expect(await screen.findByTestId('competition-name')).toHaveTextContent('January trading cup');
    expectTexts({
      'competition-status': 'In progress',
      'competition-fund': '5,000.00 USDT',
      'competition-participants': '12',
      'reward-1': '1,000.00 USDT',
      'competition-rewards': 'Rank 2-5',
    });
    expect(within(screen.getByTestId('rank-1')).getByTestId('rank-yield')).toHaveTextContent('+25.5%');
    expect(within(screen.getByTestId('rank-2')).getByTestId('rank-yield')).toHaveTextContent('0%');
    expect(within(screen.getByTestId('rank-3')).getByTestId('rank-yield')).toHaveTextContent('-4.12%');
    expect(within(screen.getByTestId('rank-3')).getByTestId('rank-account')).toHaveTextContent('ca***@sandbox.test');
    // Money by the display rule: the currency's 2 decimals (the currency list's USDT precision).
    expect(within(screen.getByTestId('rank-1')).getByTestId('rank-reward')).toHaveTextContent('1,000.00 USDT');
    expect(screen.queryByTestId('my-entry')).toBeNull();
    // Only an entrant trades, on its competition account.
    expect(screen.queryByTestId('trade')).toBeNull();
  });

  it('joins after a confirmation that shows the amount to be frozen, then shows my entry and offers exit', async () => {
    visit();
    fireEvent.click(await screen.findByTestId('join'));
    expect(await screen.findByTestId('join-summary')).toHaveTextContent('100.00 USDT will be frozen from your spot balance for January trading cup');
    fireEvent.click(screen.getAllByRole('button', { name: 'Confirm' }).at(-1)!);
    await vi.waitFor(() => expect(http.post).toHaveBeenCalledWith('/ext/competition/join', { id: 'c1' }));
    expect(await screen.findByTestId('my-entry-frozen')).toHaveTextContent('100.00 USDT');
    expect(screen.getByTestId('my-entry-status')).toHaveTextContent('In progress');
    expect(screen.queryByTestId('join')).toBeNull();
    expect(screen.getByTestId('exit')).toBeInTheDocument();
    expect(screen.getByTestId('trade')).toHaveTextContent('Trade on the competition account');
    expect(server.balance).toBe(900);
    expect(toast).toHaveBeenCalledWith({ icon: 'success', content: 'You joined the competition' });
  });

  it('exits early only after confirming: status -3 shown, no exit offered again', async () => {
    server.competitions = [competition({ joined: true })];
    server.entries = [entry()];
    visit();
    expect(await screen.findByTestId('my-entry-rank')).toHaveTextContent('3');
    expect(screen.getByTestId('my-entry-yield')).toHaveTextContent('+12.5%');
    fireEvent.click(screen.getByTestId('exit'));
    expect(await screen.findByTestId('exit-summary')).toHaveTextContent('100.00 USDT is returned to spot and you win no reward');
    // The dialog opened last is the last in the document (an earlier test's may still be closing).
    fireEvent.click(screen.getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    await vi.waitFor(() => expect(screen.queryByTestId('exit-summary')).toBeNull());
    expect(http.post).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('exit'));
    await screen.findByTestId('exit-summary');
    fireEvent.click(screen.getAllByRole('button', { name: 'Confirm' }).at(-1)!);
    await vi.waitFor(() => expect(screen.getByTestId('my-entry-status')).toHaveTextContent('Exited'));
    expect(http.post).toHaveBeenCalledWith('/ext/competition/exit', { id: 'c1' });
    expect(screen.queryByTestId('exit')).toBeNull();
    expect(screen.queryByTestId('join')).toBeNull();
    expect(screen.queryByTestId('trade')).toBeNull();
    expect(toast).toHaveBeenCalledWith({ icon: 'success', content: 'You left the competition' });
  });

  it('offers no join on an ended competition, and says when one does not exist', async () => {
    server.competitions = [competition({ status: -2 })];
    visit();
    expect(await screen.findByTestId('competition-status')).toHaveTextContent('Ended');
    expect(screen.queryByTestId('join')).toBeNull();
  });

  it('shows an error with a retry for an unknown competition', async () => {
    visit('nope');
    expect(await screen.findByTestId('retry')).toBeInTheDocument();
  });
});
