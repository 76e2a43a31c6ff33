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

/** Async, or plain when the answer is at hand (an in-memory read): no promise and no microtask turn on the call's path. */
export type Handler<E extends EndpointDef> = (ctx: HandlerContext<E>) => Promise<z.input<E['result']>> | z.input<E['result']>;
export type Handlers = { [K in EndpointId]?: Handler<Contract[K]> };

const SNAPSHOT = Symbol('snapshot');

/**
 * Marks a handler whose results are snapshots: objects never changed once returned (frozen), so
 * one object always serialises to the same text and its route keeps that text while the object
 * lives (plugins/response-serializer.ts, snapshotSerializer). The market's tickers are such.
 */
export function snapshot<E extends EndpointDef>(handler: Handler<E>): Handler<E> {
  return Object.assign(handler, { [SNAPSHOT]: true });
}

export const isSnapshot = (handler: unknown): boolean => typeof handler === 'function' && (handler as { [SNAPSHOT]?: boolean })[SNAPSHOT] === true;
