import { toDecimal, truncate } from '@sandbox/shared/format';
import { regionTimeToEpoch } from '@sandbox/shared/time';
import { IEO_ORDER_STATUS, IEO_PROJECT_STATUS, type IeoDraw, type IeoProject } from '../../api/ieo.ts';
import { checkTypedAmount, type TypedAmountProblem } from '../../lib/amount-check.ts';
import { nameOfCode } from '../../lib/code-names.ts';

/*
 * What the IEO screen shows and checks before sending, by the server's rules
 * (docs/domains/credit-and-ieo.md "IEO"): a quantity within min..max in the token's decimals
 * (8 before it is listed), whole lots of the minimum for a lottery project; a won allocation
 * costs the won quantity x the winning price, truncated to the pay currency's decimals.
 */

/** A token's decimals until it has a currency row (the server's rule). */
export const TOKEN_DECIMALS = 8;

const dec = (value: string | number) => toDecimal(value) ?? (toDecimal(0) as NonNullable<ReturnType<typeof toDecimal>>);

export type IeoQuantityProblem =
  | { problem: TypedAmountProblem; value?: string }
  | { problem: 'outOfRange'; min: string; max: string }
  | { problem: 'wholeLots'; lot: string };

export function checkIeoQuantity(quantity: string, project: Pick<IeoProject, 'minQuantity' | 'maxQuantity' | 'allocation'>): IeoQuantityProblem | null {
  const typed = checkTypedAmount(quantity, TOKEN_DECIMALS);
  if (typed) return typed;
  const value = dec(quantity.trim());
  if (value.lt(project.minQuantity) || value.gt(project.maxQuantity)) return { problem: 'outOfRange', min: project.minQuantity, max: project.maxQuantity };
  if (project.allocation === 'lottery' && dec(project.minQuantity).gt(0) && !value.mod(project.minQuantity).isZero()) return { problem: 'wholeLots', lot: project.minQuantity };
  return null;
}

/** What `quantity` tokens cost at `price`, truncated to the pay currency's decimals (the estimate before the draw, the sum to pay after). */
export const costOf = (quantity: string, price: string, decimals: number): string => truncate(dec(quantity).times(price), decimals);

const PROJECT_STATUS_KEYS = {
  [IEO_PROJECT_STATUS.ISSUING]: 'issuing', [IEO_PROJECT_STATUS.DRAWN]: 'drawn', [IEO_PROJECT_STATUS.LISTED]: 'listed', [IEO_PROJECT_STATUS.COMPLETED]: 'completed',
} as const;
/** The project states the screen names (SPEC.md section 4, and completed from issue 14). */
export const projectStatusKey = (status: number) => nameOfCode(PROJECT_STATUS_KEYS, status, 'upcoming');

const ORDER_STATUS_KEYS = {
  [IEO_ORDER_STATUS.WON]: 'won', [IEO_ORDER_STATUS.COMPLETED]: 'completed', [IEO_ORDER_STATUS.NOT_WON]: 'notWon', [IEO_ORDER_STATUS.EXPIRED]: 'expired',
} as const;
export const orderStatusKey = (status: number) => nameOfCode(ORDER_STATUS_KEYS, status, 'applied');

/** Where a project's subscription window stands at an instant: not open yet, open, or closed. */
export type SubscriptionWindow = 'notOpen' | 'open' | 'closed';

/**
 * The window at `serverTime` (epoch ms on the sandbox clock, the list answer's timestamp), by the
 * server's rule: open from subscribeStart, closed from subscribeEnd on. A project stays issuing
 * after its window closes until the draw runs, so the status alone does not say it takes applications.
 */
export function subscriptionWindow(project: Pick<IeoProject, 'subscribeStart' | 'subscribeEnd'>, serverTime: number): SubscriptionWindow {
  if (serverTime < regionTimeToEpoch(project.subscribeStart)) return 'notOpen';
  return serverTime < regionTimeToEpoch(project.subscribeEnd) ? 'open' : 'closed';
}

/**
 * The first window boundary (a subscribeStart or subscribeEnd, epoch ms) strictly after `serverTime`
 * among `projects`, or null when none is left: the instant some card's window state changes.
 */
export function nextWindowBoundary(projects: readonly Pick<IeoProject, 'subscribeStart' | 'subscribeEnd'>[], serverTime: number): number | null {
  const later = projects.flatMap((p) => [regionTimeToEpoch(p.subscribeStart), regionTimeToEpoch(p.subscribeEnd)]).filter((t) => t > serverTime);
  return later.length > 0 ? Math.min(...later) : null;
}

/** A project takes applications while issuing, inside its window at `serverTime`, from a caller with none in it yet (once per user). */
export const canApply = (project: Pick<IeoProject, 'status' | 'myAppliedQuantity' | 'subscribeStart' | 'subscribeEnd'>, serverTime: number): boolean =>
  project.status === IEO_PROJECT_STATUS.ISSUING && dec(project.myAppliedQuantity).isZero() && subscriptionWindow(project, serverTime) === 'open';

/**
 * Where a project's draw stands, for what the card says about it: no commitment yet (upcoming),
 * the commitment published and the seed still secret, the seed revealed (drawn), or a project past
 * its draw that has no seed to show (a project that was never drawn here, such as a catalogue's
 * already listed one).
 */
export type DrawStage = 'notCommitted' | 'committed' | 'drawn' | 'noRecord';

export function drawStage(project: Pick<IeoProject, 'status' | 'seedHash' | 'seed'>): DrawStage {
  if (project.seed !== null) return 'drawn';
  if (project.status !== IEO_PROJECT_STATUS.UPCOMING && project.status !== IEO_PROJECT_STATUS.ISSUING) return 'noRecord';
  return project.seedHash ? 'committed' : 'notCommitted';
}

/**
 * The figures the draw's rule turns on (shared/ieo-draw.ts): the quantity asked for in all, whether
 * that exceeds the supply (only then does the rule pick), and for a lottery how many lots win.
 */
export function drawFigures(draw: Pick<IeoDraw, 'totalSupply' | 'lotSize' | 'applications'>): { applied: string; oversubscribed: boolean; winningLots: string } {
  const applied = draw.applications.reduce((sum, a) => sum.plus(dec(a.quantity)), dec(0));
  const lot = dec(draw.lotSize);
  return {
    applied: applied.toFixed(),
    oversubscribed: applied.gt(draw.totalSupply),
    winningLots: lot.gt(0) ? dec(draw.totalSupply).dividedToIntegerBy(lot).toFixed() : '0',
  };
}
