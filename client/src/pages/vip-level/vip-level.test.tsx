import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LEVELS, serveCommunity, type FakeCommunityServer } from '../../../test/community-fixtures.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import { expectTexts } from '../../../test/screen-checks.ts';
import VipLevelPage from './index.tsx';

vi.mock('../../api/http.ts', async (original) => (await import('../../../test/fakes.ts')).httpModule(original));

const visit = () => renderPage(<VipLevelPage />, '/vipLevel');

let server: FakeCommunityServer;
beforeEach(() => {
  server = serveCommunity();
});

describe('VIP levels', () => {
  it('shows my level, my total assets and the progress to the next level', async () => {
    visit();
    expect(await screen.findByTestId('my-level-value')).toHaveTextContent('VIP1');
    expect(screen.getByTestId('my-total-assets')).toHaveTextContent('3,000.00 USDT');
    // (3000 - 1000) / (5000 - 1000) = 50 %; 2000 to go.
    expect(screen.getByTestId('next-level')).toHaveTextContent('50.00% to VIP2: 2,000.00 USDT to go');
  });

  it('lists levels 0-6 with threshold, weekly envelope, upgrade bonus and translated benefits; mine marked', async () => {
    visit();
    await screen.findByTestId('level-list');
    expect(screen.getAllByTestId(/^level-\d$/)).toHaveLength(7);
    const vip2 = screen.getByTestId('level-2');
    expectTexts({
      'level-min': '5,000.00 USDT',
      'level-envelope': '8.00 USDT',
      'level-bonus': '38.00 USDT',
      'level-benefits': 'Weekly red envelope',
    }, vip2);
    expect(within(vip2).getByTestId('level-benefits')).toHaveTextContent('One-time upgrade bonus');
    expect(within(screen.getByTestId('level-1')).getByTestId('level-current')).toBeInTheDocument();
    expect(within(screen.getByTestId('level-2')).queryByTestId('level-current')).toBeNull();
  });

  it('titles a level by its code once, and by its own name beside it when it has one', async () => {
    server.levels = { ...server.levels, levels: LEVELS.map((l) => (l.level === 5 ? { ...l, name: 'Diamond' } : l)) };
    visit();
    await screen.findByTestId('level-list');
    expect(within(screen.getByTestId('level-4')).getByTestId('level-title').textContent).toBe('VIP4');
    expect(within(screen.getByTestId('level-5')).getByTestId('level-title').textContent).toBe('VIP5 · Diamond');
  });

  it('says the top level is held', async () => {
    server.levels = { currentLevel: 6, totalAssets: '612345.678', nextLevelAssets: null, levels: LEVELS };
    visit();
    expect(await screen.findByTestId('next-level')).toHaveTextContent('You hold the highest level');
    expect(screen.getByTestId('my-total-assets')).toHaveTextContent('612,345.67 USDT');
  });

  it('shows an error with a retry', async () => {
    server.failNext = 'Network Error';
    visit();
    fireEvent.click(await screen.findByTestId('retry'));
    expect(await screen.findByTestId('my-level-value')).toHaveTextContent('VIP1');
  });
});
