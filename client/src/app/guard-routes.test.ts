import { createMemoryRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { useUserStore } from '../store/user-store.ts';
import type { GuardDeps } from './guard.ts';
import { buildRoutes } from './router.tsx';
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

function flatten(objects: RouteObject[]): RouteObject[] {
  return objects.flatMap((o) => [o, ...flatten(o.children ?? [])]);
}

async function runLoader(objects: RouteObject[], path: string): Promise<string | null> {
  const route = flatten(objects).find((o) => o.path === path);
  if (!route || typeof route.loader !== 'function') throw new Error(`${path} has no loader`);
  const args = { request: new Request(`http://sandbox.test${path}?from=deep`), params: {}, context: undefined } as LoaderFunctionArgs;
  const result: unknown = await route.loader(args);
  return result instanceof Response ? result.headers.get('Location') : null;
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
    await expect(runLoader(buildRoutes(deps()), path)).resolves.toBe('/login');
    expect(useUserStore.getState().redirectTo).toBe(`${path}?from=deep`);
  });

  it.each(loginRoutes.map((r) => r.path))('%s (no page yet): signed out goes to /login, not /home', async (path) => {
    await expect(runLoader(buildRoutes(deps(), undefined, unbuilt(ROUTES)), path)).resolves.toBe('/login');
    expect(useUserStore.getState().redirectTo).toBe(`${path}?from=deep`);
  });

  it('a route with no page yet sends a signed-in user, and a public one anybody, to /home', async () => {
    const table = unbuilt(ROUTES);
    await expect(runLoader(buildRoutes(deps('u1'), undefined, table), '/zichanCenter')).resolves.toBe('/home');
    useUserStore.setState({ userInfo: {} });
    await expect(runLoader(buildRoutes(deps(), undefined, table), '/xinwen')).resolves.toBe('/home');
  });

  it('in a router, an unbuilt login-only route lands on /login', async () => {
    const table = unbuilt(ROUTES.filter((r) => r.path === '/zijinhuazhuan')).concat(ROUTES.filter((r) => r.path === '/login'));
    const router = createMemoryRouter(buildRoutes(deps(), undefined, table), { initialEntries: ['/zijinhuazhuan'] });
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
