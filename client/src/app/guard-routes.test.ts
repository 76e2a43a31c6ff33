import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { useUserStore } from '../store/user-store.ts';
import type { GuardDeps } from './guard.ts';
import { createAppRouter, redirectFor } from './router.tsx';
import { ROUTES, type RouteEntry } from './routes.ts';

// The guard of SPEC.md section 4 over the whole route table: every login-only route, built or
// not, sends a signed-out visitor to /login and remembers the path (issue 17 item 2).

function deps(userId?: string): GuardDeps {
  return {
    fetchUser: async () => (userId ? { code: 200, result: { id: userId } } : { code: 401, message: 'Please log in' }),
    session: {
      hasUserId: () => Boolean(useUserStore.getState().userInfo.id),
      setUserInfo: (info) => useUserStore.getState().setUserInfo(info),
      setRedirectTo: (path) => useUserStore.getState().setRedirectTo(path),
    },
  };
}

/** Where the router sends a cold start (deep link) to `path?from=deep`, or null to let it open. */
function redirectOf(path: string, guardDeps: GuardDeps, table: readonly RouteEntry[] = ROUTES): Promise<string | null> {
  return redirectFor({ pathname: path, search: '?from=deep' }, undefined, guardDeps, table);
}

const loginRoutes = ROUTES.filter((r) => r.access === 'login');
const unbuilt = (table: readonly RouteEntry[]) => table.map(({ load: _load, ...rest }) => rest);

beforeEach(() => {
  useUserStore.setState({ token: '', userInfo: {}, redirectTo: '/home' });
});

describe('guard over the route table', () => {
  it('covers every login-only route of SPEC.md section 2 and the other screens', () => {
    expect(loginRoutes.length).toBeGreaterThanOrEqual(32);
  });

  it.each(loginRoutes.map((r) => r.path))('%s (built): signed out goes to /login remembering the path', async (path) => {
    await expect(redirectOf(path, deps())).resolves.toBe('/login');
    expect(useUserStore.getState().redirectTo).toBe(`${path}?from=deep`);
  });

  it.each(loginRoutes.map((r) => r.path))('%s (no page yet): signed out goes to /login, not /home', async (path) => {
    await expect(redirectOf(path, deps(), unbuilt(ROUTES))).resolves.toBe('/login');
    expect(useUserStore.getState().redirectTo).toBe(`${path}?from=deep`);
  });

  it('a route with no page yet sends a signed-in user, and a public one anybody, to /home', async () => {
    const table = unbuilt(ROUTES);
    await expect(redirectOf('/zichanCenter', deps('u1'), table)).resolves.toBe('/home');
    useUserStore.setState({ userInfo: {} });
    await expect(redirectOf('/xinwen', deps(), table)).resolves.toBe('/home');
  });

  it('in a router, an unbuilt login-only route lands on /login', async () => {
    const table = unbuilt(ROUTES.filter((r) => r.path === '/zijinhuazhuan')).concat(ROUTES.filter((r) => r.path === '/login'));
    const router = createAppRouter(deps(), createMemoryHistory({ initialEntries: ['/zijinhuazhuan'], v5Compat: true }), table);
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (state.initialized && state.navigation.state === 'idle') {
          stop();
          resolve();
        }
      });
      if (router.state.initialized) resolve();
    });
    expect(router.state.location.pathname).toBe('/login');
    expect(useUserStore.getState().redirectTo).toBe('/zijinhuazhuan');
    router.dispose();
  });
});
