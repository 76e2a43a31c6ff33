import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { EnvBadge } from '../components/brand.tsx';
import { initI18n } from '../i18n/index.ts';
import { useUserStore } from '../store/user-store.ts';
import { takeQaSignIn } from './qa-sign-in.ts';

afterEach(async () => {
  vi.unstubAllGlobals();
  useUserStore.getState().logout();
  window.history.replaceState(null, '', '/');
  await initI18n('en-us');
});

function renderBadge() {
  const client = new QueryClient();
  client.setQueryData(['publicSettings'], { brandTitle: 'Trading Sandbox', environmentBadge: 'SANDBOX' });
  return render(
    <QueryClientProvider client={client}>
      <EnvBadge />
    </QueryClientProvider>,
  );
}

/** fetch replaced by the QA exchange: the code `good` once, anything else refused as the server does. */
function stubExchange() {
  const used = new Set<string>();
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const { code } = JSON.parse(String(init?.body)) as { code: string };
    const ok = code === 'good' && !used.has(code);
    used.add(code);
    const envelope = ok
      ? { code: 200, message: 'OK', result: { token: 'qa-session-token-0123456789', userId: 'demo-user-bob', account: 'bob' } }
      : { code: 400, message: 'This sign-in link was already used or has expired', result: null };
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

test('the one-time code leaves the address, is exchanged once, and the session is kept as a login keeps it', async () => {
  const fetchMock = stubExchange();
  useUserStore.getState().setToken('someone-before');
  window.history.replaceState(null, '', '/?qaSignIn=good&x=1#/home');

  expect(await takeQaSignIn()).toBe(true);
  expect(window.location.search).toBe('?x=1');
  expect(window.location.hash).toBe('#/home');
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.calls[0]![0]).toBe('/__qa/sign-in/exchange');
  expect(useUserStore.getState().token).toBe('qa-session-token-0123456789');
  expect(localStorage.getItem('token')).toBe('qa-session-token-0123456789');

  // No code in the address: nothing is asked.
  expect(await takeQaSignIn()).toBe(false);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('a spent code changes nothing', async () => {
  stubExchange();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  useUserStore.getState().setToken('mine');
  window.history.replaceState(null, '', '/?qaSignIn=spent#/home');
  expect(await takeQaSignIn()).toBe(false);
  expect(window.location.search).toBe('');
  expect(useUserStore.getState().token).toBe('mine');
});

test('the sandbox badge says who QA signed in as, in the language chosen, and only for that session', async () => {
  stubExchange();
  window.history.replaceState(null, '', '/?qaSignIn=good#/home');
  await takeQaSignIn();
  renderBadge();
  expect(screen.getByText('SANDBOX')).toBeInTheDocument();
  expect(screen.getByText('Signed in by QA as bob')).toBeInTheDocument();

  await act(async () => {
    await initI18n('zh-cn');
  });
  expect(screen.getByText('由 QA 以 bob 身份登录')).toBeInTheDocument();

  // A normal login afterwards: the badge no longer claims QA.
  act(() => useUserStore.getState().setToken('a-normal-login-token'));
  expect(screen.queryByText(/QA/)).toBeNull();
  expect(screen.getByText('SANDBOX')).toBeInTheDocument();
});
