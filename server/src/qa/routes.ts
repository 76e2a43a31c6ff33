import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../errors.ts';
import { translate } from '../i18n/translate.ts';
import { errorEnvelope } from '../plugins/envelope.ts';
import type { AppModule } from '../modules/define-module.ts';
import { qaOk, type QaOptions } from './context.ts';
import { clockQaRoutes } from './clock-routes.ts';
import { snapshotQaRoutes } from './snapshot-routes.ts';
import { trafficQaRoutes } from './traffic-routes.ts';
import { SIGN_IN_EXCHANGE_URL, usersQaRoutes } from './users-routes.ts';
import { runEveryJob } from './catch-up.ts';
import { loadedScenario, markScenarioLoaded } from './loaded-scenario.ts';
import { toRegionTime } from '@sandbox/shared';
import { QA_TOKEN_HEADER, qaRoutes as qaRouteTable } from '@sandbox/shared/qa-routes';

/** The header the QA routes check: the console, the CLI and the tests send the same constant. */
export { QA_TOKEN_HEADER };

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped form: the callers on this machine. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * The QA API (not part of the product): reset, scenarios, the development
 * inbox and the clock. Guarded by the QA token printed at start. Bodies are
 * plain JSON so curl and test scripts can drive it.
 */
export async function qaRoutes(app: FastifyInstance, opts: Omit<QaOptions, 'jobs'> & { modules: readonly AppModule[] }) {
  const { deps, services } = opts;
  const { jobs } = services.trade;
  const core: QaOptions = { deps, services, jobs };
  const { clock, db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ok = qaOk(clock);

  app.addHook('onRequest', async (request, reply) => {
    // Off loopback the QA API does not exist unless QA_REMOTE=1 opens it (README: the risk): the
    // same answer as an unknown path. The socket's address, not request.ip, so no forwarding
    // header can claim to be local.
    if (!deps.config.qaRemote && !isLoopback(request.socket.remoteAddress)) {
      return reply.code(404).send(errorEnvelope(404, translate(request.lang, 'request.notFound'), clock));
    }
    // The phone app's exchange of a sign-in-as code has no token to send; the one-time code is its secret.
    if (request.routeOptions.url === SIGN_IN_EXCHANGE_URL) return;
    const given = request.headers[QA_TOKEN_HEADER];
    if (typeof given !== 'string' || !sameSecret(given, deps.qaToken)) throw new AppError(403, 'qa.forbidden');
  });

  const clockState = () => ({ now: toRegionTime(clock.now()), epochMs: clock.now().getTime(), offsetMs: clock.offset });

  api.get(qaRouteTable.state.path, { schema: { hide: true } }, async (request) =>
    ok(request, { scenarios: deps.scenarios.names, clock: clockState(), loaded: await loadedScenario(services.settings) }),
  );

  api.post(qaRouteTable.reset.path, { schema: { hide: true } }, async (request) => {
    await deps.scenarios.load(db, 'empty');
    await markScenarioLoaded(services.settings, 'empty', clock.now());
    await services.market.load();
    // The risk job watches the open positions the scenario brings.
    await jobs.risk.rebuild();
    return ok(request, { scenario: 'empty' });
  });

  api.post(
    qaRouteTable.scenario.path,
    { schema: { hide: true, body: z.object({ name: z.string().min(1) }) } },
    async (request) => {
      const { name } = request.body;
      if (!deps.scenarios.names.includes(name)) throw badRequest('qa.unknownScenario', { name });
      // Seeded times follow the sandbox clock, which QA may have moved.
      await deps.scenarios.load(db, name, { now: clock.now() });
      await markScenarioLoaded(services.settings, name, clock.now());
      // The market reads its symbols from the scenario's TradingSymbol rows.
      await services.market.load();
      // Then what the scenario does through the services (at the live price).
      await deps.scenarios.afterLoad?.(name, { services, clock });
      // The risk job watches the open positions the scenario brings.
      await jobs.risk.rebuild();
      // Every job once: what came due in the scenario's past is done before the answer (an overdue loan, the ranking).
      const ran = await runEveryJob(app, jobs);
      return ok(request, { scenario: name, ran });
    },
  );

  api.get(
    qaRouteTable.inbox.path,
    { schema: { hide: true, querystring: z.object({ target: z.string().min(1).optional(), limit: z.coerce.number().int().min(1).max(100).default(20) }) } },
    async (request) => ok(request, await services.verification.inbox(request.query.target, request.query.limit)),
  );

  await app.register(clockQaRoutes, { ...core, prefix: '/clock' });
  await app.register(snapshotQaRoutes, { ...core, prefix: '/snapshots' });
  await app.register(trafficQaRoutes, core);
  await app.register(usersQaRoutes, core);
  // Each domain's QA routes, under the prefix its module names.
  for (const { qa } of opts.modules) {
    if (qa) await app.register(async (scope) => qa.routes(scope), { prefix: qa.prefix });
  }
}
