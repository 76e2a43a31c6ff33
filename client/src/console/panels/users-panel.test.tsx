import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { QaUserDetail, QaUserSummary } from '@sandbox/shared/qa-wire';
import { saveToken } from '../qa-client.ts';
import { stubQaApi } from '../test-server.ts';
import { UsersPanel } from './users-panel.tsx';

const TOKEN = 'qa-secret-users';

function withClient(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

beforeEach(() => saveToken(TOKEN));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const user = (account: string, n: number): QaUserSummary => ({
  id: `u-${account}`,
  account,
  email: `${account}@sandbox.test`,
  phone: `+1 202555010${n}`,
  nickname: null,
  status: 1,
  isDemo: true,
  isGuest: false,
  vipLevel: n,
  kycLevel: 2,
  createdAt: '2026-11-25 10:00:00',
});
const alice = user('alice', 1);
const bob = user('bob', 2);

const aliceDetail: QaUserDetail = {
  user: alice,
  balances: [
    { account: 'spot', currency: 'USDT', available: '1500', frozen: '0' },
    { account: 'contract', currency: 'USDT', available: '800', frozen: '200' },
  ],
  ledger: [
    { id: 'l2', account: 'contract', currency: 'USDT', type: 5, availableDelta: '-200', frozenDelta: '200', availableAfter: '800', frozenAfter: '200', refType: 'Position', refId: 'p1', remark: null, createdAt: '2026-11-25 10:05:00' },
  ],
  openPositions: [
    { id: 'p1', orderNo: 'P1', account: 'contract', symbol: 'BTC/USDT', side: 1, leverage: 10, quantity: '0.02', entryPrice: '100000', margin: '200', liquidationPrice: '90500', openedAt: '2026-11-25 10:05:00' },
  ],
  orders: [{ kind: 'earn', id: 'o1', orderNo: 'E1', status: 1, summary: '1000 USDT, 7 d at 0.012/d', createdAt: '2026-11-24 09:00:00' }],
};

test('search sends the typed part; a user opens with balances, positions, orders and ledger', async () => {
  const { calls } = stubQaApi(TOKEN, {
    'GET /users': (c) => {
      const q = new URLSearchParams(c.search).get('q') ?? '';
      const list = [alice, bob].filter((u) => [u.account, u.email, u.phone].some((f) => f?.toLowerCase().includes(q.toLowerCase())));
      return { list, total: list.length, page: 1, pageSize: 20 };
    },
    'GET /users/u-alice': { ...aliceDetail },
  });
  withClient(<UsersPanel />);
  const table = await screen.findByRole('table', { name: 'Users' });
  expect(within(table).getAllByRole('row')).toHaveLength(3);
  expect(within(table).getAllByText('active, demo')).toHaveLength(2);

  await userEvent.type(screen.getByPlaceholderText('account, e-mail or phone'), 'ALI');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(within(screen.getByRole('table', { name: 'Users' })).queryByText('bob')).toBeNull());
  expect(calls.at(-1)!.search).toContain('q=ALI');

  await userEvent.click(screen.getByRole('button', { name: 'alice' }));
  const detail = await screen.findByRole('region', { name: 'User alice' });
  const balances = within(detail).getByRole('table', { name: 'Balances' });
  expect(within(balances).getByText('1500')).toBeInTheDocument();
  expect(within(balances).getByText('200')).toBeInTheDocument();
  expect(within(within(detail).getByRole('table', { name: 'Open positions' })).getByText('90500')).toBeInTheDocument();
  expect(within(within(detail).getByRole('table', { name: 'Orders' })).getByText('1000 USDT, 7 d at 0.012/d')).toBeInTheDocument();
  expect(within(within(detail).getByRole('table', { name: 'Ledger' })).getByText('-200')).toBeInTheDocument();
});

test('sign in as: a tab opened at the click, cut from the console, sent to the one-time address', async () => {
  const { calls } = stubQaApi(TOKEN, {
    'GET /users': { list: [bob], total: 1, page: 1, pageSize: 20 },
    'POST /users/u-bob/sign-in': { userId: 'u-bob', account: 'bob', code: 'one-time', expiresInSeconds: 60, path: '/?qaSignIn=one-time#/home' },
  });
  const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  withClient(<UsersPanel />);
  await userEvent.click(await screen.findByRole('button', { name: 'Sign in as' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Opened the app signed in as bob in a new tab.');
  expect(open).toHaveBeenCalledWith('', '_blank');
  expect(tab.opener).toBeNull();
  expect(tab.location.href).toBe('/?qaSignIn=one-time#/home');
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.token)).toEqual([TOKEN]);
});

test('a refused sign-in closes the tab it opened and says why', async () => {
  stubQaApi(TOKEN, {
    'GET /users': { list: [bob], total: 1, page: 1, pageSize: 20 },
    'POST /users/u-bob/sign-in': new Error('No user with id u-bob'),
  });
  const tab = { opener: null, location: { href: '' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  withClient(<UsersPanel />);
  await userEvent.click(await screen.findByRole('button', { name: 'Sign in as' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No user with id u-bob');
  expect(tab.close).toHaveBeenCalled();
  expect(tab.location.href).toBe('');
});

test('more users than a page: next asks for page 2', async () => {
  const { calls } = stubQaApi(TOKEN, {
    'GET /users': (c) => ({ list: [new URLSearchParams(c.search).get('page') === '2' ? bob : alice], total: 21, page: Number(new URLSearchParams(c.search).get('page')), pageSize: 20 }),
  });
  withClient(<UsersPanel />);
  expect(await screen.findByText('page 1 of 2 (21 users)')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('button', { name: 'bob' })).toBeInTheDocument();
  expect(calls.at(-1)!.search).toContain('page=2');
});
