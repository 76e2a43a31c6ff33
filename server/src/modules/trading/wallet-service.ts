import { sqlOf, type PrismaClient } from '@sandbox/prisma';
import { POSITION_STATUS, TRANSFER_DIRECTION } from '@sandbox/shared';
import type { Clock } from '../../clock.ts';
import { getBalance } from '../../ledger/index.ts';
import type { PriceFeed } from '../../market/price-feed.ts';
import { SETTLE_CURRENCY } from './accounts.ts';
import { loadSymbols, symbolCode } from './catalogue.ts';
import { refreshCrossLiquidation } from './cross-margin.ts';
import { D } from './margin-math.ts';
import { text } from './numbers.ts';
import { toPositionView } from './position-view.ts';
import type { PositionService } from './position-service.ts';
import { hasCrossPositions } from './queries.ts';
import { transferIn } from './transfer.ts';

export type WalletService = ReturnType<typeof createWalletService>;

/**
 * The contract wallet (finance.transferContract, finance.queryUserContractBalance):
 * USDT moved between `spot` and `contract`, and its balance with the open
 * real positions' PnL. Demo money never moves here.
 */
export function createWalletService(deps: { db: PrismaClient; clock: Clock; feed: PriceFeed; positions: PositionService }) {
  const { db, clock, feed, positions } = deps;

  async function contractBalance(userId: string) {
    const symbols = await loadSymbols(db);
    const [balance, open] = await Promise.all([
      getBalance(db, { userId, account: 'contract', currency: SETTLE_CURRENCY }),
      db.position.findMany({ where: { userId, account: 'contract', status: POSITION_STATUS.RUNNING } }),
    ]);
    const pnl = open
      .map((r) => toPositionView(r, symbols.get(symbolCode(r.symbol)), feed.markPrice(symbolCode(r.symbol))).unrealizedPnl)
      .reduce((s, x) => s.plus(x), new D(0));
    const total = new D(balance.available).plus(balance.frozen);
    return {
      currency: 'USDT' as const,
      balance: text(total),
      available: text(new D(balance.available)),
      frozenMargin: text(new D(balance.frozen)),
      unrealizedPnl: text(pnl),
      equity: text(total.plus(pnl)),
    };
  }

  return {
    contractBalance,

    async transferContract(userId: string, input: { direction: 1 | 2; amount: string }) {
      const toContract = input.direction === TRANSFER_DIRECTION.SPOT_TO_CONTRACT;
      const from = toContract ? 'spot' : 'contract';
      const to = toContract ? 'contract' : 'spot';
      const now = clock.now();
      // Every read is made inside the transaction, on the writer: a read on the read-only connection
      // right after a commit pays for that connection catching up with the log (its page cache is
      // dropped), the dearest statement of this call (docs/decisions.md "A money call reads inside
      // its transaction").
      const result = await db.$transaction(async (tx) => {
        // A refusal rolls back: nothing written.
        const moved = await transferIn(tx, userId, { from, to, amount: input.amount }, now);
        // The cross wallet changed: cross liquidation prices move with it. Most users hold no cross
        // position: the symbols (three queries) are loaded only for those who do.
        const touched = (await hasCrossPositions(sqlOf(tx), userId)) ? await refreshCrossLiquidation(tx, userId, 'contract', await loadSymbols(tx), feed) : [];
        const spot = toContract ? moved.from : moved.to;
        const contract = toContract ? moved.to : moved.from;
        return { touched, spotBalance: spot.available, contractBalance: text(new D(contract.available).plus(contract.frozen)) };
      });
      positions.track(result.touched);
      return { spotBalance: result.spotBalance, contractBalance: result.contractBalance };
    },
  };
}
