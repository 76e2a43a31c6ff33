import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import HelpCentrePage from './index.tsx';
import HelpDetailPage from '../help-detail/index.tsx';
import { fake, helpFixture, notFound } from '../../../test/content-server.ts';
import { pageOf } from '../../../test/fixtures.ts';
import { renderScreens } from '../../../test/render-routes.tsx';
import { useLangStore } from '../../store/lang-store.ts';
import { i18next } from '../../i18n/index.ts';

vi.mock('../../api/call.ts', async () => (await import('../../../test/content-server.ts')).callModule);

const HELP = [
  helpFixture(1, { title: 'How to deposit', topic: 2 }),
  helpFixture(2, { title: 'Liquidation price, worked example', topic: 5, content: '<p>Maintenance margin <script>window.pwned = 1</script>rate</p>' }),
  helpFixture(3, { title: 'VIP levels', topic: 8, fallback: true }),
];

function serve(id: string, input: { query?: Record<string, unknown> }) {
  if (id === 'content.helpList') {
    const words = String(input.query?.keyword ?? '').toLowerCase();
    const rows = HELP.filter((h) => (input.query?.topic === undefined || h.topic === input.query.topic) && h.title.toLowerCase().includes(words));
    return pageOf(rows, input.query);
  }
  if (id === 'content.helpDetail') {
    const found = HELP.find((h) => h.id === input.query?.id);
    if (!found) throw notFound();
    return found;
  }
  throw new Error(`unexpected ${id}`);
}

const SCREENS = { '/helpCentre': <HelpCentrePage />, '/helpDetail': <HelpDetailPage /> };
const visit = (at = '/helpCentre') => renderScreens(SCREENS, at, { available: Object.keys(SCREENS) });

beforeEach(() => fake.reset(serve));

describe('help centre', () => {
  it('lists help entries (category 1), filters by topic and marks English fallbacks', async () => {
    visit();
    await screen.findByTestId('help-h1');
    expect(screen.getAllByTestId(/^help-h/)).toHaveLength(3);
    expect(screen.getByTestId('help-h3').querySelector('[data-testid="fallback-mark"]')).not.toBeNull();
    expect(fake.inputs('content.helpList')[0]?.query).toEqual({ pageNo: 1, pageSize: 20, category: 1, topic: undefined, keyword: undefined });

    fireEvent.click(screen.getByText('Perpetual contracts'));
    await waitFor(() => expect(screen.queryByTestId('help-h1')).toBeNull());
    expect(screen.getByTestId('help-h2')).toBeInTheDocument();
    expect(fake.inputs('content.helpList').at(-1)?.query).toMatchObject({ topic: 5 });
  });

  it('shows the topics in one row that scrolls sideways, not wrapped over a third of the first screen', async () => {
    visit();
    await screen.findByTestId('help-h1');
    const topics = screen.getByTestId('help-topics');
    expect(topics).toHaveClass('help-topics');
    const row = topics.querySelector('.adm-capsule-tabs-tab-list');
    // All ten chips (All and the nine topics) in the one row.
    expect(row?.querySelectorAll('.adm-capsule-tabs-tab')).toHaveLength(10);
    expect(row).toHaveTextContent('Perpetual contracts');
    // ChipTabs (global.css .chip-tabs) keeps the .help-topics row on one line (jsdom applies no style sheets).
    expect(row?.closest('.help-topics')).toBe(topics);
  });

  it('searches as the user types, and says when nothing matches', async () => {
    visit();
    await screen.findByTestId('help-h1');
    const input = screen.getByPlaceholderText('Search help articles');
    fireEvent.change(input, { target: { value: 'deposit' } });
    await waitFor(() => expect(screen.queryByTestId('help-h2')).toBeNull());
    expect(screen.getByTestId('help-h1')).toBeInTheDocument();
    expect(fake.inputs('content.helpList').at(-1)?.query).toMatchObject({ keyword: 'deposit' });
    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(await screen.findByText('Nothing matches "zzz"')).toBeInTheDocument();
  });

  it('opens an article; a script in its body is inert', async () => {
    visit();
    fireEvent.click(await screen.findByTestId('help-h2'));
    const body = await screen.findByTestId('article-body');
    expect(body).toHaveTextContent('Maintenance margin rate');
    expect(body.querySelector('script')).toBeNull();
    expect((window as { pwned?: number }).pwned).toBeUndefined();
    expect(screen.getByText('Ask support')).toBeInTheDocument();
  });

  it('an unknown article says so', async () => {
    visit('/helpDetail?id=missing');
    expect(await screen.findByText('This item does not exist or was removed')).toBeInTheDocument();
  });

  it('reads in Thai: the screen in Thai, the English fallback marked in Thai', async () => {
    useLangStore.getState().setLang('tai');
    await waitFor(() => expect(i18next.language).toBe('tai'));
    try {
      visit('/helpDetail?id=h3');
      expect(await screen.findByText('ภาษาอังกฤษ')).toBeInTheDocument();
      expect(screen.getByText('บทความช่วยเหลือ')).toBeInTheDocument();
    } finally {
      useLangStore.getState().setLang('en-us');
      await waitFor(() => expect(i18next.language).toBe('en-us'));
    }
  });
});
