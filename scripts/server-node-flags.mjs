// The Node flags of a process that serves the API: run.mjs's `start` and `api` tasks, and the
// bench's server (scripts/src/bench/http-post.ts), which is pinned to one core.
import { availableParallelism } from 'node:os';

/**
 * A process with one core (`taskset`, a one-CPU container) collects its garbage on the main
 * thread (`--single-threaded-gc`). V8's concurrent marking and sweeping threads would otherwise
 * take that one core from the event loop in scheduler slices, which no collection's pause shows:
 * beside the competition ranking the bench's price GET waited 200-214 ms at p99 with them and
 * 46-70 ms without (docs/performance.md, "Jobs beside calls").
 */
export function serverNodeFlags(cores = availableParallelism()) {
  return cores <= 1 ? ['--single-threaded-gc'] : [];
}
