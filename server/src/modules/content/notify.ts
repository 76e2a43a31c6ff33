import type { Tx } from '@sandbox/prisma';
import { content, isLanguage, DEFAULT_LANGUAGE, type Language } from '@sandbox/shared';
import { ManualClock, type Clock } from '../../clock.ts';
import { translate } from '../../i18n/translate.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { insertNotices, languagesOf } from './queries.ts';

/* The personal notifications other modules write: their kinds, their texts in a language, and the writer. */

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
/**
 * Writes personal notifications inside the caller's transaction (the events and their notices
 * commit together): one event, or a step's many at once (an IEO draw tells every applicant), in
 * plain SQL (queries.ts).
 */
export type Notify = (tx: Tx, events: NotifyEvent | readonly NotifyEvent[]) => Promise<void>;

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
export const kindOf = (n: number): NoticeKind => (KINDS.has(n) ? (n as NoticeKind) : NOTICE_KIND.PLATFORM);

/** Markdown special characters in a value written into a body (a reason typed by staff) are shown as typed. */
const escapeMarkdown = (v: string | number) => String(v).replace(/[\\`*_{}[\]()#+\-.!<>|~]/g, '\\$&');

/** A personal notice's title and Markdown body in `lang`, from its kind and the event's values. */
export function noticeTexts(lang: Language, kind: PersonalNoticeKind, values: Record<string, string | number>): { title: string; content: string } {
  const texts = TEXTS[kind];
  const escaped = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, escapeMarkdown(v)]));
  return { title: translate(lang, texts.title, values), content: translate(lang, texts.body, escaped) };
}

/** The `notify` face other modules call inside their event's transaction: each notice in its user's language of the moment. */
export async function writeNotice(clock: Clock, tx: Tx, events: NotifyEvent | readonly NotifyEvent[]): Promise<void> {
  const list: readonly NotifyEvent[] = 'userId' in events ? [events] : events;
  if (list.length === 0) return;
  const languages = await languagesOf(tx, list.map((e) => e.userId));
  const publishedAt = clock.now();
  await insertNotices(
    tx,
    list.map((event) => {
      const stored = languages.get(event.userId);
      const language: Language = isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
      const values = event.params ?? {};
      return {
        userId: event.userId,
        language,
        kind: event.kind,
        refId: event.refId,
        // The text in the user's language of the moment stays for whoever reads the table; readers get it in theirs (personalIn).
        ...noticeTexts(language, event.kind, values),
        params: JSON.stringify(values),
        publishedAt,
      };
    }),
  );
}

/** The `notify` of an event at `at` (a scenario's past): the notice dated then. */
export const notifyAt = (at: Date): Notify => (tx, event) => writeNotice(new ManualClock(at), tx, event);
