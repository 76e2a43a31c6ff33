import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toRegionTime } from '@sandbox/shared';
import { notFound } from '../errors.ts';
import { qaOk } from '../plugins/envelope.ts';
import type { QaOptions } from './context.ts';
import type { Fault } from './faults.ts';
import { qaRoutes } from '@sandbox/shared/qa-routes';

const faultBody = z.object({
  route: z.string().min(1).max(200).startsWith('/'),
  method: z.enum(['GET', 'POST', 'PUT', 'DELETE']).optional(),
  kind: z.enum(['latency', 'code', 'unauthorized', 'drop']),
  latencyMs: z.number().int().min(1).max(60_000).optional(),
  code: z.union([z.literal(400), z.literal(401), z.literal(403), z.literal(404), z.literal(409), z.literal(429), z.literal(500)]).optional(),
  message: z.string().min(1).max(200).optional(),
  calls: z.number().int().min(1).max(100_000).optional(),
  seconds: z.number().int().min(1).max(7 * 24 * 3600).optional(),
  rate: z.number().gt(0).max(1).optional(),
  seed: z.number().int().min(0).max(2 ** 32 - 1).optional(),
});

/**
 * The request log and fault injection of the sandbox console (under /__qa): read the log
 * with filters, clear it; set, list and clear faults. The hooks are qa/traffic-plugin.ts.
 */
export async function trafficQaRoutes(app: FastifyInstance, opts: QaOptions) {
  const { clock, db } = opts.deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ok = qaOk(clock);
  const { log, faults } = app.qaTraffic;
  const view = (f: Fault) => ({ ...f, createdAt: toRegionTime(f.createdAt), ...(f.until === undefined ? {} : { until: toRegionTime(f.until) }) });

  api.get(
    qaRoutes['requests.list'].path,
    {
      schema: {
        hide: true,
        querystring: z.object({
          // A user id, or an account name, e-mail or phone to find it by.
          user: z.string().min(1).max(200).optional(),
          route: z.string().min(1).max(200).optional(),
          code: z.coerce.number().int().optional(),
          limit: z.coerce.number().int().min(1).max(1000).default(100),
        }),
      },
    },
    async (request) => {
      const { user, route, code, limit } = request.query;
      let userId = user;
      if (user) {
        const found = await db.user.findFirst({ where: { OR: [{ id: user }, { account: user }, { email: user.toLowerCase() }, { phone: user }] }, select: { id: true } });
        userId = found?.id ?? user;
      }
      return ok(request, { capacity: log.capacity, held: log.size(), requests: log.list({ userId, route, code, limit }) });
    },
  );

  api.delete(qaRoutes['requests.clear'].path, { schema: { hide: true } }, async (request) => {
    log.clear();
    return ok(request, { cleared: true });
  });

  api.get(qaRoutes['faults.list'].path, { schema: { hide: true } }, async (request) => ok(request, faults.list(clock.now().getTime()).map(view)));

  api.post(qaRoutes['faults.add'].path, { schema: { hide: true, body: faultBody } }, async (request) => ok(request, view(faults.add(request.body, clock.now().getTime()))));

  api.delete(qaRoutes['faults.clear'].path, { schema: { hide: true } }, async (request) => ok(request, { cleared: faults.reset() }));

  api.delete(qaRoutes['faults.remove'].path, { schema: { hide: true, params: z.object({ id: z.coerce.number().int().min(1) }) } }, async (request) => {
    if (!faults.remove(request.params.id)) throw notFound('qa.faultNotFound', { id: request.params.id });
    return ok(request, { deleted: request.params.id });
  });
}
