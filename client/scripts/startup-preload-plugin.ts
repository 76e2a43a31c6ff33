import path from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { STARTUP_SOURCES } from './bundle-budget.ts';

interface OutputChunk {
  type: 'chunk';
  fileName: string;
  moduleIds: string[];
  imports: string[];
}

/**
 * main.tsx awaits the startup chunks (STARTUP_SOURCES: the http instance, English's first
 * language part) before the first render, and the browser would learn of them only once the
 * entry has downloaded and run. index.html names them, with the chunks they import that the
 * entry does not, as modulepreload links, so they download beside the entry: one round trip
 * less before the first render on a slow network (docs/client.md, "Lighthouse"). A visitor whose
 * stored language is not English fetches its first part as before, and English's for nothing
 * (1.3 KB). The build fails if a startup source is missing.
 */
export function preloadStartupChunks(entryName: string): Plugin {
  let root = '';
  return {
    name: 'sandbox-preload-startup-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }): HtmlTagDescriptor[] {
        if (!bundle || chunk?.name !== entryName) return [];
        const chunks = new Map<string, OutputChunk>();
        for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item as unknown as OutputChunk);
        const closure = (file: string, into = new Set<string>()) => {
          if (into.has(file)) return into;
          into.add(file);
          for (const imported of chunks.get(file)?.imports ?? []) closure(imported, into);
          return into;
        };
        const loadedWithEntry = closure(chunk.fileName);
        const files = new Set<string>();
        for (const source of STARTUP_SOURCES) {
          const id = path.join(root, source);
          const startup = [...chunks.values()].find((c) => c.moduleIds.includes(id));
          if (!startup) throw new Error(`preloadStartupChunks: no chunk for the startup source ${source}`);
          for (const file of closure(startup.fileName)) if (!loadedWithEntry.has(file)) files.add(file);
        }
        return [...files].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` }, injectTo: 'head' }));
      },
    },
  };
}
