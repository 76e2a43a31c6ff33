import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../clock.ts';
import { unauthorized } from '../errors.ts';
import { translate } from '../i18n/translate.ts';
import { errorEnvelope } from '../plugins/envelope.ts';
import { createFaults, type Faults } from './faults.ts';
import { createRequestLog, maskSecrets, type RequestLog } from './request-log.ts';

interface QaCall {
  at: number;
  path: string;
  code?: number;
  message?: string;
  fault?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    qaCall: QaCall | null;
  }
  interface FastifyInstance {
    /** The request log and the injected faults, read and set by the QA API (qa/traffic-routes.ts). */
    qaTraffic: { log: RequestLog; faults: Faults };
  }
}

/**
 * The product API's calls; the docs page, the QA API itself and the health check (a load
 * balancer's, every few seconds: a fault there would take every instance out) are neither logged nor faulted.
 */
const isApiCall = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs') && !url.startsWith('/api/ext/health');

/**
 * Root hooks of the sandbox console (registered by app.ts, fastify-plugin so they see every
 * route): the fault of a call is applied when it arrives, and every /api call is written to
 * the request log once it has answered, its decrypted body masked (request-log.ts).
 */
export const qaTrafficPlugin = fp(async function qaTraffic(app: FastifyInstance, opts: { clock: Clock; capacity?: number }) {
  const log = createRequestLog(opts.capacity);
  const faults = createFaults();
  app.decorate('qaTraffic', { log, faults });
  // Per call: when it came in, the envelope it answered and the fault it met (a request slot, set for /api calls only).
  app.decorateRequest('qaCall', null);

  const record = (request: FastifyRequest, httpStatus: number, durationMs: number) => {
    const call = request.qaCall;
    if (!call) return;
    request.qaCall = null;
    log.add({
      seq: log.nextSeq(),
      at: call.at,
      method: request.method,
      path: call.path,
      route: request.routeOptions.url,
      userId: request.user?.id,
      ...(request.user?.issuedByQa ? { issuedByQa: true as const } : {}),
      query: maskSecrets(request.query),
      body: maskSecrets(request.body),
      httpStatus,
      code: call.code,
      message: call.message,
      durationMs: Math.round(durationMs * 10) / 10,
      ...(call.fault === undefined ? {} : { fault: call.fault }),
    });
  };

  // Callback-style hooks, not async ones: these run on every call, and an async hook costs a
  // promise and a microtask turn each (issue 12: the in-memory GET's floor).
  app.addHook('onRequest', (request, reply, done) => {
    if (!isApiCall(request.url)) return done();
    const at = opts.clock.nowMs();
    const query = request.url.indexOf('?');
    const path = query < 0 ? request.url : request.url.slice(0, query);
    const call: QaCall = { at, path };
    request.qaCall = call;
    const fault = faults.take(request.method, path, at);
    if (!fault) return done();
    call.fault = fault.id;
    switch (fault.kind) {
      case 'latency':
        setTimeout(done, fault.latencyMs ?? 1000);
        return;
      case 'unauthorized':
        return done(unauthorized());
      case 'code': {
        const code = fault.code ?? 500;
        // Answered here: the lifecycle stops, so done is not called.
        void reply.code(200).send(errorEnvelope(code, fault.message ?? translate(request.lang, code === 500 ? 'common.unexpected' : 'qa.injectedFault'), opts.clock));
        return;
      }
      default:
        // 'drop': no answer at all, the client sees the connection close.
        record(request, 0, reply.elapsedTime);
        reply.hijack();
        request.raw.socket.destroy();
    }
  });

  // The envelope's code and message, read off the object before it is serialised (no parsing).
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    const call = request.qaCall;
    if (call && typeof payload === 'object' && payload !== null) {
      const { code, message } = payload as { code?: unknown; message?: unknown };
      if (typeof code === 'number') call.code = code;
      if (typeof message === 'string') call.message = message;
    }
    done(null, payload);
  });

  app.addHook('onResponse', (request, reply, done) => {
    record(request, reply.statusCode, reply.elapsedTime);
    done();
  });
});
