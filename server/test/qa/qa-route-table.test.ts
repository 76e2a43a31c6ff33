import { afterAll, beforeAll, expect, test } from 'vitest';
import { QA_BASE, qaPath, qaRoutes } from '@sandbox/shared/qa-routes';
import { createTestApp, type TestApi } from '../harness.ts';
import { registeredQaRoutes } from '../qa-registered-routes.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(async () => {
  await api?.close();
});

const key = (method: string, path: string) => `${method} ${path}`;

test('the QA route table (shared/src/qa-routes.ts) and the server register the same QA routes', () => {
  const registered = new Set(registeredQaRoutes(api.app).map((r) => key(r.method, r.path)));
  const table = Object.values(qaRoutes).map((r) => key(r.method, `${QA_BASE}${r.path}`));
  // The table names each route once.
  expect(new Set(table).size).toBe(table.length);
  // Every route of the table is one the server answers...
  expect(table.filter((r) => !registered.has(r)), 'in the table, not registered').toEqual([]);
  // ...and every QA route the server registers is in the table.
  expect([...registered].filter((r) => !table.includes(r)), 'registered, not in the table').toEqual([]);
  expect(table.length).toBe(registered.size);
});

test('qaPath fills the parameters (encoded) and appends the query without empty values', () => {
  expect(qaPath(qaRoutes['snapshots.restore'], { name: 'a b/c' })).toBe('/snapshots/a%20b%2Fc/restore');
  expect(qaPath(qaRoutes['faults.remove'], { id: 7 })).toBe('/faults/7');
  expect(qaPath(qaRoutes.inbox, {}, { target: 'x@y.test', limit: 1, empty: '', none: undefined })).toBe('/inbox?target=x%40y.test&limit=1');
  expect(qaPath(qaRoutes.state)).toBe('/state');
  expect(() => qaPath(qaRoutes['users.show'], {} as { id: string })).toThrow(/Missing path parameter "id"/);
});
