/**
 * The RSA ceiling: private-key operations per second of OpenSSL itself on one
 * core (`openssl speed rsa2048`, "sign/s"). Decrypting a request body is one
 * such operation plus a little work, so this bounds encrypted POSTs.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { BenchContext, BenchRow } from './types.ts';

const run = promisify(execFile);
const GROUP = 'RSA-2048 private operations, one core';
export const OPENSSL_SIGN_ROW = 'rsa.openssl.sign';

/** Reads "sign/s" from `openssl speed` output (OpenSSL 1.1 and 3 tables: "rsa 2048 bits ..." or "rsa2048 ..."). */
export function parseOpensslSpeed(output: string): number | undefined {
  const lines = output.split('\n');
  const header = lines.find((line) => /\bsign\/s\b/.test(line));
  const data = lines.find((line) => /^\s*rsa\s*2048(\s+bits)?\s/.test(line));
  if (!header || !data) return undefined;
  const columns = header.trim().split(/\s+/);
  const values = data
    .trim()
    .replace(/^rsa\s*2048(\s+bits)?\s+/, '')
    .split(/\s+/);
  const value = Number(values[columns.indexOf('sign/s')]);
  return Number.isFinite(value) ? value : undefined;
}

export async function benchOpensslRsa(ctx: BenchContext): Promise<BenchRow[]> {
  const seconds = String(Math.max(1, Math.round(ctx.seconds)));
  const row: BenchRow = {
    id: OPENSSL_SIGN_ROW,
    group: GROUP,
    label: `openssl speed -seconds ${seconds} rsa2048 (sign/s)`,
    value: null,
    unit: 'ops/s',
  };
  try {
    const { stdout } = await run('openssl', ['speed', '-seconds', seconds, 'rsa2048'], {
      maxBuffer: 1 << 20,
    });
    const signs = parseOpensslSpeed(stdout);
    if (signs === undefined) row.note = 'could not parse the openssl speed output';
    else row.value = signs;
  } catch (err) {
    row.note = `openssl speed failed: ${(err as Error).message.split('\n')[0]}`;
  }
  return [row];
}
