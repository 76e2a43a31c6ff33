import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, test } from 'vitest';
import { AppError } from '../../src/errors.ts';
import { rejectMalformedText } from '../../src/plugins/well-formed-text.ts';

/** The field a request is refused for, or undefined when it passes. */
function refusedField(parts: { params?: unknown; query?: unknown; body?: unknown }): string | undefined {
  let outcome: unknown = 'not called';
  rejectMalformedText(parts as FastifyRequest, {} as FastifyReply, (error?: Error) => (outcome = error));
  if (outcome === undefined) return undefined;
  expect(outcome).toBeInstanceOf(AppError);
  const error = outcome as AppError;
  expect(error.key).toBe('request.badCharacters');
  return String(error.params?.field);
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
});
