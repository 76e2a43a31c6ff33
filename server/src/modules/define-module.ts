import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { PrismaClient } from '@sandbox/prisma';
import type { Envelope } from '@sandbox/shared';
import type { Clock } from '../clock.ts';
import type { JobRuntime, ModuleJob } from '../jobs/clock-job.ts';
import { qaOk } from '../plugins/envelope.ts';
import type { Handlers } from '../routes/handlers.ts';

/*
 * The one shape of a server module (docs/architecture.md "Server modules"). Each
 * `modules/<domain>/index.ts` exports one definition; `modules/index.ts` builds them all in
 * dependency order (the module list), and app.ts registers what each brings by looping over
 * that list: contract handlers, routes outside the contract, jobs and QA routes.
 */

/** What a module's routes outside the contract get (files, streams: not envelopes). */
export interface RouteContext<Api> {
  api: Api;
  /** The login hook of the contract routes (plugins/auth.ts). */
  authenticate: preHandlerAsyncHookHandler;
}

/** What a module's QA routes get (registered under `/__qa<prefix>`, behind the QA token). */
export interface QaContext<Api> {
  api: Api;
  db: PrismaClient;
  clock: Clock;
  /** The QA API's one success answer: the contract's envelope, in the caller's language. */
  ok<T>(request: FastifyRequest, result: T): Envelope<T>;
}

export interface ModuleDefinition<Name extends string, Deps, Api> {
  /** The domain's English name (docs/glossary.md). */
  name: Name;
  /** Builds the module's services once per app; every dependency is required. */
  create(deps: Deps): Api;
  /** The contract calls it answers. */
  handlers(api: Api): Handlers;
  /** Routes outside the contract, registered at the root. */
  routes?(app: FastifyInstance, ctx: RouteContext<Api>): Promise<void>;
  jobs?(api: Api, runtime: JobRuntime, deps: Deps): ModuleJob[];
  /** QA routes: several modules may share a prefix (their paths are the console's and the CLI's). */
  qa?: { prefix: `/${string}`; routes(app: FastifyInstance, ctx: QaContext<Api>): Promise<void> };
}

/** A module built for one app: what app.ts loops over. */
export interface AppModule<Name extends string = string, Api = unknown> {
  name: Name;
  api: Api;
  handlers: Handlers;
  routes?(app: FastifyInstance, authenticate: preHandlerAsyncHookHandler): Promise<void>;
  jobs(runtime: JobRuntime): ModuleJob[];
  qa?: { prefix: string; routes(app: FastifyInstance): Promise<void> };
}

export const defineModule = <Name extends string, Deps, Api>(definition: ModuleDefinition<Name, Deps, Api>) => definition;

/** Builds one module: its services, then the handlers, routes, jobs and QA routes bound to them. */
export function buildModule<Name extends string, Deps, Api>(
  definition: ModuleDefinition<Name, Deps, Api>,
  deps: Deps,
  app: { db: PrismaClient; clock: Clock },
): AppModule<Name, Api> {
  const api = definition.create(deps);
  const { routes, jobs, qa } = definition;
  const ok = qaOk(app.clock);
  return {
    name: definition.name,
    api,
    handlers: definition.handlers(api),
    routes: routes && ((fastify, authenticate) => routes(fastify, { api, authenticate })),
    jobs: (runtime) => jobs?.(api, runtime, deps) ?? [],
    qa: qa && { prefix: qa.prefix, routes: (fastify) => qa.routes(fastify, { api, db: app.db, clock: app.clock, ok }) },
  };
}

/** Every module's contract handlers in one table; an endpoint answered by two modules is a wiring mistake. */
export function mergeHandlers(modules: readonly Pick<AppModule, 'name' | 'handlers'>[]): Handlers {
  const merged: Handlers = {};
  const owner = new Map<string, string>();
  for (const { name, handlers } of modules) {
    for (const id of Object.keys(handlers) as (keyof Handlers)[]) {
      const other = owner.get(id);
      if (other) throw new Error(`${id} is answered by both the ${other} and the ${name} module`);
      owner.set(id, name);
      Object.assign(merged, { [id]: handlers[id] });
    }
  }
  return merged;
}
