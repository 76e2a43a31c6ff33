import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ConsolePage, REFUSED_MESSAGE } from './console-page.tsx';
import { saveToken } from './qa-client.ts';
import { stubQaApi } from './test-server.ts';

const TOKEN = 'qa-secret-1';

/** Every read a panel makes on its first render, with small known answers. */
const ANSWERS = {
  'GET /state': { scenarios: ['demo', 'withdrawal-review'], loaded: { name: 'demo', loadedAt: Date.UTC(2026, 10, 25, 8) }, clock: {} },
  'GET /clock': { now: '2026-11-25 16:00:00', epochMs: 0, offsetMs: 7_200_000, jobs: [{ name: 'loan job', everyMs: 60_000, nextRun: '2026-11-25 16:01:00' }] },
  'GET /finance/pending': { recharges: [], withdrawals: [] },
  'GET /finance/auto-approve': { enabled: false, delaySeconds: 0 },
  'GET /kyc': [],
  'GET /loan/pending': [],
  'GET /inbox': [],
  'GET /snapshots': [],
  'GET /market/state': { symbols: [] },
  'GET /market/stream': { open: 0, faults: [] },
  'GET /faults': [],
  'GET /requests': { capacity: 2000, held: 0, requests: [] },
  'GET /content/chat/conversations': [],
  'GET /users': { list: [], total: 0, page: 1, pageSize: 20 },
};

afterEach(() => vi.unstubAllGlobals());

describe('the QA token', () => {
  test('without a token only the gate shows, and nothing is asked of the server', () => {
    const { fetchMock } = stubQaApi(TOKEN, ANSWERS);
    render(<ConsolePage />);
    expect(screen.getByLabelText('QA token')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Clock' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('a wrong token is refused with a clear message, nothing else shows and nothing is kept', async () => {
    const { calls } = stubQaApi(TOKEN, ANSWERS);
    render(<ConsolePage />);
    await userEvent.type(screen.getByLabelText('QA token'), 'not-it');
    await userEvent.click(screen.getByRole('button', { name: 'Open console' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED_MESSAGE);
    expect(screen.queryByRole('heading', { name: 'Clock' })).toBeNull();
    expect(sessionStorage.length).toBe(0);
    // One check of the token, no panel read.
    expect(calls.map((c) => `${c.method} ${c.path} ${c.token}`)).toEqual(['GET /state not-it']);
  });

  test('the right token (spaces trimmed) opens every panel, is kept for the tab and sent on every call', async () => {
    const { calls } = stubQaApi(TOKEN, ANSWERS);
    const { unmount } = render(<ConsolePage />);
    await userEvent.type(screen.getByLabelText('QA token'), `  ${TOKEN} `);
    await userEvent.click(screen.getByRole('button', { name: 'Open console' }));
    expect(await screen.findByTestId('clock-now')).toHaveTextContent('2026-11-25 16:00:00');
    for (const title of ['Scenarios', 'Clock', 'Review queues', 'Inbox', 'Snapshots', 'Market', 'Faults', 'Request log', 'Support chat', 'Users']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('offset 2.00 h from real time')).toBeInTheDocument();
    await waitFor(() => expect(new Set(calls.map((c) => c.path))).toEqual(new Set(Object.keys(ANSWERS).map((k) => k.slice(4)))));
    expect(calls.every((c) => c.token === TOKEN)).toBe(true);

    // Pasted once: a reload of the page (a new render) opens straight away.
    unmount();
    render(<ConsolePage />);
    expect(await screen.findByTestId('clock-now')).toBeInTheDocument();
    expect(screen.queryByLabelText('QA token')).toBeNull();
  });

  test('a kept token the server no longer takes (restarted with a new one) drops back to the gate with the reason', async () => {
    stubQaApi(TOKEN, ANSWERS);
    saveToken('old-token');
    render(<ConsolePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED_MESSAGE);
    expect(screen.getByLabelText('QA token')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Clock' })).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});
