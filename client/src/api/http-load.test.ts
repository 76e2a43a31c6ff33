import type { AxiosAdapter, AxiosResponse } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./http-instance.ts');
  vi.resetModules();
});

describe('the http instance chunk', () => {
  it('is asked for again by the next call when it failed to load (offline, a stale deploy)', async () => {
    let attempts = 0;
    vi.doMock('./http-instance.ts', async (importOriginal) => {
      attempts += 1;
      if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { get, loadHttp } = await import('./http.ts');
    await expect(get('/x')).rejects.toThrow();
    expect(attempts).toBe(1);

    const http = await loadHttp();
    const adapter: AxiosAdapter = async (config) =>
      ({ status: 200, statusText: 'OK', headers: {}, config, data: { code: 200, result: 'ok' } }) as AxiosResponse;
    http.defaults.adapter = adapter;
    await expect(get('/x')).resolves.toBe('ok');
    expect(attempts).toBe(2);
  });
});
