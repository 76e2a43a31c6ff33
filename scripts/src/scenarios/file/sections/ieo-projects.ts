import type { IeoProject, Tx } from '@sandbox/prisma';
import { IEO_CALENDAR, instantOf, type ScenarioIeoProject } from '@sandbox/shared/scenario-file';
import { IEO_DB } from '@sandbox/server/modules/ieo';

/*
 * The file's changes to IEO projects of the catalogue (docs/scenarios.md "IEO projects"): a
 * project's issue and calendar, by its name, written as rows in the load's transaction before the
 * file's subscriptions are planned, so those read the project as changed (its window at the clock
 * is apply's own check). The catalogue is the base's or the demo's, which an export does not
 * write, so an export writes no change either.
 */

type CalendarField = (typeof IEO_CALENDAR)[number];
type Calendar = Pick<IeoProject, CalendarField>;

/**
 * The calendar's order, as the IEO job's pass runs its steps (modules/ieo/schedule-service.ts):
 * each field with the one before it it follows, whether it may equal it, and why. The payment
 * deadline is payUntil, or listAt when the project has none.
 */
const ORDER: readonly { field: CalendarField; after: CalendarField; orEqual: boolean; why: string }[] = [
  { field: 'endAt', after: 'startAt', orEqual: false, why: 'a project closes after it opens' },
  { field: 'lotteryAt', after: 'endAt', orEqual: true, why: 'the draw comes once the subscription has closed' },
  { field: 'payUntil', after: 'lotteryAt', orEqual: false, why: 'the winners pay after the draw' },
  { field: 'listAt', after: 'payUntil', orEqual: true, why: 'the paid tokens are delivered once the payment has closed' },
];

/** The calendar's steps in order; a project without payUntil takes payment until its listing, which then follows the draw. */
function stepsOf(calendar: Calendar): typeof ORDER {
  if (calendar.payUntil !== null) return ORDER;
  return [...ORDER.slice(0, 2), { field: 'listAt', after: 'lotteryAt', orEqual: false, why: 'the winners pay after the draw, until the listing' }];
}

/** A merged file adds to the sandbox's catalogue as it is (its projects may have opened, committed their draw's seed): it moves none. */
export function mergedIeoProjectProblems(changes: readonly ScenarioIeoProject[], merge: boolean): string[] {
  return merge && changes.length > 0 ? ["ieoProjects: a merged file adds to the sandbox's catalogue as it is: its IEO projects stay"] : [];
}

/**
 * Checks each change against the sandbox's projects (by name, one whose draw has not run, once a
 * file) and the calendar's order, every problem with its place; with none, writes them. A change
 * moves a project to upcoming when it now opens after the clock, else to issuing (the IEO job's
 * pass commits its draw's seed, as it does at a project's start). The load's transaction undoes
 * the writes when the file is refused later.
 */
export async function changeIeoProjects(tx: Tx, changes: readonly ScenarioIeoProject[], now: Date): Promise<string[]> {
  if (changes.length === 0) return [];
  // By name, the first in the list's order where two share one (as a subscription names them).
  const projects = new Map<string, IeoProject>();
  for (const p of await tx.ieoProject.findMany({ orderBy: [{ sort: 'asc' }, { startAt: 'asc' }, { id: 'asc' }] })) if (!projects.has(p.name)) projects.set(p.name, p);
  const problems: string[] = [];
  const rows: { id: string; data: Partial<IeoProject> }[] = [];
  const changedAt = new Map<string, number>();
  for (const [i, change] of changes.entries()) {
    const place = `ieoProjects[${i}]`;
    const project = projects.get(change.project);
    if (!project) {
      problems.push(`${place}.project: no IEO project named "${change.project}" (known: ${[...projects.keys()].join(', ') || 'none'})`);
      continue;
    }
    const earlier = changedAt.get(project.id);
    if (earlier !== undefined) {
      problems.push(`${place}.project: ${project.name} is changed by ieoProjects[${earlier}] already: one change a project`);
      continue;
    }
    changedAt.set(project.id, i);
    if (project.status > IEO_DB.ISSUING) {
      problems.push(`${place}.project: ${project.name} has drawn already: its calendar is history`);
      continue;
    }
    const calendar = calendarOf(project, change, now);
    const wrong = calendarProblems(place, change, calendar);
    problems.push(...wrong);
    const status = calendar.startAt > now ? IEO_DB.UPCOMING : IEO_DB.ISSUING;
    if (wrong.length === 0) rows.push({ id: project.id, data: { ...calendar, ...(change.totalSupply === undefined ? {} : { totalSupply: change.totalSupply }), status } });
  }
  if (problems.length > 0) return problems;
  for (const { id, data } of rows) await tx.ieoProject.update({ where: { id }, data });
  return [];
}

/** The project's calendar with the file's instants in place of its own (an offset from the clock `now`). */
function calendarOf(project: IeoProject, change: ScenarioIeoProject, now: Date): Calendar {
  const at = (field: CalendarField) => (change[field] === undefined ? project[field] : instantOf(change[field], now));
  return { startAt: at('startAt')!, endAt: at('endAt')!, lotteryAt: at('lotteryAt')!, payUntil: at('payUntil'), listAt: at('listAt')! };
}

/** Each step of the calendar out of order, at the place of the field the file moved (the later of the two when it moved both). */
function calendarProblems(place: string, change: ScenarioIeoProject, calendar: Calendar): string[] {
  return stepsOf(calendar).flatMap(({ field, after: before, orEqual, why }) => {
    const [at, from] = [calendar[field], calendar[before]];
    if (at === null || from === null || at > from || (orEqual && at.getTime() === from.getTime())) return [];
    const named = change[field] !== undefined || change[before] === undefined ? field : before;
    const shown = (f: CalendarField) => (change[f] === undefined ? calendar[f]!.toISOString() : `${change[f]} (${calendar[f]!.toISOString()})`);
    const other = named === field ? before : field;
    const relation = named === field ? (orEqual ? 'is before' : 'is not after') : orEqual ? 'is after' : 'is not before';
    return [`${place}.${named}: ${shown(named)} ${relation} ${other} ${shown(other)}: ${why}`];
  });
}
