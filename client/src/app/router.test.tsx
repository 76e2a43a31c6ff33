import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, AxiosResponse } from 'axios';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadHttp } from '../api/http.ts';
import { RouteAvailabilityContext } from '../components/route-availability.tsx';
import { i18next } from '../i18n/index.ts';
import { FIRST_SECTIONS, splitMessages } from '../i18n/sections.ts';
import { useUserStore } from '../store/user-store.ts';
import type { GuardDeps } from './guard.ts';
import { AppRouterView, createAppRouter, type AppRouter } from './router.tsx';
import { usePageLoading } from './page-loading.ts';
import { registeredPaths, ROUTES, type RouteEntry } from './routes.ts';

// Every call answers with an empty success envelope; the guard's user fetch is injected.
const adapter: AxiosAdapter = async (config) =>
  ({ status: 200, statusText: 'OK', headers: {}, config, data: { code: 200, result: null } }) as AxiosResponse;
(await loadHttp()).defaults.adapter = adapter;

type UserAnswer = Awaited<ReturnType<GuardDeps['fetchUser']>>;

/** `fetchUser` answers the guard's user call; by default at once, from `user`. */
function renderApp(initialPath: string, user: { id?: string } = {}, table: readonly RouteEntry[] = ROUTES, fetchUser?: () => Promise<UserAnswer>) {
  const deps: GuardDeps = {
    fetchUser: vi.fn(fetchUser ?? (async () => (user.id ? { code: 200, result: user } : { code: 401, message: 'Please log in' }))),
    session: {
      hasUserId: () => Boolean(useUserStore.getState().userInfo.id),
      setUserInfo: (info) => useUserStore.getState().setUserInfo(info),
      setRedirectTo: (path) => useUserStore.getState().setRedirectTo(path),
    },
  };
  const router = createAppRouter(deps, createMemoryHistory({ initialEntries: [initialPath], v5Compat: true }), table);
  routers.push(router);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouteAvailabilityContext.Provider value={registeredPaths()}>
        <AppRouterView router={router} />
      </RouteAvailabilityContext.Provider>
    </QueryClientProvider>,
  );
  return { router, deps };
}

const routers: AppRouter[] = [];
afterEach(() => {
  for (const router of routers.splice(0)) router.dispose();
});

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  useUserStore.setState({ token: '', userInfo: {}, redirectTo: '/home' });
});

describe('router', () => {
  it('sends / and unknown paths to /home', async () => {
    const a = renderApp('/');
    await waitFor(() => expect(a.router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('main', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('sends unknown paths and table routes without a page to /home', async () => {
    const a = renderApp('/no-such-page');
    await waitFor(() => expect(a.router.state.location.pathname).toBe('/home'));
  });

  it('sends a login-only route to /login when the server does not know the user', async () => {
    const { router, deps } = renderApp('/my');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(deps.fetchUser).toHaveBeenCalled();
    // Cold start (deep link): the target is remembered for after the login.
    expect(useUserStore.getState().redirectTo).toBe('/my');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('remembers where the user came from when a later navigation is refused', async () => {
    const { router } = renderApp('/home');
    await screen.findByRole('main', { name: 'Home' });
    await act(() => router.navigate('/changePassword'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useUserStore.getState().redirectTo).toBe('/home');
  });

  it('opens a login-only route for a known user', async () => {
    const { router } = renderApp('/my', { id: 'u1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/my'));
    expect(await screen.findByRole('main', { name: 'Personal centre' })).toBeInTheDocument();
  });

  it('keeps the login page state when the user leaves and returns', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    const account = await screen.findByPlaceholderText('Enter account name, email or mobile');
    await user.type(account, 'alice');
    await act(() => router.navigate('/home'));
    await screen.findByRole('main', { name: 'Home' });
    await act(() => router.navigate('/login'));
    await waitFor(() => expect(screen.getByPlaceholderText('Enter account name, email or mobile')).toBeVisible());
    expect(screen.getByPlaceholderText('Enter account name, email or mobile')).toHaveValue('alice');
  });

  it('keeps the outlink page, with its own address, while another route shows', async () => {
    const { router } = renderApp('/outlink?url=https%3A%2F%2Fexample.com%2Fhelp');
    const frame = await screen.findByTitle('example.com');
    expect(frame).toHaveAttribute('src', 'https://example.com/help');
    await act(() => router.navigate('/home'));
    await screen.findByRole('main', { name: 'Home' });
    // Still mounted (hidden), and still showing its own address, not /home's empty query.
    expect(screen.getByTitle('example.com', { exact: true })).toBe(frame);
    expect(frame).toHaveAttribute('src', 'https://example.com/help');
    expect(frame).not.toBeVisible();
  });

  it('titles the outlink page without an address by what it is and says what is missing, never "Fail"', async () => {
    renderApp('/outlink');
    expect(await screen.findByRole('main', { name: 'External page' })).toBeInTheDocument();
    expect(screen.getByText('No page address was given. Open a link from the app to show it here.')).toBeInTheDocument();
    expect(screen.queryByText('Fail')).toBeNull();
  });

  it('refuses a non-web address on the outlink page', async () => {
    renderApp('/outlink?url=javascript%3Aalert(1)');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link cannot be opened.');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('keeps the committed page while a navigation waits for the guard, with the overlay up, then commits', async () => {
    const { router, deps } = renderApp('/home', { id: 'u1' });
    await screen.findByRole('main', { name: 'Home' });
    await waitFor(() => expect(usePageLoading.getState().isLoading).toBe(false));
    // The user is forgotten, so the next guard asks the server, which answers late.
    useUserStore.setState({ userInfo: {} });
    let answer: (value: UserAnswer) => void = () => undefined;
    vi.mocked(deps.fetchUser).mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    let settled = false;
    act(() => void router.navigate('/my').then(() => (settled = true)));
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    expect(usePageLoading.getState().isLoading).toBe(true);
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.getByRole('main', { name: 'Home' })).toBeInTheDocument();
    await act(async () => answer({ code: 200, result: { id: 'u1' } }));
    await waitFor(() => expect(settled).toBe(true));
    expect(router.state.location.pathname).toBe('/my');
    expect(await screen.findByRole('main', { name: 'Personal centre' })).toBeInTheDocument();
  });

  describe("a page's chunk and the guard's user call", () => {
    /** The table with `path`'s loader counted, and a guard whose user call waits for `answer`. */
    function renderWithPendingGuard(path: string, initialPath: string) {
      const load = vi.fn(ROUTES.find((r) => r.path === path)!.load!);
      const table = ROUTES.map((r) => (r.path === path ? { ...r, load } : r));
      let answer: (value: UserAnswer) => void = () => undefined;
      const pending = new Promise<UserAnswer>((resolve) => (answer = resolve));
      const app = renderApp(initialPath, {}, table, () => pending);
      return { ...app, load, answer: (id?: string) => answer(id ? { code: 200, result: { id } } : { code: 401, message: 'Please log in' }) };
    }

    it('loads a public page while the user call is in flight', async () => {
      const { router, load, answer } = renderWithPendingGuard('/xinwen', '/xinwen');
      await waitFor(() => expect(load).toHaveBeenCalled());
      expect(router.state.initialized).toBe(false);
      await act(async () => answer());
      expect(await screen.findByTestId('xinwen')).toBeInTheDocument();
    });

    it('loads a login-only page while the user call is in flight when a session is stored', async () => {
      useUserStore.setState({ token: 'stored' });
      const { router, load, answer } = renderWithPendingGuard('/my', '/my');
      await waitFor(() => expect(load).toHaveBeenCalled());
      await act(async () => answer('u1'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/my'));
    });

    it("leaves a login-only page's chunk alone for a visitor, who goes to /login", async () => {
      const { router, load, answer } = renderWithPendingGuard('/my', '/my');
      await act(async () => answer());
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(load).not.toHaveBeenCalled();
    });
  });

  it('shows the error screen when a page fails to load, and the next navigation leaves it', async () => {
    const table = ROUTES.map((r) => (r.path === '/xinwen' ? { ...r, load: () => Promise.reject(new Error('chunk lost')) } : r));
    const { router } = renderApp('/home', {}, table);
    await screen.findByRole('main', { name: 'Home' });
    await act(() => router.navigate('/xinwen'));
    expect(await screen.findByRole('alert')).toHaveTextContent('chunk lost');
    await act(() => router.navigate('/home'));
    expect(await screen.findByRole('main', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByText('chunk lost')).toBeNull();
  });

  it.each([
    ['a visitor', {}],
    ['a signed-in user', { id: 'u1' }],
  ])('renders /home for %s from the first part of the language pack alone: no raw key shows', async (_who, user) => {
    const whole = i18next.getResourceBundle('en-us', 'translation') as Record<string, unknown>;
    i18next.removeResourceBundle('en-us', 'translation');
    i18next.addResourceBundle('en-us', 'translation', splitMessages(whole, FIRST_SECTIONS).first);
    try {
      renderApp('/home', user);
      await screen.findByRole('main', { name: 'Home' });
      // The lazy parts of /home (its market lists, a signed-in user's asset card) shown too.
      await screen.findByRole('tablist');
      await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
      const rawKey = new RegExp(`\\b(?:${Object.keys(whole).join('|')})\\.[A-Za-z]`);
      const texts = [document.body.textContent ?? '', ...[...document.querySelectorAll('[aria-label],[placeholder],[title],[alt]')].flatMap((el) => ['aria-label', 'placeholder', 'title', 'alt'].map((name) => el.getAttribute(name) ?? ''))];
      expect(texts.filter((text) => rawKey.test(text))).toEqual([]);
    } finally {
      i18next.addResourceBundle('en-us', 'translation', whole, true, true);
    }
  });
});
