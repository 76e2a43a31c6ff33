/**
 * One place that imports jsencrypt, so the rest of the code does not care how
 * the package reached us. Its ESM entry (lib/index.js) uses extensionless
 * relative imports, which plain Node refuses (TOOLCHAIN.md); Vite (browser
 * build and dev), vitest (which inlines that invalid-for-Node ESM file) and
 * tsx all resolve it. Depending on the loader the class arrives as the
 * default export, the named export, or a CommonJS module.exports wrapped once
 * more in `default`; we accept each shape.
 */
import * as jsencryptModule from 'jsencrypt';

type JSEncryptClass = typeof import('jsencrypt').JSEncrypt;

function pickClass(mod: unknown): JSEncryptClass {
  const seen = new Set<unknown>();
  let current: unknown = mod;
  // Walk `default` / `JSEncrypt` until a constructor turns up (at most a few steps).
  while (current !== null && current !== undefined && !seen.has(current)) {
    seen.add(current);
    if (typeof current === 'function') return current as JSEncryptClass;
    const rec = current as { JSEncrypt?: unknown; default?: unknown };
    current = typeof rec.JSEncrypt === 'function' ? rec.JSEncrypt : rec.default;
  }
  throw new Error('jsencrypt: could not find the JSEncrypt class in the loaded module');
}

export const JSEncrypt: JSEncryptClass = pickClass(jsencryptModule);
