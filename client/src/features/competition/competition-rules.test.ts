import { describe, expect, it } from 'vitest';
import { canExit, canJoin, rankRangeText, statusKey, yieldText } from './competition-rules.ts';

describe('competition rules', () => {
  it('names the status codes of SPEC.md section 4', () => {
    expect([1, 0, -2, -3].map(statusKey)).toEqual(['inProgress', 'toStart', 'ended', 'exited']);
  });

  it('shows rank ranges and signed yields', () => {
    expect(rankRangeText(1, 1)).toBe('1');
    expect(rankRangeText(4, 10)).toBe('4-10');
    expect(yieldText('12.5')).toBe('+12.5%');
    expect(yieldText('-3.25')).toBe('-3.25%');
    expect(yieldText('0')).toBe('0%');
  });

  it('offers join until the end, once, and exit while waiting or running', () => {
    expect(canJoin({ status: 1, joined: false }, null)).toBe(true);
    expect(canJoin({ status: 0, joined: false }, null)).toBe(true);
    expect(canJoin({ status: -2, joined: false }, null)).toBe(false);
    expect(canJoin({ status: 1, joined: true }, { status: 1 })).toBe(false);
    // An exited entry cannot join again (the server refuses it too).
    expect(canJoin({ status: 1, joined: false }, { status: -3 })).toBe(false);
    expect(([1, 0, -2, -3] as const).map((status) => canExit({ status }))).toEqual([true, true, false, false]);
    expect(canExit(null)).toBe(false);
  });
});
