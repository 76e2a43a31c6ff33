import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { contract, decimalString, envelopeOf, trade, type EndpointDef } from '@sandbox/shared';
import { compiledSerializer, snapshotSerializer } from '../../src/plugins/response-serializer.ts';

const compile = (schema: z.ZodType) => compiledSerializer({ schema, method: 'GET', url: '/t', httpStatus: '200' }) as (data: unknown) => string;

describe('compiled response serializer', () => {
  test('writes the declared shape: undeclared fields are dropped, null and optional kept as declared', () => {
    const serialize = compile(envelopeOf(z.object({ id: z.string(), amount: z.string(), note: z.string().nullable(), extra: z.number().optional() }).nullable()));
    const body = { success: true, message: 'ok', code: 200, timestamp: 1, result: { id: '7', amount: '1.50', note: null, passwordHash: 'secret' } };
    expect(JSON.parse(serialize(body))).toEqual({ success: true, message: 'ok', code: 200, timestamp: 1, result: { id: '7', amount: '1.50', note: null } });
    expect(JSON.parse(serialize({ ...body, result: null })).result).toBeNull();
  });

  test('a schema is compiled once per process: every app built over the contract reuses it', () => {
    const schema = envelopeOf(z.object({ id: z.string() }).nullable());
    expect(compile(schema)).toBe(compile(schema));
    // Another schema object, even of the same shape, gets its own serialiser.
    expect(compile(envelopeOf(z.object({ id: z.string() }).nullable()))).not.toBe(compile(schema));
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

describe('every endpoint of the contract', () => {
  // Code is built at a route's first answer, not at boot: this builds every endpoint's once.
  test("answer schema compiles to a serialiser that writes a null result as JSON.stringify does", () => {
    const endpoints = Object.values(contract as Record<string, EndpointDef>).filter((e) => !e.streaming);
    expect(endpoints.length).toBeGreaterThan(100);
    const body = { success: true, message: 'ok', code: 200, result: null, timestamp: 1 };
    for (const e of endpoints) expect(compile(envelopeOf(e.result.nullable()))(body), e.id).toBe(JSON.stringify(body));
  });
});

describe('nullables are written without choosing an anyOf branch', () => {
  test('null and present values of nullable results and fields come out as JSON.stringify writes them', () => {
    const row = z.object({ id: z.string(), price: decimalString.nullable(), count: z.number().int().nullable(), inner: z.object({ a: z.string() }).nullable(), tags: z.array(z.string()).nullable() });
    const serialize = compile(envelopeOf(row.nullable()));
    const full = { id: '1', price: '1.5', count: 3, inner: { a: 'x' }, tags: ['t'] };
    const empty = { id: '2', price: null, count: null, inner: null, tags: null };
    for (const result of [full, empty, null]) {
      const body = { success: true, message: 'ok', code: 200, result, timestamp: 5 };
      expect(serialize(body)).toBe(JSON.stringify(body));
    }
  });

  test('a union stays a union: each branch is still chosen by its shape', () => {
    const serialize = compile(z.object({ v: z.union([z.object({ kind: z.literal('a'), a: z.string() }), z.object({ kind: z.literal('b'), b: z.number() })]).nullable() }));
    expect(serialize({ v: { kind: 'b', b: 2 } })).toBe('{"v":{"kind":"b","b":2}}');
    expect(serialize({ v: null })).toBe('{"v":null}');
  });
});

describe('snapshot serializer', () => {
  const snapshot = (schema: z.ZodType) => snapshotSerializer({ schema, method: 'GET', url: '/t', httpStatus: '200' }) as (data: unknown) => string;
  const ticker = Object.freeze({ symbol: 'BTCUSDT', price: '134296.79', open24h: '136142.14', high24h: '136976.19', low24h: '133050.05', volume24h: '9024.239', turnover24h: '1217779630.82', change24h: '-1845.35', changePercent24h: '-1.36', timestamp: 1795578537000 });

  test("one snapshot's answer is serialised once per message, each call with its own timestamp", () => {
    const serialize = snapshot(envelopeOf(trade.ticker.nullable()));
    const plain = compile(envelopeOf(trade.ticker.nullable()));
    for (const [message, timestamp] of [['Success', 1], ['Success', 1795578537675], ['成功', 2], ['Success', 3]] as const) {
      const body = { success: true, message, code: 200, result: ticker, timestamp };
      expect(serialize(body)).toBe(plain(body));
      expect(JSON.parse(serialize(body))).toEqual(body);
    }
  });

  test('another snapshot object is serialised anew; error envelopes and null results are serialised in full', () => {
    const serialize = snapshot(envelopeOf(trade.ticker.nullable()));
    expect(JSON.parse(serialize({ success: true, message: 'ok', code: 200, result: ticker, timestamp: 1 })).result.price).toBe('134296.79');
    expect(JSON.parse(serialize({ success: true, message: 'ok', code: 200, result: Object.freeze({ ...ticker, price: '1.00' }), timestamp: 2 })).result.price).toBe('1.00');
    expect(serialize({ success: false, message: 'Unknown symbol', code: 404, result: null, timestamp: 3 })).toBe('{"success":false,"message":"Unknown symbol","code":404,"result":null,"timestamp":3}');
  });
});
