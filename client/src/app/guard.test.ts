import { describe, expect, it, vi } from 'vitest';
import { runGuard, type GuardDeps } from './guard.ts';
import type { UserInfo } from '../store/user-store.ts';

function setup(initial: UserInfo, fetchUser: GuardDeps['fetchUser']) {
  let userInfo: UserInfo = initial;
  let redirectTo = '/home';
  const deps: GuardDeps = {
    fetchUser: vi.fn(fetchUser),
    session: {
      hasUserId: () => Boolean(userInfo.id),
      setUserInfo: (info) => {
        userInfo = info;
      },
      setRedirectTo: (path) => {
        redirectTo = path;
      },
    },
  };
  return { deps, state: () => ({ userInfo, redirectTo }) };
}

describe('navigation guard (SPEC.md section 4)', () => {
  it('step 1: fetches the user when no id is held and stores the result on code 200', async () => {
    const { deps, state } = setup({}, async () => ({ code: 200, result: { id: 'u1' } }));
    await expect(runGuard({ path: '/my', access: 'login' }, '/home', deps)).resolves.toBeNull();
    expect(deps.fetchUser).toHaveBeenCalledTimes(1);
    expect(state().userInfo).toEqual({ id: 'u1' });
  });

  it('step 1: does not fetch when an id is already held', async () => {
    const { deps } = setup({ id: 'u1' }, async () => ({ code: 200, result: { id: 'other' } }));
    await runGuard({ path: '/my', access: 'login' }, '/home', deps);
    expect(deps.fetchUser).not.toHaveBeenCalled();
  });

  it('step 1: any other code, or a failed call, stores empty user info', async () => {
    const a = setup({}, async () => ({ code: 401, message: 'Not logged in', result: { id: 'ignored' } }));
    await runGuard({ path: '/home', access: 'public' }, undefined, a.deps);
    expect(a.state().userInfo).toEqual({});
    const b = setup({}, async () => {
      throw new Error('Network Error');
    });
    await runGuard({ path: '/home', access: 'public' }, undefined, b.deps);
    expect(b.state().userInfo).toEqual({});
  });

  it('step 2: a login-only route without an id remembers where the user came from and goes to /login', async () => {
    const { deps, state } = setup({}, async () => ({ code: 401 }));
    await expect(runGuard({ path: '/my', access: 'login' }, '/xinwen?page=2', deps)).resolves.toBe('/login');
    expect(state().redirectTo).toBe('/xinwen?page=2');
  });

  it('step 2: never remembers /login, and remembers the target on a cold start', async () => {
    const a = setup({}, async () => ({ code: 401 }));
    await runGuard({ path: '/my', access: 'login' }, '/login', a.deps);
    expect(a.state().redirectTo).toBe('/home');
    const b = setup({}, async () => ({ code: 401 }));
    await runGuard({ path: '/chongzhi', access: 'login' }, undefined, b.deps);
    expect(b.state().redirectTo).toBe('/chongzhi');
  });

  it('step 3: public routes proceed without an id', async () => {
    const { deps } = setup({}, async () => ({ code: 401 }));
    await expect(runGuard({ path: '/home', access: 'public' }, undefined, deps)).resolves.toBeNull();
  });

  it('drops an expired token when the server answers 401', async () => {
    const { deps } = setup({}, async () => ({ code: 401 }));
    const dropToken = vi.fn();
    deps.session.dropToken = dropToken;
    await runGuard({ path: '/home', access: 'public' }, undefined, deps);
    expect(dropToken).toHaveBeenCalledTimes(1);
    const other = setup({}, async () => ({ code: 500 }));
    other.deps.session.dropToken = dropToken;
    await runGuard({ path: '/home', access: 'public' }, undefined, other.deps);
    expect(dropToken).toHaveBeenCalledTimes(1);
  });
});
