import Decimal from 'decimal.js';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { contract, CLOSE_REASON, POSITION_STATUS } from '@sandbox/shared';
import type { FakePriceFeed } from '../fake-price-feed.ts';
import type { TestApi } from '../harness.ts';
import { balanceOf, createTradeApp, registerFunded } from '../trading-fixture.ts';

/*
 * Issue 10 item 2: a closed position carries its breakdown (gross PnL, open
 * fee, close fee, net) and the net is exactly what the position moved in the
 * wallet, i.e. the sum of its balance-log rows (open fee, margin freeze,
 * close or liquidation, close fee).
 */


let api: TestApi;
let feed: FakePriceFeed;

beforeEach(async () => {
  ({ api, feed } = await createTradeApp());
});
afterEach(async () => {
  await api.close();
});

/** The sum of a position's balance-log rows, available and frozen together (what the wallet moved). */
async function ledgerSum(positionId: string): Promise<string> {
  const rows = await api.db.balanceLog.findMany({ where: { refType: 'Position', refId: positionId } });
  return rows.reduce((s, r) => s.plus(r.availableDelta).plus(r.frozenDelta), new Decimal(0)).toFixed();
}

const walletTotal = async (userId: string) => {
  const b = await balanceOf(api, userId, 'contract');
  return new Decimal(b.available).plus(b.frozen);
};

describe('closed position breakdown (known answers)', () => {
  test('long ETH, entry 2000, quantity 0.5, taker fee 0.05 %, closed at 2100', async () => {
    const alice = await registerFunded(api, 'alice@example.com', [['contract', '1000']]);
    const open = await api.call(contract['trade.positionCreate'], { symbol: 'ETHUSDT', side: 1, marginMode: 1, leverage: 10, quantity: '0.5' }, { token: alice.token });
    expect(open.code, open.message).toBe(200);
    feed.set('ETHUSDT', '2100');
    const closed = await api.call(contract['trade.positionClose'], undefined, { token: alice.token, params: { id: open.result.id } });
    expect(closed.code, closed.message).toBe(200);
    // By hand:
    //   margin    = 0.5 x 2000 / 10           = 100
    //   open fee  = 0.5 x 2000 x 0.0005       = 0.5
    //   gross     = 0.5 x (2100 - 2000)       = 50   (the close row: +150 available, -100 frozen)
    //   close fee = 0.5 x 2100 x 0.0005       = 0.525
    //   net       = 50 - 0.5 - 0.525          = 48.975
    //   wallet    = 1000 + 48.975             = 1048.975
    expect(closed.result).toMatchObject({
      status: POSITION_STATUS.CLOSED, margin: '100', openFee: '0.5', grossPnl: '50', closeFee: '0.525', realizedPnl: '48.975', yield: '48.97',
    });
    expect(await balanceOf(api, alice.userId, 'contract')).toEqual({ available: '1048.975', frozen: '0' });
    expect(await ledgerSum(open.result.id)).toBe('48.975');
    // The settlement page reads the same figures.
    const detail = await api.call(contract['ext.positionDetail'], {}, { token: alice.token, params: { id: open.result.id } });
    expect(detail.result).toMatchObject({ grossPnl: '50', openFee: '0.5', closeFee: '0.525', realizedPnl: '48.975' });
  });

  test('an isolated loss beyond the margin: gross is the margin lost, not the mark-to-market loss', async () => {
    const alice = await registerFunded(api, 'alice@example.com', [['contract', '1000']]);
    const open = await api.call(contract['trade.positionCreate'], { symbol: 'ETHUSDT', side: 1, marginMode: 1, leverage: 10, quantity: '0.5' }, { token: alice.token });
    expect(open.code, open.message).toBe(200);
    // A gap to 1700 with no tick in between (the risk job never saw the liquidation price):
    // mark-to-market -150, but an isolated loss is capped at the margin: gross -100;
    // close fee 0.5 x 1700 x 0.0005 = 0.425; net -100 - 0.5 - 0.425 = -100.925.
    feed.set('ETHUSDT', '1700');
    const closed = await api.call(contract['trade.positionClose'], undefined, { token: alice.token, params: { id: open.result.id } });
    expect(closed.result).toMatchObject({ grossPnl: '-100', openFee: '0.5', closeFee: '0.425', realizedPnl: '-100.925' });
    expect(await balanceOf(api, alice.userId, 'contract')).toEqual({ available: '899.075', frozen: '0' });
    expect(await ledgerSum(open.result.id)).toBe('-100.925');
  });

  test('an isolated liquidation: the margin is lost, no close fee, net includes the open fee', async () => {
    const alice = await registerFunded(api, 'alice@example.com', [['contract', '1000']]);
    const open = await api.call(contract['trade.positionCreate'], { symbol: 'ETHUSDT', side: 1, marginMode: 1, leverage: 10, quantity: '0.5' }, { token: alice.token });
    await feed.tick(api.clock.now(), { ETHUSDT: '1500' });
    const row = await api.db.position.findUniqueOrThrow({ where: { id: open.result.id } });
    // Gross -100 (the margin), open fee 0.5, close fee 0: net -100.5.
    expect(row).toMatchObject({ closeReason: CLOSE_REASON.LIQUIDATION, grossPnl: '-100', openFee: '0.5', closeFee: '0', realizedPnl: '-100.5' });
    expect(await ledgerSum(open.result.id)).toBe('-100.5');
  });
});

type Action =
  | { kind: 'open'; symbol: 'BTCUSDT' | 'ETHUSDT'; side: 1 | 2; marginMode: 1 | 2; leverage: number; margin: string }
  | { kind: 'move'; btc: number; eth: number }
  | { kind: 'close'; pick: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('open' as const),
    symbol: fc.constantFrom('BTCUSDT' as const, 'ETHUSDT' as const),
    side: fc.constantFrom(1 as const, 2 as const),
    marginMode: fc.constantFrom(1 as const, 2 as const),
    leverage: fc.integer({ min: 1, max: 50 }),
    margin: fc.integer({ min: 1000, max: 60_000 }).map((cents) => new Decimal(cents).div(100).toFixed()),
  }),
  // Moves of up to +-15 % from the start prices: enough to liquidate at high leverage.
  fc.record({ kind: fc.constant('move' as const), btc: fc.integer({ min: 8500, max: 11_500 }), eth: fc.integer({ min: 1700, max: 2300 }) }),
  fc.record({ kind: fc.constant('close' as const), pick: fc.nat() }),
);

describe('property: every closed position nets exactly its balance-log rows', () => {
  test('random opens, price moves (TP/SL/liquidation by the risk job) and closes', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 8 }), async (actions) => {
        run += 1;
        await feed.tick(api.clock.now(), { BTCUSDT: '10000', ETHUSDT: '2000' });
        const user = await registerFunded(api, `p${run}@example.com`, [['contract', '5000']]);
        const start = await walletTotal(user.userId);
        for (const a of actions) {
          if (a.kind === 'open') {
            const { kind: _kind, ...body } = a;
            const res = await api.call(contract['trade.positionCreate'], body, { token: user.token });
            // Refusals (leverage above the bracket, too small, not enough money) are answers, never 500.
            expect([200, 400, 409], res.message).toContain(res.code);
          } else if (a.kind === 'move') {
            api.clock.advance(1000);
            await feed.tick(api.clock.now(), { BTCUSDT: String(a.btc), ETHUSDT: String(a.eth) });
          } else {
            const open = await api.db.position.findMany({ where: { userId: user.userId, status: POSITION_STATUS.RUNNING }, orderBy: { id: 'asc' } });
            if (open.length === 0) continue;
            const res = await api.call(contract['trade.positionClose'], undefined, { token: user.token, params: { id: open[a.pick % open.length]!.id } });
            expect(res.code, res.message).toBe(200);
          }
        }
        for (const p of await api.db.position.findMany({ where: { userId: user.userId, status: POSITION_STATUS.RUNNING } })) {
          expect((await api.call(contract['trade.positionClose'], undefined, { token: user.token, params: { id: p.id } })).code).toBe(200);
        }
        const closed = await api.db.position.findMany({ where: { userId: user.userId } });
        let netSum = new Decimal(0);
        for (const p of closed) {
          expect(p.status).toBe(POSITION_STATUS.CLOSED);
          const net = new Decimal(p.realizedPnl!);
          expect(new Decimal(p.grossPnl!).minus(p.openFee).minus(p.closeFee!).toFixed()).toBe(net.toFixed());
          expect(await ledgerSum(p.id)).toBe(net.toFixed());
          netSum = netSum.plus(net);
        }
        // And together they are the whole change of the contract wallet.
        expect((await walletTotal(user.userId)).minus(start).toFixed()).toBe(netSum.toFixed());
      }),
      { numRuns: 12, seed: 20261123 },
    );
  }, 180_000);
});
