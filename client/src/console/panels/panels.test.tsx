import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { saveToken } from '../qa-client.ts';
import { withClient } from '../render-panel.tsx';
import { stubQaApi } from '../test-server.ts';
import { ChatPanel } from './chat-panel.tsx';
import { FaultsPanel } from './faults-panel.tsx';
import { QueuesPanel } from './queues-panel.tsx';
import { SnapshotPanel } from './snapshot-panel.tsx';

const TOKEN = 'qa-secret-2';


beforeEach(() => saveToken(TOKEN));
afterEach(() => vi.unstubAllGlobals());

const withdrawal = (status: number) => ({
  id: '101', orderNo: 'W202611250001', userId: '7', currency: 'USDT', amount: '250', receiveAmount: '249', address: 'TXabc', accountNo: null, status, createdAt: '2026-11-25 10:00:00',
});

describe('review queues', () => {
  test('a withdrawal under review is approved, shows as approved and unpaid, then is paid and leaves the queue', async () => {
    // The server's queue as it moves: under review (0), approved (1), paid (gone).
    let state: 'review' | 'approved' | 'paid' = 'review';
    const { calls } = stubQaApi(TOKEN, {
      'GET /finance/pending': () => ({ recharges: [], withdrawals: state === 'paid' ? [] : [withdrawal(state === 'review' ? 0 : 1)] }),
      'GET /kyc': [],
      'GET /loan/pending': [],
      'GET /finance/auto-approve': { enabled: false, delaySeconds: 0 },
      'POST /finance/withdrawals/101/approve': () => ((state = 'approved'), withdrawal(1)),
      'POST /finance/withdrawals/101/pay': () => ((state = 'paid'), withdrawal(2)),
    });
    withClient(<QueuesPanel />);
    const table = await screen.findByRole('table', { name: 'Withdrawals' });
    expect(within(table).getByText('250 USDT')).toBeInTheDocument();
    expect(within(table).getByText('under review')).toBeInTheDocument();
    expect(screen.getAllByText('Queue empty.')).toHaveLength(3);

    await userEvent.click(within(table).getByRole('button', { name: 'Approve' }));
    expect(await within(table).findByText('approved, unpaid')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Withdrawals' })).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/finance/withdrawals/101/approve', '/finance/withdrawals/101/pay']);
  });

  test('a rejection sends the typed reason; a refused action shows the server message', async () => {
    const { calls } = stubQaApi(TOKEN, {
      'GET /finance/pending': { recharges: [{ id: '55', orderNo: 'R1', userId: '7', currency: 'BTC', amount: '0.5', status: 0, createdAt: '2026-11-25 09:00:00' }], withdrawals: [] },
      'GET /kyc': [{ id: '9', userId: '8', level: 2, realName: 'Bo Li', docType: 1, docNumber: '1101****1234', submittedAt: '2026-11-25 08:00:00' }],
      'GET /loan/pending': [],
      'GET /finance/auto-approve': { enabled: false, delaySeconds: 0 },
      'POST /finance/recharges/55/reject': new Error('Review is no longer pending'),
      'POST /kyc/9/reject': { id: '9' },
    });
    withClient(<QueuesPanel />);
    const deposits = await screen.findByRole('table', { name: 'Deposits' });
    await userEvent.type(screen.getByLabelText('Reason'), 'Blurry proof');
    await userEvent.click(within(deposits).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Review is no longer pending');
    await userEvent.click(within(screen.getByRole('table', { name: 'Identity applications' })).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/finance/recharges/55/reject', { reason: 'Blurry proof' }],
      ['/kyc/9/reject', { reason: 'Blurry proof' }],
    ]);
  });

  test("a deposit's proof image is fetched with the token on demand and shown from a blob", async () => {
    const png = new Uint8Array([137, 80, 78, 71]);
    const { calls } = stubQaApi(TOKEN, {
      'GET /finance/pending': { recharges: [{ id: '55', orderNo: 'R1', userId: '7', currency: 'BTC', amount: '0.5', status: 0, createdAt: '2026-11-25 09:00:00', proofUrl: '/api/common/file/u-77' }], withdrawals: [] },
      'GET /kyc': [],
      'GET /loan/pending': [],
      'GET /finance/auto-approve': { enabled: false, delaySeconds: 0 },
      'GET /finance/uploads/u-77': png,
    });
    // jsdom has no object URLs.
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:proof-1'), revokeObjectURL: vi.fn() }));
    withClient(<QueuesPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Proof' }));
    expect(await screen.findByRole('img', { name: 'Proof' })).toHaveAttribute('src', 'blob:proof-1');
    expect(calls.find((c) => c.path === '/finance/uploads/u-77')?.token).toBe(TOKEN);
  });

  test('auto-approval is read, turned on after a delay, and shown on', async () => {
    let setting = { enabled: false, delaySeconds: 0 };
    const { calls } = stubQaApi(TOKEN, {
      'GET /finance/pending': { recharges: [], withdrawals: [] },
      'GET /kyc': [],
      'GET /loan/pending': [],
      'GET /finance/auto-approve': () => setting,
      'POST /finance/auto-approve': (c) => (setting = c.body as typeof setting),
    });
    withClient(<QueuesPanel />);
    expect(await screen.findByTestId('auto-approve')).toHaveTextContent('Auto-approve deposits and withdrawals: off');
    await userEvent.clear(screen.getByLabelText('after s'));
    await userEvent.type(screen.getByLabelText('after s'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(screen.getByTestId('auto-approve')).toHaveTextContent('on, after 10 s'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ enabled: true, delaySeconds: 10 });
  });

  test('a queue that fails to load says why', async () => {
    stubQaApi(TOKEN, { 'GET /finance/pending': { recharges: [], withdrawals: [] }, 'GET /kyc': [], 'GET /finance/auto-approve': { enabled: false, delaySeconds: 0 } });
    withClient(<QueuesPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('no stand-in for GET /loan/pending');
  });
});

describe('snapshots', () => {
  test('empty at first; save under a name, then it is listed; restore and delete call its routes', async () => {
    const saved: { name: string; savedAt: string; sizeBytes: number }[] = [];
    const { calls } = stubQaApi(TOKEN, {
      'GET /snapshots': () => saved,
      'POST /snapshots': (c) => {
        saved.push({ name: (c.body as { name: string }).name, savedAt: '2026-11-25 16:00:00', sizeBytes: 856_064 });
        return saved[0];
      },
      'POST /snapshots/before-demo/restore': { restored: 'before-demo' },
      'DELETE /snapshots/before-demo': () => (saved.pop(), { name: 'before-demo', deleted: true }),
    });
    withClient(<SnapshotPanel />);
    expect(await screen.findByText('No snapshots yet.')).toBeInTheDocument();

    const save = screen.getByRole('button', { name: 'Save snapshot' });
    await userEvent.type(screen.getByLabelText('Name'), 'bad name');
    expect(save).toBeDisabled();
    expect(screen.getByText('Letters, digits, - and _ only (64 at most).')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), 'before-demo');
    await userEvent.click(save);
    expect(await screen.findByText('836 KB')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Restored before-demo.');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No snapshots yet.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/snapshots', { name: 'before-demo', overwrite: true }],
      ['POST', '/snapshots/before-demo/restore', undefined],
      ['DELETE', '/snapshots/before-demo', undefined],
    ]);
  });
});

describe('faults', () => {
  test('a 500 on a route is added and listed; clear all empties the list', async () => {
    let active: unknown[] = [];
    const { calls } = stubQaApi(TOKEN, {
      'GET /faults': () => active,
      'POST /faults': (c) => ((active = [{ id: 1, hits: 0, ...(c.body as object) }]), active[0]),
      'DELETE /faults': () => ((active = []), { cleared: 1 }),
    });
    withClient(<FaultsPanel />);
    expect(await screen.findByText('No active faults.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Route'));
    await userEvent.type(screen.getByLabelText('Route'), '/api/wallet/*');
    await userEvent.type(screen.getByLabelText('Calls'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Add fault' }));
    const table = await screen.findByRole('table', { name: 'Active faults' });
    expect(within(table).getByText('/api/wallet/*')).toBeInTheDocument();
    expect(within(table).getByText('code 500')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ route: '/api/wallet/*', kind: 'code', code: 500, calls: 3 });
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(await screen.findByText('No active faults.')).toBeInTheDocument();
  });
});

describe('support chat', () => {
  test('a waiting conversation is opened and answered; the answer joins it', async () => {
    const records = [{ id: 'm1', fromStaff: false, automatic: false, content: 'Where is my deposit?', createdAt: '2026-11-25 10:00:00' }];
    const { calls } = stubQaApi(TOKEN, {
      'GET /content/chat/conversations': () => [
        { userId: 'u7', account: 'alice', unanswered: records.at(-1)!.fromStaff ? 0 : 1, lastMessage: records.at(-1)! },
      ],
      'GET /content/chat/conversation': () => ({ records }),
      'POST /content/chat/answer': (c) => {
        const m = { id: 'm2', fromStaff: true, automatic: false, content: (c.body as { content: string }).content, createdAt: '2026-11-25 10:05:00' };
        records.push(m);
        return m;
      },
    });
    withClient(<ChatPanel />);
    expect(await screen.findByText('1 waiting')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'alice' }));
    await userEvent.type(await screen.findByLabelText('Answer'), 'It arrived, see your wallet.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('answered')).toBeInTheDocument();
    expect(screen.getByLabelText('Answer')).toHaveValue('');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ userId: 'u7', content: 'It arrived, see your wallet.' });
    expect(calls.find((c) => c.path === '/content/chat/conversation')?.search).toBe('?userId=u7');
  });
});
