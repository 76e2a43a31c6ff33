import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isPostgresUrl, type PrismaClient } from '@sandbox/prisma';
import type { OffsetClock } from '../clock.ts';
import { conflict } from '../errors.ts';
import { createJobLease, type JobLease } from './job-lease.ts';
import { clockKind, faultsKind } from './kinds.ts';
import { createQaLock, type QaLock } from './qa-lock.ts';
import { createSharedState, type SharedState } from './shared-state.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This API instance among the others on the same database (server/src/instances). */
    instances: { id: string; lease: JobLease; shared: SharedState };
  }
}

/** Load balancers and monitors ask here: no token, no envelope, HTTP 200 or 503. */
export const HEALTH_PATH = '/api/ext/health';
/** The QA snapshot restore (qa/snapshot-routes.ts): on SQLite it swaps the file under this process only. */
const SNAPSHOT_RESTORE_ROUTE = '/__qa/snapshots/:name/restore';

const VERSION = (JSON.parse(readFileSync(path.join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as { version: string }).version;

/**
 * Several API instances on one database (issue 19). Registered early by app.ts with
 * fastify-plugin, so its hooks see every route:
 * - the job lease: the jobs registered with `app.instances.lease.add` run on one instance at a
 *   time (job-lease.ts);
 * - the shared QA state: the clock offset and the faults here, the market added by app.ts once
 *   it exists; every QA call that changes something runs under the QA lock (qa-lock.ts), first
 *   adopting what other instances wrote, and writes what it changed before its answer goes out;
 *   every other instance follows within a poll (shared-state.ts);
 * - the health check.
 * One instance alone behaves as before: it takes the lease at once and starts its jobs when ready.
 */
export const instancesPlugin = fp(async function instances(
  app: FastifyInstance,
  opts: { db: PrismaClient; databaseUrl: string; clock: Pick<OffsetClock, 'offset' | 'restoreOffset'> },
) {
  const { db } = opts;
  const id = `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  const lease = createJobLease({
    db,
    holder: id,
    onError: (error) => app.log.error({ err: error }, 'job lease failed'),
    onChange: (holding) => app.log.info({ instance: id }, holding ? 'this instance now runs the jobs' : 'this instance no longer runs the jobs'),
  });
  const shared = createSharedState({ db, onError: (error) => app.log.error({ err: error }, 'following the shared QA state failed') });
  shared.share(clockKind(opts.clock));
  shared.share(faultsKind(app.qaTraffic.faults));
  app.decorate('instances', { id, lease, shared });

  app.addHook('onReady', async () => {
    // Another instance running: take its QA state (its clock, steers, faults) before our jobs catch up.
    const current = await lease.current();
    await shared.start(current !== undefined && current.live && current.holder !== id);
    const holding = await lease.start();
    app.log.info({ instance: id, jobs: holding }, holding ? 'instance started; it runs the jobs' : 'instance started; another instance runs the jobs');
  });
  app.addHook('onClose', async () => {
    await lease.stop();
    await shared.stop();
  });
  hookQaChanges(app, { lease, shared, qaLock: createQaLock({ db, instance: id }), databaseUrl: opts.databaseUrl });
  healthRoute(app, id, lease);
});

/**
 * Every QA call that changes something (anything but a read) holds the QA lock from before its
 * handler until its change is written: it starts from the state the other instances wrote and
 * they follow what it changed. The hooks go on the routes they concern alone (added as each
 * route is registered), so the calls of the phone app pass none of them.
 */
function hookQaChanges(app: FastifyInstance, opts: { lease: JobLease; shared: SharedState; qaLock: QaLock; databaseUrl: string }) {
  const { lease, shared, qaLock } = opts;
  const restoreGuard = async () => {
    // A SQLite snapshot restore renames a new file over the database: another process would go on
    // with the old file (and its -wal beside the new one), so it is refused while one is alive.
    const others = await lease.others();
    if (others > 0) throw conflict('qa.snapshotOtherInstances', { count: others });
  };
  // The release also runs when the answer is done, should the answer fail before onSend.
  const releases = new WeakMap<object, () => Promise<void>>();
  const takeQaLock = async (request: object) => {
    releases.set(request, await qaLock.acquire());
    await shared.poll();
  };
  const publishChange = async (request: object, _reply: unknown, payload: unknown) => {
    try {
      await shared.publish();
    } finally {
      await releases.get(request)?.();
    }
    return payload;
  };
  const releaseQaLock = async (request: object) => {
    await releases.get(request)?.();
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!route.url.startsWith('/__qa/') || methods.every((m) => m === 'GET' || m === 'HEAD')) return;
    if (route.url === SNAPSHOT_RESTORE_ROUTE && !isPostgresUrl(opts.databaseUrl)) route.preHandler = withHook(route.preHandler, restoreGuard as never);
    route.preHandler = withHook(route.preHandler, takeQaLock as never);
    route.onSend = withHook(route.onSend, publishChange as never);
    route.onResponse = withHook(route.onResponse, releaseQaLock as never);
  });
}

/** A route's hooks of one kind (none, one or a list) with `hook` added last. */
function withHook<T>(existing: T | T[] | undefined, hook: T): T[] {
  return [...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]), hook];
}

function healthRoute(app: FastifyInstance, id: string, lease: JobLease) {
  app.get(HEALTH_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const base = { instance: id, version: VERSION, uptimeSeconds: Math.floor(process.uptime()) };
    try {
      const current = await lease.current();
      return await reply.send({
        status: 'ok',
        database: 'up',
        ...base,
        jobs: { runsHere: lease.holding(), holder: current?.live ? current.holder : null },
      });
    } catch (error) {
      app.log.warn({ err: error }, 'health check: the database is unreachable');
      return await reply.code(503).send({ status: 'unavailable', database: 'down', ...base, jobs: { runsHere: false, holder: null } });
    }
  });
}
