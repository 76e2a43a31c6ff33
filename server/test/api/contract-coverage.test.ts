import { afterAll, beforeAll, expect, test } from 'vitest';
import { contract, endpoints } from '@sandbox/shared';
import { createTestApp, type TestApi } from '../harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(async () => {
  await api.close();
});

test('prints which contract endpoints are served and which are not yet', () => {
  const served = new Set<string>(api.app.servedEndpoints);
  const missing = Object.keys(contract).filter((id) => !served.has(id));
  console.log(`contract endpoints served: ${served.size} of ${endpoints.length}`);
  console.log(`not served yet (${missing.length}): ${missing.join(', ')}`);
  expect(served.size).toBeGreaterThan(0);
  for (const id of served) expect(contract).toHaveProperty(id);
});

test('/api/docs/json is an OpenAPI document listing every contract endpoint with its schemas', async () => {
  const res = await api.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json() as { openapi: string; paths: Record<string, Record<string, { operationId: string; 'x-served': boolean; responses: Record<string, unknown> }>> };
  expect(doc.openapi).toMatch(/^3\./);
  const served = new Set<string>(api.app.servedEndpoints);
  for (const e of endpoints) {
    const op = doc.paths[e.path]?.[e.method.toLowerCase()];
    expect(op, `${e.method} ${e.path}`).toBeDefined();
    expect(op!.operationId).toBe(e.id);
    expect(op!['x-served']).toBe(served.has(e.id));
    expect(op!.responses['200']).toBeDefined();
  }
  expect(doc.paths['/api//public/getServerTime']).toBeDefined();
  expect(doc.paths['/api/trade/appTradePositions/close/{id}']?.post).toBeDefined();
  const ui = await api.app.inject({ method: 'GET', url: '/api/docs/' });
  expect(ui.statusCode).toBe(200);
  expect(ui.body).toContain('<html');
});
