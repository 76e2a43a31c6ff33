import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { encryptBody } from '@sandbox/shared/wire/index';
import { contract, type Envelope } from '@sandbox/shared';
import { QA_BASE, QA_TOKEN_HEADER, qaCallPath, type QaCallArgs, type QaResult, type QaRoute } from '@sandbox/shared/qa-routes';
import { taskBundle } from '../../scripts/task-bundle.mjs';

const root = path.join(import.meta.dirname, '..', '..');

export interface RunningServer {
  baseUrl: string;
  qaToken: string;
  child: ChildProcess;
}

/**
 * Starts the real API (`npm run api`'s task, its bundle: scripts/task-bundle.mjs) over `dataDir`
 * on a free port. Run by node itself (not through scripts/run.mjs, which runs the server in a
 * child process): so the pid is the server, and `kill -9` of it is a crash of the server, not of
 * a wrapper. `env` adds settings for this server alone (never through process.env: the server's
 * test files share a process).
 */
export async function startApi(dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--enable-source-maps', await taskBundle('api')], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, CLIENT_DIST: '/nonexistent', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '100000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within 60 s\n${stderr}`)), 60_000);
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const match = /running at (http:\/\/\S+?)\/?$/.exec(line.trim());
      if (match) {
        clearTimeout(timer);
        lines.close();
        child.stdout!.resume(); // keep draining so the server never blocks on a full pipe
        resolve(match[1]!);
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before it was ready\n${stderr}`));
    });
  });
  return { baseUrl, qaToken: readFileSync(path.join(dataDir, 'qa-token'), 'utf8').trim(), child };
}

/** kill -9: no shutdown hook runs, in-flight requests and transactions are cut. */
export async function crash(server: RunningServer): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
}

/** Calls over real HTTP, POST bodies encrypted as the client does (with the key the server publishes). */
export async function httpClient(server: RunningServer) {
  const published = (await (await fetch(`${server.baseUrl}${contract['ext.publicKey'].path}`)).json()) as Envelope<{ publicKey: string }>;
  const publicKeyPem = published.result.publicKey;
  const call = async <T>(method: 'GET' | 'POST', url: string, body?: object, token?: string): Promise<Envelope<T>> => {
    const res = await fetch(`${server.baseUrl}${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
      ...(method === 'POST' ? { body: body === undefined ? '' : encryptBody(body, publicKeyPem) } : {}),
    });
    return (await res.json()) as Envelope<T>;
  };
  return {
    get: <T = unknown>(url: string, token?: string) => call<T>('GET', url, undefined, token),
    post: <T = unknown>(url: string, body: object | undefined, token?: string) => call<T>('POST', url, body, token),
    /** A route of the QA table with its parameters, query and body, as the harness's `qaCall`. */
    async qaCall<R extends QaRoute>(route: R, ...[call]: QaCallArgs<R>): Promise<Envelope<QaResult<R>>> {
      const { body } = (call ?? {}) as { body?: object };
      const res = await fetch(`${server.baseUrl}${QA_BASE}${qaCallPath(route, call ?? {})}`, {
        method: route.method,
        headers: { [QA_TOKEN_HEADER]: server.qaToken, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return (await res.json()) as Envelope<QaResult<R>>;
    },
    async upload(token: string, png: Buffer, biz: string): Promise<Envelope<{ id: string }>> {
      const form = new FormData();
      form.append('biz', biz);
      form.append('file', new Blob([png], { type: 'image/png' }), 'proof.png');
      const res = await fetch(`${server.baseUrl}${contract['sys.upload'].path}`, { method: 'POST', body: form, headers: { 'x-access-token': token } });
      return (await res.json()) as Envelope<{ id: string }>;
    },
  };
}
