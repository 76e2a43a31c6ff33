import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isWriteConflict } from '@sandbox/prisma/failures';
import { BAD_CHARACTERS, type Envelope, type Language } from '@sandbox/shared';
import { BodyDecryptError } from '../crypto/body-cipher.ts';
import { AppError, type ErrorCode } from '../errors.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { resolveLanguage, translate } from '../i18n/translate.ts';
import type { Clock } from '../clock.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
  }
}

export function okEnvelope<T>(result: T, lang: Language, clock: Clock): Envelope<T> {
  return { success: true, message: translate(lang, 'common.ok'), code: 200, result, timestamp: clock.nowMs() };
}

/** The one success answer of a QA route: the contract's envelope, in the caller's language (qa/ and each module's QA routes). */
export function qaOk(clock: Clock) {
  return <T>(request: FastifyRequest, result: T) => okEnvelope(result, request.lang, clock);
}

export function errorEnvelope(code: ErrorCode, message: string, clock: Clock): Envelope<null> {
  return { success: false, message, code, result: null, timestamp: clock.nowMs() };
}

interface Failure {
  code: ErrorCode;
  key: MessageKey;
  params?: Record<string, string | number>;
}

interface UnionIssue {
  code: string;
  path: PropertyKey[];
}

/**
 * For a body that matches no branch of a union (e.g. login or guest login),
 * name the field of the branch the caller most likely meant: the one with the
 * fewest problems, preferring problems other than a wrong literal tag.
 */
function unionBranchPath(params: Record<string, unknown>): string[] | undefined {
  const branches = (params.errors as UnionIssue[][] | undefined) ?? [];
  const score = (issues: UnionIssue[]) => issues.length * 10 + issues.filter((i) => i.code === 'invalid_value').length;
  const best = [...branches].sort((a, b) => score(a) - score(b))[0];
  return best?.[0]?.path.map(String);
}

/** Maps anything thrown during a request to an envelope code and a catalogue key. */
function classify(error: FastifyError | Error): Failure {
  if (error instanceof AppError) return { code: error.code, key: error.key, params: error.params };
  if (error instanceof BodyDecryptError) return { code: 400, key: 'request.badBody' };
  const fe = error as FastifyError & { validationContext?: string };
  if (hasZodFastifySchemaValidationErrors(fe)) {
    const first = fe.validation[0];
    const path = first?.keyword === 'invalid_union' ? unionBranchPath(first.params) : first?.instancePath.split('/').filter(Boolean);
    const field = path?.join('.') || fe.validationContext || '';
    // A name or account with control or bidi characters (shared/src/contract/text.ts).
    if (first?.message === BAD_CHARACTERS) return { code: 400, key: 'request.badCharacters', params: { field: field || '?' } };
    return field ? { code: 400, key: 'request.invalidField', params: { field } } : { code: 400, key: 'request.invalid' };
  }
  if (fe.validation) return { code: 400, key: 'request.invalid' };
  // Nothing was written (the transaction rolled back): the caller may send the same call again.
  if (isWriteConflict(error)) return { code: 409, key: 'common.busy' };
  if (isDatabaseUnavailable(error)) return { code: 503, key: 'common.unavailable' };
  switch (fe.statusCode) {
    case 413:
      return { code: 400, key: 'request.tooLarge' };
    case 400:
    case 415:
      return { code: 400, key: 'request.badBody' };
    case 429:
      return { code: 429, key: 'request.tooMany' };
    default:
      return { code: 500, key: 'common.unexpected' };
  }
}

/**
 * Errors the router raises before any hook runs (a path id over maxParamLength,
 * a bad percent-escape): Fastify's `frameworkErrors` option sends them here, so
 * they too get the envelope (code 400) instead of Fastify's default JSON.
 */
export function frameworkErrorHandler(clock: Clock) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const lang = resolveLanguage(request.headers['lang'], request.headers['accept-language']);
    const known = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
    request.log.info({ code: error.code }, error.message);
    void reply.code(200).send(errorEnvelope(known ? 400 : 500, translate(lang, known ? 'request.badUrl' : 'common.unexpected'), clock));
  };
}

/**
 * Every answered call gets HTTP 200 and an envelope whose `code` says what
 * happened (ARCHITECTURE.md section 3); messages come from the catalogue in
 * the caller's language, and internals are logged, never sent.
 */
export const envelopePlugin = fp(
  async (app: FastifyInstance, opts: { clock: Clock }) => {
    app.decorateRequest('lang', 'en-us');
    // Callback style: an async hook costs a promise and a microtask turn on every call.
    app.addHook('onRequest', (request, _reply, done) => {
      request.lang = resolveLanguage(request.headers['lang'], request.headers['accept-language']);
      done();
    });

    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const failure = classify(error);
      if (failure.code === 500) request.log.error({ err: error }, 'unexpected error');
      else if (failure.code === 503) request.log.warn({ err: error }, 'the database is unreachable');
      else request.log.info({ code: failure.code, key: failure.key, reason: (error as { reason?: string }).reason }, error.message);
      const message = translate(request.lang, failure.key, failure.params);
      void reply.code(200).send(errorEnvelope(failure.code, message, opts.clock));
    });

    app.setNotFoundHandler((request, reply) => {
      void reply.code(404).send(errorEnvelope(404, translate(request.lang, 'request.notFound'), opts.clock));
    });
  },
  { name: 'envelope' },
);
