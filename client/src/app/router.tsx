import { Component, startTransition, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';
import {
  createPath,
  matchRoutes,
  renderMatches,
  Router,
  UNSAFE_createHashHistory as createHashHistory,
  type Location,
  type NavigationType,
  type RouteMatch,
  type RouteObject,
} from 'react-router-dom';
import { fetchMyUserInfoEnvelope } from '../api/user-session.ts';
import { whenAllMessages } from '../i18n/index.ts';
import { removeFirstFrame } from './first-frame.ts';
import { useUserStore } from '../store/user-store.ts';
import { runGuard, type GuardDeps } from './guard.ts';
import { KeepAliveShell, KeepAliveSlot, registerKeepAlivePage } from './keep-alive.tsx';
import { usePageLoading } from './page-loading.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { DEFAULT_ROUTE, ROUTES, findRoute, isRegistered, preloadPageTable, type RouteEntry } from './routes.ts';

/*
 * react-router in its declarative ("component") mode: <Router> over a history, the tree's
 * matches of each navigation rendered with renderMatches (what useRoutes does after matching).
 * Its data router (createHashRouter, loaders, lazy routes) costs 19 KB gzip on the first
 * download of /home (bundle budget: docs/client.md, "What keeps the first download small"), and
 * the app used only three of its features, kept here in a small navigation of its own:
 * - the guard of SPEC.md section 4 runs before a navigation commits (the data router's loaders);
 * - the page's chunk loads before it commits (its lazy routes), the old page staying on screen;
 * - the navigation state the page-loading overlay follows (router.state.navigation).
 * `router.state.location` is the committed location; the history's own may be ahead of it while
 * a navigation is pending, and only the committed one is given to <Router>, so no page sees a
 * location it has not been cleared for.
 */

type History = ReturnType<typeof createHashHistory>;

const defaultGuardDeps: GuardDeps = {
  fetchUser: fetchMyUserInfoEnvelope,
  session: {
    hasUserId: () => Boolean(useUserStore.getState().userInfo.id),
    setUserInfo: (info) => useUserStore.getState().setUserInfo(info),
    setRedirectTo: (path) => useUserStore.getState().setRedirectTo(path),
    dropToken: () => useUserStore.getState().setToken(''),
  },
};

/** Loaded pages of the root's children, by path (the keep-alive routes register with keep-alive.tsx). */
const pages = new Map<string, ComponentType>();

function LoadedPage({ path }: { path: string }) {
  const Page = pages.get(path);
  return Page ? <Page /> : null;
}

/**
 * A page's chunk and the strings it shows: /home renders with the first part of the language
 * pack (i18n/sections.ts), every other page waits for the whole pack too.
 */
async function loadPage(entry: RouteEntry): Promise<void> {
  if (!entry.load) return;
  const [{ default: page }] = await Promise.all([entry.load(), entry.path === DEFAULT_ROUTE ? undefined : whenAllMessages()]);
  if (entry.placement === 'top') registerKeepAlivePage(entry.path, page);
  else pages.set(entry.path, page);
}

/**
 * The page's chunk, started beside the guard when the guard is expected to let it through (a
 * public page, or a stored session): its files then do not wait for the guard's user call (a
 * visitor's every navigation, a cold start). Undefined otherwise: a visitor's tap on a login-only
 * page fetches the login page, not that page's files.
 */
function loadPageBesideGuard(entry: RouteEntry | undefined): Promise<void> | undefined {
  if (!entry || (entry.access !== 'public' && !useUserStore.getState().token)) return undefined;
  const page = loadPage(entry);
  // Awaited only if the guard lets the navigation through; a redirect leaves it unobserved.
  page.catch(() => undefined);
  return page;
}

/** The route tree the navigations match: the shell, the root wrapper's children, the keep-alive routes. Only built pages. */
function buildRouteTree(table: readonly RouteEntry[]): RouteObject[] {
  const registered = table.filter(isRegistered);
  const leaf = (entry: RouteEntry): RouteObject => ({
    id: entry.path,
    path: entry.path,
    element: entry.placement === 'top' ? <KeepAliveSlot /> : <LoadedPage path={entry.path} />,
  });
  return [
    {
      element: <KeepAliveShell />,
      children: [
        { path: '/', element: <RootLayout />, children: registered.filter((r) => r.placement === 'root').map(leaf) },
        ...registered.filter((r) => r.placement === 'top').map(leaf),
      ],
    },
  ];
}

/** The table entry the matches of a location end at, or undefined for `/`, unknown and unbuilt paths. */
function entryOf(matches: RouteMatch[] | null, table: readonly RouteEntry[]): RouteEntry | undefined {
  const id = matches?.at(-1)?.route.id;
  return id ? table.find((r) => r.path === id) : undefined;
}

/**
 * Where a navigation to `location` must go instead, or null to let it proceed: the guard for a
 * route of the table (built or not: a signed-out visitor of a login-only route goes to /login,
 * the path remembered), then `/`, unknown paths and routes whose page is not built yet to /home.
 * `from` is the committed location's path, undefined on a cold start. `table` is for tests.
 */
export function redirectFor(
  location: Pick<Location, 'pathname' | 'search'>,
  from: string | undefined,
  deps: GuardDeps = defaultGuardDeps,
  table: readonly RouteEntry[] = ROUTES,
): Promise<string | null> {
  return decide(entryOf(matchRoutes(buildRouteTree(table), location), table), table, location, from, deps);
}

/** redirectFor's rule for `matched`, the entry `location` matched (entryOf). */
async function decide(
  matched: RouteEntry | undefined,
  table: readonly RouteEntry[],
  location: Pick<Location, 'pathname' | 'search'>,
  from: string | undefined,
  deps: GuardDeps,
): Promise<string | null> {
  const entry = matched ?? table.find((r) => r.path === location.pathname);
  if (!entry) return DEFAULT_ROUTE;
  const target = await runGuard({ path: location.pathname + location.search, access: entry.access }, from, deps);
  return target ?? (isRegistered(entry) ? null : DEFAULT_ROUTE);
}

export interface AppRouterState {
  /** False until the first navigation has committed (nothing renders before). */
  initialized: boolean;
  /** The committed location: what the pages show. */
  location: Location;
  /** The route tree's matches of the committed location, rendered as they are (AppRouterView). */
  matches: RouteMatch[] | null;
  historyAction: NavigationType;
  /** 'loading' while a navigation runs its guard and loads its page. */
  navigation: { state: 'idle' } | { state: 'loading'; location: Location };
  /** Why the committed navigation failed (its page's chunk did not load): the error screen shows. */
  error?: unknown;
}

export interface AppRouter {
  readonly state: AppRouterState;
  readonly history: History;
  /** Called with the new state on every change; returns the unsubscribe function. */
  subscribe: (listener: (state: AppRouterState) => void) => () => void;
  /** Navigates (push, or replace) and resolves once the navigation has settled. */
  navigate: (to: string, options?: { replace?: boolean }) => Promise<void>;
  dispose: () => void;
}

/**
 * The app's router over a history (the hash history in the app, a memory history in tests),
 * with the page-loading overlay wired to its navigation state. `table` is for tests.
 */
export function createAppRouter(
  deps: GuardDeps = defaultGuardDeps,
  history: History = createHashHistory({ v5Compat: true }),
  table: readonly RouteEntry[] = ROUTES,
): AppRouter {
  const routes = buildRouteTree(table);
  const listeners = new Set<(state: AppRouterState) => void>();
  let state: AppRouterState = {
    initialized: false,
    location: history.location,
    matches: null,
    historyAction: history.action,
    navigation: { state: 'loading', location: history.location },
  };
  const update = (next: Partial<AppRouterState>) => {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener(state);
  };

  // A newer navigation supersedes a pending one: only the latest may commit or redirect.
  let latest = 0;
  async function start(location: Location, action: NavigationType): Promise<void> {
    const run = ++latest;
    update({ navigation: { state: 'loading', location } });
    // Matched once per navigation, and rendered from these matches: react-router flattens and
    // ranks the whole table on every match (about 35 ms at 4x in a CPU profile of /home's start),
    // and useRoutes would match again on each render of the tree.
    const matches = matchRoutes(routes, location);
    const commit = (error?: unknown) => {
      if (run !== latest) return;
      if (!state.initialized) preloadPageTable();
      update({ initialized: true, location, matches, historyAction: action, navigation: { state: 'idle' }, error });
    };
    try {
      const from = state.initialized ? createPath(state.location) : undefined;
      const entry = entryOf(matches, table);
      const page = loadPageBesideGuard(entry);
      const target = await decide(entry, table, location, from, deps);
      if (run !== latest) return;
      // The redirect replaces the refused entry, as the data router's loader redirect did.
      if (target !== null) return history.replace(target);
      await (page ?? loadPage(entry!));
      commit();
    } catch (error) {
      commit(error);
    }
  }

  const unlisten = history.listen(({ action, location }) => void start(location, action));
  const settled = () =>
    new Promise<void>((resolve) => {
      if (state.initialized && state.navigation.state === 'idle') return resolve();
      const stop = router.subscribe((s) => {
        if (!s.initialized || s.navigation.state !== 'idle') return;
        stop();
        resolve();
      });
    });
  const router: AppRouter = {
    get state() {
      return state;
    },
    history,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    navigate: (to, options) => {
      if (options?.replace) history.replace(to);
      else history.push(to);
      return settled();
    },
    dispose: () => {
      unlisten();
      listeners.clear();
      latest += 1;
    },
  };
  wireOverlay(router);
  void start(history.location, history.action);
  return router;
}

/**
 * The overlay follows the navigation state: shown when a navigation starts (with the target
 * route's background), hidden when it settles, whether it succeeded or failed, then the page
 * scrolls to the top.
 */
function wireOverlay(router: AppRouter): void {
  const overlay = usePageLoading.getState();
  let navigating = true;
  overlay.show();
  router.subscribe((state) => {
    const busy = !state.initialized || state.navigation.state !== 'idle';
    if (busy && !navigating) {
      navigating = true;
      const target = state.navigation.state === 'loading' ? state.navigation.location.pathname : undefined;
      overlay.show({ background: target ? findRoute(target)?.background : undefined });
    } else if (!busy && navigating) {
      navigating = false;
      void usePageLoading.getState().hide().then(() => window.scrollTo(0, 0));
    }
  });
}

/**
 * Renders the committed location. The router's changes reach React in a transition, so a page
 * that suspends while rendering keeps the previous page on screen, as the data router did.
 */
export function AppRouterView({ router }: { router: AppRouter }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    const stop = router.subscribe((next) => startTransition(() => setState(next)));
    setState(router.state);
    return stop;
  }, [router]);
  useLayoutEffect(() => {
    if (state.initialized) removeFirstFrame();
  }, [state.initialized]);
  if (!state.initialized) return null;
  return (
    <Router location={state.location} navigationType={state.historyAction} navigator={router.history}>
      {state.error === undefined ? (
        <RenderErrorBoundary location={state.location}>
          {renderMatches(state.matches)}
        </RenderErrorBoundary>
      ) : (
        <RouteError error={state.error} />
      )}
    </Router>
  );
}

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

/** A page that throws while rendering shows the error screen; the next navigation clears it. */
class RenderErrorBoundary extends Component<BoundaryProps, { error: unknown; location: Location }> {
  override state = { error: undefined as unknown, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; location: Location }) {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}
