#!/usr/bin/env node
// Entry point of every root npm script. It must run on a fresh clone with only
// Node and the registries, so it uses nothing but Node itself: it installs the
// workspace with pnpm (fetched through npx, TOOLCHAIN.md) when anything is
// missing or stale, generates the Prisma client, then hands over to the
// TypeScript task in scripts/src.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setInterval } from 'node:timers';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from './server-node-flags.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpmSpec = pkg.packageManager; // e.g. pnpm@10.34.8

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

function mtime(p) {
  return existsSync(p) ? statSync(p).mtimeMs : 0;
}

export function pnpm(args, opts) {
  return run('npx', ['-y', pnpmSpec, ...args], opts);
}

function ensureInstalled() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  const manifests = ['pnpm-lock.yaml', 'package.json', ...['client', 'server', 'shared', 'prisma', 'scripts'].map((p) => `${p}/package.json`)];
  const newest = Math.max(...manifests.map((m) => mtime(join(root, m))));
  if (!existsSync(marker) || mtime(marker) < newest) {
    console.log('[run] installing dependencies with', pnpmSpec);
    const args = ['install'];
    if (process.env.CI) args.push('--frozen-lockfile');
    if (pnpm(args) !== 0) process.exit(1);
  }
  const schema = join(root, 'prisma', 'schema.prisma');
  const stamp = join(root, 'prisma', 'generated', '.schema-stamp');
  if (existsSync(schema)) {
    // The schema and the generator's version: a new Prisma generates the clients again.
    const generator = join(root, 'prisma', 'node_modules', 'prisma', 'package.json');
    const current = `${readFileSync(schema, 'utf8')}\n// prisma ${existsSync(generator) ? JSON.parse(readFileSync(generator, 'utf8')).version : ''}\n`;
    // Both clients: SQLite's and PostgreSQL's from the schema derived from it (prisma/generate.mjs).
    const pgClient = join(root, 'prisma', 'generated-pg', 'client.ts');
    if (!existsSync(stamp) || !existsSync(pgClient) || readFileSync(stamp, 'utf8') !== current) {
      console.log('[run] generating the Prisma clients');
      if (run(process.execPath, [join(root, 'prisma', 'generate.mjs')], { cwd: join(root, 'prisma') }) !== 0) process.exit(1);
      writeFileSync(stamp, current);
    }
  }
}

const [task = 'start', ...rest] = process.argv.slice(2);
ensureInstalled();
// The tasks that start the server run bundled (task-bundle.mjs: a second faster start), with the
// server's Node flags; the others through tsx.
const BUNDLED = new Set(['start', 'api']);
const command = BUNDLED.has(task)
  ? [process.execPath, [...serverNodeFlags(), '--enable-source-maps', await (await import('./task-bundle.mjs')).taskBundle(task)]]
  : [join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'scripts', 'src', 'tasks', `${task}.ts`)]];
// The task runs as a child; signals are passed on so stopping this process
// (Ctrl-C, a test harness's SIGTERM) stops the server too instead of orphaning it.
const child = spawn(command[0], [...command[1], ...rest], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
// `npm run <task>` runs this file under `sh -c`, and stopping npm kills that shell without
// passing the signal on: this process is orphaned and would keep the server running. Node has
// no parent-death signal, so watch for being re-parented and stop the task as if signalled.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) child.kill('SIGTERM');
}, 500).unref();
