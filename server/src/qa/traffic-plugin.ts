import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../clock.ts';
import { unauthorized } from '../errors.ts';
import { translate } from '../i18n/translate.ts';
import { errorEnvelope } from '../plugins/envelope.ts';
import { createFaults, type Faults } from './faults.ts';
import { createRequestLog, maskSecrets, type RequestLog } from './request-log.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The request log and the injected faults, read and set by the QA API (qa/traffic-routes.ts). */
    qaTraffic: { log: RequestLog; faults: Faults };
  }
}

/** The product API's calls; the docs page and the QA API itself are neither logged nor faulted. */
const isApiCall = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * An envelope's code and message, read from the head of the answer as sent: the envelope
 * writes success, message and code before the result, so a look at the first characters
 * does, without parsing every answer (this runs on every /api call).
 */
function envelopeOf(payload: unknown): { code?: number; message?: string } {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return {};
  const head = payload.slice(0, 1024);
  const code = /"code":(\d+)/.exec(head);
  const message = /"message":("(?:[^"\\]|\\.)*")/.exec(head);
  let text: string | undefined;
  try {
    text = message ? (JSON.parse(message[1]!) as string) : undefined;
  } catch {
    text = undefined;
  }
  return { ...(code ? { code: Number(code[1]) } : {}), ...(text === undefined ? {} : { message: text }) };
}

/**
 * Root hooks of the sandbox console (registered by app.ts, fastify-plugin so they see every
 * route): the fault of a call is applied when it arrives, and every /api call is written to
 * the request log once it has answered, its decrypted body masked (request-log.ts).
 */
export const qaTrafficPlugin = fp(async function qaTraffic(app: FastifyInstance, opts: { clock: Clock; capacity?: number }) {
  const log = createRequestLog(opts.capacity);
  const faults = createFaults();
  app.decorate('qaTraffic', { log, faults });
  // Per call: when it came in, the envelope it answered and the fault it met (no request decoration).
  const calls = new WeakMap<FastifyRequest, { at: number; code?: number; message?: string; fault?: number }>();

  const record = (request: FastifyRequest, httpStatus: number, durationMs: number) => {
    const call = calls.get(request);
    if (!call) return;
    log.add({
      seq: log.nextSeq(),
      at: call.at,
      method: request.method,
      path: request.url.split('?')[0]!,
      route: request.routeOptions.url,
      userId: request.user?.id,
      query: maskSecrets(request.query),
      body: maskSecrets(request.body),
      httpStatus,
      code: call.code,
      message: call.message,
      durationMs: Math.round(durationMs * 10) / 10,
      ...(call.fault === undefined ? {} : { fault: call.fault }),
    });
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!isApiCall(request.url)) return;
    const call: { at: number; fault?: number } = { at: opts.clock.now().getTime() };
    calls.set(request, call);
    const fault = faults.take(request.method, request.url.split('?')[0]!, opts.clock.now().getTime());
    if (!fault) return;
    call.fault = fault.id;
    switch (fault.kind) {
      case 'latency':
        await sleep(fault.latencyMs ?? 1000);
        return;
      case 'unauthorized':
        throw unauthorized();
      case 'code': {
        const code = fault.code ?? 500;
        return reply.code(200).send(errorEnvelope(code, fault.message ?? translate(request.lang, code === 500 ? 'common.unexpected' : 'qa.injectedFault'), opts.clock));
      }
      case 'drop':
        // No answer at all: the client sees the connection close.
        record(request, 0, reply.elapsedTime);
        calls.delete(request);
        reply.hijack();
        request.raw.socket.destroy();
        return;
    }
  });

  app.addHook('onSend', async (request, _reply, payload) => {
    const call = calls.get(request);
    if (call) Object.assign(call, envelopeOf(payload));
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    record(request, reply.statusCode, reply.elapsedTime);
  });
});
