import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { runQa, type QaTarget } from '../../scripts/src/qa-cli.ts';
import { createTestApp, QA_TOKEN, type TestApi } from './harness.ts';

type Registry = Parameters<typeof createTestApp>[1];

/**
 * The QA CLI's tests: a test app with its own DATA_DIR, listening on a free loopback port
 * (the CLI calls it over HTTP like `npm run qa` does), closed and removed after the file.
 * `prepare` runs before it listens (a scenario, symbols).
 */
export function useQaCliServer(name: string, opts: { scenarios?: Registry; prepare?: (api: TestApi) => Promise<unknown> } = {}) {
  const server = {} as { api: TestApi; dataDir: string; target: QaTarget };
  beforeAll(async () => {
    server.dataDir = await mkdtemp(path.join(tmpdir(), `${name}-`));
    server.api = await createTestApp({ DATA_DIR: server.dataDir }, opts.scenarios);
    await opts.prepare?.(server.api);
    server.target = { url: await server.api.app.listen({ host: '127.0.0.1', port: 0 }), token: QA_TOKEN };
  });
  afterAll(async () => {
    await server.api.close();
    await rm(server.dataDir, { recursive: true, force: true });
  });
  /** Runs the CLI as `npm run qa -- ...args` would, against the test server; returns exit code and output. */
  const qa = async (args: string[], to: QaTarget = server.target, follow?: { signal: AbortSignal; onLine: (line: string) => void }) => {
    const out: string[] = [];
    const err: string[] = [];
    const print = (t: string) => {
      out.push(t);
      follow?.onLine(t);
    };
    const code = await runQa(args, print, (t) => err.push(t), to, follow?.signal);
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  return Object.assign(server, { qa });
}
