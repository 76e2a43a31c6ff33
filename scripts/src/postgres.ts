// A throwaway PostgreSQL server for tests and benches (`npm run test:pg`, the two-instance
// test, `npm run bench`): initdb into a temporary folder, started on a free local port,
// stopped and deleted by stop(). Debian's `postgresql` package provides the binaries; when
// they are missing and this process is root it is installed with apt-get (as the end-to-end
// tests install Chromium). Never skipped silently: anything missing fails with a message.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface ThrowawayPostgres {
  /** A superuser URL of the `postgres` database, e.g. postgresql://postgres@127.0.0.1:54321/postgres. */
  url: string;
  /** The same server with another database name. */
  urlOf(database: string): string;
  port: number;
  /** Stops the server (fast shutdown) and deletes its folder. Safe to call twice. */
  stop(): void;
}

/** Where Debian puts the server binaries (postgresql-<major>), else a postgres on the PATH. */
export function findPostgresBin(): string | undefined {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const majors = readdirSync(debian)
      .filter((v) => existsSync(path.join(debian, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (majors[0]) return path.join(debian, majors[0], 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  const initdb = which.stdout.trim();
  return which.status === 0 && initdb ? path.dirname(initdb) : undefined;
}

function ensurePostgresBin(): string {
  const found = findPostgresBin();
  if (found) return found;
  if (process.getuid?.() !== 0)
    throw new Error('PostgreSQL is not installed (no initdb) and this is not root: install Debian\'s "postgresql" package, then run again');
  console.log('[postgres] installing Debian\'s "postgresql" package with apt-get');
  // Unattended (CI): no question from debconf, the package lists fetched first (a fresh image has none).
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], { stdio: 'inherit', env });
  } catch (error) {
    throw new Error(`installing PostgreSQL with apt-get failed (${(error as Error).message}): on a system without apt-get, install PostgreSQL's server so that initdb is on the PATH`);
  }
  const installed = findPostgresBin();
  if (!installed) throw new Error('apt-get installed "postgresql" but no initdb was found under /usr/lib/postgresql');
  return installed;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * PostgreSQL refuses to run as root: as root the server runs as the `postgres` user
 * (Debian's package creates it), or `nobody` when there is none.
 */
function runAs(): { uid: number; gid: number; name: string } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  for (const name of ['postgres', 'nobody']) {
    const r = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    if (r.status === 0) {
      const gid = Number(spawnSync('id', ['-g', name], { encoding: 'utf8' }).stdout.trim());
      return { uid: Number(r.stdout.trim()), gid, name };
    }
  }
  throw new Error('running as root with no "postgres" or "nobody" user to run PostgreSQL as');
}

/** Starts a throwaway server; resolves once it accepts connections. */
export async function startPostgres(): Promise<ThrowawayPostgres> {
  const bin = ensurePostgresBin();
  const user = runAs();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-pg-'));
  chmodSync(dir, 0o700);
  if (user) chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const exec = (tool: string, args: string[]) => {
    const r = spawnSync(path.join(bin, tool), args, {
      encoding: 'utf8',
      cwd: dir,
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
      env: { ...process.env, LC_ALL: 'C.UTF-8', LANG: 'C.UTF-8', TZ: 'UTC' },
    });
    if (r.status !== 0) throw new Error(`[postgres] ${tool} failed: ${r.error?.message ?? ''}${r.stderr}${r.stdout}`);
  };
  exec('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
  // Tests only: no fsync (a crash loses a throwaway database), the socket in our own folder,
  // enough connections for parallel test files, each with a small pool.
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
    '-c shared_buffers=64MB',
    '-c timezone=UTC',
  ].join(' ');
  exec('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start']);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  const urlOf = (database: string) => `postgresql://postgres@127.0.0.1:${port}/${database}`;
  return { url: urlOf('postgres'), urlOf, port, stop };
}
