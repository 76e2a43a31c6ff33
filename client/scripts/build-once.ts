import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const clientDir = path.join(import.meta.dirname, '..');
const root = path.join(clientDir, '..');

/**
 * What a client build is made of: its sources, pages, public files, build plugins and config,
 * the shared package it imports, and the lockfile that pins every dependency. Test files are
 * left out: they change no byte of the build.
 */
const INPUTS = ['client/src', 'client/public', 'client/scripts', 'client/index.html', 'client/pc.html', 'client/console.html', 'client/vite.config.ts', 'client/package.json', 'shared/src', 'shared/package.json', 'pnpm-lock.yaml'];
const isTest = (name: string) => /\.test\.tsx?$/.test(name);

/** Every input file under `rel` (repository-relative), sorted, so the hash is the same on every machine. */
function inputFiles(rel: string): string[] {
  const full = path.join(root, rel);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [rel];
  return readdirSync(full, { withFileTypes: true })
    .filter((e) => !isTest(e.name))
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((e) => inputFiles(path.join(rel, e.name)));
}

/** A content hash of the build's inputs (names and bytes): the same inputs, the same build. */
export function clientInputsHash(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(inputFiles)) hash.update(file).update('\0').update(readFileSync(path.join(root, file))).update('\0');
  return hash.digest('hex').slice(0, 16);
}

const STAMP = '.inputs-hash';

/**
 * Builds the client into `outDir` unless the build there was made from the same inputs (its
 * stamp file holds their hash). The build goes to a sibling folder first and is renamed into
 * place with its stamp, so a stopped build never leaves a folder that looks current.
 * Returns whether it built.
 */
export function buildClientOnce(outDir: string, log: (line: string) => void = console.log): boolean {
  const inputs = clientInputsHash();
  const stamp = path.join(outDir, STAMP);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === inputs) return false;
  const building = `${outDir}.${process.pid}.building`;
  log(`building the client (inputs ${inputs})`);
  const build = spawnSync(path.join(clientDir, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn', '--outDir', building, '--emptyOutDir'], {
    cwd: clientDir,
    stdio: 'inherit',
    // Under vitest NODE_ENV is 'test', and Vite would then bundle React's development build: build what users get.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) {
    rmSync(building, { recursive: true, force: true });
    throw new Error('the client build failed');
  }
  writeFileSync(path.join(building, STAMP), `${inputs}\n`);
  rmSync(outDir, { recursive: true, force: true });
  try {
    renameSync(building, outDir);
  } catch (error) {
    // Another run built the same folder at the same time and renamed first: keep its build.
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(stamp)) throw error;
  }
  return true;
}
