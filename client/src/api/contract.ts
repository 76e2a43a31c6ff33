/**
 * Types derived from the shared contract. Type-only imports: the contract's zod schemas
 * never reach the browser bundle; the client's paths are checked against the contract
 * by `contract.test.ts` instead.
 */
export type { BodyOf, QueryOf, ResultOf } from '@sandbox/shared/contract/index';
export type { app, content, ext, set, user } from '@sandbox/shared/contract/index';

/** One call as the client makes it: contract id, method and path below the /api prefix. */
export interface ClientEndpoint {
  id: string;
  method: 'GET' | 'POST';
  path: string;
}

export const defineCalls = <const T extends Record<string, ClientEndpoint>>(calls: T): T => calls;
