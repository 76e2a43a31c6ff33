import { afterAll, beforeAll, expect, test } from 'vitest';
import { QA_BASE, QA_DOCS_PATH, qaPath, qaRoutes } from '@sandbox/shared/qa-routes';
import { QA_ROUTE_SUMMARIES } from '../../src/qa/openapi-summaries.ts';
import { createTestApp, QA_TOKEN, type TestApi } from '../harness.ts';
import { registeredQaRoutes as registeredFastifyQaRoutes } from '../qa-registered-routes.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(async () => {
  await api?.close();
});

type Operation = { operationId: string; tags: string[]; summary?: string; requestBody?: { content: Record<string, { schema: { type?: string } }> }; parameters?: Array<{ name: string; in: string }> };
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>>; tags: Array<{ name: string }>; security: unknown[]; components: { securitySchemes: Record<string, unknown> } };

/** Every route Fastify holds under /__qa, in the OpenAPI spelling: lower-case method, `{name}` parameters. */
function registeredQaRoutes(): Array<{ method: string; path: string }> {
  return registeredFastifyQaRoutes(api.app).map(({ method, path }) => ({ method: method.toLowerCase(), path: path.replace(/:([A-Za-z_]\w*)/g, '{$1}') }));
}

async function qaDocument(): Promise<Doc> {
  const res = await api.app.inject({ method: 'GET', url: `${QA_DOCS_PATH}json` });
  expect(res.statusCode).toBe(200);
  return JSON.parse(res.body) as Doc;
}

test('every registered QA route is in the QA document with its method, tag and request schema', async () => {
  const doc = await qaDocument();
  expect(doc.openapi).toMatch(/^3\./);
  const routes = registeredQaRoutes();
  // The QA API has some fifty routes; a parse of printRoutes that found few would prove nothing.
  expect(routes.length).toBeGreaterThan(40);
  for (const { method, path } of routes) {
    const op = doc.paths[path]?.[method];
    expect(op, `${method.toUpperCase()} ${path}`).toBeDefined();
    expect(op!.tags.length).toBe(1);
  }
  const listed = Object.values(doc.paths).reduce((n, item) => n + Object.keys(item).length, 0);
  expect(listed).toBe(new Set(routes.map((r) => `${r.method} ${r.path}`)).size);

  // Known routes, worked out from their sources: a body where the route declares one, path parameters by name.
  const scenario = doc.paths['/__qa/scenario']!.post!;
  expect(scenario.tags).toEqual(['scenarios']);
  expect(scenario.requestBody!.content['application/json']!.schema).toMatchObject({ type: 'object', required: ['name'] });
  const restore = doc.paths['/__qa/snapshots/{name}/restore']!.post!;
  expect(restore.tags).toEqual(['snapshots']);
  expect(restore.parameters).toEqual([expect.objectContaining({ name: 'name', in: 'path' })]);
  expect(doc.paths['/__qa/finance/withdrawals/{id}/fail']!.post!.requestBody).toBeDefined();
  expect(doc.paths['/__qa/reset']!.post!.requestBody).toBeUndefined();
  expect(doc.paths['/__qa/inbox']!.get!.parameters!.map((p) => p.name).sort()).toEqual(['limit', 'target']);
  expect(doc.paths['/__qa/faults']!.post!.tags).toEqual(['traffic']);
  expect(doc.paths['/__qa/clock']!.get!.tags).toEqual(['clock']);
  expect(doc.paths['/__qa/market/steer']!.post!.tags).toEqual(['market']);
  // Summaries for the routes the summary table knows, keyed as the document spells paths.
  expect(scenario).toMatchObject({ summary: expect.stringContaining('scenario') });
  expect(restore).toMatchObject({ summary: expect.stringContaining('Restore') });
  // No summary names a route that does not exist (a typo or a removed route).
  for (const key of Object.keys(QA_ROUTE_SUMMARIES)) {
    const [method, path] = key.split(' ') as [string, string];
    expect(doc.paths[path]?.[method.toLowerCase()], key).toBeDefined();
  }

  // Every tag used is declared, and the token is the one security scheme.
  const tags = new Set(doc.tags.map((t) => t.name));
  for (const item of Object.values(doc.paths)) for (const op of Object.values(item)) expect(tags.has(op.tags[0]!)).toBe(true);
  expect(doc.components.securitySchemes).toEqual({ qaToken: { type: 'apiKey', in: 'header', name: 'x-qa-token' } });
  expect(doc.security).toEqual([{ qaToken: [] }]);
  // The first /__qa/docs/json builds the phone app's document too (swagger-ui reads it before transforming): seconds under load.
});

test('the phone app document lists no QA route, and the QA document no contract route', async () => {
  const app = JSON.parse((await api.app.inject({ method: 'GET', url: '/api/docs/json' })).body) as Doc;
  expect(Object.keys(app.paths).filter((p) => p.startsWith('/__qa'))).toEqual([]);
  const qa = await qaDocument();
  expect(Object.keys(qa.paths).every((p) => p.startsWith('/__qa/'))).toBe(true);
});

test('the QA document is served on loopback without the token, and does not exist off loopback', async () => {
  const page = await api.app.inject({ method: 'GET', url: QA_DOCS_PATH });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  // The page's own scripts are served under it (the CSP allows only this origin's scripts).
  for (const asset of ['static/swagger-initializer.js', 'static/swagger-ui-bundle.js']) {
    expect((await api.app.inject({ method: 'GET', url: `${QA_DOCS_PATH}${asset}` })).statusCode, asset).toBe(200);
  }
  const far = await api.app.inject({ method: 'GET', url: `${QA_DOCS_PATH}json`, remoteAddress: '203.0.113.7', headers: { 'x-qa-token': QA_TOKEN } });
  expect(far.statusCode).toBe(404);
  expect(JSON.parse(far.body)).toMatchObject({ success: false, code: 404 });
  // The routes it lists still need the token.
  const state = await api.app.inject({ method: 'GET', url: `${QA_BASE}${qaPath(qaRoutes.state)}` });
  expect(JSON.parse(state.body)).toMatchObject({ code: 403 });
});
