import { mondayAtOrBefore } from '@sandbox/server/modules/vip';
import { demoScenario } from './demo.ts';
import type { Scenario } from './types.ts';

const WEEK = 7 * 24 * 3600_000;
/** How long before Monday 00:00 (region time) the scenario leaves the clock. */
export const EVE_MS = 10 * 60_000;

/**
 * The eve of a red-envelope Monday: the sandbox clock moved forward to 23:50 on Sunday
 * (region time), this week's envelopes issued by the VIP job's pass after the load, the
 * next Monday's not yet. Ten minutes later (`npm run qa -- clock advance 10m`) the job
 * issues them, once, to every user at VIP 1 or above (alice VIP 4, bob VIP 1).
 */
export const vipMondayEveScenario: Scenario = {
  name: 'vip-monday-eve',
  description: 'demo with the clock moved to Sunday 23:50 (region time): ten minutes later the VIP job issues the Monday red envelopes',
  passwords: demoScenario.passwords,
  load: (tx, ctx) => demoScenario.load(tx, ctx),
  async live({ clock }) {
    const now = clock.now().getTime();
    const eve = mondayAtOrBefore(new Date(now)).getTime() + WEEK - EVE_MS;
    // Only forward; on the last ten minutes of a Sunday the clock already is on the eve.
    if (eve > now) clock.advance(eve - now);
  },
};
