import type { ScenarioFileInput } from '@sandbox/shared/scenario-file';

/**
 * A large scenario file for the bench (docs/scenarios.md, issue figures: 1,000 users load and
 * export in at most 3 s each): `count` users in invitation chains of ten, each with spot and
 * contract USDT and one 5x position opened at the market's price (BTC long or ETH short,
 * alternately): a fixed entry could be past its liquidation price wherever the market has walked.
 */
export function generatedScenario(count: number): ScenarioFileInput {
  const account = (i: number) => `user${String(i).padStart(5, '0')}`;
  return {
    description: `${count} generated users with positions`,
    users: Array.from({ length: count }, (_, i) => ({
      account: account(i),
      ...(i % 10 === 0 ? {} : { invitedBy: account(i - 1) }),
      identity: (['none', 'basic', 'advanced'] as const)[i % 3],
      // The level their assets (about 1,500 USDT) give: the level sweep that runs on load leaves it.
      vip: 1,
      balances: { spot: { USDT: 1000 + (i % 97) }, contract: { USDT: 500 } },
    })),
    positions: Array.from({ length: count }, (_, i) =>
      i % 2 === 0
        ? { user: account(i), symbol: 'BTCUSDT', side: 'long' as const, leverage: 5, quantity: '0.002' }
        : { user: account(i), symbol: 'ETHUSDT', side: 'short' as const, leverage: 5, quantity: '0.05' },
    ),
  };
}
