import type { ViteDevServer } from 'vite';
import { createServer } from 'vite';
import type { FirstFrame } from '../src/app/first-frames.tsx';

export interface RenderedFrames {
  frames: FirstFrame[];
  /** The page modules the frames rendered (absolute paths): their chunks' stylesheets style the frames. */
  pageModules: string[];
}

const PAGE_MODULE = /[\\/]src[\\/]pages[\\/][^\\/]+[\\/]index\.tsx$/;

/**
 * Renders the first frames (src/app/first-frames.tsx) in Node at build: through a Vite dev
 * server in middleware mode, which loads the app's modules as the browser build does (the same
 * config, so the same CSS module class names; its build-only plugins, this one's caller
 * included, do not apply). antd-mobile is bundled, not loaded by Node, for its CSS imports.
 */
export async function renderFirstFrames(root: string, configFile: string): Promise<RenderedFrames> {
  const server = await createServer({
    root,
    configFile,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    ssr: { noExternal: ['antd-mobile'] },
  });
  try {
    const module = (await server.ssrLoadModule('/src/app/first-frames.tsx')) as typeof import('../src/app/first-frames.tsx');
    const frames = await module.renderFirstFrames();
    return { frames, pageModules: loadedPages(server, new Set(frames.map((f) => f.path)).size) };
  } finally {
    await server.close();
  }
}

/**
 * The page modules loaded: only the framed pages' (the page table imports pages on demand; the
 * graph knows the others, not transformed).
 */
function loadedPages(server: ViteDevServer, expected: number): string[] {
  const pages = [...server.environments.ssr.moduleGraph.idToModuleMap.values()].filter((node) => node.transformResult && PAGE_MODULE.test(node.id ?? '')).map((node) => node.id!);
  if (pages.length !== expected) throw new Error(`first frames: ${expected} framed routes loaded ${pages.length} page modules (${pages.join(', ')})`);
  return pages;
}
