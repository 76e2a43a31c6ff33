import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from '../server-node-flags.mjs';

/** The V8 flags a Node started with `flags` ends up with, after V8's implications (one per line). */
function flagValues(flags: string[]): string[] {
  const run = spawnSync(process.execPath, [...flags, '--print-flag-values', '-e', '0'], { encoding: 'utf8' });
  // A flag this Node does not know stops it at once ("bad option"): the server would not start.
  expect(run.status, run.stderr).toBe(0);
  return run.stdout.split('\n');
}

describe('the server process Node flags', () => {
  it('on one core, collects on the main thread but sweeps on a background thread, and this Node takes the flags', () => {
    const values = flagValues(serverNodeFlags(1));
    expect(values).toEqual(
      expect.arrayContaining([
        '--no-concurrent-marking',
        '--no-parallel-marking',
        '--no-parallel-scavenge',
        '--no-parallel-compaction',
        // Kept on: --single-threaded-gc would turn these off through its implications.
        '--concurrent-sweeping',
        '--concurrent-array-buffer-sweeping',
        '--heap-growing-percent=200',
      ]),
    );
  });

  it('with more cores, leaves V8 its defaults', () => {
    expect(serverNodeFlags(2)).toEqual([]);
  });
});
