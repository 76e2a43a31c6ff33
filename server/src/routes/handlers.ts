import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { contract, EndpointDef } from '@sandbox/shared';

/*
 * The types a module's routes are written against. They sit apart from
 * register-contract.ts (which wires Fastify and imports a module's options), so a
 * module's routes depend on these types alone and no import goes in a circle.
 */

type Contract = typeof contract;
export type EndpointId = keyof Contract;

/** The caller of a login route, as the auth hook (plugins/auth.ts) resolves it from the session. */
export interface AuthUser {
  id: string;
  sessionId: string;
  /** The session was opened by the QA API's sign-in-as (staff acting as the user), not by a login. */
  issuedByQa?: boolean;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerContext<E extends EndpointDef> {
  body: Out<E['body']>;
  query: Out<E['query']>;
  params: Out<E['params']>;
  /** The signed-in user; always present on login routes. */
  user: E['auth'] extends 'login' ? AuthUser : AuthUser | undefined;
  request: FastifyRequest;
}

export type Handler<E extends EndpointDef> = (ctx: HandlerContext<E>) => Promise<z.input<E['result']>>;
export type Handlers = { [K in EndpointId]?: Handler<Contract[K]> };
