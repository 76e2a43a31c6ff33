import { optimize } from 'svgo';
import type { Plugin } from 'vite';

/*
 * Build-only plugins that drop bytes /home's first download never uses (bundle budget:
 * docs/client.md, "What keeps the first download small"). Each one checks the code it rewrites
 * and fails the build, loudly, when a dependency's layout moves.
 */

/**
 * antd-mobile's `unstableSetRender` module defaults to rc-util's legacy ReactDOM.render helper
 * (with @babel/runtime's regenerator, about 3.5 KB gzip in the entry). The app replaces that
 * default before anything renders (`enableAntdMobileOnReact19()`, the first line of main.tsx's
 * bootstrap; React 19 removed ReactDOM.render anyway), so the build's copy has no default: a
 * Toast or Dialog shown before it would fail with this message instead of rendering nothing.
 */
export function antdMobileWithoutLegacyRender(): Plugin {
  return {
    name: 'sandbox-antd-mobile-without-legacy-render',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]antd-mobile[\\/]es[\\/]utils[\\/]unstable-render\.js$/ },
      handler(code) {
        if (!code.includes("from './render'") || !code.includes('export function unstableSetRender(render)')) {
          throw new Error("antd-mobile's utils/unstable-render.js changed: review antdMobileWithoutLegacyRender");
        }
        return {
          code: [
            'let unstableRender = () => {',
            "  throw new Error('antd-mobile renders only after enableAntdMobileOnReact19() (client/src/app/antd-react19.ts)');",
            '};',
            'export function unstableSetRender(render) {',
            '  if (render) unstableRender = render;',
            '  return unstableRender;',
            '}',
          ].join('\n'),
          map: null,
        };
      },
    },
  };
}

/**
 * A path as SVGO's path optimiser writes it (convertPathData: relative and shorthand commands,
 * at most two decimals): about half the gzip bytes of the same path merely rounded.
 */
export function optimizePathData(d: string): string {
  const svg = optimize(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><path d="${d}"/></svg>`, {
    // No arcs: SVGO's curve-to-arc fitting moved some edges by a pixel at 10 px per unit (the
    // budget test draws every icon both ways in Chromium); curves and lines stay within 0.05 unit.
    // `false` turns it off (the plugin tests `if (makeArcs)`), though its type names only the options object.
    plugins: [{ name: 'convertPathData', params: { floatPrecision: 2, makeArcs: false as unknown as undefined } }],
  }).data;
  const optimized = /<path d="([^"]*)"/.exec(svg)?.[1];
  if (optimized === undefined) throw new Error(`svgo returned no path for ${d.slice(0, 40)}...`);
  return optimized;
}

/**
 * antd-mobile-icons draws in a 48-unit box with six to eight decimals (25.845596,4.44900551) in
 * absolute commands: SVGO's path optimiser (two decimals, a few thousandths of a pixel at icon
 * size) writes each `d` in about half the gzip bytes of the rounded path: with the ids below,
 * the icons on /home went from 10.3 to about 4 KB gzip.
 */
export function optimizeIconPaths(): Plugin {
  return {
    name: 'sandbox-optimize-icon-paths',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]antd-mobile-icons[\\/]es[\\/][A-Za-z0-9]+\.js$/ },
      handler(code) {
        let paths = 0;
        const optimized = code.replace(/^(\s*)d: "([^"]*)"/gm, (_match, indent: string, d: string) => {
          paths += 1;
          return `${indent}d: "${optimizePathData(d)}"`;
        });
        if (paths === 0 && code.includes('createElement("svg"')) {
          throw new Error("antd-mobile-icons writes its paths differently now: review optimizeIconPaths");
        }
        // The drawing tool's layer names as element ids: never referenced (no url(#...) or href),
        // and repeated in the page by every copy of an icon.
        const referenced = /url\(#|href: "#/i.test(optimized);
        return { code: referenced ? optimized : optimized.replace(/^\s*id: "[^"]*",?\n/gm, ''), map: null };
      },
    },
  };
}

/**
 * react-i18next and antd-mobile import `use-sync-external-store/shim`, a React 16/17 fallback
 * that on React 18 and later only hands back React's own hook (its code still ships). The build
 * imports React's hook directly.
 */
export function syncExternalStoreFromReact(): Plugin {
  const id = '\0sandbox-use-sync-external-store-shim';
  return {
    name: 'sandbox-use-sync-external-store-from-react',
    apply: 'build',
    enforce: 'pre',
    resolveId: { filter: { id: /^use-sync-external-store\/shim$/ }, handler: () => id },
    load: { filter: { id: new RegExp(`^${id}$`) }, handler: () => "export { useSyncExternalStore } from 'react';" },
  };
}

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  name: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Vite writes, for every dynamic import, the files to preload with it: for each page, the
 * entry's own chunks (React, the router, i18n...) again, which every page shares and which are
 * always loaded before any page is asked for. That list grows with each page and sits in the
 * entry (about 0.6 KB gzip of /home's first download with 40 pages). This leaves out of it the
 * files the app's entry loads statically (its js and css); what a page adds is still preloaded.
 * The page table (`pageTable`, the module holding every page's import) preloads no JavaScript:
 * Vite's helper appends a <link> per file in one task as the page is asked for (57 for /heyue),
 * which blocked the main thread longer than the round trips it saves; the browser fetches a
 * page's chunks as it reads their imports, and the helper still loads the page's stylesheets.
 * The plugin notes those files before Vite writes the lists; `resolveDependencies` goes in
 * `build.modulePreload`.
 */
export function preloadOnlyWhatPagesAdd(entryName: string, pageTable: RegExp) {
  const alwaysLoaded = new Set<string>();
  const mainOnly = new Set<string>();
  let pageTableFile: string | undefined;
  const plugin: Plugin = {
    name: 'sandbox-preload-only-what-pages-add',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        alwaysLoaded.clear();
        mainOnly.clear();
        pageTableFile = undefined;
        const chunks = new Map<string, BundleChunk>();
        for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item as unknown as BundleChunk);
        const reach = (start: string, into: Set<string>, withDynamic: boolean) => {
          if (into.has(start)) return;
          into.add(start);
          const chunk = chunks.get(start);
          for (const file of [...(chunk?.imports ?? []), ...(withDynamic ? (chunk?.dynamicImports ?? []) : [])]) reach(file, into, withDynamic);
        };
        const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
        const main = entries.find((chunk) => chunk.name === entryName);
        if (!main) throw new Error(`preloadOnlyWhatPagesAdd: no entry named ${entryName}`);
        reach(main.fileName, alwaysLoaded, false);
        for (const file of [...alwaysLoaded]) for (const css of chunks.get(file)?.viteMetadata?.importedCss ?? []) alwaysLoaded.add(css);
        // Only imports made from the app's own chunks are trimmed: another entry (pc.html) has not loaded these.
        const others = new Set<string>();
        for (const entry of entries) if (entry !== main) reach(entry.fileName, others, true);
        const fromMain = new Set<string>();
        reach(main.fileName, fromMain, true);
        for (const file of fromMain) if (!others.has(file)) mainOnly.add(file);
        pageTableFile = [...chunks.values()].find((chunk) => chunk.facadeModuleId !== null && pageTable.test(chunk.facadeModuleId))?.fileName;
        if (!pageTableFile) throw new Error(`preloadOnlyWhatPagesAdd: no chunk of the page table ${pageTable}`);
      },
    },
  };
  const resolveDependencies = (_filename: string, deps: string[], { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' }) => {
    if (hostType !== 'js') return deps;
    if (alwaysLoaded.size === 0) throw new Error('preloadOnlyWhatPagesAdd: the preload lists were written before the entry was known');
    if (hostId === pageTableFile) return [];
    return mainOnly.has(hostId) ? deps.filter((file) => !alwaysLoaded.has(file)) : deps;
  };
  return { plugin, resolveDependencies };
}

/**
 * axios picks its adapter from ['xhr', 'http', 'fetch'] in that order, and every browser the
 * build targets has XMLHttpRequest, so its fetch adapter (with the stream, multipart and
 * data-URL helpers only it uses, about 4 KB gzip in the http instance /home's first data waits
 * for) never runs; the app names no adapter itself. The build's copy reports fetch as "not
 * supported by the environment", which is what axios says where fetch is missing.
 */
export function axiosWithoutFetchAdapter(): Plugin {
  return {
    name: 'sandbox-axios-without-fetch-adapter',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/ },
      handler(code) {
        if (!code.includes('export const getFetch = (config) =>') || !code.includes('export default adapter;')) {
          throw new Error("axios's lib/adapters/fetch.js changed: review axiosWithoutFetchAdapter");
        }
        return { code: 'export const getFetch = () => false;\nexport default false;\n', moduleSideEffects: false };
      },
    },
  };
}

/**
 * axios's default export carries every helper as a static member (lib/axios.js), which keeps
 * them all in the http instance's chunk. The app uses axios only in api/http-instance.ts (a lint
 * rule keeps it there): `axios.create` and `AxiosError`. Two members no code reaches are left
 * out of the build's copy, with their modules: the HTTP status name table (`HttpStatusCode`)
 * and the legacy `CancelToken` (AbortSignal replaced it; instances never had it). About 1 KB
 * gzip on what /home's first data waits for.
 */
export function axiosWithoutUnusedStatics(): Plugin {
  const dropped = ['axios.CancelToken = CancelToken;', 'axios.HttpStatusCode = HttpStatusCode;'];
  return {
    name: 'sandbox-axios-without-unused-statics',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]axios[\\/]lib[\\/]axios\.js$/ },
      handler(code) {
        if (dropped.some((line) => code.split('\n').filter((l) => l.trim() === line).length !== 1)) {
          throw new Error("axios's lib/axios.js changed: review axiosWithoutUnusedStatics");
        }
        return { code: code.split('\n').filter((l) => !dropped.includes(l.trim())).join('\n') };
      },
    },
  };
}
