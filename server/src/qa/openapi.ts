import type { FastifyInstance, RouteOptions } from 'fastify';
import swaggerUi from '@fastify/swagger-ui';
import { z } from 'zod';
import { envelopeOf } from '@sandbox/shared';
import { translate } from '../i18n/translate.ts';
import { errorEnvelope } from '../plugins/envelope.ts';
import type { Clock } from '../clock.ts';
import { QA_ROUTE_SUMMARIES } from './openapi-summaries.ts';
import { QA_TOKEN_HEADER, isLoopback } from './routes.ts';

/** Where the QA API lives (app.ts registers qaRoutes here) and where its own document is served. */
export const QA_PREFIX = '/__qa';
export const QA_DOCS_PATH = `${QA_PREFIX}/docs`;

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;
export interface QaOpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  tags: Array<{ name: string; description: string }>;
  components: Record<string, unknown>;
  security: Array<Record<string, string[]>>;
  paths: Record<string, Record<string, Operation>>;
}

/** One tag per area; the top-level routes are grouped by what they are for. */
const AREAS: Record<string, string> = {
  scenarios: 'Sandbox state: reset, named scenarios (state, reset, scenario)',
  inbox: 'The development inbox: SMS and e-mail codes the server "sent"',
  traffic: 'The request log and injected faults of /api calls',
  clock: 'The sandbox clock: read, advance, jump (every job runs once)',
  snapshots: 'Database snapshots: save, list, restore, delete',
  finance: 'Deposit and withdrawal review, auto-approval, uploads, reconcile',
  kyc: 'Identity applications: review, authenticator codes',
  content: 'Support chat, translations of content',
  market: 'The simulated market: state, steering, reload',
  trade: 'Trading jobs: a risk and settlement pass, the watched positions',
  prod: 'Earn products: accrual pass, translations',
  community: 'VIP envelopes and levels, competitions',
  loan: 'Loan review and the loan job',
  ieo: 'IEO job pass, translations',
};
const TOP_LEVEL_AREA: Record<string, string> = { state: 'scenarios', reset: 'scenarios', scenario: 'scenarios', inbox: 'inbox', requests: 'traffic', faults: 'traffic' };

const toSchema = (schema: unknown, io: 'input' | 'output'): JsonSchema =>
  schema instanceof z.ZodType ? (z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as JsonSchema) : ((schema ?? {}) as JsonSchema);

/** `/__qa/snapshots/:name/restore` -> `/__qa/snapshots/{name}/restore`, without a trailing slash. */
function openApiPath(url: string): string {
  const path = url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function areaOf(path: string): string {
  const [first = '', second] = path.slice(QA_PREFIX.length + 1).split('/');
  return second === undefined ? (TOP_LEVEL_AREA[first] ?? first) : first;
}

function parametersOf(schema: RouteOptions['schema']): Operation[] {
  const parameters: Operation[] = [];
  for (const [where, part] of [['path', schema?.params], ['query', schema?.querystring]] as const) {
    if (!part) continue;
    const json = toSchema(part, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, prop] of Object.entries(json.properties ?? {})) {
      parameters.push({ name, in: where, required: where === 'path' || (json.required ?? []).includes(name), schema: prop });
    }
  }
  return parameters;
}

const ANSWERS =
  'An envelope { success, message, code, result, timestamp } with HTTP 200 whatever happened: code 200 with the result, ' +
  '400 bad input (the message names the field), 403 a missing or wrong x-qa-token, 404 an unknown id, 409 a conflict. ' +
  'Off loopback (unless the server runs with QA_REMOTE=1) every path answers HTTP 404, as an unknown path does.';

function operationOf(method: string, path: string, schema: RouteOptions['schema']): Operation {
  const parameters = parametersOf(schema);
  const declared = (schema?.response as Record<string, unknown> | undefined)?.[200];
  const operationId = `qa.${method}.${path.slice(QA_PREFIX.length + 1).replace(/[{}]/g, '').split('/').filter(Boolean).join('.') || 'root'}`;
  return {
    operationId,
    tags: [areaOf(path)],
    ...(schema?.summary || QA_ROUTE_SUMMARIES[`${method.toUpperCase()} ${path}`]
      ? { summary: schema?.summary ?? QA_ROUTE_SUMMARIES[`${method.toUpperCase()} ${path}`] }
      : {}),
    ...(schema?.description ? { description: schema.description } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(schema?.body ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(schema.body, 'input') } } } } : {}),
    responses: {
      200: {
        description: ANSWERS,
        content: { 'application/json': { schema: declared ? toSchema(declared, 'output') : toSchema(envelopeOf(z.unknown()), 'output') } },
      },
    },
  };
}

/**
 * The QA API's own OpenAPI document. The QA routes stay hidden from the phone app's
 * document (/api/docs, `hide: true`); an onRoute hook added before they are registered
 * collects them here with their zod schemas, so a new QA route is listed without an edit.
 * Built by hand rather than by a second @fastify/swagger: that plugin keeps one document
 * per Fastify instance, and the QA routes live in the same instance as the contract routes.
 */
export function createQaApiDocument() {
  const routes: Array<{ method: string; path: string; schema: RouteOptions['schema'] }> = [];
  let built: QaOpenApiDocument | undefined;

  return {
    /** The onRoute hook: keeps every route under /__qa (HEAD twins of GET routes left out). */
    collect(route: RouteOptions) {
      if (!route.url.startsWith(`${QA_PREFIX}/`) || route.url.startsWith(QA_DOCS_PATH)) return;
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') routes.push({ method: method.toLowerCase(), path: openApiPath(route.url), schema: route.schema });
      }
      built = undefined;
    },

    document(): QaOpenApiDocument {
      if (built) return built;
      const paths: QaOpenApiDocument['paths'] = {};
      for (const { method, path, schema } of routes) (paths[path] ??= {})[method] = operationOf(method, path, schema);
      const used = new Set(Object.values(paths).flatMap((item) => Object.values(item).flatMap((op) => op.tags as string[])));
      built = {
        openapi: '3.0.3',
        info: {
          title: 'Trading sandbox QA API',
          version: '1.0.0',
          description:
            'The sandbox console\'s API (not part of the product): scenarios, clock, snapshots, review queues, faults. ' +
            'Plain JSON bodies (never encrypted), every call needs the QA token (printed at start, DATA_DIR/qa-token) in x-qa-token. ' +
            'Loopback only unless QA_REMOTE=1. The phone app\'s API is documented at /api/docs.',
        },
        tags: [...used].sort().map((name) => ({ name, description: AREAS[name] ?? `The routes under ${QA_PREFIX}/${name}` })),
        components: { securitySchemes: { qaToken: { type: 'apiKey', in: 'header', name: QA_TOKEN_HEADER } } },
        security: [{ qaToken: [] }],
        paths,
      };
      return built;
    },
  };
}

export type QaApiDocument = ReturnType<typeof createQaApiDocument>;

/**
 * Serves the QA document at /__qa/docs (swagger-ui) and /__qa/docs/json, without the
 * QA token but with the QA API's loopback rule: the document holds no data and no
 * secret (every route it lists still needs the token), and a browser cannot send a
 * header when it opens the page; off loopback it does not exist, like the routes.
 */
export async function qaDocsPlugin(app: FastifyInstance, opts: { doc: QaApiDocument; qaRemote: boolean; clock: Clock }) {
  app.addHook('onRequest', async (request, reply) => {
    if (!opts.qaRemote && !isLoopback(request.socket.remoteAddress)) {
      return reply.code(404).send(errorEnvelope(404, translate(request.lang, 'request.notFound'), opts.clock));
    }
  });
  await app.register(swaggerUi, {
    routePrefix: QA_DOCS_PATH,
    transformSpecification: () => opts.doc.document(),
    transformSpecificationClone: false,
    uiConfig: { persistAuthorization: false },
  });
}
