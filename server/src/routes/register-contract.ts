import type { FastifyInstance, preHandlerAsyncHookHandler, preValidationHookHandler } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contract, envelopeOf, toFastifyPath, type EndpointDef } from '@sandbox/shared';
import type { Clock } from '../clock.ts';
import { okEnvelope } from '../plugins/envelope.ts';
import { MULTIPART_OPTIONS } from '../modules/platform/index.ts';
import { isSnapshot, type EndpointId, type Handler, type HandlerContext, type Handlers } from './handlers.ts';
import { snapshotSerializer } from '../plugins/response-serializer.ts';
import { rejectMalformedText } from '../plugins/well-formed-text.ts';

/**
 * Per-IP limits (@fastify/rate-limit, each route counted on its own), on top of the
 * per-account throttle of sign-in and the per-target limits of codes. Sign-in routes
 * and the account look-ups (which tell whether an account exists) get LOGIN_RATE_LIMIT
 * a minute; the code-sending routes a third of it (10 a minute by default), as one
 * address has no reason to ask for codes to many targets. One-minute windows, so the
 * refusal's "try again in a minute" holds.
 */
const LOGIN_ROUTES = new Set<string>([
  'app.login',
  'app.register',
  'app.phoneLogin',
  'app.emailLogin',
  'app.googleSecretLogin',
  'app.checkAccount',
  'app.checkGoogleAuth',
]);
const CODE_ROUTES = new Set<string>(['app.getPhoneCaptcha', 'app.getEmailCaptcha']);
const rateLimitFor = (id: string, max: number) =>
  LOGIN_ROUTES.has(id)
    ? { rateLimit: { max, timeWindow: 60_000 } }
    : CODE_ROUTES.has(id)
      ? { rateLimit: { max: Math.max(1, Math.ceil(max / 3)), timeWindow: 60_000 } }
      : {};

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

export interface RegisterOptions {
  clock: Clock;
  authenticate: preHandlerAsyncHookHandler;
  identify: preValidationHookHandler;
  loginRateLimit: number;
}

/** Each endpoint's answer schema, made once per process, so its compiled serialiser is reused by every app built. */
const answerSchemas = new WeakMap<EndpointDef, ReturnType<typeof envelopeOf>>();
function answerSchema(e: EndpointDef) {
  let schema = answerSchemas.get(e);
  if (!schema) answerSchemas.set(e, (schema = envelopeOf(e.result.nullable())));
  return schema;
}

/**
 * Registers a route for every contract endpoint that has a real handler; the
 * contract supplies path, method, schemas (validation, response shape and the
 * OpenAPI document), so server and client cannot drift apart. Returns the ids served.
 */
export function registerContractRoutes(app: FastifyInstance, handlers: Handlers, opts: RegisterOptions): EndpointId[] {
  const served: EndpointId[] = [];
  for (const id of Object.keys(contract) as EndpointId[]) {
    const handler = handlers[id] as Handler<EndpointDef> | undefined;
    if (!handler) continue;
    const e = contract[id] as EndpointDef;
    const define = (scope: FastifyInstance) => scope.withTypeProvider<ZodTypeProvider>().route({
      method: e.method,
      url: toFastifyPath(e.path),
      schema: {
        summary: e.summary,
        tags: [e.extension ? 'extensions' : (id.split('.')[0] ?? 'api')],
        ...(e.query ? { querystring: e.query } : {}),
        ...(e.params ? { params: e.params } : {}),
        ...(e.body && !e.multipart ? { body: e.body } : {}),
        response: { 200: answerSchema(e) },
        ...(e.auth === 'login' ? { security: [{ accessToken: [] }] } : {}),
      },
      // Authentication before validation (ARCHITECTURE.md section 2): without a session the answer is 401, not a field error.
      // Then text that is not well-formed UTF-16 is refused before validation and services.
      preValidation: [e.auth === 'login' ? opts.authenticate : opts.identify, rejectMalformedText],
      config: rateLimitFor(id, opts.loginRateLimit),
      // A handler answering with snapshots (the market's ticker of the second): each one's envelope is serialised once.
      // (Typed by Fastify against the route's whole schema; it is called with the 200 answer's zod schema.)
      ...(isSnapshot(handler) ? { serializerCompiler: snapshotSerializer as never } : {}),
      // Not an async function: a handler that answers from memory returns its result as is, and the
      // envelope goes out without a promise (Fastify sends a returned value; a thrown error becomes an envelope).
      handler: (request) => {
        const result = handler({
          body: request.body,
          query: request.query,
          params: request.params,
          user: request.user,
          request,
        } as HandlerContext<EndpointDef>);
        return isPromise(result)
          ? result.then((value) => okEnvelope(value, request.lang, opts.clock))
          : okEnvelope(result, request.lang, opts.clock);
      },
    });
    // The multipart parser lives in a child scope around the upload route alone,
    // so every other route still takes only encrypted bodies.
    if (e.multipart) {
      void app.register(async (scope) => {
        await scope.register(multipart, MULTIPART_OPTIONS);
        define(scope);
      });
    } else {
      define(app);
    }
    served.push(id);
  }
  return served;
}
