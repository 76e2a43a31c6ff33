import type { PrismaClient, Tx } from '@sandbox/prisma';
import { content } from '@sandbox/shared';
import { instantOf, type ScenarioFileInput, type ScenarioNotice } from '@sandbox/shared/scenario-file';
import { writeScenarioNotice } from '@sandbox/server/modules/content';
import { NOTICE_ITEMS } from '../../demo-news.ts';
import type { TimelineEvent } from '../../timeline.ts';
import { atPlace, compare, type UserNames, unknownUser } from './support.ts';

/*
 * The file's notices (docs/scenarios.md "Notices"): each written by the content module's notice
 * writer at its instant, a user's own notification (read then or not) or a platform notice to all.
 * Exported as the users' notifications of their own (those the services write come back with what
 * the file loads that writes them) and, exporting every user, the platform notices the catalogue
 * does not publish.
 */

type ExportedNotice = NonNullable<ScenarioFileInput['notices']>[number];

/** What the file alone tells: a notice's user is a user of the file; a notice to all is read by each user, not by the file. */
export function noticeProblems(notices: readonly ScenarioNotice[], named: UserNames): string[] {
  return notices.flatMap((notice, i) => {
    if (notice.user === undefined) return notice.read ? [`notices[${i}].read: a notice to all is read by each user in the app; name a user for a read one`] : [];
    return unknownUser(`notices[${i}].user`, notice.user, named);
  });
}

/** The notices as steps in time, each at its `at` (default the clock, which none may pass). */
export function planNotices(tx: Tx, notices: readonly ScenarioNotice[], userIdOf: (account: string) => string, now: Date) {
  const problems: string[] = [];
  const events: TimelineEvent[] = [];
  notices.forEach((notice, i) => {
    const place = `notices[${i}]`;
    const at = instantOf(notice.at, now);
    if (at > now) problems.push(`${place}.at: ${notice.at} is after the clock (${now.toISOString()}): a notice is published by then`);
    else events.push({ at, run: () => atPlace(place, () => writeScenarioNotice(tx, { userId: notice.user === undefined ? undefined : userIdOf(notice.user), title: notice.title, content: notice.body, at, read: notice.read })) });
  });
  return { problems, events };
}

/**
 * The users' (`mine`) notifications of their own, by user, time and title; exporting every user,
 * the platform notices first, by time and title: those the catalogue does not publish, each by
 * its text for every language (else its en-us one).
 */
export async function exportNotices(db: PrismaClient, mine: { userId?: { in: string[] } }, accountOf: ReadonlyMap<string, string>): Promise<ExportedNotice[]> {
  const rows = await db.notice.findMany({ where: { userId: mine.userId ?? { not: null }, kind: content.NOTICE_KIND.PLATFORM } });
  const own = rows
    .map((n) => ({ user: accountOf.get(n.userId!)!, title: n.title, body: n.content, ...(n.readAt ? { read: true } : {}), at: n.publishedAt.toISOString() }))
    .sort((a, b) => compare([a.user, a.at, a.title].join('|'), [b.user, b.at, b.title].join('|')));
  return [...(mine.userId ? [] : await platformNotices(db)), ...own];
}

const CATALOGUE_NOTICES = new Set(NOTICE_ITEMS.map((n) => n.key));

async function platformNotices(db: PrismaClient): Promise<ExportedNotice[]> {
  const rows = await db.notice.findMany({ where: { userId: null, OR: [{ language: null }, { language: 'en-us' }] } });
  const byKey = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const key = row.key ?? row.id;
    if (!CATALOGUE_NOTICES.has(key) && (!byKey.has(key) || row.language === null)) byKey.set(key, row);
  }
  return [...byKey.values()]
    .map((n) => ({ title: n.title, body: n.content, at: n.publishedAt.toISOString() }))
    .sort((a, b) => compare([a.at, a.title].join('|'), [b.at, b.title].join('|')));
}
