import { expect, inject, test } from 'vitest';
import { BUDGET_KB, formatMeasure, kb, measureBuild } from '../scripts/bundle-budget.ts';

// Reads the build global-setup made for the e2e run (no build of its own): a second or two.
const measure = measureBuild(inject('distDir'));
console.log(formatMeasure(measure).map((line) => `[bundle] ${line}`).join('\n'));

test(`the JavaScript a first visit to /home downloads is at most ${BUDGET_KB.HOME_INITIAL_CEILING} KB gzipped`, () => {
  expect(measure.homeInitial.length).toBeGreaterThan(1);
  expect(kb(measure.homeInitialBytes)).toBeLessThanOrEqual(BUDGET_KB.HOME_INITIAL_CEILING);
});

test(`each JavaScript file loaded later is at most ${BUDGET_KB.LAZY_CHUNK} KB gzipped`, () => {
  expect(measure.lazy.length).toBeGreaterThan(0);
  const over = measure.lazy.filter((f) => kb(f.gzipBytes) > BUDGET_KB.LAZY_CHUNK).map((f) => `${f.file}: ${kb(f.gzipBytes).toFixed(1)} KB`);
  expect(over).toEqual([]);
});
