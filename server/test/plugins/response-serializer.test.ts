import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { envelopeOf, trade } from '@sandbox/shared';
import { compiledSerializer } from '../../src/plugins/response-serializer.ts';

const compile = (schema: z.ZodType) => compiledSerializer({ schema, method: 'GET', url: '/t', httpStatus: '200' }) as (data: unknown) => string;

describe('compiled response serializer', () => {
  test('writes the declared shape: undeclared fields are dropped, null and optional kept as declared', () => {
    const serialize = compile(envelopeOf(z.object({ id: z.string(), amount: z.string(), note: z.string().nullable(), extra: z.number().optional() }).nullable()));
    const body = { success: true, message: 'ok', code: 200, timestamp: 1, result: { id: '7', amount: '1.50', note: null, passwordHash: 'secret' } };
    expect(JSON.parse(serialize(body))).toEqual({ success: true, message: 'ok', code: 200, timestamp: 1, result: { id: '7', amount: '1.50', note: null } });
    expect(JSON.parse(serialize({ ...body, result: null })).result).toBeNull();
  });

  test('a missing required field throws (a 500 envelope), it is never sent half-written', () => {
    const serialize = compile(z.object({ id: z.string(), amount: z.string() }));
    expect(() => serialize({ id: '7' })).toThrow(/amount/);
  });

  test('a real contract answer comes out equal to JSON.stringify of the same value', () => {
    const serialize = compile(envelopeOf(trade.ticker.nullable()));
    const ticker = { symbol: 'BTCUSDT', price: '134296.79', open24h: '136142.14', high24h: '136976.19', low24h: '133050.05', volume24h: '9024.239', turnover24h: '1217779630.82', change24h: '-1845.35', changePercent24h: '-1.36', timestamp: 1795578537000 };
    const body = { success: true, message: 'Success', code: 200, result: ticker, timestamp: 1795578537675 };
    expect(JSON.parse(serialize(body))).toEqual(body);
  });
});
