import { MarketFactor, type FactorWalk } from './market-factor.ts';
import { Skeleton, type PathSpec, type SkeletonWalk } from './skeleton.ts';
import { HOUR, PATH_EPOCH, WEEK_ALIGN } from './time-units.ts';
import type { SessionProfile } from './volatility-model.ts';

/*
 * The walks a process keeps: one factor per key and the skeletons last used, shared by every path
 * of their key, and the walks of an earlier process (walk-cache.ts) they resume from when made.
 */

/** A saved walk: a factor's or a skeleton's. */
export type Walk = FactorWalk | SkeletonWalk;

/**
 * Skeletons kept for reuse, newest last: a market loaded again (a reload, another test's market,
 * a later load) finds its symbols' ten years walked. Each holds about 1.3 MB; a market of the
 * seeded symbols shares its 13, so the bound only caps the ones no market uses any more.
 */
const SKELETONS_KEPT = 32;
const skeletons = new Map<string, Skeleton>();
/** Factors by key, shared as skeletons are: a factor is a pure function of its key. */
const factors = new Map<string, MarketFactor>();
/** Walks of an earlier process (importWalks), taken up by the skeleton or factor of their key when it is made. */
const earlierWalks = new Map<string, Walk>();
/** Session profiles' keys (sessionKey). */
const sessionKeys = new WeakMap<SessionProfile, string>();

/**
 * A session profile's key: its values over the 168 hours of a week, of which a profile is a
 * function (sessions.ts), so that the same profile has the same key in every process.
 */
function sessionKey(session: SessionProfile | undefined): string {
  if (!session) return '';
  let key = sessionKeys.get(session);
  if (key === undefined) sessionKeys.set(session, (key = Array.from({ length: 168 }, (_, h) => session(WEEK_ALIGN + h * HOUR)).join(',')));
  return key;
}

export function skeletonFor(spec: PathSpec, hourlySigma: number): Skeleton {
  const origin = spec.originMs ?? PATH_EPOCH;
  const key = `${spec.seed} ${spec.symbolHash} ${spec.startPrice} ${spec.annualVolatility} ${origin} ${spec.factor?.key} ${spec.factorCorrelation} ${sessionKey(spec.session)}`;
  let skeleton = skeletons.get(key);
  if (skeleton) skeletons.delete(key);
  else {
    skeleton = new Skeleton(spec, hourlySigma);
    const earlier = earlierWalks.get(key);
    if (earlier?.kind === 'skeleton') skeleton.resume(earlier);
    earlierWalks.delete(key);
  }
  skeletons.set(key, skeleton);
  if (skeletons.size > SKELETONS_KEPT) skeletons.delete(skeletons.keys().next().value!);
  return skeleton;
}

/** The market factor of a seed: one per process, shared by every market of that seed. */
export function factorFor(seed: number): MarketFactor {
  const made = new MarketFactor(seed);
  const kept = factors.get(made.key);
  if (kept) return kept;
  const earlier = earlierWalks.get(made.key);
  if (earlier?.kind === 'factor') made.resume(earlier);
  earlierWalks.delete(made.key);
  factors.set(made.key, made);
  return made;
}

/** How many hours each kept factor and skeleton has walked, by key: whether there is anything new to save. */
export function walkedHours(): Map<string, number> {
  return new Map([...[...factors.values()].map((f) => [f.key, f.hours] as const), ...[...skeletons].map(([key, s]) => [key, s.hours] as const)]);
}

/** Every kept factor's and skeleton's walk so far (walk-cache.ts saves them). */
export function exportWalks(): Walk[] {
  return [...[...factors.values()].map((f) => f.walked()), ...[...skeletons].map(([key, s]) => s.walked(key))];
}

/** Walks of an earlier process: the factors and skeletons of their keys resume from them when made. */
export function importWalks(walks: Walk[]): void {
  for (const walk of walks) earlierWalks.set(walk.key, walk);
}
