import { expect, test } from 'vitest';
import { lighthouseRows } from './lighthouse.ts';

const median = { performance: 91, accessibility: 100, bestPractices: 96, lcpMs: 2_600, tbtMs: 200, cls: 0.014, jsKb: 190, jsRequests: 36 };

test('a page gives one row per target with its median and whether it meets the target', () => {
  const rows = lighthouseRows([{ page: { name: 'home', hash: '/home', signedIn: false }, median }], 3);
  expect(rows.map((r) => [r.id, r.value, r.unit, r.note])).toEqual([
    ['lighthouse.home.performance', 91, 'score', 'target at least 90: met'],
    // 2,600 ms is 2.6 s, over the 2.5 s target.
    ['lighthouse.home.lcpMs', 2.6, 's', 'target at most 2.5: not met'],
    // The bound itself meets an "at most" target.
    ['lighthouse.home.tbtMs', 200, 'ms', 'target at most 200: met'],
    ['lighthouse.home.cls', 0.014, 'shift', 'target at most 0.1: met'],
    ['lighthouse.home.accessibility', 100, 'score', 'target at least 100: met'],
    ['lighthouse.home.bestPractices', 96, 'score', 'target at least 100: not met'],
  ]);
  expect(rows[0]!.group).toBe('Lighthouse mobile preset (simulated slow 4G, 4x CPU), median of 3 runs');
  expect(rows[1]!.label).toBe('home (/home) LCP');
});
