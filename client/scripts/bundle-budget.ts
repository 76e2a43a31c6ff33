import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The budgets, in KB (1024 bytes) gzipped:
 * - FIRST_RENDER: all the JavaScript the first render of /home waits for, i.e. the entry's
 *   static graph, the /home chunk's, and the startup chunks main.tsx awaits before it renders
 *   (STARTUP_SOURCES: the http instance, the default language's pack);
 * - LAZY_CHUNK: each JavaScript file loaded later (a page, a library some pages share).
 * The parts are printed beside the sum (docs/client.md, "The bundle budget").
 */
export const BUDGET_KB = { FIRST_RENDER: 150, LAZY_CHUNK: 60 } as const;

/** The home route's page module, as the build manifest names it (relative to client/). */
export const HOME_PAGE_SOURCE = 'src/pages/home/index.tsx';

/**
 * What main.tsx loads with dynamic imports at startup and awaits before the first render of
 * /home (for a visitor in the default language, English): the http instance (axios), which the
 * guard's user call and /home's data need, and the first part of the language pack (the keys
 * /home shows, src/i18n/sections.ts; the rest loads after). Not in the static graph, but the
 * first render waits for them: they count in FIRST_RENDER; the budget test fails if one is missing.
 */
export const STARTUP_SOURCES = ['src/api/http-instance.ts', 'src/i18n/locales/en-us.json?sections=first'] as const;

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface JsFile {
  file: string;
  /** The chunk's name in the manifest (its main module), as the file name has only a hash. */
  name: string;
  /** gzip level 9, what the build writes beside the file and the server sends. */
  gzipBytes: number;
}

export interface BundleMeasure {
  /** The entry of index.html, its static imports (transitively), the /home page chunk and its static imports. */
  homeInitial: JsFile[];
  homeInitialBytes: number;
  /** The startup chunks (STARTUP_SOURCES) with their static imports not already in homeInitial. */
  startup: JsFile[];
  /** homeInitialBytes plus the startup chunks: all the JavaScript the first render of /home waits for (budgeted). */
  firstRenderBytes: number;
  /** STARTUP_SOURCES the manifest does not name (a moved module would silently shrink the figure). */
  missingStartup: string[];
  /** Every other JavaScript file of the app, biggest first. */
  lazy: JsFile[];
  /** Per page: what opening it adds to the home initial download (its chunk and static imports not already there). */
  pages: { source: string; files: string[]; gzipBytes: number }[];
}

export const kb = (bytes: number) => bytes / 1024;

/** Measures a build made with `build.manifest: true` (reads `<distDir>/.vite/manifest.json`). */
export function measureBuild(distDir: string): BundleMeasure {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const names = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk.name ?? '']));
  const sizes = new Map<string, number>();
  const gzipBytes = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
  /** Output files of a manifest entry and everything it imports statically (what the browser fetches with it). */
  const closure = (key: string, into = new Set<string>(), seen = new Set<string>()) => {
    if (seen.has(key)) return into;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no ${key}`);
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into, seen);
    return into;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry && key.endsWith('index.html'));
  if (!entry) throw new Error('the manifest has no index.html entry');
  if (!manifest[HOME_PAGE_SOURCE]?.isDynamicEntry) throw new Error(`the manifest has no lazy ${HOME_PAGE_SOURCE}`);

  const initial = closure(HOME_PAGE_SOURCE, closure(entry));
  const js = (files: Iterable<string>) => [...files].filter((file) => file.endsWith('.js'));
  const jsFile = (file: string): JsFile => ({ file, name: names.get(file) ?? '', gzipBytes: gzipBytes(file) });
  const homeInitial = js(initial).map(jsFile);
  const startupFiles = new Set<string>();
  const missingStartup = STARTUP_SOURCES.filter((source) => !manifest[source]);
  for (const source of STARTUP_SOURCES) if (manifest[source]) for (const file of closure(source)) if (!initial.has(file)) startupFiles.add(file);
  const startup = js(startupFiles).map(jsFile);
  const allJs = new Set(js(Object.values(manifest).map((chunk) => chunk.file)));
  const lazy = [...allJs].filter((file) => !initial.has(file)).map(jsFile);
  const pages = Object.keys(manifest)
    .filter((key) => manifest[key]!.isDynamicEntry && /^src\/pages\/[^/]+\/index\.tsx$/.test(key))
    .sort()
    .map((source) => {
      const files = js(closure(source)).filter((file) => !initial.has(file));
      return { source, files, gzipBytes: files.reduce((sum, file) => sum + gzipBytes(file), 0) };
    });
  const homeInitialBytes = homeInitial.reduce((sum, f) => sum + f.gzipBytes, 0);
  return {
    homeInitial: homeInitial.sort((a, b) => b.gzipBytes - a.gzipBytes),
    homeInitialBytes,
    startup: startup.sort((a, b) => b.gzipBytes - a.gzipBytes),
    firstRenderBytes: startup.reduce((sum, f) => sum + f.gzipBytes, homeInitialBytes),
    missingStartup,
    lazy: lazy.sort((a, b) => b.gzipBytes - a.gzipBytes),
    pages,
  };
}

/** The figures as printed after a build and by the budget test. */
export function formatMeasure(measure: BundleMeasure): string[] {
  const mark = (bytes: number, budget: number): string => (kb(bytes) <= budget ? `${budget} KB ok` : `OVER ${budget} KB by ${(kb(bytes) - budget).toFixed(1)} KB`);
  const first = measure.firstRenderBytes;
  const startupBytes = first - measure.homeInitialBytes;
  const lines = [
    `JS the first render of /home waits for (gzip): ${kb(first).toFixed(1)} KB in ${measure.homeInitial.length + measure.startup.length} files [${mark(first, BUDGET_KB.FIRST_RENDER)}]`,
    `  home initial JS (the entry's and /home's static graphs): ${kb(measure.homeInitialBytes).toFixed(1)} KB in ${measure.homeInitial.length} files`,
    ...measure.homeInitial.map((f) => `  ${kb(f.gzipBytes).toFixed(1).padStart(6)} KB ${f.file} ${f.name}`),
    `  startup chunks main.tsx awaits: ${kb(startupBytes).toFixed(1)} KB in ${measure.startup.length} files`,
    ...measure.startup.map((f) => `  ${kb(f.gzipBytes).toFixed(1).padStart(6)} KB ${f.file} ${f.name}`),
    ...measure.missingStartup.map((source) => `  MISSING startup source ${source} (not in the manifest)`),
  ];
  const biggest = measure.lazy[0];
  if (biggest) lines.push(`biggest lazy chunk (gzip): ${kb(biggest.gzipBytes).toFixed(1)} KB ${biggest.file} ${biggest.name} [${mark(biggest.gzipBytes, BUDGET_KB.LAZY_CHUNK)}], ${measure.lazy.length} lazy files`);
  lines.push('what opening each page adds to the home initial download (gzip):');
  for (const page of measure.pages) {
    const name = /^src\/pages\/([^/]+)\//.exec(page.source)?.[1] ?? page.source;
    lines.push(`  ${name.padEnd(24)} ${kb(page.gzipBytes).toFixed(1).padStart(6)} KB in ${page.files.length} files`);
  }
  return lines;
}
