import type { ErrorCode } from '../errors.ts';
import { Rng } from '../market/prng.ts';

/**
 * Faults QA injects into /api calls so the client meets them on purpose: added latency, an
 * envelope with a given code, a 401 (the session-expired flow), a dropped connection. Each
 * matches a path pattern (`*` for any run of characters) and optionally a method, and lasts
 * a number of calls, a span of sandbox time, or until reset. With `rate` below 1 a matching
 * call is hit with that probability, drawn from a seeded stream, so a run can be repeated.
 */
export type FaultKind = 'latency' | 'code' | 'unauthorized' | 'drop' | StreamFaultKind;

/**
 * Faults of the market's push stream (market/plugin.ts), kept, listed and reset with the others
 * but never met by a call: a gap (no pushes) or a stale quote (pushes repeat the last one).
 */
export type StreamFaultKind = 'stream-gap' | 'stream-stale';
export const STREAM_FAULT_ROUTE = '/api/ext/market/stream';
const isStreamKind = (kind: FaultKind): kind is StreamFaultKind => kind === 'stream-gap' || kind === 'stream-stale';

export interface FaultSpec {
  route: string;
  method?: string | undefined;
  kind: FaultKind;
  latencyMs?: number | undefined;
  code?: ErrorCode | undefined;
  message?: string | undefined;
  calls?: number | undefined;
  seconds?: number | undefined;
  rate?: number | undefined;
  seed?: number | undefined;
}

export interface Fault extends FaultSpec {
  id: number;
  /** Sandbox time it was set and, with `seconds`, when it ends (epoch ms). */
  createdAt: number;
  until: number | undefined;
  /** Calls it still hits (with `calls`). */
  remaining: number | undefined;
  hits: number;
}

function patternOf(route: string): RegExp {
  const escaped = route.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

export function createFaults() {
  const active: Array<{ fault: Fault; pattern: RegExp; rng: Rng }> = [];
  let ids = 0;
  const live = (now: number) => {
    for (let i = active.length - 1; i >= 0; i--) {
      const { fault } = active[i]!;
      if ((fault.until !== undefined && now >= fault.until) || fault.remaining === 0) active.splice(i, 1);
    }
  };
  return {
    add(spec: FaultSpec, now: number): Fault {
      const fault: Fault = {
        ...spec,
        id: ++ids,
        createdAt: now,
        until: spec.seconds === undefined ? undefined : now + spec.seconds * 1000,
        remaining: spec.calls,
        hits: 0,
      };
      active.push({ fault, pattern: patternOf(spec.route), rng: new Rng(spec.seed ?? 1) });
      return fault;
    },
    list(now: number): Fault[] {
      live(now);
      return active.map((a) => ({ ...a.fault }));
    },
    /** The fault this call meets (counted as a hit), the first set matching it; undefined when none. */
    take(method: string, path: string, now: number): Fault | undefined {
      live(now);
      for (const a of active) {
        if (isStreamKind(a.fault.kind)) continue;
        if (a.fault.method && a.fault.method.toUpperCase() !== method) continue;
        if (!a.pattern.test(path)) continue;
        // The draw happens for every matching call, hit or not, so a seed replays the same pattern.
        if (a.fault.rate !== undefined && a.rng.uniform() >= a.fault.rate) continue;
        a.fault.hits++;
        if (a.fault.remaining !== undefined) a.fault.remaining--;
        return { ...a.fault };
      }
      return undefined;
    },
    /** The stream fault in force at `now` (the first set), undefined when none. */
    streamFault(now: number): (Fault & { kind: StreamFaultKind }) | undefined {
      live(now);
      const found = active.find((a) => isStreamKind(a.fault.kind));
      return found ? ({ ...found.fault } as Fault & { kind: StreamFaultKind }) : undefined;
    },
    remove(id: number): boolean {
      const i = active.findIndex((a) => a.fault.id === id);
      if (i < 0) return false;
      active.splice(i, 1);
      return true;
    },
    reset(): number {
      const n = active.length;
      active.length = 0;
      return n;
    },
    /** The faults set, without this instance's hit counts: what every API instance applies alike (server/src/instances). */
    shared(): SharedFaults {
      return { lastId: ids, faults: active.map(({ fault: { hits: _hits, remaining: _remaining, ...set } }) => set) };
    },
    /**
     * Applies another instance's faults in place of this one's. A fault this instance already
     * had keeps its own counts (and seeded draws): `calls` and `rate` count per instance.
     */
    adopt(shared: SharedFaults): void {
      const own = new Map(active.map((a) => [a.fault.id, a]));
      const next = shared.faults.map((set) => own.get(set.id) ?? { fault: { ...set, remaining: set.calls, hits: 0 }, pattern: patternOf(set.route), rng: new Rng(set.seed ?? 1) });
      active.splice(0, active.length, ...next);
      ids = Math.max(ids, shared.lastId);
    },
  };
}

export interface SharedFaults {
  lastId: number;
  faults: Array<Omit<Fault, 'hits' | 'remaining'>>;
}

export type Faults = ReturnType<typeof createFaults>;
