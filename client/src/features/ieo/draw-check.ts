import { seedCommitment, verifyDraw, type PublishedDraw } from '@sandbox/shared/ieo-draw';

/*
 * The IEO draw recomputed on this device: the same check as `npm run ieo-verify`
 * (scripts/src/tasks/ieo-verify.ts), by the same function (shared/ieo-draw.ts verifyDraw,
 * crypto-js's SHA-256 and HMAC, so nothing of node). The screen imports this module only when
 * the user asks to verify (import()), so the hashing and the draw rule are not in the IEO
 * page's first download.
 */

export interface DrawRowCheck {
  orderNo: string;
  published: string;
  recomputed: string;
  matches: boolean;
}

export interface DrawReport {
  /** sha256(seed) as computed here. */
  computedHash: string;
  /** It equals the hash published when the project opened. */
  commitmentHolds: boolean;
  /** Every application in the published order, with what the rule gives it. */
  rows: DrawRowCheck[];
  mismatches: number;
  /** The commitment holds and every allocation recomputes. */
  verified: boolean;
}

export function checkDraw(draw: PublishedDraw): DrawReport {
  const check = verifyDraw(draw);
  const differing = new Map(check.mismatches.map((m) => [m.orderNo, m.recomputed]));
  const rows = draw.applications.map((a) => {
    const recomputed = differing.get(a.orderNo);
    return { orderNo: a.orderNo, published: a.won, recomputed: recomputed ?? a.won, matches: recomputed === undefined };
  });
  return {
    computedHash: seedCommitment(draw.seed),
    commitmentHolds: check.commitmentHolds,
    rows,
    mismatches: check.mismatches.length,
    verified: check.commitmentHolds && check.mismatches.length === 0,
  };
}
