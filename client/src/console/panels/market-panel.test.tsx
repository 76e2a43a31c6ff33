import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { saveToken } from '../qa-client.ts';
import { stubQaApi } from '../test-server.ts';
import { MarketPanel } from './market-panel.tsx';
import { axisDecimals } from './price-chart.tsx';

const TOKEN = 'qa-market';
const T0 = Date.parse('2026-11-25T10:00:00Z');

beforeEach(() => saveToken(TOKEN));
afterEach(() => vi.unstubAllGlobals());

/** The stand-in QA API, plus the public candles call the chart makes (no token). */
function stub(answers: Parameters<typeof stubQaApi>[1]) {
  const { calls, fetchMock } = stubQaApi(TOKEN, answers);
  const candles = vi.fn(() => [0, 1, 2].map((i) => ({ time: T0 + i * 60_000, open: '100', high: '101', low: '99', close: String(100 + i), volume: '1' })));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/ext/market/candles') {
      expect(Object.fromEntries(url.searchParams)).toEqual({ symbol: 'BTCUSDT', interval: '1m', limit: '30' });
      return new Response(JSON.stringify({ code: 200, message: 'OK', result: candles(), timestamp: 0 }));
    }
    return fetchMock(input, init);
  });
  return { calls, posts: () => calls.filter((c) => c.method === 'POST').map((c) => ({ path: c.path, body: c.body })) };
}

const state = {
  symbols: [
    { symbol: 'BTCUSDT', price: '102.00', steers: [{ kind: 'flat', startTime: T0 + 60_000, endTime: T0 + 120_000 }] },
    { symbol: 'EURUSD', price: '1.08000', steers: [] },
  ],
};

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MarketPanel />
    </QueryClientProvider>,
  );
}

test('the chart draws the last closes of the first symbol with its steer shaded; flat and target steer one symbol, never the group', async () => {
  const { posts } = stub({
    'GET /market/state': state,
    'GET /market/stream': { open: 2, faults: [] },
    'POST /market/steer': { symbol: 'EURUSD', kind: 'flat' },
  });
  const { container } = renderPanel();
  // Closes 100, 101, 102 at the ends of their minutes.
  expect(await screen.findByRole('img', { name: 'BTCUSDT price, last 30 minutes: 102' })).toBeInTheDocument();
  expect(screen.getByText('BTCUSDT 102 · low 100 · high 102 · times UTC · steers: flat')).toBeInTheDocument();
  const rect = container.querySelector('rect[data-steer="flat"]')!;
  // The line spans T0+1m..T0+3m over the plot's 492 px (x 64 to 556): the steer T0+1m..T0+2m is its first half.
  expect([rect.getAttribute('x'), rect.getAttribute('width')]).toEqual(['64', '246']);
  // Axes: high, middle and low prices (1 apart: no decimals), whole minutes in UTC under a 2-minute span.
  const labels = (axis: string) => [...container.querySelectorAll(`g[data-axis="${axis}"] text`)].map((t) => t.textContent);
  expect(labels('price')).toEqual(['102', '101', '100']);
  expect(labels('time')).toEqual(['10:01', '10:02', '10:03']);
  expect(screen.getByText('2 open')).toBeInTheDocument();

  expect(screen.getByRole('button', { name: 'Flat' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Target' })).toBeDisabled();
  await userEvent.selectOptions(screen.getByLabelText('Steer target'), 'EURUSD');
  await userEvent.clear(screen.getByLabelText('over s'));
  await userEvent.type(screen.getByLabelText('over s'), '90');
  await userEvent.click(screen.getByRole('button', { name: 'Flat' }));
  expect(await screen.findByText('Steer set.')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('to price'), '1.2');
  await userEvent.click(screen.getByRole('button', { name: 'Target' }));
  await waitFor(() => expect(posts()).toHaveLength(2));
  expect(posts()).toEqual([
    { path: '/market/steer', body: { symbol: 'EURUSD', kind: 'flat', durationSeconds: 90 } },
    { path: '/market/steer', body: { symbol: 'EURUSD', kind: 'target', targetPrice: '1.2', durationSeconds: 90 } },
  ]);
});

test("price labels carry the decimals that tell them apart: none for BTC, four for a forex pair, the price's own on a flat line", () => {
  expect(axisDecimals(64_900, 65_100)).toBe(0); // 65100, 65000, 64900
  expect(axisDecimals(1.1114, 1.1119)).toBe(4); // half the range is 0.00025: 1.1119, 1.1117, 1.1114
  expect(axisDecimals(99.5, 100.5)).toBe(1); // 100.5, 100.0, 99.5
  expect(axisDecimals(1.08, 1.08)).toBe(2);
  expect(axisDecimals(65_000, 65_000)).toBe(0);
});

test('a CSV replay sends the file text and the mode; a refusal shows the server message', async () => {
  let refuse = true;
  const { posts } = stub({
    'GET /market/state': state,
    'GET /market/stream': { open: 0, faults: [] },
    'POST /market/replay': () => (refuse ? new Error('Line 3: high must be at least low, open and close, and low at most open and close, all above 0') : { rows: 2 }),
  });
  renderPanel();
  await screen.findByRole('img');
  const csv = 'offset,open,high,low,close\n0,1,1,1,1\n60,1,0.5,1,1\n';
  await userEvent.upload(screen.getByLabelText('Candles CSV'), new File([csv], 'day.csv', { type: 'text/csv' }));
  await userEvent.selectOptions(screen.getByLabelText('Replay symbol'), 'EURUSD');
  await userEvent.selectOptions(screen.getByLabelText('Replay mode'), 'absolute');
  await userEvent.click(screen.getByRole('button', { name: 'Replay' }));
  expect(await screen.findByText(/Line 3: high must be at least low/)).toBeInTheDocument();
  refuse = false;
  await userEvent.click(screen.getByRole('button', { name: 'Replay' }));
  expect(await screen.findByText('Replay set.')).toBeInTheDocument();
  expect(posts()[1]).toEqual({ path: '/market/replay', body: { symbol: 'EURUSD', mode: 'absolute', csv } });
});

test('the good day and the stream faults: gap and stale for the seconds given, drop, and the active ones listed', async () => {
  let faults: Array<{ id: number; kind: string; until: number | null }> = [];
  const { posts } = stub({
    'GET /market/state': state,
    'GET /market/stream': () => ({ open: 1, faults }),
    'POST /market/good-day': { phases: [] },
    'POST /market/stream/gap': () => ((faults = [{ id: 4, kind: 'stream-gap', until: T0 + 15_000 }]), faults[0]),
    'POST /market/stream/stale': { id: 5, kind: 'stream-stale', until: T0 },
    'POST /market/stream/drop': { dropped: 1 },
  });
  renderPanel();
  await screen.findByRole('img');
  await userEvent.click(screen.getByRole('button', { name: 'Good day' }));
  expect(await screen.findByText('Good day scheduled.')).toBeInTheDocument();
  await userEvent.clear(screen.getByLabelText('Stream fault seconds'));
  await userEvent.type(screen.getByLabelText('Stream fault seconds'), '15');
  await userEvent.click(screen.getByRole('button', { name: 'Gap' }));
  expect(await screen.findByText('1 open · stream-gap until 10:00:15')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Stale quote' }));
  await userEvent.click(screen.getByRole('button', { name: 'Drop streams' }));
  await waitFor(() => expect(posts()).toHaveLength(4));
  expect(posts()).toEqual([
    { path: '/market/good-day', body: { durationSeconds: 600 } },
    { path: '/market/stream/gap', body: { seconds: 15 } },
    { path: '/market/stream/stale', body: { seconds: 15 } },
    { path: '/market/stream/drop', body: undefined },
  ]);
});
