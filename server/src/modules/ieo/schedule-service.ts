import { randomBytes } from 'node:crypto';
import Decimal from 'decimal.js';
import { Dec as D } from '@sandbox/shared/decimal';
import type { IeoOrder, IeoProject, PrismaClient, TradingSymbol, Tx } from '@sandbox/prisma';
import { MONEY_DP, toRegionTime, truncate } from '@sandbox/shared';
import { drawAllocation, seedCommitment } from '@sandbox/shared/ieo-draw';
import type { Clock } from '../../clock.ts';
import { postAll, type LedgerEntry } from '../../ledger/index.ts';
import { BalanceLogType } from '../../ledger/types.ts';
import { NOTICE_KIND, type Notify, type NotifyEvent } from '../content/index.ts';
import { allocationOf, IEO_DB, IEO_ORDER_DB, payDeadlineOf } from './codes.ts';


export type ScheduleService = ReturnType<typeof createScheduleService>;

/**
 * The class a listed IEO token trades in on the simulated market: a small-cap crypto, 120 % a
 * year (the seeded large caps run 60-110 %), spot only (no perpetual or second contracts).
 */
export const LISTED_TOKEN_VOLATILITY = '1.2';
const MINUTE_MS = 60_000;

/** Price decimals for a listing price: four significant digits at least, 2..8. 0.045 -> 5, 1.5 -> 3, 60000 -> 2. */
export function listingPricePrecision(price: string): number {
  const p = new D(price);
  const leading = p.gt(0) ? -Math.floor(Math.log10(p.toNumber())) : 0;
  return Math.max(2, Math.min(8, leading + 3));
}

/** The market symbol of a listed token, <coin>/USDT from the listing minute at the issue price. */
export function listedSymbol(p: IeoProject, at: Date) {
  return {
    symbol: `${p.coin}/USDT`,
    base: p.coin,
    quote: 'USDT',
    category: 'crypto',
    name: p.name,
    pricePrecision: listingPricePrecision(p.issuePrice),
    quantityPrecision: 2,
    minQuantity: '1',
    maxLeverage: 1,
    maintenanceTiers: JSON.stringify([{ tier: 1, notionalFloor: '0', notionalCap: null, maxLeverage: 1, maintMarginRatio: '0.5', cum: '0' }]),
    takerFeeRate: '0.001',
    makerFeeRate: '0.001',
    startPrice: p.issuePrice,
    volatility: LISTED_TOKEN_VOLATILITY,
    contractEnabled: false,
    secondEnabled: false,
    isHot: false,
    sort: 100,
    enabled: true,
    listedAt: new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS),
  };
}

/**
 * Flash exchange pairs of a listed token, both ways against USDT, on the demo pairs' terms: fee
 * 0.1 %, from 10 to 100,000 USDT a conversion (the token side at the issue price: 10 / 0.045 =
 * 222.22222223 up to 2,222,222.22222222). The quote is the market's live price.
 */
export function listedFlashPairs(p: IeoProject) {
  const tokens = (usdt: number, rounding: Decimal.Rounding) => new D(usdt).dividedBy(p.issuePrice).toDecimalPlaces(MONEY_DP, rounding).toFixed();
  const common = { feeRate: '0.001', enabled: true };
  return [
    { ...common, sort: 100, fromCurrency: 'USDT', toCurrency: p.coin, minAmount: '10', maxAmount: '100000' },
    { ...common, sort: 101, fromCurrency: p.coin, toCurrency: 'USDT', minAmount: tokens(10, Decimal.ROUND_UP), maxAmount: tokens(100_000, Decimal.ROUND_DOWN) },
  ];
}

/** The currency row of a delivered token: crypto, valued at the issue price, no deposit or withdrawal. */
export function listedCurrency(p: IeoProject) {
  return { code: p.coin, name: p.name, kind: 1, precision: MONEY_DP, icon: p.logo, usdPrice: p.issuePrice, canDeposit: false, canWithdraw: false, sort: 100 };
}

export interface IeoPassResult {
  opened: number;
  drawn: number;
  lapsed: number;
  listed: number;
}

/** A currency's decimals (Currency.precision, at most MONEY_DP; MONEY_DP for a token without a row yet). */
export async function decimalsOf(db: PrismaClient | Tx, code: string): Promise<number> {
  const row = await db.currency.findUnique({ where: { code }, select: { precision: true } });
  return Math.min(row?.precision ?? MONEY_DP, MONEY_DP);
}

/**
 * Commits to a fresh secret seed (32 random bytes, hex) by storing it with its SHA-256,
 * which the project list publishes; guarded so a project is committed once.
 */
export async function commitSeed(db: PrismaClient | Tx, p: Pick<IeoProject, 'id'>): Promise<void> {
  const seed = randomBytes(32).toString('hex');
  await db.ieoProject.updateMany({
    where: { id: p.id, seedHash: null, status: { in: [IEO_DB.UPCOMING, IEO_DB.ISSUING] } },
    data: { seed, seedHash: seedCommitment(seed), status: IEO_DB.ISSUING },
  });
}

/**
 * The IEO calendar on the sandbox clock, each step one transaction guarded by the
 * project's status, so downtime or a clock jump runs every step that came due once,
 * in order: open (commit the seed) -> draw at lotteryAt (allocation from the revealed
 * seed and the sorted applications, shared/ieo-draw.ts) -> lapse of unpaid allocations
 * at the payment deadline -> delivery of the paid tokens at listAt (the token becomes a
 * currency users hold, valued at the issue price). Each applicant is told of the draw's
 * result, a lapse and the delivery (content notify) inside that step's transaction, so a
 * step is told once however many passes run.
 */
export function createScheduleService(deps: {
  db: PrismaClient;
  clock: Clock;
  notify: Notify;
  /** Called after a listing on the market commits: the market adds the symbol live. */
  onSymbolListed: (row: TradingSymbol) => void;
}) {
  const { db, clock } = deps;
  const tell = (tx: Tx, p: IeoProject, o: Pick<IeoOrder, 'id' | 'userId'>, kind: NotifyEvent['kind'], params: NotifyEvent['params']) =>
    deps.notify(tx, { userId: o.userId, kind, refId: o.id, params: { name: p.name, coin: p.coin, ...params } });
  const deadlineText = (p: IeoProject) => toRegionTime(payDeadlineOf(p));

  async function draw(p: IeoProject, now: Date): Promise<boolean> {
    const tokenDecimals = await decimalsOf(db, p.coin);
    const payDecimals = await decimalsOf(db, p.payCurrency);
    return db.$transaction(async (tx) => {
      const claimed = await tx.ieoProject.updateMany({ where: { id: p.id, status: IEO_DB.ISSUING }, data: { status: IEO_DB.DRAWN, drawnAt: now } });
      if (claimed.count !== 1) return false;
      const orders = await tx.ieoOrder.findMany({ where: { projectId: p.id, status: IEO_ORDER_DB.APPLIED }, select: { id: true, userId: true, orderNo: true, quantity: true } });
      const won = drawAllocation({
        seed: p.seed!,
        allocation: allocationOf(p),
        totalSupply: p.totalSupply,
        lotSize: p.minSubscribe,
        decimals: tokenDecimals,
        applications: orders,
      });
      for (const o of orders) {
        const q = won.get(o.orderNo) ?? '0';
        const winner = new D(q).gt(0);
        const amount = winner ? truncate(new D(q).times(p.issuePrice), payDecimals) : '0';
        await tx.ieoOrder.update({
          where: { id: o.id },
          data: { status: winner ? IEO_ORDER_DB.WON : IEO_ORDER_DB.NOT_WON, winQuantity: q, price: p.issuePrice, amount },
        });
        if (winner) await tell(tx, p, o, NOTICE_KIND.IEO_WON, { quantity: q, amount, payCurrency: p.payCurrency, deadline: deadlineText(p) });
        else await tell(tx, p, o, NOTICE_KIND.IEO_NOT_WON, { quantity: o.quantity });
      }
      return true;
    });
  }

  async function deliver(p: IeoProject, now: Date): Promise<boolean> {
    let listed: TradingSymbol | undefined;
    const done = await db.$transaction(async (tx) => {
      const claimed = await tx.ieoProject.updateMany({ where: { id: p.id, status: IEO_DB.COMPLETED }, data: { status: IEO_DB.LISTED, deliveredAt: now } });
      if (claimed.count !== 1) return false;
      // The token becomes a currency users hold (asset centre), valued at its issue price; it cannot be deposited or withdrawn.
      await tx.currency.upsert({ where: { code: p.coin }, create: listedCurrency(p), update: {} });
      const paid = await tx.ieoOrder.findMany({ where: { projectId: p.id, status: IEO_ORDER_DB.COMPLETED }, orderBy: { orderNo: 'asc' } });
      const entries: LedgerEntry[] = paid
        .filter((o) => o.winQuantity && new D(o.winQuantity).gt(0))
        .map((o) => ({
          userId: o.userId, account: 'spot', currency: p.coin, type: BalanceLogType.IEO_DELIVERY, availableDelta: o.winQuantity!,
          refType: 'IeoOrder', refId: o.id, remark: o.orderNo, at: now,
        }));
      await postAll(tx, entries);
      for (const o of paid) if (o.winQuantity && new D(o.winQuantity).gt(0)) await tell(tx, p, o, NOTICE_KIND.IEO_DELIVERED, { quantity: o.winQuantity });
      // On the market too when the project says so: from its listing time (not the late pass's), at the
      // issue price. Only a USDT-paid project: the market's listing price is in USDT.
      if (p.listOnMarket && p.payCurrency === 'USDT') {
        const row = listedSymbol(p, p.listAt);
        listed = await tx.tradingSymbol.upsert({ where: { symbol: row.symbol }, create: row, update: {} });
        for (const pair of listedFlashPairs(p)) {
          const key = { fromCurrency: pair.fromCurrency, toCurrency: pair.toCurrency };
          await tx.flashExchangeSetting.upsert({ where: { fromCurrency_toCurrency: key }, create: pair, update: {} });
        }
      }
      return true;
    });
    // A symbol that was already on the market as a seeded one (no listedAt) is left as it is.
    if (done && listed?.listedAt) deps.onSymbolListed(listed);
    return done;
  }

  async function runPass(): Promise<IeoPassResult> {
    const now = clock.now();
    const result: IeoPassResult = { opened: 0, drawn: 0, lapsed: 0, listed: 0 };
    const toOpen = await db.ieoProject.findMany({ where: { seedHash: null, startAt: { lte: now }, status: { in: [IEO_DB.UPCOMING, IEO_DB.ISSUING] } } });
    for (const p of toOpen) {
      await commitSeed(db, p);
      result.opened += 1;
    }
    const toDraw = await db.ieoProject.findMany({ where: { status: IEO_DB.ISSUING, lotteryAt: { lte: now } }, orderBy: { lotteryAt: 'asc' } });
    for (const p of toDraw) if (await draw(p, now)) result.drawn += 1;
    const drawn = await db.ieoProject.findMany({ where: { status: IEO_DB.DRAWN } });
    for (const p of drawn) {
      if (payDeadlineOf(p) > now) continue;
      const lapsed = await db.$transaction(async (tx) => {
        const claimed = await tx.ieoProject.updateMany({ where: { id: p.id, status: IEO_DB.DRAWN }, data: { status: IEO_DB.COMPLETED } });
        if (claimed.count !== 1) return false;
        const unpaid = await tx.ieoOrder.findMany({ where: { projectId: p.id, status: IEO_ORDER_DB.WON }, select: { id: true, userId: true, winQuantity: true } });
        await tx.ieoOrder.updateMany({ where: { projectId: p.id, status: IEO_ORDER_DB.WON }, data: { status: IEO_ORDER_DB.EXPIRED } });
        for (const o of unpaid) await tell(tx, p, o, NOTICE_KIND.IEO_LAPSED, { quantity: o.winQuantity ?? '0', deadline: deadlineText(p) });
        return true;
      });
      if (lapsed) result.lapsed += 1;
    }
    const toList = await db.ieoProject.findMany({ where: { status: IEO_DB.COMPLETED, listAt: { lte: now } } });
    for (const p of toList) if (await deliver(p, now)) result.listed += 1;
    return result;
  }

  return { runPass };
}
