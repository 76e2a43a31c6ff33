/**
 * A job's passes run one after another, never overlapping: a pass asked for while one
 * runs starts when it ends. A failed pass rejects its own caller only; the next still runs.
 * `idle()` resolves when every pass asked for so far has ended (a job's stop waits for it).
 */
export function oneAtATime() {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    run<T>(pass: () => Promise<T>): Promise<T> {
      const next = queue.then(pass);
      queue = next.catch(() => undefined);
      return next;
    },
    idle: (): Promise<unknown> => queue,
  };
}
