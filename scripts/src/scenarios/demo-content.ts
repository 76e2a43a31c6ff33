import { newId, type Tx } from '@sandbox/prisma';
import { BalanceLogType, competitionAccount, credit } from '@sandbox/server/ledger';
import { LANGUAGES } from '@sandbox/shared';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { HELP_ITEMS, type Written } from './demo-help.ts';
import { ANNOUNCEMENT_ITEMS, NEWS_ITEMS, NOTICE_ITEMS } from './demo-news.ts';
import { PAGE_ITEMS } from './demo-pages.ts';

const DAY = 24 * 3600 * 1000;
const [alice, bob] = DEMO_ACCOUNTS;

/** An instant that many days before the scenario's now (negative: after it). */
type DaysAgo = (days: number) => Date;

/** One row per language of an item written for every language (the key groups the translations). */
function perLanguage(key: string, texts: Written) {
  return LANGUAGES.map((language) => ({ key, language, ...texts[language] }));
}

/**
 * Notices, announcements, help, news, content pages (each in the nine languages), personal
 * notifications, competitions and a support conversation.
 */
export async function loadDemoContent(tx: Tx, now: Date): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  await loadPublished(tx, ago);
  await tx.notice.createMany({ data: personalNotices(ago) });
  await loadDemoCompetitions(tx, now, CUP_ENTRIES.length);
  await enterCup(tx, ago);
  await tx.chatMessage.createMany({
    data: [
      // Ids from newId: the chat orders a conversation by id (time, then counter).
      { id: newId(), userId: alice.id, content: 'Hello, when is my recharge credited?', createdAt: ago(3.1), readAt: ago(3) },
      {
        id: newId(),
        userId: alice.id,
        fromStaff: true,
        content: 'It has been credited. Thank you for your patience!',
        createdAt: ago(3),
      },
    ],
  });
}

/**
 * Personal notifications, as the services write them (content.notify): the text in the user's
 * language, and the event's values, from which a reader gets it in theirs.
 */
function personalNotices(ago: DaysAgo) {
  return [
    {
      userId: alice.id,
      language: 'en-us',
      kind: 2,
      title: 'Deposit credited',
      content: 'Your deposit of 5000 USDT has been approved and credited to your spot account.',
      params: JSON.stringify({ amount: '5000', currency: 'USDT' }),
      publishedAt: ago(3),
    },
    {
      userId: bob.id,
      language: 'en-us',
      kind: 5,
      title: 'Identity verification approved',
      content: 'Your level 1 identity verification has been approved. The functions and limits of this level are now open to you.',
      params: JSON.stringify({ level: 1, reason: '' }),
      publishedAt: ago(0.1),
    },
  ];
}

/**
 * Platform notices, announcements, help, news and content pages: what every visitor reads, one row
 * per item and language (key groups them); a scenario file's demo catalogue has it too.
 */
export function loadDemoPublished(tx: Tx, now: Date): Promise<void> {
  return loadPublished(tx, (days) => new Date(now.getTime() - days * DAY));
}

async function loadPublished(tx: Tx, ago: DaysAgo): Promise<void> {
  await tx.notice.createMany({
    data: NOTICE_ITEMS.flatMap((n) => perLanguage(n.key, n.texts).map((t) => ({ ...t, publishedAt: ago(n.daysAgo) }))),
  });
  await tx.announcement.createMany({
    data: ANNOUNCEMENT_ITEMS.flatMap((a) =>
      perLanguage(a.key, a.texts).map((t) => ({ ...t, isTop: a.isTop, sort: a.sort, publishedAt: ago(a.daysAgo) })),
    ),
  });
  await tx.helpArticle.createMany({
    data: HELP_ITEMS.flatMap((h) => perLanguage(h.key, h.texts).map((t) => ({ ...t, category: h.topic, sort: h.sort }))),
  });
  await tx.article.createMany({
    data: [
      ...NEWS_ITEMS.flatMap((n) =>
        perLanguage(n.key, n.texts).map((t) => ({ ...t, category: n.category, cover: n.cover, publishedAt: ago(n.daysAgo) })),
      ),
      ...PAGE_ITEMS.flatMap((p) => perLanguage(p.key, p.texts).map((t) => ({ ...t, category: 'page', publishedAt: ago(30) }))),
    ],
  });
}

/**
 * The competitions: the Sandbox Trading Cup running (its `cupEntrants` counted in), the Forex Sprint
 * to come. The demo enters alice and bob in the cup; a scenario file's demo catalogue has them too,
 * with no one in them.
 */
export async function loadDemoCompetitions(tx: Tx, now: Date, cupEntrants = 0): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const rewards = JSON.stringify([
    { rankFrom: 1, rankTo: 1, amount: '5000' },
    { rankFrom: 2, rankTo: 2, amount: '3000' },
    { rankFrom: 3, rankTo: 10, amount: '250' },
  ]);
  await tx.competition.createMany({
    data: [
      {
        id: 'demo-comp-cup',
        name: 'Sandbox Trading Cup',
        description: 'Trade 10000 virtual USDT; the highest yield wins.',
        fund: '10000',
        initialFunds: '10000',
        rewards,
        participantCount: cupEntrants,
        startAt: ago(3),
        endAt: ago(-11),
        status: 1,
      },
      {
        id: 'demo-comp-next',
        name: 'Forex Sprint',
        description: 'One week of forex and gold only.',
        fund: '3000',
        initialFunds: '5000',
        // Within its 3,000 fund: 1,500 + 900 + 3 x 200.
        rewards: JSON.stringify([
          { rankFrom: 1, rankTo: 1, amount: '1500' },
          { rankFrom: 2, rankTo: 2, amount: '900' },
          { rankFrom: 3, rankTo: 5, amount: '200' },
        ]),
        participantCount: 0,
        startAt: ago(-7),
        endAt: ago(-14),
        status: 0,
      },
    ],
  });
}

/** alice's and bob's entries in the cup, by the days before now they joined. */
const CUP_ENTRIES = [
  { id: 'demo-entry-cup-alice', userId: alice.id, daysAgo: 3 },
  { id: 'demo-entry-cup-bob', userId: bob.id, daysAgo: 2 },
];

/**
 * Each entry trades on its own competition account funded with the initial funds through the
 * ledger, as the module's join does (COMPETITION_FUNDS). Yields are the ranking job's: with no
 * trade yet both stand at 0 %, alice first by the earlier join.
 */
async function enterCup(tx: Tx, ago: DaysAgo): Promise<void> {
  const cupEntries = CUP_ENTRIES.map(({ daysAgo, ...e }) => ({ ...e, joinedAt: ago(daysAgo) }));
  await tx.competitionEntry.createMany({
    data: cupEntries.map((e) => ({ ...e, competitionId: 'demo-comp-cup', initialEquity: '10000', equity: '10000', yieldRate: '0' })),
  });
  for (const e of cupEntries) {
    await credit(tx, {
      userId: e.userId,
      account: competitionAccount(e.id),
      currency: 'USDT',
      amount: '10000',
      type: BalanceLogType.COMPETITION_FUNDS,
      refType: 'CompetitionEntry',
      refId: e.id,
      remark: 'Sandbox Trading Cup',
      at: e.joinedAt,
    });
  }
}
