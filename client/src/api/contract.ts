/**
 * Types derived from the shared contract. Type-only imports: the contract's zod schemas
 * never reach the browser bundle; the paths come from `endpoints.ts`, the contract's
 * schema-free projection.
 */
export type { BodyOf, QueryOf, ResultOf } from '@sandbox/shared/contract/index';
export type { app, content, set, user } from '@sandbox/shared/contract/index';
