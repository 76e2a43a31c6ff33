/**
 * Operations per second of a synchronous function on the calling thread (one
 * core): a short warm-up so the JIT has compiled the hot path, then batches
 * until the time is up. Batching keeps the clock reads out of the figure.
 */
export interface Rate {
  opsPerSecond: number;
  microsPerOp: number;
  ops: number;
}

export function measureRate(op: (i: number) => void, seconds: number, batch = 50): Rate {
  const warmUntil = performance.now() + Math.min(500, seconds * 200);
  let i = 0;
  while (performance.now() < warmUntil) op(i++);

  const start = performance.now();
  const end = start + seconds * 1000;
  let ops = 0;
  let now = start;
  while (now < end) {
    for (let b = 0; b < batch; b++) op(ops++);
    now = performance.now();
  }
  const elapsed = (now - start) / 1000;
  return { opsPerSecond: ops / elapsed, microsPerOp: (elapsed * 1e6) / ops, ops };
}

/**
 * Rates of several operations measured in alternating small batches, so that
 * load from other processes drifting during the run affects each of them
 * alike and their ratio stays meaningful on a busy machine.
 */
export function measureInterleaved(
  ops: ReadonlyArray<(i: number) => void>,
  seconds: number,
  batch = 10,
): Rate[] {
  for (const op of ops) measureRate(op, Math.min(0.3, seconds / 10), batch);
  const time = ops.map(() => 0);
  const count = ops.map(() => 0);
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    ops.forEach((op, j) => {
      const start = performance.now();
      for (let b = 0; b < batch; b++) op(count[j]! + b);
      time[j]! += performance.now() - start;
      count[j]! += batch;
    });
  }
  return ops.map((_, j) => {
    const elapsed = time[j]! / 1000;
    return {
      opsPerSecond: count[j]! / elapsed,
      microsPerOp: (elapsed * 1e6) / count[j]!,
      ops: count[j]!,
    };
  });
}

/** The middle of the values (of an even count, the upper of the two middle ones). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A job's pauses between batches when a bench times the pass's own work: none waits (jobs.ts measures the pass beside calls). */
export const noPauses = () => async () => undefined;
