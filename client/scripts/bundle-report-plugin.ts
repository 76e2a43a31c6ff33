import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { formatMeasure, HOME_PAGE_SOURCE, kb, measureBuild, STARTUP_SOURCES } from './bundle-budget.ts';

interface ChunkInfo {
  isEntry: boolean;
  name: string;
  code: string;
  facadeModuleId: string | null;
  imports: string[];
  modules: Record<string, { renderedLength: number }>;
}

/** Files loaded with a chunk: the chunk and its static imports, transitively. */
function closure(start: string, chunks: Map<string, ChunkInfo>, into = new Set<string>()): Set<string> {
  const visit = (name: string) => {
    if (into.has(name)) return;
    into.add(name);
    chunks.get(name)?.imports.forEach(visit);
  };
  visit(start);
  return into;
}

/** A module id as a package name (`react-dom`, `@tanstack/query-core`) or a workspace path (`client/src/...`). */
function sourceOf(id: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id.split('node_modules/.pnpm/').pop() ?? id)?.[1];
  return inPackage ?? id.replace(/^.*\/(client|shared)\//, '$1/');
}

/**
 * What each file of /home's first download holds (BUNDLE_DETAIL=1): per file its gzip size and
 * the packages or app files in it, then the same summed over all the files. A file's gzip bytes
 * are shared out by each module's length before minification: close, not exact (a source-map
 * attribution of the minified bytes gave the same order and figures within a few tenths of a KB).
 */
function printDetail(bundle: Record<string, { type: string }>): void {
  const chunks = new Map<string, ChunkInfo>();
  for (const [file, item] of Object.entries(bundle)) if (item.type === 'chunk') chunks.set(file, item as unknown as ChunkInfo);
  const entry = [...chunks].find(([, c]) => c.isEntry && c.name === 'main');
  const home = [...chunks].find(([, c]) => c.facadeModuleId?.endsWith(`/${HOME_PAGE_SOURCE}`));
  if (!entry || !home) return;
  const files = closure(home[0], chunks, closure(entry[0], chunks));
  // The startup chunks the first render waits for (STARTUP_SOURCES) count too.
  for (const [file, c] of chunks) if (STARTUP_SOURCES.some((source) => c.facadeModuleId?.endsWith(`/${source}`))) closure(file, chunks, files);
  const total = new Map<string, number>();
  const lines: string[] = [];
  for (const file of files) {
    const chunk = chunks.get(file)!;
    const gzip = gzipSync(chunk.code, { level: 9 }).length;
    const bySource = new Map<string, number>();
    for (const [id, { renderedLength }] of Object.entries(chunk.modules)) bySource.set(sourceOf(id), (bySource.get(sourceOf(id)) ?? 0) + renderedLength);
    const rendered = [...bySource.values()].reduce((sum, n) => sum + n, 0) || 1;
    const shares = [...bySource].map(([source, n]) => [source, (gzip * n) / rendered] as const).sort((a, b) => b[1] - a[1]);
    for (const [source, bytes] of shares) total.set(source, (total.get(source) ?? 0) + bytes);
    const top = shares.slice(0, 6).map(([source, bytes]) => `${source} ${kb(bytes).toFixed(1)}`);
    lines.push(`${kb(gzip).toFixed(1).padStart(6)} KB ${file}: ${top.join(', ')}`);
  }
  lines.sort((a, b) => parseFloat(b) - parseFloat(a));
  lines.push('by package or app file, over all those files (KB gzip):');
  for (const [source, bytes] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 30)) lines.push(`${kb(bytes).toFixed(1).padStart(6)} ${source}`);
  console.log(`\n${lines.map((l) => `[bundle] detail ${l}`).join('\n')}`);
}

/**
 * Prints, after the build, the figures of the bundle budget (scripts/bundle-budget.ts, the same
 * measure the e2e budget test asserts): the home initial JS, what the first render also waits
 * for, the biggest lazy chunk and what each page adds. Over-budget lines are marked; the build
 * does not fail on them, the test does. BUNDLE_DETAIL=1 adds what each file of the home initial
 * download holds, to see what to cut.
 */
export function bundleReport(): Plugin {
  return {
    name: 'sandbox-bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (process.env.BUNDLE_DETAIL) printDetail(bundle);
    },
    writeBundle(options) {
      if (!options.dir) return;
      console.log(`\n${formatMeasure(measureBuild(options.dir)).map((l) => `[bundle] ${l}`).join('\n')}\n`);
    },
  };
}
