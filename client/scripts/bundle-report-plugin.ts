import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Budgets of the issue: initial JS for /home ≤ 200 KB gzipped, each lazy page chunk ≤ 60 KB gzipped. */
export const INITIAL_BUDGET_KB = 200;
export const PAGE_BUDGET_KB = 60;

interface ChunkInfo {
  fileName: string;
  code: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  imports: string[];
  facadeModuleId: string | null;
  name: string;
  modules: Record<string, { renderedLength: number }>;
}

const kb = (bytes: number) => bytes / 1024;
const gz = (code: string) => gzipSync(code, { level: 9 }).length;

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
 * Prints, after the build, the gzipped initial JS of the app entry plus the /home page chunk
 * (what a first visit to /home downloads), and each lazy page chunk with what it adds beyond
 * the entry. Over-budget lines are marked; the build does not fail on them.
 */
export function bundleReport(): Plugin {
  return {
    name: 'sandbox-bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkInfo>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') chunks.set(item.fileName, item as unknown as ChunkInfo);
      }
      const all = [...chunks.values()];
      const entry = all.find((c) => c.isEntry && c.name === 'main');
      if (!entry) return;
      const initial = closure(entry.fileName, chunks);
      const size = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + gz(chunks.get(f)?.code ?? ''), 0);
      const pages = all.filter((c) => c.isDynamicEntry && /\/src\/pages\//.test(c.facadeModuleId ?? ''));
      const lines: string[] = [];
      const mark = (value: number, budget: number) => (kb(value) <= budget ? 'ok' : `OVER ${budget} KB`);

      const home = pages.find((p) => /\/pages\/home\//.test(p.facadeModuleId ?? ''));
      const homeExtra = home ? [...closure(home.fileName, chunks)].filter((f) => !initial.has(f)) : [];
      const initialBytes = size(initial) + size(homeExtra);
      lines.push(`initial JS for /home (gzip): ${kb(initialBytes).toFixed(1)} KB [${mark(initialBytes, INITIAL_BUDGET_KB)}]`);
      for (const page of pages.sort((a, b) => (a.facadeModuleId ?? '').localeCompare(b.facadeModuleId ?? ''))) {
        const own = [...closure(page.fileName, chunks)].filter((f) => !initial.has(f));
        const bytes = size(own);
        const name = /\/pages\/([^/]+)\//.exec(page.facadeModuleId ?? '')?.[1] ?? page.fileName;
        lines.push(`  page ${name.padEnd(18)} ${kb(bytes).toFixed(1).padStart(6)} KB gzip (${own.length} file(s)) [${mark(bytes, PAGE_BUDGET_KB)}]`);
      }
      const pc = all.find((c) => c.isEntry && c.name === 'pc');
      if (pc) lines.push(`desktop page pc.html (gzip): ${kb(size(closure(pc.fileName, chunks))).toFixed(1)} KB`);
      // BUNDLE_DETAIL=1 lists the biggest modules of the initial download, to see what to split.
      if (process.env.BUNDLE_DETAIL) {
        const mods = [...initial].flatMap((f) => Object.entries(chunks.get(f)?.modules ?? {}).map(([id, m]) => [id, m.renderedLength] as const));
        const byPackage = new Map<string, number>();
        for (const [id, len] of mods) {
          const key = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id.split('node_modules/.pnpm/').pop() ?? id)?.[1] ?? id.replace(/^.*\/(client|shared)\//, '$1/');
          byPackage.set(key, (byPackage.get(key) ?? 0) + len);
        }
        for (const [key, len] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 25)) lines.push(`  detail ${key} ${kb(len).toFixed(1)} KB raw`);
      }
      console.log(`\n${lines.map((l) => `[bundle] ${l}`).join('\n')}\n`);
    },
  };
}
