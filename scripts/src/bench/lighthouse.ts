/**
 * The bench's Lighthouse rows: the medians `npm run lighthouse` prints (three runs of each of
 * the five pages, mobile preset), each against issue 33's target, in the closing table. The
 * runs take about 20 s each; Lighthouse is loaded only when this module runs.
 */
import type { PageResult, RunFigures } from '../lighthouse-pages.ts';
import type { BenchContext, BenchRow } from './types.ts';

const RUNS = 3;

/** Issue 33's targets: at least for the scores, at most for the times and the layout shift. */
const TARGETS: ReadonlyArray<{ key: keyof RunFigures; label: string; unit: string; target: number; atLeast: boolean; scale?: number }> = [
  { key: 'performance', label: 'performance', unit: 'score', target: 90, atLeast: true },
  { key: 'lcpMs', label: 'LCP', unit: 's', target: 2.5, atLeast: false, scale: 1 / 1000 },
  { key: 'tbtMs', label: 'TBT', unit: 'ms', target: 200, atLeast: false },
  { key: 'cls', label: 'CLS', unit: 'shift', target: 0.1, atLeast: false },
  { key: 'accessibility', label: 'accessibility', unit: 'score', target: 100, atLeast: true },
  { key: 'bestPractices', label: 'best practices', unit: 'score', target: 100, atLeast: true },
];

/** One row per page and figure: the median, and whether it meets the target. */
export function lighthouseRows(results: ReadonlyArray<Pick<PageResult, 'page' | 'median'>>, runs: number): BenchRow[] {
  const group = `Lighthouse mobile preset (simulated slow 4G, 4x CPU), median of ${runs} runs`;
  return results.flatMap(({ page, median }) =>
    TARGETS.map(({ key, label, unit, target, atLeast, scale = 1 }) => {
      const value = Number((median[key] * scale).toFixed(3));
      const met = atLeast ? value >= target : value <= target;
      return {
        id: `lighthouse.${page.name}.${key}`,
        group,
        label: `${page.name} (${page.hash}) ${label}`,
        value,
        unit,
        note: `target ${atLeast ? 'at least' : 'at most'} ${target}: ${met ? 'met' : 'not met'}`,
      };
    }),
  );
}

export async function benchLighthouse(_ctx: BenchContext): Promise<BenchRow[]> {
  const { AUDITED_PAGES, auditPages, writeArtifacts } = await import('../lighthouse-pages.ts');
  const results = (await auditPages(AUDITED_PAGES, RUNS, (line) => console.log(`    [lighthouse] ${line}`)))[0]!;
  writeArtifacts(results, RUNS);
  return lighthouseRows(results, RUNS);
}
