import { describe, expect, test } from 'vitest';
import { CLOSE_REASON, POSITION_STATUS, toRegionTime } from '@sandbox/shared';
import { RISK_CURSOR_KEY } from '../../src/modules/trading/risk-job.ts';
import { competitionAccounts } from '../../src/modules/competition/index.ts';
import { createTradingModule } from '../../src/modules/trading/index.ts';
import { D } from '../../src/modules/trading/margin-math.ts';
import type { FakePriceFeed } from '../fake-price-feed.ts';
import type { TestApi } from '../harness.ts';
import { balanceOf, openPosition, useTradeApp, type TradeUser } from '../trading-fixture.ts';
import { noNotices } from '../no-notices.ts';


let api: TestApi;
let feed: FakePriceFeed;
let alice: TradeUser;
useTradeApp({ alice: [['contract', '1000']] }, (app) => ({ api, feed, users: { alice } } = app));

const open = (body: object) => openPosition(api, { symbol: 'BTCUSDT', marginMode: 1, leverage: 10, margin: '100', ...body }, alice.token);
const row = (id: string) => api.db.position.findUniqueOrThrow({ where: { id } });

describe('risk job on market ticks', () => {
  test('closes a long at its take-profit price within the tick that crossed it', async () => {
    const p = await open({ side: 1, takeProfit: '11000', stopLoss: '9500' });
    await feed.tick(api.clock.now(), { BTCUSDT: '10900' });
    expect((await row(p.id)).status).toBe(POSITION_STATUS.RUNNING);
    await feed.tick(api.clock.now(), { BTCUSDT: '11500' });
    // Fills at the TP level: PnL 0.1 x 1,000 = 100, close fee 0.1 x 11,000 x 0.05 % = 0.55; net 100 - 0.5 - 0.55.
    expect(await row(p.id)).toMatchObject({ status: POSITION_STATUS.CLOSED, closeReason: CLOSE_REASON.TAKE_PROFIT, closePrice: '11000', closeFee: '0.55', grossPnl: '100', realizedPnl: '98.95' });
    expect(await balanceOf(api, alice.userId, 'contract')).toEqual({ available: '1098.95', frozen: '0' });
  });

  test('closes a long at its stop-loss', async () => {
    const p = await open({ side: 1, stopLoss: '9500' });
    await feed.tick(api.clock.now(), { BTCUSDT: '9450' });
    // PnL 0.1 x -500 = -50, close fee 0.1 x 9,500 x 0.05 % = 0.475; net -50 - 0.5 open fee - 0.475.
    expect(await row(p.id)).toMatchObject({ closeReason: CLOSE_REASON.STOP_LOSS, closePrice: '9500', grossPnl: '-50', realizedPnl: '-50.975' });
  });

  test('liquidates an isolated short at the mark when it reaches the liquidation price: the margin is lost', async () => {
    const p = await open({ side: 2 });
    expect(p.liquidationPrice).toBe('10956.1752988');
    await feed.tick(api.clock.now(), { BTCUSDT: '10950' });
    expect((await row(p.id)).status).toBe(POSITION_STATUS.RUNNING);
    await feed.tick(api.clock.now(), { BTCUSDT: '11000' });
    expect(await row(p.id)).toMatchObject({ closeReason: CLOSE_REASON.LIQUIDATION, closePrice: '11000', grossPnl: '-100', realizedPnl: '-100.5', closeFee: '0' });
    // 1,000 - 100 margin - 0.5 open fee; nothing comes back.
    expect(await balanceOf(api, alice.userId, 'contract')).toEqual({ available: '899.5', frozen: '0' });
    expect(await api.db.balanceLog.count({ where: { refId: p.id, type: 13 } })).toBe(1);
  });

  test('a restart catches up on the time it was down, closing at the instant the level was crossed', async () => {
    const p = await open({ side: 1, stopLoss: '9500' });
    const cursor = new Date((await api.db.systemSetting.findUniqueOrThrow({ where: { key: RISK_CURSOR_KEY } })).value);
    // While "down", the path dips to 9,400 three seconds after the last tick seen, then recovers.
    feed.record('BTCUSDT', new Date(cursor.getTime() + 3000), '9400').record('BTCUSDT', new Date(cursor.getTime() + 6000), '9800').set('BTCUSDT', '9800');
    api.clock.advance(10_000);
    const restarted = createTradingModule({ db: api.db, clock: api.clock, feed, notify: noNotices, competitionAccounts }).jobs;
    const started = await restarted.start();
    await restarted.stop();
    expect(started).toMatchObject({ openPositions: 1, closedOnCatchUp: 1 });
    const closed = await row(p.id);
    expect(closed).toMatchObject({ closeReason: CLOSE_REASON.STOP_LOSS, closePrice: '9500' });
    expect(toRegionTime(closed.closedAt!)).toBe(toRegionTime(new Date(cursor.getTime() + 3000)));
  });
});

describe('the risk index across instances', () => {
  /** A trading engine over the app's database: another instance's, whose index this one's never sees. */
  const engine = () => createTradingModule({ db: api.db, clock: api.clock, feed, notify: noNotices, competitionAccounts });

  test('positions another instance opens, edits and closes reach the index of the one running the risk job by their changed rows; a take-profit set there closes here', async () => {
    const here = engine();
    const there = engine();
    expect(await here.jobs.start()).toMatchObject({ openPositions: 0 });
    try {
      const p = await there.positions.create(alice.userId, { symbol: 'BTCUSDT', side: 1, marginMode: 1, leverage: 10, margin: '100', stopLoss: '9500' });
      expect(here.index.size).toBe(0);
      // One row changed since the index was built; a second look finds nothing new.
      expect(await here.jobs.risk.follow()).toBe(1);
      expect(await here.jobs.risk.follow()).toBe(0);
      expect(here.index.size).toBe(1);
      await there.positions.updateStopLoss(alice.userId, { id: p.id, takeProfit: '11000' });
      expect(await here.jobs.risk.follow()).toBe(1);
      // The take-profit set through the other instance closes the position here, at its level: as the first test above, 98.95.
      await feed.tick(api.clock.now(), { BTCUSDT: '11500' });
      expect(await row(p.id)).toMatchObject({ status: POSITION_STATUS.CLOSED, closeReason: CLOSE_REASON.TAKE_PROFIT, closePrice: '11000', realizedPnl: '98.95' });
      expect(await balanceOf(api, alice.userId, 'contract')).toEqual({ available: '1098.95', frozen: '0' });
      expect(here.index.size).toBe(0);

      // A position closed through the other instance leaves this index at the next look.
      const q = await there.positions.create(alice.userId, { symbol: 'BTCUSDT', side: 2, marginMode: 1, leverage: 10, margin: '100' });
      // q, and p's row as this instance closed it (a change of any instance is read; applying it again changes nothing).
      expect(await here.jobs.risk.follow()).toBe(2);
      expect(here.index.size).toBe(1);
      await there.positions.close(alice.userId, q.id);
      expect(await here.jobs.risk.follow()).toBe(1);
      expect(here.index.size).toBe(0);
    } finally {
      await here.jobs.stop();
    }
  });

  test('a change stamped before the last look but committed after it (a transaction still open then) is read at the next look', async () => {
    const here = engine();
    expect(await here.jobs.start()).toMatchObject({ openPositions: 0 });
    try {
      const p = await engine().positions.create(alice.userId, { symbol: 'BTCUSDT', side: 1, marginMode: 1, leverage: 10, margin: '100' });
      expect(await here.jobs.risk.follow()).toBe(1);
      // Stamped 5 s before the look just made, as Prisma stamps a statement sent inside a transaction that commits later.
      await api.db.position.update({ where: { id: p.id }, data: { takeProfitPrice: '10500', updatedAt: new Date(Date.now() - 5_000) } });
      expect(await here.jobs.risk.follow()).toBe(1);
      expect(here.index.crossed('BTCUSDT', new D('10500'))).toEqual([{ positionId: p.id, reason: CLOSE_REASON.TAKE_PROFIT, level: new D('10500') }]);
    } finally {
      await here.jobs.stop();
    }
  });
});
