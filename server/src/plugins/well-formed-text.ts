import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { isWellFormedText } from '@sandbox/shared';
import { badRequest } from '../errors.ts';

const isClean = (text: string) => isWellFormedText(text) && !text.includes('\u0000');

/**
 * The path of the first string (value or key) that is not well-formed UTF-16, if any. The path
 * is built on the way out, only when one is found: this runs on every call's query and body.
 */
function findMalformed(value: unknown): string[] | undefined {
  if (typeof value === 'string') return isClean(value) ? undefined : [];
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findMalformed(value[i]);
      if (found) return [String(i), ...found];
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      if (!isClean(key)) return ['?'];
      const found = findMalformed((value as Record<string, unknown>)[key]);
      if (found) return [key, ...found];
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
  const path = findMalformed(request.params) ?? findMalformed(request.query) ?? findMalformed(request.body);
  if (path) return done(badRequest('request.badCharacters', { field: path.join('.') || '?' }));
  done();
}
