import type { OffsetClock } from '../clock.ts';
import type { Market } from '../market/market.ts';
import { adoptStreamDrops, streamDrops } from '../market/plugin.ts';
import type { Faults, SharedFaults } from '../qa/faults.ts';
import { INSTANCE_KEY_PREFIX } from './job-lease.ts';
import type { SharedKind } from './shared-state.ts';

/** The sandbox clock's offset: a QA move through one instance moves every instance's clock. */
export function clockKind(clock: Pick<OffsetClock, 'offset' | 'restoreOffset'>): SharedKind {
  return {
    key: `${INSTANCE_KEY_PREFIX}shared.clock`,
    read: () => JSON.stringify({ offsetMs: clock.offset }),
    apply: (text) => clock.restoreOffset((JSON.parse(text) as { offsetMs: number }).offsetMs),
  };
}

/** The HTTP faults QA set (their hit counts stay each instance's own). */
export function faultsKind(faults: Faults): SharedKind {
  return {
    key: `${INSTANCE_KEY_PREFIX}shared.faults`,
    read: () => JSON.stringify(faults.shared()),
    apply: (text) => faults.adopt(JSON.parse(text) as SharedFaults),
  };
}

/**
 * The market: the recorded steers of every symbol, whatever their kind (a new kind of steer is
 * a recorded steer too, and flows without a change here), its symbols, and a generation that
 * moves when an instance reloads its market (a scenario load, a snapshot restore, a QA reload).
 * Another instance that sees the generation move, or a symbol it lacks (listed by the IEO job
 * where it ran), reloads its market and runs `reloaded` (the risk job's index of open
 * positions) before it takes the steers.
 */
export function marketKind(market: Market, reloaded: () => Promise<unknown>): SharedKind {
  let generation = 0;
  let loadsSeen = market.loads;
  return {
    key: `${INSTANCE_KEY_PREFIX}shared.market`,
    read() {
      if (market.loads !== loadsSeen) {
        loadsSeen = market.loads;
        generation++;
      }
      return JSON.stringify({ generation, symbols: market.symbols().map((s) => s.code), steers: market.recordedSteers() });
    },
    async apply(text, initial) {
      const shared = JSON.parse(text) as { generation: number; symbols?: string[]; steers: Parameters<Market['adoptSteers']>[0] };
      // A symbol another instance added without a reload (the IEO job listing a token): read the rows again.
      const listed = (shared.symbols ?? []).some((code) => !market.symbol(code));
      // At start the market has just loaded from the database: no second load.
      if ((shared.generation !== generation || listed) && !initial) {
        await market.load();
        await reloaded();
      }
      generation = shared.generation;
      loadsSeen = market.loads;
      market.adoptSteers(shared.steers);
    },
  };
}

/**
 * The QA stream drops (`POST /__qa/market/stream/drop`): a count that moves through one instance
 * ends the open price streams of every instance, so a phone app on any of them reconnects.
 */
export function streamDropsKind(market: Market): SharedKind {
  return {
    key: `${INSTANCE_KEY_PREFIX}shared.streamDrops`,
    read: () => JSON.stringify({ drops: streamDrops(market) }),
    apply: (text, initial) => void adoptStreamDrops(market, (JSON.parse(text) as { drops: number }).drops, !initial),
  };
}
