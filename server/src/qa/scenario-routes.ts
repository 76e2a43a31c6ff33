import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { QA_BASE, qaRoutes as qaRouteTable } from '@sandbox/shared/qa-routes';
import { scenarioJsonSchema } from '@sandbox/shared/scenario-file';
import { AppError, badRequest } from '../errors.ts';
import { translate } from '../i18n/translate.ts';
import { errorEnvelope, qaOk } from '../plugins/envelope.ts';
import { runEveryJob } from './catch-up.ts';
import type { QaOptions } from './context.ts';
import { markScenarioLoaded } from './loaded-scenario.ts';

/** A scenario file's largest body: 10,000 exported users with a position each are about 5 MB of JSON. */
const SCENARIO_FILE_LIMIT = 8 * 1024 * 1024;

/** The snapshot a scenario file's load puts back when one of its steps is refused. */
const UNDO_SNAPSHOT = 'before-scenario-file';

/**
 * Scenarios (docs/scenarios.md): reset, load a named one or a file, export the state as a file,
 * and the file format's JSON Schema. Registered by the QA API (qa/routes.ts) behind its token.
 */
export async function scenarioQaRoutes(app: FastifyInstance, opts: QaOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ok = qaOk(opts.deps.clock);
  const { loadScenario, loadFile } = scenarioLoader(app, opts);

  api.post(qaRouteTable.reset.path, { schema: { hide: true } }, async (request) => {
    await opts.deps.scenarios.load(opts.deps.db, 'empty');
    await markScenarioLoaded(opts.services.settings, 'empty', opts.deps.clock.now());
    await opts.services.market.load();
    await opts.jobs.risk.rebuild();
    return ok(request, { scenario: 'empty' });
  });

  api.post(qaRouteTable.scenario.path, { schema: { hide: true, body: z.object({ name: z.string().min(1) }) } }, async (request) => {
    const { name } = request.body;
    if (!opts.deps.scenarios.names.includes(name)) throw badRequest('qa.unknownScenario', { name });
    return ok(request, await loadScenario(name));
  });

  api.post(
    qaRouteTable['scenario.file'].path,
    { bodyLimit: SCENARIO_FILE_LIMIT, schema: { hide: true, body: z.object({ fileName: z.string().min(1).max(200), text: z.string().min(1), merge: z.boolean().default(false) }) } },
    async (request, reply) => loadFile(request, reply, request.body),
  );

  const exportQuery = z.object({
    users: z.string().max(20_000).refine((names) => names.split(',').length <= 500, 'At most 500 accounts').optional(),
    format: z.enum(['yaml', 'json']).default('yaml'),
  });
  api.get(qaRouteTable['scenario.export'].path, { schema: { hide: true, querystring: exportQuery } }, async (request) => {
    const users = request.query.users?.split(',').map((a) => a.trim()).filter(Boolean);
    const { format } = request.query;
    // The file points an editor at the schema this server serves.
    const schemaUrl = `${request.protocol}://${request.host}${QA_BASE}${qaRouteTable['scenario.schema'].path}`;
    const exported = await opts.deps.scenarios.exportFile(opts.deps.db, { ...(users?.length ? { users } : {}), now: opts.deps.clock.now(), format, schemaUrl });
    if (!exported.ok) throw badRequest('qa.unknownUsers', { names: exported.unknown.join(', ') });
    return ok(request, { text: exported.text, format, users: exported.users, positions: exported.positions });
  });

  api.get(qaRouteTable['scenario.schema'].path, { schema: { hide: true } }, async () => scenarioJsonSchema());
}

/** Loading a named scenario or a file the registry has read, and bringing the running app to it. */
function scenarioLoader(app: FastifyInstance, { deps, services, jobs, snapshots }: QaOptions) {
  const { clock, db } = deps;
  const ok = qaOk(clock);

  /**
   * The scenario's rows are written at its own clock (a file's), to which the sandbox clock moves
   * (a load replaces the whole state, so it may go back, as a snapshot's restore takes it), or at
   * the sandbox clock as it is: that instant exactly, however long the steps before take.
   */
  async function loadScenario(name: string) {
    const at = deps.scenarios.clockOf?.(name, clock.now());
    if (at) clock.restoreOffset(clock.offset + at.getTime() - clock.nowMs());
    const now = at ?? clock.now();
    await deps.scenarios.load(db, name, { now });
    await markScenarioLoaded(services.settings, name, clock.now());
    // The market reads its symbols from the scenario's TradingSymbol rows.
    await services.market.load();
    // Then what the scenario does through the services (at the live price).
    await deps.scenarios.afterLoad?.(name, { services, clock });
    // The risk job watches the open positions the scenario brings.
    await jobs.risk.rebuild();
    // Every job once: what came due in the scenario's past is done before the answer (an overdue loan, the ranking).
    const ran = await runEveryJob(app, jobs);
    return { scenario: name, ran };
  }

  // A file is read whole first, so one that does not fit changes nothing and answers every problem.
  async function loadFile(request: FastifyRequest, reply: FastifyReply, body: { fileName: string; text: string; merge: boolean }) {
    const read = deps.scenarios.readFile(body.text, body.fileName, { merge: body.merge });
    const refuse = (problems: string[]) =>
      reply.send({ ...errorEnvelope(400, translate(request.lang, 'qa.scenarioFileInvalid', { count: problems.length }), clock), result: { problems } });
    if (!read.ok) return refuse(read.problems);
    // What is there stays with a merge, and what it settled stays settled: its clock only goes forward.
    const at = deps.scenarios.clockOf?.(read.name, clock.now());
    if (body.merge && at && at.getTime() < clock.nowMs()) {
      return refuse([`clock: a merged file adds to the sandbox at ${clock.now().toISOString()} or later, not at ${at.toISOString()}`]);
    }
    // A position opens after the rows commit (it needs the market's price), so a step the engine
    // refuses puts the state from before the load back: a file loads whole or not at all.
    await snapshots.save(UNDO_SNAPSHOT, { savedAtMs: clock.now().getTime(), clockOffsetMs: clock.offset, marketSteers: services.market.recordedSteers() }, true);
    try {
      return ok(request, await loadScenario(read.name));
    } catch (error) {
      const meta = await snapshots.restore(UNDO_SNAPSHOT, (m) => clock.restoreOffset(m.clockOffsetMs));
      await services.market.load(meta.marketSteers);
      await jobs.risk.rebuild();
      // A problem only the state can tell (a merged account already taken), or a step the engine refused, with its place.
      const { place, problems } = error as { place?: string; problems?: string[] };
      if (problems) return refuse(problems);
      if (!place) throw error;
      const message = error instanceof AppError ? translate(request.lang, error.key, error.params) : (error as Error).message;
      return refuse([`${place}: ${message}`]);
    } finally {
      await snapshots.remove(UNDO_SNAPSHOT);
    }
  }

  return { loadScenario, loadFile };
}
