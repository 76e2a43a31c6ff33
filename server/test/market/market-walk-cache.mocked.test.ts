import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test, vi } from 'vitest';

/*
 * The market's walks kept between starts (src/market/walk-cache.ts): a process that resumes the
 * factor and the skeletons from the file makes the same hours to the bit as one that walked them
 * from the origin. Each "process" is a fresh copy of the market's modules (vi.resetModules: the
 * walks are kept in module state), which is why this file runs isolated (`*.mocked.test.ts`).
 */

/** The price model of one "process": its time units, the walks it keeps and the paths over them. */
type PathModel = typeof import('../../src/market/time-units.ts') & typeof import('../../src/market/walks.ts') & typeof import('../../src/market/path-model.ts');
type WalkCacheModule = typeof import('../../src/market/walk-cache.ts');

async function freshProcess(): Promise<{ model: PathModel; cache: WalkCacheModule }> {
  vi.resetModules();
  const model = {
    ...(await import('../../src/market/time-units.ts')),
    ...(await import('../../src/market/walks.ts')),
    ...(await import('../../src/market/path-model.ts')),
  };
  return { model, cache: await import('../../src/market/walk-cache.ts') };
}

const SEED = 20260101;
const HOURS = 12_000;
/** A session profile (a function of the hour of the week): quiet nights, a closed weekend. */
const session = (hourMs: number) => {
  const hourOfWeek = Math.floor((hourMs / 3_600_000) % 168);
  return hourOfWeek >= 117 && hourOfWeek < 165 ? 0 : hourOfWeek % 24 < 6 ? 0.5 : 1.2;
};

/** A crypto path on the factor and a forex path with sessions, their logs and sigmas over `to` hours from the origin. */
function readPaths(model: PathModel, to: number): Float64Array[] {
  const origin = model.PATH_EPOCH;
  const paths = [
    new model.PricePath({ seed: SEED, symbolHash: 11, startPrice: 30_000, annualVolatility: 0.8, factor: model.factorFor(SEED), factorCorrelation: 0.7 }, origin),
    new model.PricePath({ seed: SEED, symbolHash: 22, startPrice: 1.1, annualVolatility: 0.08, session }, origin),
  ];
  return paths.flatMap((p) => {
    const logs = new Float64Array(to);
    const sigmas = new Float64Array(to);
    for (let h = 0; h < to; h++) {
      logs[h] = p.hourLog(h);
      sigmas[h] = p.hourSigma(h);
    }
    return [logs, sigmas];
  });
}

/** The first path and hour whose log or sigma differ between two readings (to the bit), or undefined. */
function firstDifference(a: Float64Array[], b: Float64Array[]): string | undefined {
  for (let k = 0; k < Math.max(a.length, b.length); k++) {
    const x = a[k]!;
    const y = b[k]!;
    if (x.length !== y.length) return `series ${k}: ${x.length} hours against ${y.length}`;
    for (let h = 0; h < x.length; h++) if (!Object.is(x[h], y[h])) return `series ${k}, hour ${h}: ${x[h]} against ${y[h]}`;
  }
  return undefined;
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'walk-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the market walks kept between starts', () => {
  test('a start that resumes the saved walks makes the same hours, to the bit, as one that walked from the origin', async () => {
    // The first start: no file; it walks 5,000 hours and saves.
    const first = await freshProcess();
    const saving = first.cache.openWalkCache(dir);
    readPaths(first.model, 5_000);
    saving.save();
    expect(readdirSync(dir).filter((f) => f.startsWith('market-walks-'))).toHaveLength(1);
    // The same process walks on from the origin's walk: the hours a start without a file makes.
    const fromOrigin = readPaths(first.model, HOURS);

    // The next start resumes from the file and walks on from where it stopped.
    const next = await freshProcess();
    const resuming = next.cache.openWalkCache(dir);
    expect(next.model.walkedHours().size).toBe(0);
    const resumed = readPaths(next.model, HOURS);
    expect(firstDifference(resumed, fromOrigin)).toBeUndefined();
    // It walked further than the file holds: the next save writes the longer walks.
    resuming.save();
    const third = await freshProcess();
    third.cache.openWalkCache(dir);
    readPaths(third.model, 1);
    for (const [, hours] of third.model.walkedHours()) expect(hours).toBeGreaterThanOrEqual(HOURS);
  });

  test('a file cut short is ignored: the market walks from the origin and the next save replaces it', async () => {
    const [file] = readdirSync(dir).filter((f) => f.startsWith('market-walks-'));
    writeFileSync(path.join(dir, file!), Buffer.from([0xff, 0x0d, 0x6f]));
    const start = await freshProcess();
    const cache = start.cache.openWalkCache(dir);
    const walked = readPaths(start.model, 2_000);
    const reference = readPaths((await freshProcess()).model, 2_000);
    expect(firstDifference(walked, reference)).toBeUndefined();
    cache.save();
    const after = await freshProcess();
    after.cache.openWalkCache(dir);
    expect(firstDifference(readPaths(after.model, 2_000), reference)).toBeUndefined();
  });
});
