import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import NotificationsPage from './index.tsx';
import { fake, noticeFixture } from '../../../test/content-server.ts';
import { pageOf } from '../../../test/fixtures.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import { useUserStore } from '../../store/user-store.ts';

vi.mock('../../api/call.ts', async () => (await import('../../../test/content-server.ts')).callModule);

// Three notifications: two personal unread, one platform notice already read.
let notices: ReturnType<typeof noticeFixture>[] = [];

function serve(id: string, input: { query?: Record<string, unknown>; body?: Record<string, unknown> }) {
  const unread = () => notices.filter((n) => !n.read).length;
  if (id === 'content.noticeMyList') return pageOf(input.query?.unreadOnly === 1 ? notices.filter((n) => !n.read) : notices, input.query);
  if (id === 'ext.unreadCounts') return { notices: unread(), announcements: 0, chat: 0 };
  if (id === 'ext.noticeRead') {
    notices = notices.map((n) => (n.id === input.body?.id ? { ...n, read: true } : n));
    return { unread: unread() };
  }
  if (id === 'ext.noticeReadAll') {
    notices = notices.map((n) => ({ ...n, read: true }));
    return { unread: 0 };
  }
  throw new Error(`unexpected ${id}`);
}

const visit = () => renderPage(<NotificationsPage />, '/notifications');

beforeEach(() => {
  notices = [
    noticeFixture(1, { title: 'Recharge credited', content: '<p>Your recharge of 100 USDT was credited.</p>' }),
    noticeFixture(2, { title: 'Withdrawal rejected' }),
    noticeFixture(3, { title: 'Welcome', personal: false, kind: 1, read: true }),
  ];
  fake.reset(serve);
  useUserStore.setState({ userInfo: { id: 'u1' } });
});

describe('notifications', () => {
  it('lists personal and platform ones with their unread marks and count', async () => {
    visit();
    const first = await screen.findByTestId('notice-n1');
    expect(first).toHaveTextContent('Personal');
    expect(screen.getByTestId('notice-n3')).toHaveTextContent('Platform');
    expect(within(first).getByTestId('unread-dot')).toBeInTheDocument();
    expect(within(screen.getByTestId('notice-n3')).queryByTestId('unread-dot')).toBeNull();
    expect(await screen.findByText('Unread (2)')).toBeInTheDocument();
  });

  it('opening one shows its body and marks it read; the count follows', async () => {
    visit();
    fireEvent.click(within(await screen.findByTestId('notice-n1')).getByRole('button'));
    expect(await screen.findByText('Your recharge of 100 USDT was credited.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('notice-n1')).toHaveAttribute('data-read', 'true'));
    expect(fake.inputs('ext.noticeRead')).toEqual([{ body: { id: 'n1' } }]);
    expect(await screen.findByText('Unread (1)')).toBeInTheDocument();
    // A read one opened again is not marked again.
    fireEvent.click(within(screen.getByTestId('notice-n3')).getByRole('button'));
    expect(fake.inputs('ext.noticeRead')).toHaveLength(1);
  });

  it("a personal one leads to the record it is about; a platform one has no link", async () => {
    notices[0] = { ...notices[0]!, refId: 'R7' };
    const router = renderPage(<NotificationsPage />, '/notifications', {
      routes: { '/chongzhitixianResult': 'result page' },
      available: ['/notifications', '/chongzhitixianResult'],
    });
    fireEvent.click(within(await screen.findByTestId('notice-n3')).getByRole('button'));
    expect(within(screen.getByTestId('notice-n3')).queryByTestId('notice-detail')).toBeNull();
    fireEvent.click(within(screen.getByTestId('notice-n1')).getAllByRole('button')[0]!);
    fireEvent.click(await within(screen.getByTestId('notice-n1')).findByTestId('notice-detail'));
    await screen.findByText('result page');
    expect(router.state.location.search).toBe('?type=recharge&id=R7');
  });

  it('marks all read; the unread tab is then empty', async () => {
    visit();
    await screen.findByText('Unread (2)');
    fireEvent.click(screen.getByTestId('mark-all'));
    await waitFor(() => expect(screen.getByTestId('mark-all')).toBeDisabled());
    expect(fake.inputs('ext.noticeReadAll')).toHaveLength(1);
    fireEvent.click(screen.getByText('Unread'));
    expect(await screen.findByText('You have read everything')).toBeInTheDocument();
  });
});
