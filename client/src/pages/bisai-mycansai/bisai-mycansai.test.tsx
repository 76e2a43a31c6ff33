import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { entry, serveCommunity, type FakeCommunityServer } from '../../../test/community-fixtures.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import { expectTexts } from '../../../test/screen-checks.ts';
import MyCompetitionsPage from './index.tsx';

vi.mock('../../api/http.ts', async (original) => (await import('../../../test/fakes.ts')).httpModule(original));

/** Where "Trade" leads: the contract page, shown here by its address. */
function ContractPage() {
  return <div data-testid="contract-page">{useLocation().search}</div>;
}
const visit = () => renderPage(<MyCompetitionsPage />, '/bisaiMycansai', { routes: { '/heyue': <ContractPage /> }, available: ['/bisai'] });

let server: FakeCommunityServer;
beforeEach(() => {
  server = serveCommunity({
    entries: [
      entry(),
      entry({ id: 'e2', competitionId: 'c0', competitionName: 'December cup', status: -2, rank: 1, yield: '31.07', reward: '1000' }),
      entry({ id: 'e3', competitionId: 'c9', competitionName: 'Autumn cup', status: -3, rank: null, yield: '-2', exitTime: '2025-10-03 12:00:00' }),
    ],
  });
});

describe('my competitions', () => {
  it('shows each entry with its status, rank, yield, join and exit time and reward', async () => {
    visit();
    await screen.findByTestId('entry-list');
    const running = screen.getByTestId('entry-e1');
    expectTexts({
      'entry-status': 'In progress',
      'entry-rank': '3',
      'entry-yield': '+12.5%',
      'entry-exit': '--',
      'entry-reward': '--',
      // Money by the money display rule: the currency's two decimals and its unit.
      'entry-frozen': '100.00 USDT',
    }, running);
    const won = screen.getByTestId('entry-e2');
    expect(within(won).getByTestId('entry-status')).toHaveTextContent('Ended');
    expect(within(won).getByTestId('entry-reward')).toHaveTextContent('1,000.00 USDT');
    const left = screen.getByTestId('entry-e3');
    expectTexts({
      'entry-status': 'Exited',
      'entry-rank': '--',
      'entry-yield': '-2%',
    }, left);
    expect(within(left).getByTestId('entry-exit')).not.toHaveTextContent('--');
    // Only the running entry trades; its button opens the contract page on that competition's account.
    expect(within(won).queryByTestId('entry-trade')).toBeNull();
    expect(within(left).queryByTestId('entry-trade')).toBeNull();
    fireEvent.click(within(running).getByTestId('entry-trade'));
    expect(await screen.findByTestId('contract-page')).toHaveTextContent('competition=c1');
  });

  it('says when there is no entry yet', async () => {
    server.entries = [];
    visit();
    expect(await screen.findByText('You have not joined a competition')).toBeInTheDocument();
  });
});
