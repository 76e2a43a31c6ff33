import { afterAll, describe, expect, it, vi } from 'vitest';
import { contract, type EndpointDef } from '@sandbox/shared/contract/index';
import type { EndpointRef } from './endpoint-types.ts';

/**
 * Every client call is a contract endpoint: each api function is run with its network mocked,
 * and every entry it hands to `call` (or its variants) must be its contract entry (id,
 * method, path). Every entry an api module names must have been seen, so none escapes the
 * check; and no client source outside the generated `endpoints.ts` spells an /api path.
 */

const seen = vi.hoisted(() => new Map<string, EndpointRef>());

vi.mock('./call.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./call.ts')>();
  const record = (endpoint: EndpointRef) => {
    seen.set(endpoint.id, endpoint);
    return Promise.resolve(undefined);
  };
  return { ...original, call: record, callOrNotFound: record, callForEnvelope: record, callAtServerTime: record };
});
// Nothing reaches the network (upload.ts reads files through the instance directly).
vi.mock('./http.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./http.ts')>()),
  http: { get: () => Promise.resolve(undefined) },
}));

const modules = import.meta.glob<Record<string, unknown>>(
  ['./*.ts', '!./*.test.ts', '!./call.ts', '!./http.ts', '!./http-instance.ts', '!./endpoints.ts', '!./wire.ts'],
  { eager: true },
);
const apiSources = import.meta.glob<string>(['./*.ts', '!./*.test.ts', '!./endpoints.ts'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
// The sandbox console (../console) is a staff tool of its own: it calls /__qa only, and names /api paths
// as data (fault patterns, the request log's routes), never as calls.
const clientSources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!./endpoints.ts', '!../console/**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

/**
 * Two entries are read without `call`: the public key (http.ts, under every POST) and the price
 * stream's address (market.ts, opened by EventSource). Both are the generated table's own
 * entries (endpoints.test.ts); market.test.ts checks the stream address.
 */
const READ_DIRECTLY = new Set(['ext.publicKey', 'ext.marketStream']);
const named = new Set(Object.values(apiSources).flatMap((source) => [...source.matchAll(/endpoints\['([^']+)'\]/g)].map((m) => m[1]!)));

/** Runs every exported plain function (hooks need React and only wrap these) with filler arguments. */
async function runApiFunctions(): Promise<void> {
  for (const exports of Object.values(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (typeof value !== 'function' || /^use[A-Z]/.test(name)) continue;
      const args = Array.from({ length: Math.max(1, value.length) }, () => 'x');
      try {
        await (value as (...a: unknown[]) => unknown)(...args);
      } catch {
        // Pure helpers may refuse filler input; only the calls they make matter here.
      }
    }
  }
  // The branch the filler arguments miss: a deposit rather than a withdrawal.
  const finance = modules['./finance.ts'] as typeof import('./finance.ts');
  await finance.getOrder('recharge', 'x');
}

const wire = (e: EndpointRef | EndpointDef) => ({ id: e.id, method: e.method, path: e.path, multipart: e.multipart ?? false });

describe('client calls match the shared contract', () => {
  afterAll(() => vi.restoreAllMocks());

  it('every entry handed to call() is its contract entry, and every entry an api module names is called', async () => {
    await runApiFunctions();
    expect(seen.size).toBeGreaterThan(50);
    for (const endpoint of seen.values()) {
      const entry = (contract as Record<string, EndpointDef | undefined>)[endpoint.id];
      expect(entry, `${endpoint.id} is not in the contract`).toBeDefined();
      expect(wire(endpoint)).toEqual(wire(entry!));
    }
    expect([...named].filter((id) => !seen.has(id) && !READ_DIRECTLY.has(id))).toEqual([]);
  });

  it('no client source outside endpoints.ts spells an /api path', () => {
    const spelled = Object.entries(clientSources).filter(([, source]) => /['"`]\/api\//.test(source)).map(([file]) => file);
    expect(spelled).toEqual([]);
  });
});
