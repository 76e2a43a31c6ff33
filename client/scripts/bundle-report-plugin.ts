import type { Plugin } from 'vite';
import { formatMeasure, measureBuild } from './bundle-budget.ts';

interface ChunkInfo {
  isEntry: boolean;
  name: string;
  imports: string[];
  modules: Record<string, { renderedLength: number }>;
}

/** Files loaded with an entry: the entry and its static imports, transitively. */
function closure(start: string, chunks: Map<string, ChunkInfo>): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    chunks.get(name)?.imports.forEach(visit);
  };
  visit(start);
  return seen;
}

/**
 * Prints, after the build, the figures of the bundle budget (scripts/bundle-budget.ts, the same
 * measure the e2e budget test asserts): the home initial JS, the biggest lazy chunk and what each
 * page adds. Over-budget lines are marked; the build does not fail on them, the test does.
 */
export function bundleReport(): Plugin {
  return {
    name: 'sandbox-bundle-report',
    apply: 'build',
    // BUNDLE_DETAIL=1 lists the biggest packages of the entry's static imports, to see what to split.
    generateBundle(_options, bundle) {
      if (!process.env.BUNDLE_DETAIL) return;
      const chunks = new Map<string, ChunkInfo>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') chunks.set(item.fileName, item as unknown as ChunkInfo);
      }
      const entry = [...chunks].find(([, c]) => c.isEntry && c.name === 'main');
      if (!entry) return;
      const byPackage = new Map<string, number>();
      for (const file of closure(entry[0], chunks)) {
        for (const [id, { renderedLength }] of Object.entries(chunks.get(file)?.modules ?? {})) {
          const key = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id.split('node_modules/.pnpm/').pop() ?? id)?.[1] ?? id.replace(/^.*\/(client|shared)\//, '$1/');
          byPackage.set(key, (byPackage.get(key) ?? 0) + renderedLength);
        }
      }
      const lines = [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([key, len]) => `detail ${key} ${(len / 1024).toFixed(1)} KB raw`);
      console.log(`\n${lines.map((l) => `[bundle] ${l}`).join('\n')}`);
    },
    writeBundle(options) {
      if (!options.dir) return;
      console.log(`\n${formatMeasure(measureBuild(options.dir)).map((l) => `[bundle] ${l}`).join('\n')}\n`);
    },
  };
}
