import type { ScenarioFileInput } from '@sandbox/shared/scenario-file';

const LOAN_STATES = ['pending', 'running', 'overdue', 'repaid'] as const;
const LOAN = 200;
const STAKE = 100;

/**
 * A large scenario file for the bench (docs/scenarios.md, issue figures: 1,000 users load and
 * export in at most 3 s each): `count` users in invitation chains of ten, each with spot and
 * contract USDT, one 5x position opened at the market's price (BTC long or ETH short,
 * alternately: a fixed entry could be past its liquidation price wherever the market has walked)
 * and a bond with 0 to 9 days paid; every fourth a second contract running at the clock; every
 * fifth with identity a 7-day credit loan, pending, running, overdue or repaid in turn. An
 * overdue borrower has put all of their spot and the loan into a bond at the clock: the loan job
 * collects an overdue loan as soon as spot covers it.
 */
export function generatedScenario(count: number): ScenarioFileInput {
  const account = (i: number) => `user${String(i).padStart(5, '0')}`;
  const identity = (i: number) => (['none', 'basic', 'advanced'] as const)[i % 3]!;
  const spot = (i: number) => 1000 + (i % 97);
  const stake = (i: number) => (i % 4 === 0 ? STAKE : 0);
  const borrowers = Array.from({ length: Math.ceil(count / 5) }, (_, k) => 5 * k + 1).filter((i) => i < count && identity(i) !== 'none');
  const loans = borrowers.map((i, n) => ({ user: account(i), type: 'credit' as const, amount: LOAN, term: 7, state: LOAN_STATES[n % 4]! }));
  const overdue = new Set(borrowers.filter((_, n) => LOAN_STATES[n % 4] === 'overdue'));
  const bond = (i: number) => (overdue.has(i) ? { amount: spot(i) + LOAN - stake(i), daysPaid: 0 } : { amount: 100 + (i % 5) * 50, daysPaid: i % 10 });
  return {
    description: `${count} generated users with positions, orders and loans`,
    users: Array.from({ length: count }, (_, i) => ({
      account: account(i),
      ...(i % 10 === 0 ? {} : { invitedBy: account(i - 1) }),
      identity: identity(i),
      // The level their assets (about 1,500 USDT) give: the level sweep that runs on load leaves it.
      vip: 1,
      balances: { spot: { USDT: spot(i) }, contract: { USDT: 500 } },
    })),
    positions: Array.from({ length: count }, (_, i) =>
      i % 2 === 0
        ? { user: account(i), symbol: 'BTCUSDT', side: 'long' as const, leverage: 5, quantity: '0.002' }
        : { user: account(i), symbol: 'ETHUSDT', side: 'short' as const, leverage: 5, quantity: '0.05' },
    ),
    earnOrders: Array.from({ length: count }, (_, i) => ({ user: account(i), product: 'Solar Farm Bond', ...bond(i) })),
    secondOrders: Array.from({ length: count }, (_, i) => i)
      .filter((i) => stake(i) > 0)
      .map((i) => ({ user: account(i), symbol: 'BTCUSDT', direction: i % 8 === 0 ? ('up' as const) : ('down' as const), period: 300, stake: stake(i) })),
    loans,
  };
}
