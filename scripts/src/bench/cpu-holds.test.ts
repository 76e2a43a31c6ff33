import { expect, test } from 'vitest';
import { longestHolds, type CpuProfile } from './cpu-holds.ts';

/** A profile by hand: 1 ms samples; our function `settle` calls a native read, the rest is idle. */
function profile(): CpuProfile {
  const frame = (functionName: string, url = '') => ({ functionName, url, lineNumber: 0 });
  return {
    startTime: 1_000_000,
    nodes: [
      { id: 1, callFrame: frame('(root)'), children: [2, 3, 5] },
      { id: 2, callFrame: frame('(idle)') },
      { id: 3, callFrame: frame('settle', 'file:///work/main/server/src/modules/trading/settle.ts'), children: [4] },
      { id: 4, callFrame: frame('readSync', 'node:fs') },
      { id: 5, callFrame: frame('(garbage collector)') },
    ],
    //          idle idle | settle read read GC  read(after a 20 ms gap) | idle | settle | idle
    samples: [2, 2, 3, 4, 4, 5, 4, 2, 3, 2],
    timeDeltas: [0, 1000, 1000, 1000, 1000, 1000, 20_000, 1000, 1000, 1000],
  };
}

test('a hold runs from the last idle sample to the next; its gaps are unsampled time; its frames are our innermost function on the stack', () => {
  const [long, short] = longestHolds(profile());
  // From 1 ms (the idle sample before it) to 25 ms (its last sample): 24 ms, 20 of them between two samples.
  expect(long).toEqual({
    atMs: 1,
    ms: 24,
    unsampledMs: 20,
    top: [
      { frame: 'server/modules/trading/settle.ts:settle', share: 4 / 5 },
      { frame: '(garbage collector)', share: 1 / 5 },
    ],
  });
  expect(short).toMatchObject({ atMs: 26, ms: 1, unsampledMs: 0 });
});

test('only the holds that overlap a window are kept (windows on the profile clock, microseconds)', () => {
  const start = profile().startTime;
  expect(longestHolds(profile(), 5, [[start + 25_500, start + 30_000]]).map((h) => h.atMs)).toEqual([26]);
  expect(longestHolds(profile(), 5, [[start + 40_000, start + 50_000]])).toEqual([]);
});
