import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ArticleDetailPage from './index.tsx';
import ArticleSharePage from '../article-share/index.tsx';
import NewsPage from '../xinwen/index.tsx';
import { articleFixture, fake, notFound } from '../../../test/content-server.ts';
import { pageOf } from '../../../test/fixtures.ts';
import { renderScreens } from '../../../test/render-routes.tsx';
import { useUserStore } from '../../store/user-store.ts';
import { articleShareUrl } from '../../features/content/index.ts';

vi.mock('../../api/call.ts', async () => (await import('../../../test/content-server.ts')).callModule);
const toast = vi.hoisted(() => vi.fn());
vi.mock('../../lib/notify.ts', () => ({ showToast: toast }));

const ARTICLES = [
  articleFixture(1, { category: 1, title: 'Platform update', coverUrl: 'https://cdn.example.com/1.png' }),
  // The server decides the share page's path (served elsewhere than this test page's /).
  articleFixture(2, { category: 2, title: 'BTC weekly', sharePath: '/m/#/articleShare?id=r2' }),
  articleFixture(3, { category: 4, title: 'First steps', fallback: true }),
];

function serve(id: string, input: { query?: Record<string, unknown>; params?: Record<string, string> }) {
  if (id === 'ext.articleList') return pageOf(ARTICLES.filter((a) => input.query?.category === undefined || a.category === input.query.category), input.query);
  const wanted = input.params?.id ?? input.query?.id;
  if (id === 'ext.articleDetail' || id === 'ext.articleShare') {
    const found = ARTICLES.find((a) => a.id === wanted);
    if (!found) throw notFound();
    return found;
  }
  throw new Error(`unexpected ${id}`);
}

const SCREENS = { '/xinwen': <NewsPage />, '/articleDetail': <ArticleDetailPage />, '/articleShare': <ArticleSharePage />, '/register': 'register page' };
const visit = (at: string) => renderScreens(SCREENS, at, { available: Object.keys(SCREENS) });

let clipboard: string[] = [];
beforeEach(() => {
  fake.reset(serve);
  useUserStore.setState({ userInfo: {} });
  clipboard = [];
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: (text: string) => (clipboard.push(text), Promise.resolve()) },
    configurable: true,
  });
});

describe('news and articles', () => {
  it('lists news with covers and summaries, by category', async () => {
    visit('/xinwen');
    const first = await screen.findByTestId('article-r1');
    expect(first).toHaveTextContent('Article summary 1');
    expect(first.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/1.png');
    expect(screen.getByTestId('article-r3').querySelector('[data-testid="fallback-mark"]')).not.toBeNull();
    fireEvent.click(screen.getByText('Market'));
    await waitFor(() => expect(screen.queryByTestId('article-r1')).toBeNull());
    expect(screen.getByTestId('article-r2')).toBeInTheDocument();
    expect(fake.inputs('ext.articleList').at(-1)?.query).toMatchObject({ category: 2 });
  });

  it('opens an article and copies its share link with a Success toast', async () => {
    const router = visit('/xinwen');
    fireEvent.click(await screen.findByTestId('article-r2'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/articleDetail'));
    expect(await screen.findByTestId('article-title')).toHaveTextContent('BTC weekly');
    expect(screen.getByText(/Views: 7/)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('share-copy'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ content: 'Success', duration: 2000 })));
    expect(clipboard).toEqual([`${window.location.origin}/m/#/articleShare?id=r2`]);
  });

  it('a failed copy says Fail', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
    document.execCommand = () => false;
    visit('/articleDetail?id=r1');
    fireEvent.click(await screen.findByTestId('share-copy'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ content: 'Fail', duration: 2000 })));
  });

  it('the share page works signed out: the article, its link, and an invitation to sign up', async () => {
    const router = visit('/articleShare?id=r3');
    expect(await screen.findByTestId('article-title')).toHaveTextContent('First steps');
    expect(screen.getByTestId('fallback-mark')).toBeInTheDocument();
    expect(fake.inputs('ext.articleShare')).toEqual([{ query: { id: 'r3' } }]);
    expect(fake.inputs('ext.articleDetail')).toEqual([]);
    fireEvent.click(screen.getByTestId('share-copy'));
    await waitFor(() => expect(clipboard).toEqual([`${window.location.origin}/#/articleShare?id=r3`]));
    fireEvent.click(screen.getByTestId('share-cta'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
  });

  it('an unknown shared article says so', async () => {
    visit('/articleShare?id=gone');
    expect(await screen.findByText('This item does not exist or was removed')).toBeInTheDocument();
  });

  it.each(['/articleDetail', '/articleShare', '/articleDetail?id='])('%s without an id says not found at once, never a spinner that stays', async (path) => {
    visit(path);
    expect(await screen.findByText('This item does not exist or was removed')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading...')).toBeNull();
    expect(fake.calls.filter((c) => c.id === 'ext.articleDetail' || c.id === 'ext.articleShare')).toEqual([]);
  });
});

describe('articleShareUrl: the server\'s share path first', () => {
  const here = { origin: 'https://app.example.com', pathname: '/h5/index.html' };
  it('puts a path the server gives on this origin, and keeps a whole http(s) address', () => {
    expect(articleShareUrl('a1', '/#/articleShare?id=a1', here)).toBe('https://app.example.com/#/articleShare?id=a1');
    expect(articleShareUrl('a1', 'https://share.example.com/#/articleShare?id=a1', here)).toBe('https://share.example.com/#/articleShare?id=a1');
  });
  it('without one, or with an address that is not a path here nor http(s), builds it from where the app is served', () => {
    const built = 'https://app.example.com/h5/index.html#/articleShare?id=a1';
    expect(articleShareUrl('a1', undefined, here)).toBe(built);
    expect(articleShareUrl('a1', '', here)).toBe(built);
    expect(articleShareUrl('a1', '//evil.example.com/x', here)).toBe(built);
    expect(articleShareUrl('a1', 'javascript:alert(1)', here)).toBe(built);
  });
});
