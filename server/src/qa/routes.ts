import path from 'node:path';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../errors.ts';
import { translate } from '../i18n/translate.ts';
import { errorEnvelope } from '../plugins/envelope.ts';
import type { AppModule } from '../modules/define-module.ts';
import { qaOk } from '../plugins/envelope.ts';
import type { QaOptions } from './context.ts';
import { clockQaRoutes } from './clock-routes.ts';
import { snapshotQaRoutes } from './snapshot-routes.ts';
import { trafficQaRoutes } from './traffic-routes.ts';
import { SIGN_IN_EXCHANGE_URL, usersQaRoutes } from './users-routes.ts';
import { runEveryJob } from './catch-up.ts';
import { loadedScenario, markScenarioLoaded } from './loaded-scenario.ts';
import { toRegionTime } from '@sandbox/shared';
import { QA_BASE, QA_TOKEN_HEADER, qaRoutes as qaRouteTable } from '@sandbox/shared/qa-routes';
import { scenarioJsonSchema } from '@sandbox/shared/scenario-file';
import { INSTANCE_KEY_PREFIX } from '../instances/job-lease.ts';
import { createSnapshotStore } from './snapshots.ts';

/** The header the QA routes check: the console, the CLI and the tests send the same constant. */
export { QA_TOKEN_HEADER };

/** The snapshot a scenario file's load puts back when one of its steps is refused. */
const UNDO_SNAPSHOT = 'before-scenario-file';

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
export async function qaRoutes(app: FastifyInstance, opts: Pick<QaOptions, 'deps' | 'services'> & { modules: readonly AppModule[] }) {
  const { deps, services } = opts;
  const { jobs } = services.trading;
  // The instances' own rows (job lease, presence, shared QA state) stay as they are through a restore.
  const snapshots = createSnapshotStore({ dir: path.join(deps.config.dataDir, 'snapshots'), databaseUrl: deps.config.databaseUrl, db: deps.db, keepKeyPrefix: INSTANCE_KEY_PREFIX });
  const core: QaOptions = { deps, services, jobs, snapshots };
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
    // The scenario format's JSON Schema is public knowledge, and an editor fetching it sends no token.
    if (request.routeOptions.url === `${QA_BASE}${qaRouteTable['scenario.schema'].path}`) return;
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


  /** Loads a scenario the registry knows (a named one, or a file it has read) and brings the running app to it. */
  async function loadScenario(name: string) {
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
    return { scenario: name, ran };
  }

  api.post(
    qaRouteTable.scenario.path,
    { schema: { hide: true, body: z.object({ name: z.string().min(1) }) } },
    async (request) => {
      const { name } = request.body;
      if (!deps.scenarios.names.includes(name)) throw badRequest('qa.unknownScenario', { name });
      return ok(request, await loadScenario(name));
    },
  );

  // A scenario file: read whole first, so a file that does not fit changes nothing and answers every problem.
  api.post(
    qaRouteTable['scenario.file'].path,
    { schema: { hide: true, body: z.object({ fileName: z.string().min(1).max(200), text: z.string().min(1) }) } },
    async (request, reply) => {
      const read = deps.scenarios.readFile(request.body.text, request.body.fileName);
      const refuse = (problems: string[]) =>
        reply.send({ ...errorEnvelope(400, translate(request.lang, 'qa.scenarioFileInvalid', { count: problems.length }), clock), result: { problems } });
      if (!read.ok) return refuse(read.problems);
      // A position opens after the rows commit (it needs the market's price), so a step the engine
      // refuses puts the state from before the load back: a file loads whole or not at all.
      await snapshots.save(UNDO_SNAPSHOT, { savedAtMs: clock.now().getTime(), clockOffsetMs: clock.offset, marketSteers: services.market.recordedSteers() }, true);
      try {
        return ok(request, await loadScenario(read.name));
      } catch (error) {
        const meta = await snapshots.restore(UNDO_SNAPSHOT, (m) => clock.restoreOffset(m.clockOffsetMs));
        await services.market.load(meta.marketSteers);
        await jobs.risk.rebuild();
        const place = (error as { place?: string }).place;
        if (!place) throw error;
        const message = error instanceof AppError ? translate(request.lang, error.key, error.params) : (error as Error).message;
        return refuse([`${place}: ${message}`]);
      } finally {
        await snapshots.remove(UNDO_SNAPSHOT);
      }
    },
  );

  api.get(qaRouteTable['scenario.schema'].path, { schema: { hide: true } }, async () => scenarioJsonSchema());

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
