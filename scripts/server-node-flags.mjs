// The Node flags of a process that serves the API: run.mjs's `start` and `api` tasks, and the
// bench's server (scripts/src/bench/http-post.ts), which is pinned to one core.
import { availableParallelism } from 'node:os';

/**
 * A process with one core (`taskset`, a one-CPU container) marks, scavenges and compacts on the
 * main thread. V8's concurrent marking and parallel collection threads would otherwise take that
 * one core from the event loop in scheduler slices, which no collection's pause shows: beside the
 * competition ranking the bench's price GET waited 200-214 ms at p99 with them and 46-70 ms
 * without.
 *
 * These are `--single-threaded-gc`'s parts but one: sweeping (and giving the swept pages back)
 * stays on a background thread. `--single-threaded-gc` itself turns it off again whatever the
 * command line says, and then a collection that freed much paused the loop 94.6-189.5 ms beside
 * the VIP sweep over 100,000 users, against 28.0-35.8 ms with it (six interleaved pairs).
 *
 * On the main thread a full collection costs the loop a pause of 18-44 ms and marking steps of
 * up to 8 ms in a row, each time the old generation reaches its limit. The limit grows to three
 * times what the last one left alive (`--heap-growing-percent=200`; V8's own factor here is
 * about 1.5), so a full collection comes a third as often: the earn accrual's pass (100,000
 * orders) then runs without one, and its price GET's p99 went 28-98 -> 15-37 ms. The heap peaks
 * about 100 MB higher. docs/performance.md, "Jobs beside calls".
 */
const ONE_CORE_FLAGS = [
  '--no-concurrent-marking',
  '--no-parallel-marking',
  '--no-cppheap-concurrent-marking',
  '--no-parallel-scavenge',
  '--no-parallel-compaction',
  '--no-parallel-pointer-update',
  '--heap-growing-percent=200',
];

export function serverNodeFlags(cores = availableParallelism()) {
  return cores <= 1 ? [...ONE_CORE_FLAGS] : [];
}
