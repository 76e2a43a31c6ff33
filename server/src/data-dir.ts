import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Owner-only modes of the data directory: it holds the database, the private key, the QA token and uploads. */
export const DATA_DIR_MODE = 0o700;
export const DATA_FILE_MODE = 0o600;

/**
 * Creates the data directory owner-only and tightens whatever is already in it
 * (a directory made by an older version, or restored from a copy, may be
 * world-readable). Symbolic links are left alone: their targets are not ours.
 */
export function secureDataDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: DATA_DIR_MODE });
  tighten(dir);
}

function tighten(dir: string): void {
  chmodSync(dir, DATA_DIR_MODE);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) tighten(full);
    else if (entry.isFile() && (lstatSync(full).mode & 0o777) !== DATA_FILE_MODE) chmodSync(full, DATA_FILE_MODE);
  }
}
