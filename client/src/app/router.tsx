import { createHashRouter, createPath, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { fetchMyUserInfoEnvelope } from '../api/user-session.ts';
import { useUserStore } from '../store/user-store.ts';
import { runGuard, type GuardDeps } from './guard.ts';
import { KeepAliveShell, KeepAliveSlot, registerKeepAlivePage } from './keep-alive.tsx';
import { usePageLoading } from './page-loading.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { DEFAULT_ROUTE, ROUTES, findRoute, isRegistered, type RouteEntry } from './routes.ts';

const defaultGuardDeps: GuardDeps = {
  fetchUser: fetchMyUserInfoEnvelope,
  session: {
    hasUserId: () => Boolean(useUserStore.getState().userInfo.id),
    setUserInfo: (info) => useUserStore.getState().setUserInfo(info),
    setRedirectTo: (path) => useUserStore.getState().setRedirectTo(path),
    dropToken: () => useUserStore.getState().setToken(''),
  },
};

/** Every leaf route runs the guard in its loader, i.e. before the navigation commits. */
function guardLoader(entry: RouteEntry, deps: GuardDeps, fromPath: () => string | undefined) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const target = await runGuard({ path: url.pathname + url.search, access: entry.access }, fromPath(), deps);
    return target ? redirect(target) : null;
  };
}

function toRouteObject(entry: RouteEntry, deps: GuardDeps, fromPath: () => string | undefined): RouteObject {
  const load = entry.load;
  if (!load) throw new Error(`${entry.path} has no page`);
  return {
    path: entry.path,
    loader: guardLoader(entry, deps, fromPath),
    // Pages load on demand; the overlay covers the wait (SPEC.md section 2).
    lazy:
      entry.placement === 'top'
        ? async () => {
            registerKeepAlivePage(entry.path, (await load()).default);
            return { Component: KeepAliveSlot };
          }
        : async () => ({ Component: (await load()).default }),
  };
}

const toHome = () => redirect(DEFAULT_ROUTE);
const Nothing = () => null;

/**
 * A route of the table whose page is not built yet still runs the guard (SPEC.md section 4):
 * a signed-out visitor goes to /login with the path remembered, a signed-in one to /home.
 */
function unbuiltRouteObject(entry: RouteEntry, deps: GuardDeps, fromPath: () => string | undefined): RouteObject {
  const guard = guardLoader(entry, deps, fromPath);
  return { path: entry.path, loader: async (args: LoaderFunctionArgs) => (await guard(args)) ?? toHome() };
}

/**
 * The route objects: entries whose page exists are registered with it, the others only guard
 * and go on to /home; `/` and unknown paths go to /home. `table` is for tests.
 */
export function buildRoutes(
  deps: GuardDeps = defaultGuardDeps,
  fromPath: () => string | undefined = () => undefined,
  table: readonly RouteEntry[] = ROUTES,
): RouteObject[] {
  const registered = table.filter(isRegistered);
  const unbuilt = table.filter((r) => !isRegistered(r));
  return [
    {
      Component: KeepAliveShell,
      ErrorBoundary: RouteError,
      HydrateFallback: Nothing,
      children: [
        {
          path: '/',
          Component: RootLayout,
          children: [
            { index: true, loader: toHome },
            ...registered.filter((r) => r.placement === 'root').map((r) => toRouteObject(r, deps, fromPath)),
          ],
        },
        ...registered.filter((r) => r.placement === 'top').map((r) => toRouteObject(r, deps, fromPath)),
        ...unbuilt.map((r) => unbuiltRouteObject(r, deps, fromPath)),
        { path: '*', loader: toHome },
      ],
    },
  ];
}

export type AppRouter = ReturnType<typeof createHashRouter>;

/**
 * The hash-history router with the page-loading overlay wired to its navigation state:
 * shown when a navigation starts (with the target route's background), hidden when it
 * settles, whether it succeeded or failed, then the page scrolls to the top.
 */
export function createAppRouter(deps: GuardDeps = defaultGuardDeps): AppRouter {
  // `let`, read through a closure: the router's first loaders may run while createHashRouter
  // is still returning, and a const would be in its temporal dead zone then.
  // eslint-disable-next-line prefer-const
  let router: AppRouter | undefined;
  const fromPath = () => (router?.state.initialized ? createPath(router.state.location) : undefined);
  router = createHashRouter(buildRoutes(deps, fromPath));
  wireOverlay(router);
  return router;
}

function wireOverlay(router: AppRouter): void {
  const overlay = usePageLoading.getState();
  let navigating = !router.state.initialized;
  if (navigating) overlay.show();
  router.subscribe((state) => {
    const busy = !state.initialized || state.navigation.state !== 'idle';
    if (busy && !navigating) {
      navigating = true;
      const target = state.navigation.location?.pathname;
      overlay.show({ background: target ? findRoute(target)?.background : undefined });
    } else if (!busy && navigating) {
      navigating = false;
      void usePageLoading.getState().hide().then(() => window.scrollTo(0, 0));
    }
  });
}
