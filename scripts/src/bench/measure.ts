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
