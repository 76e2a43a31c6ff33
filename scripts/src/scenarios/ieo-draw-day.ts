import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { demoScenario } from './demo.ts';
import type { Scenario } from './types.ts';

const [alice, bob] = DEMO_ACCOUNTS;
const DMF = 'demo-ieo-dmf';
const MINUTE = 60_000;
/** Lots of 100 DMF subscribed by the two verified demo users: twice the 100,000 DMF on offer. */
export const DRAW_DAY_SUBSCRIPTIONS = [
  { user: alice, quantity: '100000' },
  { user: bob, quantity: '100000' },
] as const;

/**
 * Draw day of the demo's lottery project, Demo Finance (DMF): its calendar moved so the
 * subscription closes 10 minutes after the load and the draw comes an hour after it, its
 * issue cut to 100,000 DMF; alice and bob (the verified demo users: the project asks for
 * identity verification) applied through the IEO module's own apply (which commits the
 * draw's seed hash first), twice oversubscribed. Jump the
 * clock an hour and the IEO job draws, once, verifiably (`npm run ieo-verify`).
 */
export const ieoDrawDayScenario: Scenario = {
  name: 'ieo-draw-day',
  description: 'demo + Demo Finance (DMF, lottery) closing in 10 minutes and drawing in an hour; alice and bob applied, 2x oversubscribed',
  passwords: demoScenario.passwords,
  async load(tx, ctx) {
    await demoScenario.load(tx, ctx);
    const at = (minutes: number) => new Date(ctx.now.getTime() + minutes * MINUTE);
    await tx.ieoProject.update({
      where: { id: DMF },
      data: { totalSupply: '100000', startAt: at(-3 * 24 * 60), endAt: at(10), lotteryAt: at(60), payUntil: at(24 * 60), listAt: at(3 * 24 * 60) },
    });
  },
  async live({ services }) {
    for (const { user, quantity } of DRAW_DAY_SUBSCRIPTIONS) await services.ieo.ieo.apply(user.id, { projectId: DMF, quantity });
  },
};
