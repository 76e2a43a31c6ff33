import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { isWellFormedText } from '@sandbox/shared';
import { badRequest } from '../errors.ts';

/**
 * How deeply a request's query or body may nest objects and arrays. The contract's bodies nest
 * a few levels (an emergency contact inside an identity application); a JSON parser accepts
 * thousands, and a recursive walk over them (zod's, a serialiser's, a check's) is where a
 * hostile body would exhaust the call stack and answer 500.
 */
export const MAX_REQUEST_DEPTH = 32;

const isClean = (text: string) => isWellFormedText(text) && !text.includes('\u0000');

type Finding = { kind: 'malformed'; path: string[] } | { kind: 'tooDeep' };

/** A value still to visit: its key under its parent, its parent, its depth. */
interface Visit {
  value: unknown;
  key: string;
  parent: Visit | undefined;
  depth: number;
}

/** The keys from the root down to `visit` (built only for a finding: this runs on every call). */
function pathOf(visit: Visit | undefined): string[] {
  const path: string[] = [];
  for (let v = visit; v?.parent; v = v.parent) path.unshift(v.key);
  return path;
}

/**
 * The first string (value or key) that is not well-formed UTF-16, with its path, or a nesting
 * deeper than MAX_REQUEST_DEPTH. It walks with a stack of its own, not by recursion, so no body
 * can exhaust the call stack; children are visited in order, so the first finding is the one a
 * reader meets first.
 */
function inspect(root: unknown): Finding | undefined {
  const stack: Visit[] = [{ value: root, key: '', parent: undefined, depth: 0 }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const { value, depth } = visit;
    if (typeof value === 'string') {
      if (!isClean(value)) return { kind: 'malformed', path: pathOf(visit) };
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (depth >= MAX_REQUEST_DEPTH) return { kind: 'tooDeep' };
    const keys = Array.isArray(value) ? value.map((_, i) => String(i)) : Object.keys(value);
    if (!Array.isArray(value)) for (const key of keys) if (!isClean(key)) return { kind: 'malformed', path: [...pathOf(visit), '?'] };
    for (let i = keys.length - 1; i >= 0; i--) stack.push({ value: (value as Record<string, unknown>)[keys[i]!], key: keys[i]!, parent: visit, depth: depth + 1 });
  }
  return undefined;
}

/**
 * A lone UTF-16 surrogate ("ab\ud800", which JSON can carry as an escape) passes
 * every zod string rule but the database driver refuses to store it: a 500 from
 * deep inside a service. So does a NUL character on PostgreSQL (its text type cannot
 * hold one), and no field of this API has a use for it. Both are refused here, on every
 * route, before validation and services run, naming the field; so is a query or body
 * nested deeper than MAX_REQUEST_DEPTH.
 */
export function rejectMalformedText(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const found = inspect(request.params) ?? inspect(request.query) ?? inspect(request.body);
  if (found?.kind === 'tooDeep') return done(badRequest('request.tooDeep', { max: MAX_REQUEST_DEPTH }));
  if (found) return done(badRequest('request.badCharacters', { field: found.path.join('.') || '?' }));
  done();
}
