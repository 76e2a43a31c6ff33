import { describe, expect, it } from 'vitest';
import { routeWith, routes } from './route-paths.ts';

describe('route paths', () => {
  it('names the pinyin paths in English', () => {
    expect([routes.assetCentre, routes.market, routes.rechargeWithdrawalResult]).toEqual(['/zichanCenter', '/hangqing', '/chongzhitixianResult']);
    expect(new Set(Object.values(routes)).size).toBe(Object.keys(routes).length);
  });

  it('adds a query in order, percent-encoded, leaving out undefined values', () => {
    expect(routeWith(routes.kline, { symbol: 'BTCUSDT' })).toBe('/kline?symbol=BTCUSDT');
    expect(routeWith(routes.outlink, { url: 'https://example.com/a?b=1&c' })).toBe('/outlink?url=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1%26c');
    expect(routeWith(routes.settlementInfo, { id: 'a b', tab: undefined })).toBe('/jiesuanInfo?id=a%20b');
    expect(routeWith(routes.contract, {})).toBe('/heyue');
  });

  it('keeps an app path as a value readable, as the screens always wrote it', () => {
    expect(routeWith(routes.bindAccount, { type: 'chain', from: routes.withdrawal })).toBe('/bindAccount?type=chain&from=/tixian');
  });
});
