import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { demoScenario } from './demo.ts';
import type { Scenario } from './types.ts';

const [alice, bob] = DEMO_ACCOUNTS;

/** The contracts bought at the live BTC price, by period (seconds): each settles on its own at open + period. */
export const EXPIRING_CONTRACTS = [
  { user: alice, setId: 'demo-sc-30', direction: 1, amount: '100' },
  { user: alice, setId: 'demo-sc-300', direction: 2, amount: '200' },
  { user: bob, setId: 'demo-sc-120', direction: 1, amount: '50' },
] as const;

/**
 * Second contracts running out: alice's 30 s and 5 min BTC contracts and bob's 2 min one,
 * bought through the trade module's own buy at the live price (the stake taken through the
 * ledger). The settlement job settles each at open + period; a clock jump settles them all.
 */
export const secondContractExpiringScenario: Scenario = {
  name: 'second-contract-expiring',
  description: "demo + three BTC second contracts bought at the load (alice's 30 s and 5 min, bob's 2 min), settling on their own or at a clock jump",
  passwords: demoScenario.passwords,
  load: (tx, ctx) => demoScenario.load(tx, ctx),
  async live({ services }) {
    for (const c of EXPIRING_CONTRACTS) {
      await services.trading.second.buy(c.user.id, { symbol: 'BTCUSDT', setId: c.setId, direction: c.direction, amount: c.amount });
    }
  },
};
