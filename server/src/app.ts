import { existsSync } from 'node:fs';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { markReplaced } from '@sandbox/prisma';
import type { AppDeps } from './app-deps.ts';
import { createAuthHooks } from './plugins/auth.ts';
import { bodyDecryptionPlugin } from './plugins/body-decryption.ts';
import { envelopePlugin, frameworkErrorHandler } from './plugins/envelope.ts';
import { completeOpenApiDocument } from './plugins/openapi.ts';
import { clientAssetsPlugin } from './plugins/client-assets.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { compiledSerializer } from './plugins/response-serializer.ts';
import type { EndpointId } from './routes/handlers.ts';
import { registerContractRoutes } from './routes/register-contract.ts';
import { buildModules } from './modules/index.ts';
import { sysFileRoutes } from './modules/sys/index.ts';
import { qaRoutes } from './qa/routes.ts';
import { QA_PREFIX, createQaApiDocument, qaDocsPlugin } from './qa/openapi.ts';
import { qaTrafficPlugin } from './qa/traffic-plugin.ts';
import { instancesPlugin } from './instances/plugin.ts';
import { marketKind, streamDropsKind } from './instances/kinds.ts';
import { createFollowerTimer } from './instances/follower-timer.ts';
import { createRiskIndexFollower } from './instances/risk-index-follower.ts';
import { marketPlugin } from './market/plugin.ts';
import { createTradeJobs } from './jobs/trade-jobs.ts';
import { tradeJobsPlugin } from './jobs/trade-jobs-plugin.ts';
import { clockJobPlugin } from './jobs/clock-job.ts';
import { createProdAccrualJob } from './jobs/prod-accrual-job.ts';
import { createVipJobs } from './jobs/vip-jobs.ts';
import { COMPETITION_JOB_MS, createCompetitionJob } from './jobs/competition-job.ts';
import { createLoanJob } from './jobs/loan-job.ts';
import { createIeoJob } from './jobs/ieo-job.ts';

export type { AppDeps, ScenarioLive, ScenarioRegistry } from './app-deps.ts';

declare module 'fastify' {
  interface FastifyInstance {
    servedEndpoints: EndpointId[];
  }
}

/** Builds the whole API (no listen): used by main.ts and by every API test. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, clock } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    // Request ids in every log line; the header lets a caller correlate.
    requestIdHeader: 'x-request-id',
    // A too-long path id or a bad percent-escape: an envelope, not Fastify's default JSON.
    frameworkErrors: frameworkErrorHandler(clock),
    // Per-request lines only when debugging: the client polls prices every second.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializer);

  await app.register(envelopePlugin, { clock });
  await app.register(securityHeadersPlugin);
  await app.register(bodyDecryptionPlugin, { privateKey: deps.keys.privateKey, bodyLimit: config.bodyLimit, clock });
  // The sandbox console's request log and injected faults (read and set through /__qa).
  await app.register(qaTrafficPlugin, { clock });
  // Several instances on one database: the job lease, the QA state they share, the health check.
  await app.register(instancesPlugin, { db: deps.db, databaseUrl: config.databaseUrl, clock });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Trading sandbox API',
        version: '1.0.0',
        description:
          'Every call of the product (SPEC.md section 7) plus marked extensions. POST bodies are encrypted: base64(RSA(key)) + "." + AES(json) — see docs/wire-protocol.md. Every answer is an envelope { success, message, code, result, timestamp }.',
      },
      components: { securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'X-Access-Token' } } },
    },
    transform: jsonSchemaTransform,
    // Endpoints whose module is not built yet still appear, from the contract.
    transformObject: (document) =>
      'openapiObject' in document
        ? (completeOpenApiDocument(document.openapiObject as Parameters<typeof completeOpenApiDocument>[0], new Set(app.servedEndpoints)) as typeof document.openapiObject)
        : document.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const modules = buildModules(deps);
  const hooks = createAuthHooks(modules.sessions);
  app.decorate(
    'servedEndpoints',
    registerContractRoutes(app, modules.handlers, {
      clock,
      authenticate: hooks.authenticate,
      identify: hooks.identify,
      loginRateLimit: config.loginRateLimit,
    }),
  );
  // Uploads are served back as files, not envelopes, so this one route sits outside the contract.
  await app.register(sysFileRoutes, { uploads: modules.services.uploads, authenticate: hooks.authenticate });
  // The market loads its history here, ticks while listening and serves its stream (not an envelope route).
  await app.register(marketPlugin, { market: modules.services.market });
  // Risk (TP/SL/liquidation) and second-contract settlement: start when ready, catching up on downtime.
  const jobs = createTradeJobs({ db: deps.db, clock, feed: modules.priceFeed, trade: modules.services.trade });
  await app.register(tradeJobsPlugin, { jobs });
  // The market's steers and reloads through one instance reach the others. A reload there follows a
  // scenario load or snapshot restore that replaced every row: cached rows here start over, and the risk index.
  app.instances.shared.share(
    marketKind(modules.services.market, () => {
      markReplaced(deps.db);
      return jobs.risk.rebuild();
    }),
  );
  // A QA stream drop through one instance ends the streams of every instance.
  app.instances.shared.share(streamDropsKind(modules.services.market));
  // Positions opened through the other instances reach the risk index of the one running the jobs.
  app.instances.lease.add(createRiskIndexFollower({ db: deps.db, rebuild: () => jobs.risk.rebuild(), others: () => app.instances.lease.others(), onError: (error) => app.log.error({ err: error }, 'following the open positions failed') }));
  // Every clockJobPlugin below adds its job here: the QA clock lists their next runs and runs them after a jump.
  app.decorate('clockJobs', []);
  // Earn products: daily income on the sandbox clock, caught up from each order's watermark when ready.
  const accrual = createProdAccrualJob({
    accrual: modules.services.prod.accrual,
    onError: (error) => app.log.error({ err: error }, 'product accrual failed'),
  });
  await app.register(clockJobPlugin, { name: 'product accrual job', job: accrual });
  // VIP: Monday red envelopes and the level sweep on the sandbox clock, caught up when ready.
  const vipJobs = createVipJobs({ vip: modules.services.vip, onError: (error) => app.log.error({ err: error }, 'vip jobs failed') });
  await app.register(clockJobPlugin, { name: 'vip jobs', job: vipJobs });
  // Competitions: start, live ranking and end with rewards on the sandbox clock.
  const competitionJob = createCompetitionJob({
    competition: modules.services.competition,
    onError: (error) => app.log.error({ err: error }, 'competition job failed'),
  });
  await app.register(clockJobPlugin, { name: 'competition job', job: competitionJob });
  // The live rankings are boards in memory: an instance not running the jobs keeps its own (yields not written).
  const rankings = createFollowerTimer({
    holding: () => app.instances.lease.holding(),
    run: () => modules.services.competition.competitions.refreshRunning({ store: false }),
    everyMs: COMPETITION_JOB_MS,
    onError: (error) => app.log.error({ err: error }, 'following the live competition rankings failed'),
  });
  app.addHook('onReady', async () => rankings.start());
  app.addHook('onClose', () => rankings.stop());
  // Loans: auto-approval, end of term, overdue, margin calls and forced repayments on the sandbox clock.
  const loanJob = createLoanJob({
    db: deps.db,
    clock,
    settlement: modules.services.loan.settlement,
    onError: (error) => app.log.error({ err: error }, 'loan job failed'),
  });
  await app.register(clockJobPlugin, { name: 'loan job', job: loanJob });
  // IEO: seed commitment, draw, lapse of unpaid allocations and delivery at listing on the sandbox clock.
  const ieoJob = createIeoJob({ schedule: modules.services.ieo.schedule, onError: (error) => app.log.error({ err: error }, 'ieo job failed') });
  await app.register(clockJobPlugin, { name: 'ieo job', job: ieoJob });
  // The QA API's own OpenAPI document (/__qa/docs) lists the QA routes as they are registered.
  const qaDoc = createQaApiDocument();
  app.addHook('onRoute', qaDoc.collect);
  await app.register(qaRoutes, { prefix: QA_PREFIX, deps, services: modules.services, jobs });
  await app.register(qaDocsPlugin, { doc: qaDoc, qaRemote: config.qaRemote, clock });

  if (existsSync(config.clientDist)) {
    await app.register(clientAssetsPlugin, { root: config.clientDist });
  }
  return app;
}
