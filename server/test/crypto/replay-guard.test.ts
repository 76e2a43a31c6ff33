import { describe, expect, test } from 'vitest';
import { OffsetClock } from '../../src/clock.ts';
import { createReplayGuard } from '../../src/crypto/replay-guard.ts';

const head = (n: number) => Buffer.from(`head-${n}`);

describe('replay guard', () => {
  test('a head is accepted once within the window and again after it', () => {
    const clock = new OffsetClock();
    const guard = createReplayGuard(clock, { windowMs: 60_000 });
    expect(guard.firstSight(head(1))).toBe(true);
    expect(guard.firstSight(head(1))).toBe(false);
    clock.advance(59_000);
    expect(guard.firstSight(head(1))).toBe(false);
    clock.advance(2_000);
    expect(guard.firstSight(head(1))).toBe(true);
  });

  test('memory is bounded: at the cap the oldest head is forgotten first', () => {
    const guard = createReplayGuard(new OffsetClock(), { maxHeads: 3 });
    for (const n of [1, 2, 3, 4]) expect(guard.firstSight(head(n))).toBe(true);
    expect(guard.size).toBe(3);
    expect(guard.firstSight(head(4))).toBe(false);
    expect(guard.firstSight(head(1))).toBe(true);
  });

  test('expired heads are dropped as time moves on', () => {
    const clock = new OffsetClock();
    const guard = createReplayGuard(clock, { windowMs: 1_000 });
    for (const n of [1, 2, 3]) guard.firstSight(head(n));
    clock.advance(2_000);
    guard.firstSight(head(9));
    expect(guard.size).toBe(1);
  });
});
