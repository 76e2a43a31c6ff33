import { describe, expect, it } from 'vitest';
import { IEO_PROJECT_STATUS } from '../../api/ieo.ts';
import { canApply, checkIeoQuantity, costOf, drawFigures, drawStage, nextWindowBoundary, orderStatusKey, projectStatusKey, subscriptionWindow } from './ieo-rules.ts';

const proRata = { minQuantity: '100', maxQuantity: '100000', allocation: 'proRata' as const };
const lottery = { ...proRata, allocation: 'lottery' as const };

describe('IEO rules', () => {
  it('checks a quantity: range, the token decimals, whole lots for a lottery', () => {
    expect(checkIeoQuantity('', proRata)).toEqual({ problem: 'required' });
    expect(checkIeoQuantity('99', proRata)).toEqual({ problem: 'outOfRange', min: '100', max: '100000' });
    expect(checkIeoQuantity('100000.1', proRata)).toEqual({ problem: 'outOfRange', min: '100', max: '100000' });
    expect(checkIeoQuantity('150.123456789', proRata)).toEqual({ problem: 'precision', value: '8' });
    expect(checkIeoQuantity('150.5', proRata)).toBeNull();
    expect(checkIeoQuantity('250', lottery)).toEqual({ problem: 'wholeLots', lot: '100' });
    expect(checkIeoQuantity('300', lottery)).toBeNull();
  });

  it('costs quantity x price, truncated to the pay currency', () => {
    // 2000 SBX at 0.045 = 90; 333.33333333 at 0.045 = 14.99999999985 -> 14.99.
    expect(costOf('2000', '0.045', 2)).toBe('90');
    expect(costOf('333.33333333', '0.045', 2)).toBe('14.99');
  });

  // The window in region time (UTC+8): 2026-01-09 04:00:00 to 2026-01-16 04:00:00, i.e. 2026-01-08 20:00Z to 2026-01-15 20:00Z.
  const calendar = { subscribeStart: '2026-01-09 04:00:00', subscribeEnd: '2026-01-16 04:00:00' };
  const START = Date.UTC(2026, 0, 8, 20);
  const END = Date.UTC(2026, 0, 15, 20);
  const INSIDE = Date.UTC(2026, 0, 12, 6, 30);

  it('judges the subscription window at the sandbox time: open from its start, closed from its end on', () => {
    expect(subscriptionWindow(calendar, START - 1)).toBe('notOpen');
    expect(subscriptionWindow(calendar, START)).toBe('open');
    expect(subscriptionWindow(calendar, END - 1)).toBe('open');
    expect(subscriptionWindow(calendar, END)).toBe('closed');
  });

  it('finds the next window boundary after the sandbox time: the earliest start or end still ahead, none when all have passed', () => {
    // A second window, 2026-01-23 04:00:00 to 2026-01-30 04:00:00 region time, i.e. 2026-01-22 20:00Z to 2026-01-29 20:00Z.
    const later = { subscribeStart: '2026-01-23 04:00:00', subscribeEnd: '2026-01-30 04:00:00' };
    const LATER_START = Date.UTC(2026, 0, 22, 20);
    const LATER_END = Date.UTC(2026, 0, 29, 20);
    expect(nextWindowBoundary([], INSIDE)).toBeNull();
    // Before both windows: the first one's start, whatever the order of the list.
    expect(nextWindowBoundary([later, calendar], START - 1)).toBe(START);
    // Inside the first window: its end comes before the second's start.
    expect(nextWindowBoundary([later, calendar], INSIDE)).toBe(END);
    // A boundary at the sandbox time has passed (the window already changed there): the next one counts.
    expect(nextWindowBoundary([calendar, later], START)).toBe(END);
    expect(nextWindowBoundary([calendar, later], END)).toBe(LATER_START);
    expect(nextWindowBoundary([calendar, later], LATER_START)).toBe(LATER_END);
    // Every boundary at or before the sandbox time: none left.
    expect(nextWindowBoundary([calendar, later], LATER_END)).toBeNull();
    expect(nextWindowBoundary([calendar], END + 1)).toBeNull();
  });

  it('applies once, while issuing and inside the window at the sandbox time', () => {
    const issuing = { ...calendar, status: IEO_PROJECT_STATUS.ISSUING, myAppliedQuantity: '0' };
    expect(canApply(issuing, INSIDE)).toBe(true);
    // Before the start: issuing or not, no application yet.
    expect(canApply(issuing, START - 1000)).toBe(false);
    expect(canApply(issuing, START)).toBe(true);
    // Exactly at the end the server refuses (ieo.notOpen), and after it, while the project still issues until its draw.
    expect(canApply(issuing, END - 1000)).toBe(true);
    expect(canApply(issuing, END)).toBe(false);
    expect(canApply(issuing, END + 12 * 3600_000)).toBe(false);
    // Already applied: once per user.
    expect(canApply({ ...issuing, myAppliedQuantity: '100' }, INSIDE)).toBe(false);
    // Not issuing: upcoming, drawn.
    expect(canApply({ ...issuing, status: IEO_PROJECT_STATUS.UPCOMING }, INSIDE)).toBe(false);
    expect(canApply({ ...issuing, status: IEO_PROJECT_STATUS.DRAWN }, INSIDE)).toBe(false);
  });

  it('names the states', () => {
    expect([0, 1, 2, 3, 4].map(projectStatusKey)).toEqual(['upcoming', 'issuing', 'drawn', 'listed', 'completed']);
    expect([1, 2, 3, -1, -2].map(orderStatusKey)).toEqual(['applied', 'won', 'completed', 'notWon', 'expired']);
  });

  it('tells where the draw stands: no commitment, committed, drawn, or past the draw with nothing published', () => {
    const hash = 'a'.repeat(64);
    expect(drawStage({ status: 0, seedHash: null, seed: null })).toBe('notCommitted');
    expect(drawStage({ status: 1, seedHash: hash, seed: null })).toBe('committed');
    expect(drawStage({ status: 2, seedHash: hash, seed: 'b' })).toBe('drawn');
    expect(drawStage({ status: 3, seedHash: hash, seed: 'b' })).toBe('drawn');
    // A listed project with no draw on record (seeded as listed, its calendar never run).
    expect(drawStage({ status: 3, seedHash: null, seed: null })).toBe('noRecord');
  });

  it('sums what the draw turns on: asked for in all, oversubscribed or not, winning lots', () => {
    const apps = (...q: string[]) => q.map((quantity, i) => ({ orderNo: `IEO${i}`, quantity, won: '0' }));
    expect(drawFigures({ totalSupply: '1000', lotSize: '100', applications: apps('300', '0.5', '699.5') })).toEqual({ applied: '1000', oversubscribed: false, winningLots: '10' });
    expect(drawFigures({ totalSupply: '1050', lotSize: '100', applications: apps('900', '300') })).toEqual({ applied: '1200', oversubscribed: true, winningLots: '10' });
    expect(drawFigures({ totalSupply: '1000', lotSize: '0', applications: [] })).toEqual({ applied: '0', oversubscribed: false, winningLots: '0' });
  });
});
