import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { isWellFormedText } from '@sandbox/shared';
import { badRequest } from '../errors.ts';

/** The path of the first string (value or key) that is not well-formed UTF-16, if any. */
function findMalformed(value: unknown, path: string[]): string[] | undefined {
  if (typeof value === 'string') return isWellFormedText(value) && !value.includes('\u0000') ? undefined : path;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findMalformed(item, [...path, String(i)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isWellFormedText(key) || key.includes('\u0000')) return [...path, '?'];
      const found = findMalformed(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * A lone UTF-16 surrogate ("ab\ud800", which JSON can carry as an escape) passes
 * every zod string rule but the database driver refuses to store it: a 500 from
 * deep inside a service. So does a NUL character on PostgreSQL (its text type cannot
 * hold one), and no field of this API has a use for it. Both are refused here, on every
 * route, before validation and services run, naming the field.
 */
export function rejectMalformedText(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  for (const part of [request.params, request.query, request.body]) {
    const path = findMalformed(part, []);
    if (path) return done(badRequest('request.badCharacters', { field: path.join('.') || '?' }));
  }
  done();
}
