import { describe, expect, it } from 'vitest';
import { ROUTES, isRegistered } from './routes.ts';
import { routes } from '../lib/route-paths.ts';
import { PAGE_LOADERS } from './page-loaders.ts';

describe('route table', () => {
  it('lists each path once, and every named path of lib/route-paths.ts', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(Object.values(routes).sort());
  });

  it('holds every route of SPEC.md section 2 with its access level', () => {
    const spec = ROUTES.filter((r) => r.source === 'spec');
    expect(spec).toHaveLength(7 + 32 + 4);
    expect(spec.filter((r) => r.placement === 'top').map((r) => r.path)).toEqual(['/demotrading', '/kline', '/outlink', '/login']);
    expect(ROUTES.find((r) => r.path === '/my')?.access).toBe('login');
    expect(ROUTES.find((r) => r.path === '/home')?.access).toBe('public');
  });

  it('loads every page but home through the page table, which names no other path', () => {
    const others = ROUTES.map((r) => r.path).filter((path) => path !== routes.home);
    expect(Object.keys(PAGE_LOADERS).sort()).toEqual(others.sort());
    expect(ROUTES.every(isRegistered)).toBe(true);
  });

  it("loads a page's module through the page table", async () => {
    const market = ROUTES.find((r) => r.path === routes.market)!;
    expect(typeof (await market.load!()).default).toBe('function');
  });
});
