import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LiveChatPage from './index.tsx';
import { CHAT_POLL_MS } from '../../api/chat.ts';
import { chatFixture, fake } from '../../../test/content-server.ts';
import { renderPage } from '../../../test/render-routes.tsx';

vi.mock('../../api/call.ts', async () => (await import('../../../test/content-server.ts')).callModule);

// The conversation on the fake server; ids sort in order (c001, c002, ...).
let stored: ReturnType<typeof chatFixture>[] = [];
let next = 1;
const add = (over: Record<string, unknown>) => {
  const m = chatFixture(next++, over);
  stored.push(m);
  return m;
};

function serve(id: string, input: { query?: Record<string, unknown>; body?: Record<string, unknown> }) {
  if (id === 'ext.chatMessages') {
    const { afterId, beforeId, limit = 30 } = input.query ?? {};
    if (afterId) return { records: stored.filter((m) => m.id > String(afterId)), hasMore: false, unread: 0 };
    const older = beforeId ? stored.filter((m) => m.id < String(beforeId)) : stored;
    const records = older.slice(-Number(limit));
    return { records, hasMore: older.length > records.length, unread: 0 };
  }
  if (id === 'ext.chatSend') {
    const mine = add({ content: input.body?.content });
    const first = stored.length === 1;
    const auto = first ? [add({ fromStaff: true, automatic: true, read: false, content: 'These articles may help:', suggestions: [{ id: 'h1', title: 'How to deposit' }] })] : [];
    return { records: [mine, ...auto] };
  }
  if (id === 'ext.chatRead') {
    stored = stored.map((m) => ({ ...m, read: true }));
    return { unread: 0 };
  }
  throw new Error(`unexpected ${id}`);
}

const visit = () => renderPage(<LiveChatPage />, '/liveChat', { routes: { '/helpDetail': 'help page' }, available: ['/liveChat', '/helpDetail'] });

beforeEach(() => {
  stored = [];
  next = 1;
  fake.reset(serve);
});
afterEach(() => vi.useRealTimers());

describe('live chat', () => {
  it('sends a message; the automatic answer suggests help articles; a message is text, never HTML', async () => {
    visit();
    await screen.findByTestId('chat-empty');
    const input = screen.getByPlaceholderText('Type a message');
    fireEvent.change(input, { target: { value: '<img src=x onerror="window.pwned=1">how do I deposit?' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    const mine = await screen.findByTestId('chat-c001');
    expect(mine).toHaveAttribute('data-from', 'user');
    expect(mine).toHaveTextContent('<img src=x onerror="window.pwned=1">how do I deposit?');
    expect(mine.querySelector('img')).toBeNull();
    const auto = screen.getByTestId('chat-c002');
    expect(auto).toHaveTextContent('Automatic reply');
    expect(screen.getByTestId('suggestion-h1')).toHaveTextContent('How to deposit');
    expect(input).toHaveValue('');
    // The automatic answer is on screen: read, through the last message shown.
    await waitFor(() => expect(fake.inputs('ext.chatRead')).toEqual([{ body: { throughId: 'c002' } }]));
    expect(fake.inputs('ext.chatSend')).toEqual([{ body: { content: '<img src=x onerror="window.pwned=1">how do I deposit?' } }]);
  });

  it('a staff answer arrives by polling, without a reload, and is marked read', async () => {
    add({ content: 'hello' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    visit();
    await screen.findByTestId('chat-c001');
    add({ fromStaff: true, read: false, content: 'Hi, how can we help?' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHAT_POLL_MS);
    });
    expect(await screen.findByText('Hi, how can we help?')).toBeInTheDocument();
    expect(screen.getByTestId('chat-c002')).toHaveTextContent('Support');
    expect(fake.inputs('ext.chatMessages').at(-1)?.query).toEqual({ afterId: 'c001', limit: 30 });
    await waitFor(() => expect(fake.inputs('ext.chatRead')).toEqual([{ body: { throughId: 'c002' } }]));
    // The next poll finds nothing new and shows nothing twice.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHAT_POLL_MS);
    });
    expect(screen.getAllByText('Hi, how can we help?')).toHaveLength(1);
  });

  it('polls nothing while the tab is hidden and catches up the moment it shows again', async () => {
    add({ content: 'hello' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    visit();
    await screen.findByTestId('chat-c001');
    const polls = () => fake.inputs('ext.chatMessages').length;
    const before = polls();
    let state: DocumentVisibilityState = 'hidden';
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
    try {
      add({ fromStaff: true, content: 'Are you still there?' });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(CHAT_POLL_MS * 3);
      });
      expect(polls()).toBe(before);
      state = 'visible';
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      expect(await screen.findByText('Are you still there?')).toBeInTheDocument();
    } finally {
      visibility.mockRestore();
    }
  });

  it('loads earlier messages above', async () => {
    for (let i = 0; i < 35; i++) add({ content: `old ${i + 1}` });
    visit();
    await screen.findByTestId('chat-c035');
    expect(screen.queryByTestId('chat-c005')).toBeNull();
    fireEvent.click(screen.getByTestId('chat-older'));
    expect(await screen.findByTestId('chat-c001')).toBeInTheDocument();
    expect(screen.queryByTestId('chat-older')).toBeNull();
    const ids = [...document.querySelectorAll('[data-testid^="chat-c"]')].map((el) => el.getAttribute('data-testid'));
    expect(ids.slice(0, 3)).toEqual(['chat-c001', 'chat-c002', 'chat-c003']);
    expect(ids).toHaveLength(35);
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    fake.reset((id, input) => {
      if (fail) throw new Error('down');
      return serve(id, input);
    });
    visit();
    const retry = await screen.findByText('Try again');
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('chat-empty')).toBeInTheDocument();
  });
});
