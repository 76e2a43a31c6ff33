import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, browserSession, phonePage } from './session.ts';

// The cache policy the server promises (server/src/plugins/client-assets.ts), spelled out here on purpose.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET that shows the bytes as sent (fetch would decompress them and hide Content-Encoding). */
function rawGet(path: string, acceptEncoding?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, `${baseUrl()}/`), { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(res: RawResponse): Buffer {
  if (res.headers['content-encoding'] === 'br') return brotliDecompressSync(res.body);
  if (res.headers['content-encoding'] === 'gzip') return gunzipSync(res.body);
  return res.body;
}

const varies = (res: RawResponse) => String(res.headers.vary).toLowerCase().split(/\s*,\s*/).includes('accept-encoding');

describe('the built client as served', () => {
  let indexHtml: string;
  beforeAll(async () => {
    indexHtml = decoded(await rawGet('/', 'br, gzip')).toString();
  });
  /** The hashed files index.html names: its entry script and stylesheet, and the chunks it preloads. */
  const hashedAssets = () => [...indexHtml.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => `/${m[1]}`);

  test('index.html comes compressed and is revalidated on every visit, never immutable', async () => {
    for (const path of ['/', '/index.html', '/pc.html']) {
      const res = await rawGet(path, 'br, gzip');
      expect(res.status, path).toBe(200);
      expect(res.headers['content-encoding'], path).toBe('br');
      expect(res.headers['cache-control'], path).toBe(REVALIDATE);
      expect(varies(res), path).toBe(true);
      expect(res.headers.etag, path).toBeTruthy();
    }
    expect(indexHtml).toContain('<div id="root">');
  });

  test('hashed assets come brotli or gzip compressed, as the caller accepts, and immutable for a year', async () => {
    const assets = hashedAssets();
    expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
    expect(assets.some((a) => a.endsWith('.css'))).toBe(true);
    for (const asset of assets) {
      const plain = await rawGet(asset);
      expect(plain.status, asset).toBe(200);
      expect(plain.headers['content-encoding'], asset).toBeUndefined();
      expect(plain.headers['cache-control'], asset).toBe(IMMUTABLE);
      expect(varies(plain), asset).toBe(true);
      for (const [accept, encoding] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
      ] as const) {
        const res = await rawGet(asset, accept);
        // The build writes no copy that would not be smaller (a 96-byte chunk): that file goes plain.
        const compressed = encoding === 'br' ? brotliCompressSync(plain.body) : gzipSync(plain.body, { level: 9 });
        if (compressed.length >= plain.body.length) {
          expect(res.headers['content-encoding'], `${asset} ${accept}`).toBeUndefined();
          continue;
        }
        expect(res.headers['content-encoding'], `${asset} ${accept}`).toBe(encoding);
        expect(res.headers['cache-control'], `${asset} ${accept}`).toBe(IMMUTABLE);
        expect(varies(res), `${asset} ${accept}`).toBe(true);
        expect(res.body.length, `${asset} ${accept}`).toBeLessThan(plain.body.length);
        expect(decoded(res).equals(plain.body), `${asset} ${accept}`).toBe(true);
      }
    }
  });
});

describe('a first visit to /home in Chromium', () => {
  const browser = browserSession();

  test('downloads every asset compressed and immutable; the figures are printed', async () => {
    const { context, page, errors } = await phonePage(browser);
    const seen: Promise<{ url: string; bytes: number; fileBytes: number; encoding?: string; cacheControl?: string }>[] = [];
    page.on('requestfinished', (req) => {
      seen.push(
        (async () => {
          const res = await req.response();
          const sizes = await req.sizes();
          const headers = (await res?.allHeaders()) ?? {};
          // The decoded body: what the same answers would weigh uncompressed.
          const fileBytes = (await res?.body().catch(() => undefined))?.length ?? 0;
          return {
            url: req.url(),
            bytes: sizes.responseBodySize + sizes.responseHeadersSize,
            fileBytes,
            encoding: headers['content-encoding'],
            cacheControl: headers['cache-control'],
          };
        })(),
      );
    });
    await page.goto(`${baseUrl()}/#/home`);
    await page.getByRole('heading', { name: 'Sandbox Trade' }).waitFor();
    // The market lists load just after the first paint; wait for the page to go quiet.
    await page.waitForLoadState('networkidle');
    const responses = await Promise.all(seen);
    await context.close();

    const assets = responses.filter((r) => new URL(r.url).pathname.startsWith('/assets/'));
    const scriptsAndStyles = assets.filter((r) => /\.(js|css)$/.test(new URL(r.url).pathname));
    expect(scriptsAndStyles.length).toBeGreaterThan(0);
    for (const asset of scriptsAndStyles) {
      // Tiny files may have no compressed copy (it would not be smaller); everything else is brotli.
      if (asset.bytes > 1024) expect(asset.encoding, asset.url).toBe('br');
      expect(asset.cacheControl, asset.url).toBe(IMMUTABLE);
    }
    const total = responses.reduce((sum, r) => sum + r.bytes, 0);
    const assetBytes = assets.reduce((sum, r) => sum + r.bytes, 0);
    const fileBytes = responses.reduce((sum, r) => sum + r.fileBytes, 0);
    console.log(
      `[delivery] /home first visit: ${(total / 1024).toFixed(1)} KB in ${responses.length} requests (headers included; ` +
        `${(fileBytes / 1024).toFixed(1)} KB of bodies uncompressed), of which hashed assets ${(assetBytes / 1024).toFixed(1)} KB in ${assets.length}`,
    );
    expect(errors).toEqual([]);
  });
});
