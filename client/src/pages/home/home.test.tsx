import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import HomePage from './index.tsx';
import { fake } from '../../../test/content-server.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import { useUserStore } from '../../store/user-store.ts';

vi.mock('../../api/call.ts', async () => (await import('../../../test/content-server.ts')).callModule);
// The market lists (price stream, tickers) are under test in market-lists.test.tsx.
vi.mock('./market-lists.tsx', () => ({ default: () => null }));

function serve(id: string) {
  if (id === 'ext.unreadCounts') return { notices: 0, announcements: 0, chat: 0 };
  if (id === 'finance.queryUserAssets') return { totalAssets: '12345.678' };
  if (id === 'sys.announcementList') return { records: [], total: 0 };
  throw new Error(`not served: ${id}`);
}

const shortcuts = () => screen.getByRole('navigation', { name: 'Shortcuts' });

beforeEach(() => fake.reset(serve));

describe('home: the asset card above the shortcuts', () => {
  it('is laid out on the first render, before its total loads, so the shortcuts under it never move', async () => {
    useUserStore.setState({ userInfo: { id: 'u1', account: 'dave' } });
    renderPage(<HomePage />, '/home');
    // No await: what the first commit shows.
    const card = screen.getByTestId('asset-card');
    expect(screen.getByTestId('asset-card-total')).toHaveTextContent('--');
    expect(screen.getAllByTestId(/^asset-card-(recharge|withdraw|transfer|exchange)$/)).toHaveLength(4);
    expect(card.compareDocumentPosition(shortcuts()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('asset-card-total')).toHaveTextContent('12,345.67'));
  });

  it('is not shown to a visitor, who gets the ways in', () => {
    useUserStore.setState({ userInfo: {} });
    renderPage(<HomePage />, '/home');
    expect(screen.queryByTestId('asset-card')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(shortcuts()).toBeInTheDocument();
  });
});
