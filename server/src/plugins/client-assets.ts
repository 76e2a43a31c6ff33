import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Vite's build.assetsDir: every file under it has a content hash in its name. */
const HASHED_DIR = 'assets';

/** A hashed file never changes under its name: browsers and proxies keep it a year, unasked. */
export const HASHED_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/**
 * Pages (index.html, pc.html) and other unhashed files name the current hashed assets, so a
 * cache must ask every time; the ETag and Last-Modified headers make that a 304 when unchanged.
 */
export const UNHASHED_CACHE_CONTROL = 'no-cache';

/** The console's page in the build (client/console.html), served at /console too. */
export const CONSOLE_PAGE = 'console.html';

export interface ClientAssetsOptions {
  /** The built client (client/dist or CLIENT_DIST). */
  root: string;
}

/**
 * Serves the built client: the `.br` / `.gz` files written beside each file at build time go to
 * a caller that accepts them (brotli first), the plain file to anyone else, always with
 * `Vary: Accept-Encoding`; nothing is compressed per request. Routes are made from the files
 * present at start (no wildcard), so `/api` misses still answer as envelopes; the compressed
 * copies and the build manifest (a dot folder) get no URL of their own.
 */
export const clientAssetsPlugin = fp(
  async (app: FastifyInstance, opts: ClientAssetsOptions) => {
    const root = path.resolve(opts.root);
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // @fastify/send would add its own `public, max-age=0`; setHeaders decides instead.
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        // filePath is the file sent, a .br/.gz copy included: its folder decides.
        const hashed = path.relative(root, filePath).split(path.sep)[0] === HASHED_DIR;
        reply.header('cache-control', hashed ? HASHED_CACHE_CONTROL : UNHASHED_CACHE_CONTROL);
      },
    });
    // The sandbox console's page at a short address (its assets are relative: ./assets/...). Its
    // data comes from /__qa behind the QA token, so serving the page itself gives nothing away.
    if (existsSync(path.join(root, CONSOLE_PAGE))) {
      app.get('/console', (_request, reply) => reply.sendFile(CONSOLE_PAGE));
    }
  },
  { name: 'client-assets' },
);
