import Hex from 'crypto-js/enc-hex.js';
import HmacSHA256 from 'crypto-js/hmac-sha256.js';
import SHA256 from 'crypto-js/sha256.js';
import Decimal from 'decimal.js';
import { Dec as D } from './decimal.ts';

/*
 * The IEO draw (issue 14): a pure, documented function of public data, so anyone
 * recomputes a drawn project from its revealed seed (scripts/src/tasks/ieo-verify.ts).
 *
 * - The server commits to a random seed when the project opens by publishing
 *   sha256(seed) (`seedCommitment`), and reveals the seed at the draw.
 * - Applications are sorted by order number (unique, ascending).
 * - Each application's rank key is HMAC-SHA256(key = seed, message = orderNo), hex;
 *   a lottery ticket's key is HMAC-SHA256(seed, "<orderNo>#<k>") for k = 1..tickets.
 *   Keys are compared as lowercase hex strings, ties (never seen) by order number.
 * - Not oversubscribed (sum of quantities <= supply): everyone wins what they asked.
 * - proRata: each wins quantity x supply / total, truncated to the token's decimals;
 *   the units of 10^-decimals left by the truncation go one each to the applications
 *   in ascending rank-key order (skipping any already at its quantity).
 * - lottery: an application holds floor(quantity / lotSize) tickets; floor(supply /
 *   lotSize) tickets win, the lowest ticket keys first; each winning ticket is lotSize.
 * HMAC-SHA256 comes from crypto-js (the shared package's hashing library, also in the
 * browser), decimals from decimal.js.
 */

export type IeoAllocation = 'proRata' | 'lottery';

export interface DrawApplication {
  orderNo: string;
  /** Subscribed quantity, a decimal string. */
  quantity: string;
}

export interface DrawInput {
  seed: string;
  allocation: IeoAllocation;
  /** Tokens on offer. */
  totalSupply: string;
  /** Lottery: tokens per ticket (the project's minimum subscription). */
  lotSize: string;
  /** The token's decimals (pro rata truncation). */
  decimals: number;
  applications: readonly DrawApplication[];
}


/** The published commitment: sha256 of the seed's UTF-8 text, lowercase hex. */
export function seedCommitment(seed: string): string {
  return SHA256(seed).toString(Hex);
}

/** The rank key of a message under the seed. */
export function drawKey(seed: string, message: string): string {
  return HmacSHA256(message, seed).toString(Hex);
}

const byKey = (a: { key: string; orderNo: string }, b: { key: string; orderNo: string }) =>
  a.key < b.key ? -1 : a.key > b.key ? 1 : a.orderNo < b.orderNo ? -1 : a.orderNo > b.orderNo ? 1 : 0;

/** Applications in the draw's order: by order number (the function sorts, so callers' order never matters). */
export function sortApplications(applications: readonly DrawApplication[]): DrawApplication[] {
  return [...applications].sort((a, b) => (a.orderNo < b.orderNo ? -1 : a.orderNo > b.orderNo ? 1 : 0));
}

/** How a rank key is made: drawKey, or the same HMAC-SHA256 from another library. */
export type DrawKey = (seed: string, message: string) => string;

/**
 * The winning quantity of every application, by order number (plain decimal strings). The
 * server passes node:crypto's HMAC-SHA256 as `keyOf` (about 5 µs a key against crypto-js's 75 µs;
 * one key an application or lottery ticket); the browser and the verifier use drawKey.
 */
export function drawAllocation(input: DrawInput, keyOf: DrawKey = drawKey): Map<string, string> {
  const apps = sortApplications(input.applications);
  const supply = new D(input.totalSupply);
  const total = apps.reduce((sum, a) => sum.plus(a.quantity), new D(0));
  const won = new Map<string, Decimal>(apps.map((a) => [a.orderNo, new D(0)]));
  if (total.lte(supply)) {
    for (const a of apps) won.set(a.orderNo, new D(a.quantity));
  } else if (input.allocation === 'proRata') {
    const unit = new D(1).dividedBy(new D(10).pow(input.decimals));
    let given = new D(0);
    for (const a of apps) {
      const share = new D(a.quantity).times(supply).dividedBy(total).toDecimalPlaces(input.decimals, Decimal.ROUND_DOWN);
      won.set(a.orderNo, share);
      given = given.plus(share);
    }
    let left = supply.minus(given).dividedBy(unit).toDecimalPlaces(0, Decimal.ROUND_DOWN).toNumber();
    const ranked = apps.map((a) => ({ orderNo: a.orderNo, quantity: a.quantity, key: keyOf(input.seed, a.orderNo) })).sort(byKey);
    for (const a of ranked) {
      if (left <= 0) break;
      const current = won.get(a.orderNo)!;
      if (current.plus(unit).gt(a.quantity)) continue;
      won.set(a.orderNo, current.plus(unit));
      left -= 1;
    }
  } else {
    const lot = new D(input.lotSize);
    const winners = supply.dividedBy(lot).toDecimalPlaces(0, Decimal.ROUND_DOWN).toNumber();
    const tickets: Array<{ orderNo: string; key: string }> = [];
    for (const a of apps) {
      const count = new D(a.quantity).dividedBy(lot).toDecimalPlaces(0, Decimal.ROUND_DOWN).toNumber();
      for (let k = 1; k <= count; k++) tickets.push({ orderNo: a.orderNo, key: keyOf(input.seed, `${a.orderNo}#${k}`) });
    }
    tickets.sort(byKey);
    for (const t of tickets.slice(0, winners)) won.set(t.orderNo, won.get(t.orderNo)!.plus(lot));
  }
  return new Map([...won].map(([orderNo, q]) => [orderNo, q.isZero() ? '0' : q.toFixed()]));
}

/** Public draw data (ext.ieoDraw): the rule's inputs and what each application won. */
export interface PublishedDraw extends Omit<DrawInput, 'applications'> {
  seedHash: string;
  applications: ReadonlyArray<DrawApplication & { won: string }>;
}

export interface DrawCheck {
  /** sha256(seed) equals the hash published when the project opened. */
  commitmentHolds: boolean;
  /** Applications whose published win differs from the recomputed one. */
  mismatches: Array<{ orderNo: string; published: string; recomputed: string }>;
}

/** Recomputes a published draw: the commitment and every application's allocation. */
export function verifyDraw(draw: PublishedDraw): DrawCheck {
  const recomputed = drawAllocation(draw);
  const mismatches = draw.applications
    .map((a) => ({ orderNo: a.orderNo, published: a.won, recomputed: recomputed.get(a.orderNo) ?? '0' }))
    .filter((m) => new Decimal(m.published).cmp(m.recomputed) !== 0);
  return { commitmentHolds: seedCommitment(draw.seed) === draw.seedHash, mismatches };
}
