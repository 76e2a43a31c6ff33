import type { Plugin } from 'vite';

/*
 * Build-only plugins that drop bytes /home's first download never uses (bundle budget,
 * docs/decisions.md "Delivery of the client"). Each one checks the code it rewrites and fails
 * the build, loudly, when a dependency's layout moves.
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

const PATH_TOKEN = /[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)/g;

/**
 * A path's numbers with at most two decimals, as SVGO's path optimiser writes them. Only paths
 * of absolute M, L, C and Z commands (every antd-mobile-icons path) are rewritten; any other is
 * returned as it came.
 */
export function roundPathData(d: string): string {
  const tokens = d.match(PATH_TOKEN) ?? [];
  if (tokens.some((t) => /^[A-Za-z]$/.test(t) && !'MLCZ'.includes(t))) return d;
  let out = '';
  for (const token of tokens) {
    if (/^[A-Z]$/.test(token)) {
      out += token;
      continue;
    }
    const rounded = String(Number(Number(token).toFixed(2)));
    // A number after a number needs a separator unless its minus sign is one.
    if (out && !/[A-Z]$/.test(out) && !rounded.startsWith('-')) out += ' ';
    out += rounded;
  }
  return out;
}

/**
 * antd-mobile-icons draws in a 48-unit box with six to eight decimals (25.845596,4.44900551):
 * a hundredth of a unit is a few thousandths of a pixel at icon size, and the extra digits were
 * about 3 KB gzip of the icons on /home. The build writes each `d` with two decimals.
 */
export function roundIconPaths(): Plugin {
  return {
    name: 'sandbox-round-icon-paths',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]antd-mobile-icons[\\/]es[\\/][A-Za-z0-9]+\.js$/ },
      handler(code) {
        let paths = 0;
        const rounded = code.replace(/^(\s*)d: "([^"]*)"/gm, (_match, indent: string, d: string) => {
          paths += 1;
          return `${indent}d: "${roundPathData(d)}"`;
        });
        if (paths === 0 && code.includes('createElement("svg"')) {
          throw new Error("antd-mobile-icons writes its paths differently now: review roundIconPaths");
        }
        // The drawing tool's layer names as element ids: never referenced (no url(#...) or href),
        // and repeated in the page by every copy of an icon.
        const referenced = /url\(#|href: "#/i.test(rounded);
        return { code: referenced ? rounded : rounded.replace(/^\s*id: "[^"]*",?\n/gm, ''), map: null };
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
 * The plugin notes those files before Vite writes the lists; `resolveDependencies` goes in
 * `build.modulePreload`.
 */
export function preloadOnlyWhatPagesAdd(entryName: string) {
  const alwaysLoaded = new Set<string>();
  const mainOnly = new Set<string>();
  const plugin: Plugin = {
    name: 'sandbox-preload-only-what-pages-add',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        alwaysLoaded.clear();
        mainOnly.clear();
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
      },
    },
  };
  const resolveDependencies = (_filename: string, deps: string[], { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' }) => {
    if (hostType !== 'js') return deps;
    if (alwaysLoaded.size === 0) throw new Error('preloadOnlyWhatPagesAdd: the preload lists were written before the entry was known');
    return mainOnly.has(hostId) ? deps.filter((file) => !alwaysLoaded.has(file)) : deps;
  };
  return { plugin, resolveDependencies };
}
