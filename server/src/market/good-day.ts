import type { Market } from './market.ts';
import type { GroupSteerRequest } from './market-steers.ts';

/**
 * The presenter's "good day" (docs/domains/market.md "Steers"): four market-wide
 * phases through the crypto factor, each a share of the chosen duration and each moving from the
 * price the previous one reached, so every crypto symbol follows with its beta. The factor ends
 * 1.005 x 1.06 x 0.98 x 1.04 = +8.59 % up (BTC, beta 0.9: +7.7 %).
 */
export const GOOD_DAY_PHASES: ReadonlyArray<{ name: string; share: number; kind: GroupSteerRequest['kind']; percent: string }> = [
  { name: 'calm open', share: 0.2, kind: 'rally', percent: '0.5' },
  { name: 'crypto-wide rally', share: 0.35, kind: 'rally', percent: '6' },
  { name: 'pull-back', share: 0.15, kind: 'crash', percent: '2' },
  { name: 'strong close', share: 0.3, kind: 'rally', percent: '4' },
];

/** Schedules the phases from now over `durationSeconds` (whole seconds; the last phase takes what is left). */
export function scheduleGoodDay(market: Market, durationSeconds: number) {
  let start = 0;
  return GOOD_DAY_PHASES.map((phase, i) => {
    const seconds = i === GOOD_DAY_PHASES.length - 1 ? durationSeconds - start : Math.floor(durationSeconds * phase.share);
    const steers = market.steerGroup({ group: 'crypto', kind: phase.kind, percent: phase.percent, durationSeconds: seconds, startInSeconds: start });
    const out = { name: phase.name, kind: phase.kind, percent: phase.percent, startInSeconds: start, durationSeconds: seconds, steers };
    start += seconds;
    return out;
  });
}
