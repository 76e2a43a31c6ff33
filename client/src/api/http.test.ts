import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toastShow = vi.hoisted(() => vi.fn());
vi.mock('../lib/notify.ts', () => ({ showToast: toastShow }));
const encryptBody = vi.hoisted(() => vi.fn((payload: object, key: string) => `enc(${key}):${JSON.stringify(payload)}`));
vi.mock('./wire.ts', () => ({ encryptBody }));

import { get, getOneOrNull, http as lazyHttp, loadHttp, post, resetPublicKeyCache, setUnauthorizedHandler, upload } from './http.ts';
import { useUserStore } from '../store/user-store.ts';
import { rememberDeviceToken } from '../store/device-tokens.ts';
import { useLangStore } from '../store/lang-store.ts';

// The instance loads on first use (its own chunk in the build); the tests set its adapter.
const http = await loadHttp();

type Reply = (config: InternalAxiosRequestConfig) => Partial<AxiosResponse> | Promise<never>;
const seen: InternalAxiosRequestConfig[] = [];

function mockAdapter(reply: Reply): void {
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const partial = await reply(config);
    return { status: 200, statusText: 'OK', headers: {}, config, ...partial } as AxiosResponse;
  };
  http.defaults.adapter = adapter;
}

const onUnauthorized = vi.fn();

beforeEach(() => {
  seen.length = 0;
  toastShow.mockClear();
  encryptBody.mockClear();
  onUnauthorized.mockClear();
  resetPublicKeyCache();
  setUnauthorizedHandler(onUnauthorized);
  useUserStore.setState({ token: '', userInfo: {} });
  useLangStore.setState({ lang: 'en-us' });
});
afterEach(() => vi.restoreAllMocks());

describe('http instance: request', () => {
  it('uses the /api prefix, a 60 s timeout, the token and lang headers, and GET query params', async () => {
    useUserStore.setState({ token: 'tok-1' });
    useLangStore.setState({ lang: 'jp' });
    mockAdapter(() => ({ data: { code: 200, result: 'ok' } }));
    await expect(get('/set/appSysSet/getKeyByParam', { key: 'brandTitle' })).resolves.toBe('ok');
    const config = seen[0]!;
    expect(config.baseURL).toBe('/api');
    expect(config.timeout).toBe(60_000);
    expect(config.headers.get('X-Access-Token')).toBe('tok-1');
    expect(config.headers.get('lang')).toBe('jp');
    expect(config.params).toEqual({ key: 'brandTitle' });
  });

  it('sends no token header when logged out', async () => {
    mockAdapter(() => ({ data: { code: 200, result: null } }));
    await get('/x');
    expect(seen[0]!.headers.get('X-Access-Token')).toBeUndefined();
    expect(seen[0]!.headers.get('X-Device-Token')).toBeUndefined();
  });

  it("sends this browser's device tokens, signed out too, so a sign-in here is a trusted device's", async () => {
    rememberDeviceToken('device-b.mac-b');
    rememberDeviceToken('device-a.mac-a');
    mockAdapter(() => ({ data: { code: 200, result: null } }));
    await get('/x');
    expect(seen[0]!.headers.get('X-Device-Token')).toBe('device-a.mac-a,device-b.mac-b');
  });

  it('encrypts POST bodies as one raw string, fetching the public key once', async () => {
    mockAdapter((config) =>
      config.url === '/ext/publicKey' ? { data: { code: 200, result: { publicKey: 'PEM' } } } : { data: { code: 200, result: { token: 't' } } },
    );
    await post('/app/login', { account: 'a', password: 'p' });
    await post('/app/login', { account: 'b', password: 'q' });
    const calls = seen.map((c) => `${c.method} ${c.url}`);
    expect(calls).toEqual(['get /ext/publicKey', 'post /app/login', 'post /app/login']);
    expect(seen[1]!.data).toBe('enc(PEM):{"account":"a","password":"p"}');
    expect(encryptBody).toHaveBeenCalledWith({ account: 'a', password: 'p' }, 'PEM');
  });

  it('retries the public key after a failed fetch', async () => {
    let first = true;
    mockAdapter((config) => {
      if (config.url === '/ext/publicKey' && first) {
        first = false;
        return Promise.reject(new AxiosError('Network Error'));
      }
      return config.url === '/ext/publicKey' ? { data: { code: 200, result: { publicKey: 'PEM' } } } : { data: { code: 200, result: 1 } };
    });
    await expect(post('/x', {})).rejects.toThrow('Network Error');
    await expect(post('/x', {})).resolves.toBe(1);
  });

  it('uploads multipart without encryption', async () => {
    mockAdapter(() => ({ data: { code: 200, result: { url: '/u/1.png' } } }));
    await upload('/sys/common/upload', new Blob(['x'], { type: 'image/png' }), { biz: '1' });
    const body = seen[0]!.data as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('biz')).toBe('1');
    expect(body.get('file')).toBeInstanceOf(Blob);
    expect(encryptBody).not.toHaveBeenCalled();
  });
});

describe('http instance: envelope rules (SPEC.md section 8)', () => {
  it('code 200 returns the result', async () => {
    mockAdapter(() => ({ data: { code: 200, message: '', result: { a: 1 } } }));
    await expect(get('/x')).resolves.toEqual({ a: 1 });
  });

  it('code 0 returns the result', async () => {
    mockAdapter(() => ({ data: { code: 0, result: [1] } }));
    await expect(get('/x')).resolves.toEqual([1]);
  });

  it('a plain array counts as success and is returned as is', async () => {
    mockAdapter(() => ({ data: [{ id: 1 }] }));
    await expect(get('/x')).resolves.toEqual([{ id: 1 }]);
    expect(toastShow).not.toHaveBeenCalled();
  });

  it('code 401 goes to /login, clears the session and returns the data', async () => {
    useUserStore.setState({ token: 'stale', userInfo: { id: 'u1' } });
    const envelope = { code: 401, message: 'Please log in', result: null };
    mockAdapter(() => ({ data: envelope }));
    await expect(get('/x')).resolves.toEqual(envelope);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(useUserStore.getState().token).toBe('');
    expect(useUserStore.getState().userInfo).toEqual({});
    expect(toastShow).not.toHaveBeenCalled();
  });

  it('any other code shows the message as an error notice and rejects with it', async () => {
    mockAdapter(() => ({ data: { code: 409, message: 'Account already exists', result: null } }));
    await expect(get('/x')).rejects.toThrow('Account already exists');
    expect(toastShow).toHaveBeenCalledWith(expect.objectContaining({ icon: 'fail', content: 'Account already exists', duration: 2000 }));
  });

  it('code 503 (the server reconnecting to its database): a read says "reconnecting" and is sent again until it is served', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      mockAdapter(() => ({ data: ++calls < 3 ? { code: 503, message: 'The service is reconnecting', result: null } : { code: 200, result: 'back' } }));
      const answer = get('/x');
      await vi.advanceTimersByTimeAsync(1000 + 2000);
      await expect(answer).resolves.toBe('back');
      expect(calls).toBe(3);
      expect(toastShow).toHaveBeenCalledTimes(2);
      expect(toastShow).toHaveBeenCalledWith(expect.objectContaining({ icon: 'loading', content: 'The service is reconnecting' }));
    } finally {
      vi.useRealTimers();
    }
  });

  it('code 503: a read fails after its last repeat, and a write is never sent again', async () => {
    vi.useFakeTimers();
    try {
      mockAdapter(() => ({ data: { code: 503, message: 'The service is reconnecting', result: null } }));
      const read = get('/x');
      const failed = expect(read).rejects.toThrow('The service is reconnecting');
      await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
      await failed;
      expect(seen).toHaveLength(4);
      mockAdapter((config) =>
        config.url === '/ext/publicKey' ? { data: { code: 200, result: { publicKey: 'PEM' } } } : { data: { code: 503, message: 'The service is reconnecting', result: null } },
      );
      seen.length = 0;
      toastShow.mockClear();
      await expect(post('/y', { a: 1 })).rejects.toThrow('The service is reconnecting');
      expect(seen.map((c) => c.url)).toEqual(['/ext/publicKey', '/y']);
      expect(toastShow).toHaveBeenCalledWith(expect.objectContaining({ icon: undefined, content: 'The service is reconnecting' }));
    } finally {
      vi.useRealTimers();
    }
  });

  it('an empty message rejects with the word Error', async () => {
    mockAdapter(() => ({ data: { code: 500, message: '', result: null } }));
    await expect(get('/x')).rejects.toThrow(/^Error$/);
  });

  it('a transport error rejects with its message', async () => {
    mockAdapter(() => Promise.reject(new AxiosError('timeout of 60000ms exceeded', 'ECONNABORTED')));
    await expect(get('/x')).rejects.toThrow('timeout of 60000ms exceeded');
  });

  it('a transport error whose message contains 401 resolves quietly', async () => {
    mockAdapter(() => Promise.reject(new AxiosError('Request failed with status code 401', 'ERR_BAD_REQUEST')));
    await expect(get('/x')).resolves.toBeUndefined();
    expect(toastShow).not.toHaveBeenCalled();
  });

  it('getOneOrNull: a record, or null for a 404 (missing or not the caller\'s) without a toast', async () => {
    mockAdapter((config) => ({ data: config.url === '/one/a' ? { code: 200, result: { id: 'a' } } : { code: 404, message: 'Not found', result: null } }));
    await expect(getOneOrNull('/one/a')).resolves.toEqual({ id: 'a' });
    await expect(getOneOrNull('/one/b')).resolves.toBeNull();
    expect(toastShow).not.toHaveBeenCalled();
  });

  it('getOneOrNull: other refusals keep the usual rules (toast and reject; 401 to /login)', async () => {
    mockAdapter(() => ({ data: { code: 500, message: 'Server error', result: null } }));
    await expect(getOneOrNull('/one/a')).rejects.toThrow('Server error');
    expect(toastShow).toHaveBeenCalledWith(expect.objectContaining({ content: 'Server error' }));
    mockAdapter(() => ({ data: { code: 401, message: 'Please log in', result: null } }));
    await getOneOrNull('/one/a');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('code 503 on a raw-envelope read (the guard, a read at the server clock): sent again, then the served envelope', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      mockAdapter(() => ({ data: ++calls < 2 ? { code: 503, message: 'The service is reconnecting', result: null } : { code: 200, result: { id: 'u1' } } }));
      const answer = http.get('/user/appUser/getMyUserInfo', { rawEnvelope: true });
      await vi.advanceTimersByTimeAsync(1000);
      await expect(answer).resolves.toEqual({ code: 200, result: { id: 'u1' } });
      expect(calls).toBe(2);
      expect(toastShow).toHaveBeenCalledWith(expect.objectContaining({ icon: 'loading', content: 'The service is reconnecting' }));
    } finally {
      vi.useRealTimers();
    }
  });

  it('the raw-envelope mode (navigation guard) sees any code but 503 without toast or redirect', async () => {
    mockAdapter(() => ({ data: { code: 401, message: 'Please log in' } }));
    await expect(http.get('/user/appUser/getMyUserInfo', { rawEnvelope: true })).resolves.toEqual({ code: 401, message: 'Please log in' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('the lazy http face loads the same instance and keeps its rules (raw envelope here)', async () => {
    mockAdapter(() => ({ data: { code: 500, message: 'Quote refused' } }));
    await expect(lazyHttp.get('/ext/flashExchange/quote', { params: { amount: '5' }, rawEnvelope: true })).resolves.toEqual({ code: 500, message: 'Quote refused' });
    expect(seen[0]!.params).toEqual({ amount: '5' });
    expect(seen[0]!.headers.get('lang')).toBe('en-us');
    expect(toastShow).not.toHaveBeenCalled();
    expect(await loadHttp()).toBe(http);
  });
});
