import type { PriceFeed } from '../../market/price-feed.ts';
import type { SecondService } from './second-service.ts';
import { oneAtATime } from '../../jobs/one-at-a-time.ts';

export type SecondSettlementJob = ReturnType<typeof createSecondSettlementJob>;

/**
 * Settles second contracts once their expiry has passed, on every market tick.
 * Each settlement reads the price of the exact expiry instant (priceAt), so
 * `start` after downtime settles the missed orders exactly as if on time;
 * settling twice is impossible (conditional status update).
 */
export function createSecondSettlementJob(deps: { feed: PriceFeed; second: SecondService }) {
  const { feed, second } = deps;
  let unsubscribe: (() => void) | undefined;
  const passes = oneAtATime();
  const run = () => passes.run(() => second.settlePass());

  return {
    run,
    async start(): Promise<number> {
      const caughtUp = await run();
      unsubscribe = feed.onTick(async () => {
        await run();
      });
      return caughtUp;
    },
    async stop(): Promise<void> {
      unsubscribe?.();
      unsubscribe = undefined;
      await passes.idle();
    },
  };
}
