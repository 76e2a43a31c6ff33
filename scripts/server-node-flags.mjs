// The Node flags of a process that serves the API: run.mjs's `start` and `api` tasks, and the
// bench's server (scripts/src/bench/http-post.ts), which is pinned to one core.
import { availableParallelism } from 'node:os';

/**
 * A process with one core (`taskset`, a one-CPU container) collects its garbage on the main
 * thread (`--single-threaded-gc`). V8's concurrent marking and sweeping threads would otherwise
 * take that one core from the event loop in scheduler slices, which no collection's pause shows:
 * beside the competition ranking the bench's price GET waited 200-214 ms at p99 with them and
 * 46-70 ms without.
 *
 * On the main thread a full collection costs the loop a pause of 18-44 ms and marking steps of
 * up to 8 ms in a row, each time the old generation reaches its limit. The limit grows to three
 * times what the last one left alive (`--heap-growing-percent=200`; V8's own factor here is
 * about 1.5), so a full collection comes a third as often: the earn accrual's pass (100,000
 * orders) then runs without one, and its price GET's p99 went 28-98 -> 15-37 ms. The heap peaks
 * higher (about 100 MB more) and the pause of a collection that does come is longer where much
 * was freed (the VIP sweep's: 65-132 ms in six runs against 36-44). docs/performance.md, "Jobs beside calls".
 */
export function serverNodeFlags(cores = availableParallelism()) {
  return cores <= 1 ? ['--single-threaded-gc', '--heap-growing-percent=200'] : [];
}
