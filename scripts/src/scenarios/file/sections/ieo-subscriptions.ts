import type { IeoProject, PrismaClient, Tx } from '@sandbox/prisma';
import type { ScenarioFileInput, ScenarioIeoSubscription } from '@sandbox/shared/scenario-file';
import { applyIn, IEO_ORDER_DB } from '@sandbox/server/modules/ieo';
import { demoIeoProjects } from '../../demo-catalogue.ts';
import { compare, oncePerUserProblems, stepsByName, type UserNames } from './support.ts';

/*
 * The file's IEO subscriptions (docs/scenarios.md "IEO subscriptions"): each applied at the clock
 * through the IEO module's own apply (applyIn). What comes after an application (won or lost by
 * the project's verifiable draw, paid, delivered at the listing) comes from the IEO job and the
 * user once the clock reaches it, never from the file. Exported as the users' subscriptions still
 * applied that the file's catalogue takes at its clock.
 */

type ExportedIeoSubscription = NonNullable<ScenarioFileInput['ieoSubscriptions']>[number];

/** What the file alone tells: each subscription's user is a user of the file, who applies to a project once. */
export function ieoSubscriptionProblems(subscriptions: readonly ScenarioIeoSubscription[], named: UserNames): string[] {
  return oncePerUserProblems('ieoSubscriptions', subscriptions, named, (s) => s.project, (s) => `already applied to ${s.project}`);
}

/**
 * The subscriptions against the sandbox's projects, each by its name (every problem with its
 * place), and their applications as steps at the clock. Apply's own rules (the project open at
 * the clock, the quantity, the identity level) refuse at the step, named by its place.
 */
export async function planIeoSubscriptions(tx: Tx, subscriptions: readonly ScenarioIeoSubscription[], userIdOf: (account: string) => string, now: Date) {
  if (subscriptions.length === 0) return { problems: [], events: [] };
  // By name, the first in the list's order where two share one.
  const projects = new Map<string, IeoProject>();
  for (const p of await tx.ieoProject.findMany({ orderBy: [{ sort: 'asc' }, { startAt: 'asc' }, { id: 'asc' }] })) if (!projects.has(p.name)) projects.set(p.name, p);
  const named = { section: 'ieoSubscriptions', field: 'project', what: 'project', nameOf: (s: ScenarioIeoSubscription) => s.project };
  return stepsByName(subscriptions, named, projects, now, (s, project) => applyIn(tx, userIdOf(s.user), project, s.amount, now));
}

/**
 * The users' (`mine`) subscriptions still applied, by the project's name, in a fixed order: those
 * to a project that, as the demo catalogue the file loads with places it at `now`, takes
 * subscriptions then. One to a project whose calendar was moved (ieo-draw-day's Demo Finance) or
 * that has closed stays out, as do the drawn ones. Nothing has been paid for them: spot is as it is.
 */
export async function exportIeoSubscriptions(db: PrismaClient, mine: { userId?: { in: string[] } }, accountOf: ReadonlyMap<string, string>, now: Date) {
  const open = new Set(demoIeoProjects(now).filter((p) => p.startAt <= now && now < p.endAt).map((p) => p.name));
  const rows = await db.ieoOrder.findMany({ where: { ...mine, status: IEO_ORDER_DB.APPLIED }, include: { project: { select: { name: true } } } });
  const subscriptions: ExportedIeoSubscription[] = rows
    .filter((o) => open.has(o.project.name))
    .map((o) => ({ user: accountOf.get(o.userId)!, project: o.project.name, amount: o.quantity, state: 'applied' as const }))
    .sort((a, b) => (a.user === b.user ? compare(a.project, b.project) : compare(a.user, b.user)));
  return { subscriptions };
}
