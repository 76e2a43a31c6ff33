import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import { BUDGET_KB, formatMeasure, kb, measureBuild } from '../scripts/bundle-budget.ts';
import { optimizePathData } from '../scripts/build-plugins.ts';
import { browserSession } from './session.ts';

// Reads the build global-setup made for the e2e run (no build of its own): a second or two.
const measure = measureBuild(inject('distDir'));
console.log(formatMeasure(measure).map((line) => `[bundle] ${line}`).join('\n'));

test(`the JavaScript the first render of /home waits for is at most ${BUDGET_KB.FIRST_RENDER} KB gzipped`, () => {
  expect(measure.homeInitial.length).toBeGreaterThan(1);
  expect(kb(measure.firstRenderBytes)).toBeLessThanOrEqual(BUDGET_KB.FIRST_RENDER);
});

test('the startup chunks the first render also waits for are found and counted', () => {
  // Every STARTUP_SOURCES module (the http instance, the English pack): if one moved, the figure would silently shrink.
  expect(measure.missingStartup).toEqual([]);
  expect(measure.startup.length).toBeGreaterThanOrEqual(2);
  expect(measure.firstRenderBytes).toBeGreaterThan(measure.homeInitialBytes);
});

test(`each JavaScript file loaded later is at most ${BUDGET_KB.LAZY_CHUNK} KB gzipped`, () => {
  expect(measure.lazy.length).toBeGreaterThan(0);
  const over = measure.lazy.filter((f) => kb(f.gzipBytes) > BUDGET_KB.LAZY_CHUNK).map((f) => `${f.file} (${f.name}): ${kb(f.gzipBytes).toFixed(1)} KB`);
  expect(over).toEqual([]);
});

test('the build writes icon paths with two decimals in relative and shorthand commands', () => {
  // Worked by hand: 30.123456 - 25.85 = 4.27 across, then straight down to y 10.
  expect(optimizePathData('M25.845596,4.44900551 L30.123456,4.44900551 L30.123456,10 Z')).toBe('M25.85 4.45h4.27V10Z');
  // A circle of radius 22 about (24, 24) in four curves: the first relative, the next ones smooth
  // (their first control point the mirror of the last), the shorter of relative and absolute.
  expect(
    optimizePathData('M24,2 C36.1502645,2 46,11.8497355 46,24 C46,36.1502645 36.1502645,46 24,46 C11.8497355,46 2,36.1502645 2,24 C2,11.8497355 11.8497355,2 24,2 Z'),
  ).toBe('M24 2c12.15 0 22 9.85 22 22s-9.85 22-22 22S2 36.15 2 24 11.85 2 24 2');
});

describe('icons drawn from the optimised paths', () => {
  const browser = browserSession();

  test('cover the same pixels as the originals, for every antd-mobile-icons path', async () => {
    const icons = path.join(path.dirname(createRequire(import.meta.url).resolve('antd-mobile-icons/package.json')), 'es');
    const paths = readdirSync(icons)
      .filter((file) => /^[A-Za-z0-9]+\.js$/.test(file))
      .flatMap((file) => [...readFileSync(path.join(icons, file), 'utf8').matchAll(/^\s*d: "([^"]*)"[^}]*?fillRule: "(\w+)"/gm)])
      .map(([, d, rule]) => ({ original: d!, optimized: optimizePathData(d!), rule: rule as CanvasFillRule }));
    expect(paths.length).toBeGreaterThan(100);
    const page = await browser.newPage();
    // Each path filled on a 480 px canvas (10 px per unit of the 48-unit box, 20 times the size
    // shown): no pixel may change by more than three quarters of its coverage, and at most 0.5 %
    // of the painted ones by more than a quarter (an edge moved by at most a few hundredths of a unit).
    const changed = await page.evaluate((all) => {
      const draw = (d: string, rule: CanvasFillRule) => {
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = 480;
        const context = canvas.getContext('2d')!;
        context.scale(10, 10);
        context.fill(new Path2D(d), rule);
        return context.getImageData(0, 0, 480, 480).data;
      };
      return all.map(({ original, optimized, rule }) => {
        const [a, b] = [draw(original, rule), draw(optimized, rule)];
        let painted = 0;
        let differ = 0;
        let most = 0;
        for (let i = 3; i < a.length; i += 4) {
          const change = Math.abs(a[i]! - b[i]!);
          if (a[i]! > 127) painted += 1;
          if (change > 64) differ += 1;
          most = Math.max(most, change);
        }
        return { painted, differ, most };
      });
    }, paths);
    await page.close();
    for (const [i, { painted, differ, most }] of changed.entries()) {
      const name = paths[i]!.original.slice(0, 40);
      expect(painted, name).toBeGreaterThan(0);
      expect(most, name).toBeLessThan(192);
      expect(differ / painted, name).toBeLessThan(0.005);
    }
  });
});
