import { describe, expect, it } from 'vitest';
import { ROUTES, isRegistered } from './routes.ts';
import { routes } from '../lib/route-paths.ts';

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

  it('reports which routes of the table still have no page', () => {
    const missing = ROUTES.filter((r) => !isRegistered(r)).map((r) => r.path);
    const present = ROUTES.filter(isRegistered).map((r) => r.path);
    // Printed on purpose: the progress report of the client's screens.
    console.info(`[routes] ${present.length} registered: ${present.join(' ')}`);
    console.info(`[routes] ${missing.length} still missing: ${missing.join(' ')}`);
    expect(present).toContain('/home');
  });
});
