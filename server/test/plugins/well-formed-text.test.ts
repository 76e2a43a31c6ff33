import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, test } from 'vitest';
import { AppError } from '../../src/errors.ts';
import { MAX_REQUEST_DEPTH, rejectMalformedText } from '../../src/plugins/well-formed-text.ts';

/** The field a request is refused for, or undefined when it passes. */
function refusal(parts: { params?: unknown; query?: unknown; body?: unknown }): AppError | undefined {
  let outcome: unknown = 'not called';
  rejectMalformedText(parts as FastifyRequest, {} as FastifyReply, (error?: Error) => (outcome = error));
  if (outcome === undefined) return undefined;
  expect(outcome).toBeInstanceOf(AppError);
  return outcome as AppError;
}

function refusedField(parts: { params?: unknown; query?: unknown; body?: unknown }): string | undefined {
  const error = refusal(parts);
  if (!error) return undefined;
  expect(error.key).toBe('request.badCharacters');
  return String(error.params?.field);
}

/** An object `levels` objects or arrays deep around a string. */
function nested(levels: number, leaf: unknown = 'x'): unknown {
  let value = leaf;
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

describe('rejectMalformedText', () => {
  test('well-formed text anywhere passes', () => {
    expect(refusedField({ params: {}, query: { symbol: 'BTCUSDT' }, body: { name: 'Zoë 😀', list: ['a', { b: 'c' }], n: 1, none: null } })).toBeUndefined();
  });

  test('names the path of the first lone surrogate or NUL, in params, then query, then body', () => {
    expect(refusedField({ query: { symbol: 'ab\ud800' } })).toBe('symbol');
    expect(refusedField({ body: { profile: { names: ['ok', 'bad\u0000'] } } })).toBe('profile.names.1');
    expect(refusedField({ body: { list: [{ ['k\udc00']: 1 }] } })).toBe('list.0.?');
    expect(refusedField({ params: { id: '\ud800' }, query: { q: '\u0000' } })).toBe('id');
    expect(refusedField({ body: '\ud800' })).toBe('?');
  });

  test(`refuses nesting deeper than ${MAX_REQUEST_DEPTH} levels without recursing, and reads up to that depth`, () => {
    expect(refusal({ body: nested(MAX_REQUEST_DEPTH) })).toBeUndefined();
    expect(refusal({ body: nested(MAX_REQUEST_DEPTH + 1) })).toMatchObject({ key: 'request.tooDeep', params: { max: MAX_REQUEST_DEPTH } });
    // 200,000 levels: a recursive walk exhausts the call stack long before (RangeError, a 500).
    expect(refusal({ body: { name: 'ok', extra: nested(200_000) } })).toMatchObject({ key: 'request.tooDeep' });
    expect(refusal({ query: nested(MAX_REQUEST_DEPTH + 1) })).toMatchObject({ key: 'request.tooDeep' });
    // Within the limit a bad character deep down is still found, with its path.
    expect(refusedField({ body: nested(MAX_REQUEST_DEPTH, 'a\u0000') })).toBe(Array.from({ length: MAX_REQUEST_DEPTH }, (_, i) => (i % 2 ? '0' : 'a')).reverse().join('.'));
  });
});
