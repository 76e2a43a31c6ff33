import type { Notice, PrismaClient, Tx } from '@sandbox/prisma';
import { content, isLanguage, DEFAULT_LANGUAGE, toRegionTime, type Language } from '@sandbox/shared';
import type { Clock } from '../../clock.ts';
import { notFound } from '../../errors.ts';
import { translate } from '../../i18n/translate.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { toPage, type PageQuery } from '../paging.ts';
import { markRead, READ_KIND, readKeys } from './reads.ts';
import { renderRichText } from './rich-text.ts';
import { candidateLanguages, itemKey, newItemKey, pickTranslations, type Picked, type Translation } from './translations.ts';

export const { NOTICE_KIND } = content;
type NoticeKind = content.NoticeKind;
/** The personal kinds (every kind but the platform notice). */
export type PersonalNoticeKind = Exclude<NoticeKind, typeof NOTICE_KIND.PLATFORM>;

/** What a service tells the user: the kind, the record it is about, the values its text names. */
export interface NotifyEvent {
  userId: string;
  kind: PersonalNoticeKind;
  refId: string;
  params?: Record<string, string | number>;
}
/** Writes one personal notification inside the caller's transaction (the event and its notice commit together). */
export type Notify = (tx: Tx, event: NotifyEvent) => Promise<void>;

/** Title and body of each personal kind; bodies name the values of the event's params. */
const TEXTS: Record<PersonalNoticeKind, { title: MessageKey; body: MessageKey }> = {
  [NOTICE_KIND.DEPOSIT_CREDITED]: { title: 'notice.depositCredited.title', body: 'notice.depositCredited.body' },
  [NOTICE_KIND.WITHDRAWAL_PAID]: { title: 'notice.withdrawalPaid.title', body: 'notice.withdrawalPaid.body' },
  [NOTICE_KIND.WITHDRAWAL_REJECTED]: { title: 'notice.withdrawalRejected.title', body: 'notice.withdrawalRejected.body' },
  [NOTICE_KIND.VERIFICATION_APPROVED]: { title: 'notice.verificationApproved.title', body: 'notice.verificationApproved.body' },
  [NOTICE_KIND.VERIFICATION_REJECTED]: { title: 'notice.verificationRejected.title', body: 'notice.verificationRejected.body' },
  [NOTICE_KIND.POSITION_LIQUIDATED]: { title: 'notice.positionLiquidated.title', body: 'notice.positionLiquidated.body' },
  [NOTICE_KIND.SECOND_SETTLED]: { title: 'notice.secondSettled.title', body: 'notice.secondSettled.body' },
  [NOTICE_KIND.LOAN_APPROVED]: { title: 'notice.loanApproved.title', body: 'notice.loanApproved.body' },
  [NOTICE_KIND.REWARD_RECEIVED]: { title: 'notice.rewardReceived.title', body: 'notice.rewardReceived.body' },
  // Loan and IEO events (texts in i18n/messages/loan.ts and ieo.ts).
  [NOTICE_KIND.LOAN_MARGIN_CALL]: { title: 'notice.loanMarginCall.title', body: 'notice.loanMarginCall.body' },
  [NOTICE_KIND.LOAN_COLLATERAL_REPAID]: { title: 'notice.loanCollateralRepaid.title', body: 'notice.loanCollateralRepaid.body' },
  [NOTICE_KIND.LOAN_AUTO_REPAID]: { title: 'notice.loanAutoRepaid.title', body: 'notice.loanAutoRepaid.body' },
  [NOTICE_KIND.SIGN_IN_FAILURES]: { title: 'notice.signInFailures.title', body: 'notice.signInFailures.body' },
  [NOTICE_KIND.LOAN_OVERDUE]: { title: 'notice.loanOverdue.title', body: 'notice.loanOverdue.body' },
  [NOTICE_KIND.IEO_WON]: { title: 'notice.ieoWon.title', body: 'notice.ieoWon.body' },
  [NOTICE_KIND.IEO_NOT_WON]: { title: 'notice.ieoNotWon.title', body: 'notice.ieoNotWon.body' },
  [NOTICE_KIND.IEO_LAPSED]: { title: 'notice.ieoLapsed.title', body: 'notice.ieoLapsed.body' },
  [NOTICE_KIND.IEO_DELIVERED]: { title: 'notice.ieoDelivered.title', body: 'notice.ieoDelivered.body' },
  [NOTICE_KIND.LOAN_REJECTED]: { title: 'notice.loanRejected.title', body: 'notice.loanRejected.body' },
  [NOTICE_KIND.LOAN_REPAID]: { title: 'notice.loanRepaid.title', body: 'notice.loanRepaid.body' },
  [NOTICE_KIND.POSITION_TAKE_PROFIT]: { title: 'notice.positionTakeProfit.title', body: 'notice.positionTakeProfit.body' },
  [NOTICE_KIND.POSITION_STOP_LOSS]: { title: 'notice.positionStopLoss.title', body: 'notice.positionStopLoss.body' },
};

const KINDS = new Set<number>(Object.values(NOTICE_KIND));
const kindOf = (n: number): NoticeKind => (KINDS.has(n) ? (n as NoticeKind) : NOTICE_KIND.PLATFORM);

export type NoticeService = ReturnType<typeof createNoticeService>;

/** Markdown special characters in a value written into a body (a reason typed by staff) are shown as typed. */
const escapeMarkdown = (v: string | number) => String(v).replace(/[\\`*_{}[\]()#+\-.!<>|~]/g, '\\$&');

/** A personal notice's title and Markdown body in `lang`, from its kind and the event's values. */
function noticeTexts(lang: Language, kind: PersonalNoticeKind, values: Record<string, string | number>): { title: string; content: string } {
  const texts = TEXTS[kind];
  const escaped = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, escapeMarkdown(v)]));
  return { title: translate(lang, texts.title, values), content: translate(lang, texts.body, escaped) };
}

/** Notifications: platform notices (every user, per-user read state) and personal ones written by the services. */
export function createNoticeService(deps: { db: PrismaClient; clock: Clock }) {
  const { db, clock } = deps;

  async function platform(lang: Language): Promise<Picked<Notice>[]> {
    const rows = await db.notice.findMany({
      where: { userId: null, publishedAt: { lte: clock.now() }, AND: [candidateLanguages(lang)] },
      orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
    });
    return pickTranslations(rows, lang);
  }

  /**
   * A personal notice as the reader sees it: written from its kind and values in the reader's
   * language (a user who switches language reads every notification in it), or, for one written
   * before notices kept their values, as stored.
   */
  const personalIn = (row: Notice, lang: Language): Picked<Notice> => {
    const kind = kindOf(row.kind);
    if (row.params === null || kind === NOTICE_KIND.PLATFORM) return { row, language: row.language ?? lang, fallback: false };
    const values = JSON.parse(row.params) as Record<string, string | number>;
    return { row: { ...row, ...noticeTexts(lang, kind, values) }, language: lang, fallback: false };
  };

  const wire = ({ row, language, fallback }: Picked<Notice>) => ({
    id: row.id,
    title: row.title,
    content: renderRichText(row.content),
    createdAt: toRegionTime(row.publishedAt),
    language,
    fallback,
  });

  /** Platform notices in the caller's language with the caller's read flags. */
  async function sharedWithReads(userId: string, lang: Language) {
    const shared = await platform(lang);
    const read = await readKeys(db, userId, READ_KIND.NOTICE, shared.map((p) => itemKey(p.row)));
    return shared.map((picked) => ({ picked, read: read.has(itemKey(picked.row)), personal: false }));
  }

  const newestFirst = (a: { picked: Picked<Notice> }, b: { picked: Picked<Notice> }) =>
    b.picked.row.publishedAt.getTime() - a.picked.row.publishedAt.getTime() || (a.picked.row.id < b.picked.row.id ? 1 : -1);

  /**
   * One page of the caller's notifications, newest first. Personal notices can run to thousands (a
   * settlement each), platform ones are few: the page is the merge of all platform items with the
   * newest pageNo x pageSize personal rows, which hold every personal row the page can show.
   */
  async function minePage(userId: string, lang: Language, query: PageQuery & { unreadOnly?: 0 | 1 }) {
    const where = { userId, publishedAt: { lte: clock.now() }, ...(query.unreadOnly === 1 ? { readAt: null } : {}) };
    const upTo = query.pageNo * query.pageSize;
    const [personal, personalTotal, shared] = await Promise.all([
      db.notice.findMany({ where, orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }], take: upTo }),
      db.notice.count({ where }),
      sharedWithReads(userId, lang),
    ]);
    const visibleShared = query.unreadOnly === 1 ? shared.filter((i) => !i.read) : shared;
    const items = [
      ...personal.map((row) => ({ picked: personalIn(row, lang), read: row.readAt !== null, personal: true })),
      ...visibleShared,
    ].sort(newestFirst);
    return { items: items.slice(upTo - query.pageSize, upTo), total: personalTotal + visibleShared.length };
  }

  async function unread(userId: string, lang: Language): Promise<number> {
    const [personal, shared] = await Promise.all([
      db.notice.count({ where: { userId, readAt: null, publishedAt: { lte: clock.now() } } }),
      sharedWithReads(userId, lang),
    ]);
    return personal + shared.filter((i) => !i.read).length;
  }

  return {
    /** Platform notices, newest first (home notice bar). */
    async platformNotices(lang: Language, page: PageQuery) {
      const items = await platform(lang);
      const slice = items.slice((page.pageNo - 1) * page.pageSize, page.pageNo * page.pageSize);
      return toPage(slice.map(wire), items.length, page);
    },

    async myList(userId: string, lang: Language, query: PageQuery & { unreadOnly?: 0 | 1 }) {
      const { items, total } = await minePage(userId, lang, query);
      const records = items.map((i) => ({
        ...wire(i.picked),
        read: i.read,
        personal: i.personal,
        kind: kindOf(i.picked.row.kind),
        refId: i.picked.row.refId,
      }));
      return toPage(records, total, query);
    },

    /** Marks one notification read: the caller's own or a platform notice; another user's answers 404. */
    async read(userId: string, lang: Language, id: string) {
      const row = await db.notice.findFirst({ where: { id, publishedAt: { lte: clock.now() }, OR: [{ userId }, { userId: null }] } });
      if (!row) throw notFound('content.noticeNotFound');
      if (row.userId === userId) {
        await db.notice.updateMany({ where: { id, userId, readAt: null }, data: { readAt: clock.now() } });
      } else {
        await markRead(db, userId, READ_KIND.NOTICE, [itemKey(row)], clock.now());
      }
      return { unread: await unread(userId, lang) };
    },

    /** Marks every notification the caller can see read. */
    async readAll(userId: string, lang: Language) {
      const now = clock.now();
      await db.notice.updateMany({ where: { userId, readAt: null, publishedAt: { lte: now } }, data: { readAt: now } });
      const shared = await platform(lang);
      await markRead(db, userId, READ_KIND.NOTICE, shared.map((p) => itemKey(p.row)), now);
      return { unread: await unread(userId, lang) };
    },

    unread,

    /** Publishes a platform notice now, one row per translation (staff, through the QA API). */
    async publish(translations: readonly Translation[]) {
      const now = clock.now();
      const key = newItemKey('notice', now);
      await db.notice.createMany({ data: translations.map((t) => ({ key, language: t.language ?? null, title: t.title, content: t.content, publishedAt: now })) });
      return { key, publishedAt: toRegionTime(now) };
    },

    /** Notifications are written in the language the user last used the app in (User.language). */
    async rememberLanguage(userId: string, lang: Language) {
      // Read first: the poll runs every 30 s and an UPDATE would queue on the one writer even when nothing changes.
      const user = await db.user.findUnique({ where: { id: userId }, select: { language: true } });
      if (user && user.language !== lang) await db.user.updateMany({ where: { id: userId }, data: { language: lang } });
    },

    /** The `notify` face other modules call inside their event's transaction. */
    notify: (async (tx, event) => {
      const user = await tx.user.findUnique({ where: { id: event.userId }, select: { language: true } });
      const language: Language = user && isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;
      const values = event.params ?? {};
      await tx.notice.create({
        data: {
          userId: event.userId,
          language,
          kind: event.kind,
          refId: event.refId,
          // The text in the user's language of the moment stays for whoever reads the table; readers get it in theirs (personalIn).
          ...noticeTexts(language, event.kind, values),
          params: JSON.stringify(values),
          publishedAt: clock.now(),
        },
      });
    }) satisfies Notify,
  };
}
