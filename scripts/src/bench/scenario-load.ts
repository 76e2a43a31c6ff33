/**
 * The sandbox console's two waits (issue 18, target under 1 s each), through the QA API of
 * the real app in this process (Fastify inject: the server's own time, no network):
 * - loading the demo scenario (POST /__qa/scenario: passwords hashed, every table wiped
 *   and refilled in one transaction, the market and the risk index reloaded);
 * - restoring a snapshot of it (POST /__qa/snapshots/<name>/restore: the file swap under
 *   the writer's lock, then the market, the risk index and one pass of every job), with
 *   the pause of writes alone beside it, and the save (VACUUM INTO) for reference. The market
 *   keeps every symbol a reload would rebuild the same (market.ts `load`); a restore after the
 *   clock moved on goes back in time and rebuilds them all: measured too, as the worst case.
 * Medians of 3, after one warm-up of each; beside each wall time the CPU time the call took.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@sandbox/prisma/test-db';
import { buildApp } from '@sandbox/server/app';
import { OffsetClock } from '@sandbox/server/clock';
import { loadConfig } from '@sandbox/server/config';
import { scenarioRegistry } from '../scenario-registry.ts';
import type { BenchContext, BenchRow } from './types.ts';

const GROUP = 'Sandbox console: scenario load and snapshot restore (QA API, in process)';
const RUNS = 3;
const TOKEN = 'bench';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchScenarioLoad(_ctx: BenchContext): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-console-'));
  const database = await createTestDatabase();
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const app = await buildApp({
    config: { ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, CLIENT_DIST: '/nonexistent' }), databaseUrl: database.url },
    db: database.db,
    clock: new OffsetClock(),
    keys: { publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(), privateKey },
    qaToken: TOKEN,
    scenarios: scenarioRegistry,
    logger: false,
  });
  /**
   * One QA call; its wall time and this process's CPU time in ms (the CPU figure holds on a
   * machine other processes load; the wall time does not). Fails the bench unless code 200.
   */
  const timed = async (url: string, body?: object): Promise<{ ms: number; cpuMs: number; result: Record<string, unknown> }> => {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: `/__qa${url}`,
      headers: { 'x-qa-token': TOKEN, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    const envelope = res.json() as { code: number; message: string; result: Record<string, unknown> };
    if (envelope.code !== 200) throw new Error(`${url}: ${envelope.code} ${envelope.message}`);
    return { ms, cpuMs, result: envelope.result };
  };
  try {
    await app.ready();
    const loads: number[] = [];
    const loadCpu: number[] = [];
    for (let i = 0; i <= RUNS; i++) {
      const { ms, cpuMs } = await timed('/scenario', { name: 'demo' });
      if (i > 0) {
        loads.push(ms);
        loadCpu.push(cpuMs);
      }
    }
    const saves: number[] = [];
    for (let i = 0; i <= RUNS; i++) {
      const { ms } = await timed('/snapshots', { name: 'bench-demo', overwrite: true });
      if (i > 0) saves.push(ms);
    }
    const restores: number[] = [];
    const restoreCpu: number[] = [];
    const swaps: number[] = [];
    for (let i = 0; i <= RUNS; i++) {
      const { ms, cpuMs, result } = await timed('/snapshots/bench-demo/restore');
      if (i > 0) {
        restores.push(ms);
        restoreCpu.push(cpuMs);
        swaps.push(result.swapMs as number);
      }
    }
    // The worst case: the clock moved on after the save, so the restore goes back in time and
    // every symbol's market is rebuilt (a kept one would show prices from its future).
    const rewinds: number[] = [];
    const rewindCpu: number[] = [];
    for (let i = 0; i <= RUNS; i++) {
      await timed('/clock/advance', { duration: '1h' });
      const { ms, cpuMs } = await timed('/snapshots/bench-demo/restore');
      if (i > 0) {
        rewinds.push(ms);
        rewindCpu.push(cpuMs);
      }
    }
    const size = (await app.inject({ method: 'GET', url: '/__qa/snapshots', headers: { 'x-qa-token': TOKEN } })).json() as {
      result: Array<{ name: string; sizeBytes: number }>;
    };
    const kb = Math.round((size.result.find((s) => s.name === 'bench-demo')?.sizeBytes ?? 0) / 1024);
    return [
      { id: 'console.scenario.demo', group: GROUP, label: 'load the demo scenario (POST /__qa/scenario)', value: Math.round(median(loads)), unit: 'ms', note: `target < 1000 ms; runs ${loads.map(Math.round).join(', ')}; CPU ${Math.round(median(loadCpu))} ms` },
      { id: 'console.snapshot.save', group: GROUP, label: `save it as a snapshot (VACUUM INTO, ${kb} KB)`, value: Math.round(median(saves)), unit: 'ms', note: `runs ${saves.map(Math.round).join(', ')}` },
      { id: 'console.snapshot.restore', group: GROUP, label: 'restore the snapshot (file swap, market, risk index, one pass of every job)', value: Math.round(median(restores)), unit: 'ms', note: `target < 1000 ms; runs ${restores.map(Math.round).join(', ')}; CPU ${Math.round(median(restoreCpu))} ms` },
      { id: 'console.snapshot.pause', group: GROUP, label: 'of which writes paused (close, rename, reopen)', value: median(swaps), unit: 'ms' },
      {
        id: 'console.snapshot.restore-rewind',
        group: GROUP,
        label: 'restore it after the clock moved on an hour (back in time: every symbol rebuilt)',
        value: Math.round(median(rewinds)),
        unit: 'ms',
        note: `runs ${rewinds.map(Math.round).join(', ')}; CPU ${Math.round(median(rewindCpu))} ms`,
      },
    ];
  } finally {
    await app.close();
    await database.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
