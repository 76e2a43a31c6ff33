/*
 * The market's ten-year walks (the crypto factor and every symbol's hourly skeleton) kept in a
 * file between runs of a server over one data directory: walking them is about half of a start's
 * market load (server/src/market/README.md). A walk is a pure function of its key and of the
 * model's code, and one resumed from its saved state goes on exactly as the walk that made it
 * (walks.ts, Walk), so a start from the file makes the same market to the bit. The file is
 * named by a hash of the model's code: a changed model never reads an older file.
 * v8's serializer writes the typed arrays and numbers (NaN included) as they are.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { exportWalks, importWalks, walkedHours, type Walk } from './walks.ts';

/** The code the walks are made by; its text names the file. */
const MODEL_FILES = ['time-units.ts', 'volatility-model.ts', 'market-factor.ts', 'skeleton.ts', 'walks.ts', 'prng.ts'];
const PREFIX = 'market-walks-';

function modelVersion(): string | undefined {
  try {
    const hash = createHash('sha256');
    for (const file of MODEL_FILES) hash.update(readFileSync(new URL(`./${file}`, import.meta.url)));
    return hash.digest('hex').slice(0, 16);
  } catch {
    // The model's sources are not beside the running code (a deployment of built files only): no cache.
    return undefined;
  }
}

export interface WalkCache {
  /** Saves the walks made since the load when they went further than the file's. */
  save(): void;
}

/**
 * Reads the walks saved in `dir` for this model's code (none when missing or unreadable) for
 * the market to resume from; `save` writes them back once a market has walked.
 */
export function openWalkCache(dir: string): WalkCache {
  const version = modelVersion();
  if (!version) return { save: () => {} };
  const file = path.join(dir, `${PREFIX}${version}.bin`);
  let loaded = new Map<string, number>();
  try {
    const walks = deserialize(readFileSync(file)) as Walk[];
    importWalks(walks);
    loaded = new Map(walks.map((w) => [w.key, w.stored]));
  } catch {
    // No file yet, or one cut short: the market walks from the origin and the next save writes it.
  }
  return {
    save() {
      if ([...walkedHours()].every(([key, hours]) => (loaded.get(key) ?? -1) >= hours)) return;
      const walks = exportWalks();
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, serialize(walks));
      renameSync(temporary, file);
      loaded = new Map(walks.map((w) => [w.key, w.stored]));
      // Files of another version of the model are never read again.
      for (const old of readdirSync(dir)) if (old.startsWith(PREFIX) && path.join(dir, old) !== file && !old.endsWith('.tmp')) rmSync(path.join(dir, old), { force: true });
    },
  };
}
