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
import { createPassWorker } from './jobs/pass-worker.ts';
import { buildModules, type Services } from './modules/index.ts';
import { PASS_WRITES } from './modules/pass-writes.ts';
import { mergeHandlers } from './modules/define-module.ts';
import { jobRuntime, registerJobs } from './jobs/register-jobs.ts';
import { qaRoutes } from './qa/routes.ts';
import { QA_PREFIX, createQaApiDocument, qaDocsPlugin } from './qa/openapi.ts';
import { qaTrafficPlugin } from './qa/traffic-plugin.ts';
import { instancesPlugin } from './instances/plugin.ts';
import { marketKind, streamDropsKind } from './instances/kinds.ts';

export { EMPTY_ONLY_SCENARIOS, type AppDeps, type ScenarioExportOptions, type ScenarioLive, type ScenarioRegistry } from './app-deps.ts';

declare module 'fastify' {
  interface FastifyInstance {
    servedEndpoints: EndpointId[];
  }
}

/** Builds the whole API (no listen): used by main.ts and by every API test. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = createFastify(deps);
  await registerPlugins(app, deps);
  await registerApiDocs(app);
  const built = await registerModules(app, deps);
  shareMarket(app, deps, built.services);
  await registerQaApi(app, deps, built);
  if (existsSync(deps.config.clientDist)) {
    await app.register(clientAssetsPlugin, { root: deps.config.clientDist });
  }
  return app;
}

function createFastify({ config, clock, logger }: AppDeps): FastifyInstance {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
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
  return app;
}

/** The plugins every route goes through, registered before any route so their hooks see them all. */
async function registerPlugins(app: FastifyInstance, deps: AppDeps) {
  const { config, clock } = deps;
  await app.register(envelopePlugin, { clock });
  await app.register(securityHeadersPlugin);
  await app.register(bodyDecryptionPlugin, { privateKey: deps.keys.privateKey, bodyLimit: config.bodyLimit, clock });
  // The sandbox console's request log and injected faults (read and set through /__qa).
  await app.register(qaTrafficPlugin, { clock });
  // Several instances on one database: the job lease, the QA state they share, the health check.
  await app.register(instancesPlugin, { db: deps.db, databaseUrl: config.databaseUrl, clock });
  await app.register(rateLimit, { global: false });
}

/** The product API's OpenAPI document and its explorer at /api/docs. */
async function registerApiDocs(app: FastifyInstance) {
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
}

/** Builds the modules and registers their contract routes, their other routes and their jobs. */
async function registerModules(app: FastifyInstance, deps: AppDeps) {
  // The long passes' thread: it starts once the app is ready, and ends with it.
  const passWorker = deps.config.jobsThread
    ? createPassWorker({ db: deps.db, databaseUrl: deps.config.databaseUrl, program: new URL('./modules/worker-passes.ts', import.meta.url), writes: PASS_WRITES })
    : undefined;
  if (passWorker) {
    app.addHook('onReady', async () => passWorker.start());
    app.addHook('onClose', () => passWorker.close());
  }
  const { modules, services, sessions } = buildModules({ ...deps, passWorker });
  const hooks = createAuthHooks(sessions);
  app.decorate(
    'servedEndpoints',
    registerContractRoutes(app, mergeHandlers(modules), {
      clock: deps.clock,
      authenticate: hooks.authenticate,
      identify: hooks.identify,
      loginRateLimit: deps.config.loginRateLimit,
    }),
  );
  // Every module's routes outside the contract (files, the price stream) and its jobs, on one lease.
  app.decorate('clockJobs', []);
  const runtime = jobRuntime(app);
  for (const module of modules) {
    await module.routes?.(app, hooks.authenticate);
    registerJobs(app, module.jobs(runtime));
  }
  return { modules, services };
}

/** The QA API under /__qa, and its own OpenAPI document (/__qa/docs) listing the QA routes as they are registered. */
async function registerQaApi(app: FastifyInstance, deps: AppDeps, { services, modules }: Awaited<ReturnType<typeof registerModules>>) {
  const qaDoc = createQaApiDocument();
  app.addHook('onRoute', qaDoc.collect);
  await app.register(qaRoutes, { prefix: QA_PREFIX, deps, services, modules });
  await app.register(qaDocsPlugin, { doc: qaDoc, qaRemote: deps.config.qaRemote, clock: deps.clock });
}

/**
 * The market's steers and reloads through one instance reach the others. A reload there follows a
 * scenario load or snapshot restore that replaced every row: cached rows here start over, and the risk index.
 */
function shareMarket(app: FastifyInstance, deps: AppDeps, { market, trading }: Services) {
  app.instances.shared.share(
    marketKind(market, () => {
      markReplaced(deps.db);
      return trading.jobs.risk.rebuild();
    }),
  );
  // A QA stream drop through one instance ends the streams of every instance.
  app.instances.shared.share(streamDropsKind(market));
}
