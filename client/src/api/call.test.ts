import { describe, expect, it, vi } from 'vitest';

const transport = vi.hoisted(() => ({
  get: vi.fn(() => Promise.resolve('got')),
  post: vi.fn(() => Promise.resolve('posted')),
  upload: vi.fn(() => Promise.resolve('uploaded')),
  getOneOrNull: vi.fn(() => Promise.resolve(null)),
  rawGet: vi.fn(() => Promise.resolve({ code: 404, message: 'Not found' })),
}));
vi.mock('./http.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./http.ts')>()),
  http: { get: transport.rawGet },
  get: transport.get,
  post: transport.post,
  upload: transport.upload,
  getOneOrNull: transport.getOneOrNull,
}));

import { call, callForEnvelope, callOrNotFound } from './call.ts';
import { endpoints } from './endpoints.ts';

describe('call(endpoint, input)', () => {
  it('GET sends the query to the contract path below the /api base', async () => {
    await expect(call(endpoints['trade.symbolPrice'], { query: { symbol: 'BTCUSDT' } })).resolves.toBe('got');
    expect(transport.get).toHaveBeenCalledWith('/trade/appSymbol/price', { symbol: 'BTCUSDT' });
  });

  it('GET without a query sends none', async () => {
    await call(endpoints['finance.queryUserAssets']);
    expect(transport.get.mock.calls).toEqual([['/finance/appWallet/queryUserAssets']]);
  });

  it('POST hands the body to the encrypting post; without a body it sends none', async () => {
    await expect(call(endpoints['app.login'], { body: { account: 'alice', password: 'secret1' } })).resolves.toBe('posted');
    await call(endpoints['ext.demoReset']);
    expect(transport.post.mock.calls).toEqual([['/app/login', { account: 'alice', password: 'secret1' }], ['/ext/demo/reset']]);
  });

  it('fills path parameters, URI-encoded', async () => {
    await call(endpoints['trade.positionClose'], { params: { id: 'a/b c' } });
    expect(transport.post).toHaveBeenCalledWith('/trade/appTradePositions/close/a%2Fb%20c');
  });

  it('a multipart endpoint uploads the file with its fields as text, unencrypted', async () => {
    const file = new Blob(['x'], { type: 'image/png' });
    await expect(call(endpoints['sys.upload'], { body: { biz: 1 }, file })).resolves.toBe('uploaded');
    expect(transport.upload).toHaveBeenCalledWith('/sys/common/upload', file, { biz: '1' });
    expect(transport.post).not.toHaveBeenCalled();
  });

  it('callOrNotFound reads one record (null on 404); callForEnvelope answers the raw envelope', async () => {
    await expect(callOrNotFound(endpoints['ext.positionDetail'], { params: { id: 'p1' } })).resolves.toBeNull();
    expect(transport.getOneOrNull).toHaveBeenCalledWith('/ext/positions/p1');
    await expect(callForEnvelope(endpoints['ext.flashQuote'], { query: { fromCurrency: 'USDT', toCurrency: 'BTC', amount: '5' } })).resolves.toEqual({
      code: 404,
      message: 'Not found',
    });
    expect(transport.rawGet).toHaveBeenCalledWith('/ext/flashExchange/quote', {
      params: { fromCurrency: 'USDT', toCurrency: 'BTC', amount: '5' },
      rawEnvelope: true,
    });
    await callForEnvelope(endpoints['user.getMyUserInfo']);
    expect(transport.rawGet).toHaveBeenLastCalledWith('/user/appUser/getMyUserInfo', { rawEnvelope: true });
  });
});
