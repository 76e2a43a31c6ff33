import type { Tx } from '@sandbox/prisma';
import { DEFAULT_LANGUAGE, isLanguage } from '@sandbox/shared';
import { markAnswersRead, SUGGESTIONS, writeMessage } from './chat-messages.ts';
import { writeAnswer } from './chat-staff.ts';
import { suggestHelp } from './help-search.ts';

/*
 * A scenario file's chat (docs/scenarios.md "Chat"), written inside the load's transaction at the
 * file's instants by the chat's own writers: the user's message as the app sends it (the automatic
 * answer when it opens the conversation), staff's answer as the QA API writes it, the user's read
 * as the chat screen marks it. (Its notices go through notice-writes.ts writeScenarioNotice.)
 */

/** The user's message at `at`: when it opens the conversation, the automatic answer in the user's language, suggesting the help its words match. */
export async function sendScenarioMessage(tx: Tx, userId: string, text: string, at: Date): Promise<void> {
  const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { language: true } });
  const lang = isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;
  await writeMessage(tx, { userId, lang, text, suggestions: await suggestHelp({ db: tx }, lang, text, SUGGESTIONS) }, at);
}

/** Staff's answer at `at`; `read`: the user has read every answer up to it, then. */
export async function answerScenarioMessage(tx: Tx, userId: string, text: string, at: Date, read: boolean): Promise<void> {
  await writeAnswer(tx, userId, text, at);
  if (read) await markAnswersRead(tx, userId, at);
}
