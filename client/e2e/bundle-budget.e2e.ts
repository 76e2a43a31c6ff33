import { expect, inject, test } from 'vitest';
import { BUDGET_KB, formatMeasure, kb, measureBuild } from '../scripts/bundle-budget.ts';
import { roundPathData } from '../scripts/build-plugins.ts';

// Reads the build global-setup made for the e2e run (no build of its own): a second or two.
const measure = measureBuild(inject('distDir'));
console.log(formatMeasure(measure).map((line) => `[bundle] ${line}`).join('\n'));

test(`the JavaScript a first visit to /home downloads is at most ${BUDGET_KB.HOME_INITIAL_CEILING} KB gzipped`, () => {
  expect(measure.homeInitial.length).toBeGreaterThan(1);
  expect(kb(measure.homeInitialBytes)).toBeLessThanOrEqual(BUDGET_KB.HOME_INITIAL_CEILING);
});

test('the startup chunks the first render also waits for are found and counted', () => {
  // The http instance and the English pack (STARTUP_SOURCES): if one moved, the figure would silently shrink.
  expect(measure.startup.length).toBeGreaterThanOrEqual(2);
  expect(measure.firstRenderBytes).toBeGreaterThan(measure.homeInitialBytes);
});

test(`each JavaScript file loaded later is at most ${BUDGET_KB.LAZY_CHUNK} KB gzipped`, () => {
  expect(measure.lazy.length).toBeGreaterThan(0);
  const over = measure.lazy.filter((f) => kb(f.gzipBytes) > BUDGET_KB.LAZY_CHUNK).map((f) => `${f.file}: ${kb(f.gzipBytes).toFixed(1)} KB`);
  expect(over).toEqual([]);
});

test('the build writes icon paths with two decimals and the same commands', () => {
  expect(roundPathData('M25.845596,4.44900551 C26.6681364,4.87129848 27,5 28.004,6 Z')).toBe('M25.85 4.45C26.67 4.87 27 5 28 6Z');
  // Numbers run together in compact paths: each keeps a separator, a minus sign serves as one.
  expect(roundPathData('M1.5.25L-0.001,3L1-2.004')).toBe('M1.5 0.25L0 3L1-2');
  // A path with other commands (an arc here) is left as it came.
  expect(roundPathData('M0 0A1.234 1 0 0 1 2.123 2Z')).toBe('M0 0A1.234 1 0 0 1 2.123 2Z');
});
