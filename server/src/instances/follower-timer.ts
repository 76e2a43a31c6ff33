/**
 * Work that an instance NOT running the jobs does itself on a timer: what the jobs keep in
 * the holder's memory only (the live competition boards) and the others must keep too to
 * answer alike. Skipped on every tick while this instance holds the job lease (its jobs do
 * the same work), so one instance alone never runs it. Passes never overlap; the first runs
 * at start, not awaited (an instance must not wait for it to serve).
 */
export function createFollowerTimer(opts: {
  holding: () => boolean;
  run: () => Promise<unknown>;
  everyMs: number;
  onError: (error: unknown) => void;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running || opts.holding()) return;
    running = opts
      .run()
      .catch(opts.onError)
      .finally(() => {
        running = undefined;
      });
  };
  return {
    start(): void {
      tick();
      timer = setInterval(tick, opts.everyMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
