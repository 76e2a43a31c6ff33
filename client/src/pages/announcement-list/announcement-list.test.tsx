import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import AnnouncementListPage from './index.tsx';
import AnnouncementDetailPage from '../announcement-detail/index.tsx';
import { announcementFixture, fake, notFound } from '../../../test/content-server.ts';
import { pageOf } from '../../../test/fixtures.ts';
import { renderScreens } from '../../../test/render-routes.tsx';
import { useUserStore } from '../../store/user-store.ts';

vi.mock('../../api/call.ts', async () => (await import('../../../test/content-server.ts')).callModule);

// 25 announcements, the first pinned (the server orders them; the screen keeps its order).
const ALL = Array.from({ length: 25 }, (_, i) => announcementFixture(i + 1, i === 0 ? { pinned: true } : {}));

function serve(id: string, input: { query?: Record<string, unknown>; params?: Record<string, string> }) {
  if (id === 'sys.announcementList') return pageOf(ALL, input.query);
  if (id === 'sys.announcementListByUser') return pageOf(ALL.map((a, i) => ({ ...a, read: i !== 1 })), input.query);
  if (id === 'ext.announcementDetail') {
    const found = ALL.find((a) => a.id === input.params?.id);
    if (!found) throw notFound();
    return { ...found, read: true };
  }
  if (id === 'ext.unreadCounts') return { notices: 0, announcements: 0, chat: 0 };
  throw new Error(`unexpected ${id}`);
}

const SCREENS = { '/announcementList': <AnnouncementListPage />, '/announcementDetail': <AnnouncementDetailPage />, '/outlink': 'outlink page' };
const visit = (at = '/announcementList') => renderScreens(SCREENS, at, { available: Object.keys(SCREENS) });

beforeEach(() => {
  fake.reset(serve);
  useUserStore.setState({ userInfo: {} });
});

describe('announcements', () => {
  it('lists them pinned first, 20 a page, and opens one', async () => {
    const router = visit();
    const first = await screen.findByTestId('announcement-a1');
    expect(first.parentElement?.querySelector('[data-testid="pinned"]')).toHaveTextContent('Pinned');
    expect(screen.getAllByTestId(/^announcement-a/)).toHaveLength(20);
    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(screen.getAllByTestId(/^announcement-a/)).toHaveLength(25));
    expect(fake.inputs('sys.announcementList').map((i) => i.query)).toEqual([
      { pageNo: 1, pageSize: 20 },
      { pageNo: 2, pageSize: 20 },
    ]);

    fireEvent.click(screen.getByTestId('announcement-a3'));
    await waitFor(() => expect(router.state.location.search).toBe('?id=a3'));
    expect(await screen.findByTestId('article-title')).toHaveTextContent('Announcement 3');
    expect(screen.getByTestId('article-body')).toHaveTextContent('Body of announcement 3');
  });

  it('shows a signed-in reader which ones are unread (listByUser)', async () => {
    useUserStore.setState({ userInfo: { id: 'u1' } });
    visit();
    const second = await screen.findByTestId('announcement-a2');
    expect(second.querySelector('.unread-dot')).not.toBeNull();
    expect(screen.getByTestId('announcement-a3').querySelector('.unread-dot')).toBeNull();
    expect(fake.inputs('sys.announcementList')).toEqual([]);
  });

  it('shows the empty state', async () => {
    fake.reset((id, input) => (id === 'sys.announcementList' ? pageOf([], input.query) : serve(id, input)));
    visit();
    expect(await screen.findByText('No announcements yet')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    fake.reset((id, input) => {
      if (fail && id === 'sys.announcementList') throw new Error('down');
      return serve(id, input);
    });
    visit();
    const retry = await screen.findByText('Try again');
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('announcement-a1')).toBeInTheDocument();
  });
});

describe('announcement detail', () => {
  it('says "not found" for an unknown id', async () => {
    visit('/announcementDetail?id=nope');
    expect(await screen.findByText('This item does not exist or was removed')).toBeInTheDocument();
  });

  it('marks an English fallback visibly', async () => {
    fake.reset((id, input) => (id === 'ext.announcementDetail' ? { ...announcementFixture(9), fallback: true, read: true } : serve(id, input)));
    visit('/announcementDetail?id=a9');
    expect(await screen.findByTestId('fallback-mark')).toHaveTextContent('In English');
  });

  it('link mode 4 opens the outlink page with the address as a query parameter', async () => {
    fake.reset((id, input) =>
      id === 'ext.announcementDetail' ? { ...announcementFixture(4, { link: 'https://example.com/cup?x=1', linkMode: 4 }), read: true } : serve(id, input),
    );
    const router = visit('/announcementDetail?id=a4');
    fireEvent.click(await screen.findByTestId('announcement-link'));
    await screen.findByText('outlink page');
    expect(router.state.location.search).toBe(`?url=${encodeURIComponent('https://example.com/cup?x=1')}`);
  });

  it('link mode 2 with an app path opens that screen', async () => {
    fake.reset((id, input) =>
      id === 'ext.announcementDetail' ? { ...announcementFixture(6, { link: '/announcementList', linkMode: 2 }), read: true } : serve(id, input),
    );
    const router = visit('/announcementDetail?id=a6');
    fireEvent.click(await screen.findByTestId('announcement-link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/announcementList'));
  });

  it('mode 1 shows no link at all', async () => {
    fake.reset((id, input) =>
      id === 'ext.announcementDetail' ? { ...announcementFixture(5, { link: 'https://example.com/', linkMode: 1 }), read: true } : serve(id, input),
    );
    visit('/announcementDetail?id=a5');
    await screen.findByText('Announcement 5');
    expect(screen.queryByTestId('announcement-link')).toBeNull();
  });
});
