import path from 'node:path';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/translate.ts';
import { errorEnvelope } from '../plugins/envelope.ts';
import type { AppModule } from '../modules/define-module.ts';
import { qaOk } from '../plugins/envelope.ts';
import type { QaOptions } from './context.ts';
import { clockQaRoutes } from './clock-routes.ts';
import { snapshotQaRoutes } from './snapshot-routes.ts';
import { trafficQaRoutes } from './traffic-routes.ts';
import { scenarioQaRoutes } from './scenario-routes.ts';
import { SIGN_IN_EXCHANGE_URL, usersQaRoutes } from './users-routes.ts';
import { loadedScenario } from './loaded-scenario.ts';
import { toRegionTime } from '@sandbox/shared';
import { QA_BASE, QA_TOKEN_HEADER, qaRoutes as qaRouteTable } from '@sandbox/shared/qa-routes';
import { INSTANCE_KEY_PREFIX } from '../instances/job-lease.ts';
import { createSnapshotStore } from './snapshots.ts';

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
export async function qaRoutes(app: FastifyInstance, opts: Pick<QaOptions, 'deps' | 'services'> & { modules: readonly AppModule[] }) {
  const { deps, services } = opts;
  const { jobs } = services.trading;
  // The instances' own rows (job lease, presence, shared QA state) stay as they are through a restore.
  const snapshots = createSnapshotStore({ dir: path.join(deps.config.dataDir, 'snapshots'), databaseUrl: deps.config.databaseUrl, db: deps.db, keepKeyPrefix: INSTANCE_KEY_PREFIX });
  const core: QaOptions = { deps, services, jobs, snapshots };
  const { clock } = deps;
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

  api.get(
    qaRouteTable.inbox.path,
    { schema: { hide: true, querystring: z.object({ target: z.string().min(1).optional(), limit: z.coerce.number().int().min(1).max(100).default(20) }) } },
    async (request) => ok(request, await services.verification.inbox(request.query.target, request.query.limit)),
  );

  await app.register(scenarioQaRoutes, core);
  await app.register(clockQaRoutes, { ...core, prefix: '/clock' });
  await app.register(snapshotQaRoutes, { ...core, prefix: '/snapshots' });
  await app.register(trafficQaRoutes, core);
  await app.register(usersQaRoutes, core);
  // Each domain's QA routes, under the prefix its module names.
  for (const { qa } of opts.modules) {
    if (qa) await app.register(async (scope) => qa.routes(scope), { prefix: qa.prefix });
  }
}
