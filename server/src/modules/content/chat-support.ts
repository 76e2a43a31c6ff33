import type { ChatMessage, PrismaClient } from '@sandbox/prisma';
import { toRegionTime, type Language } from '@sandbox/shared';
import type { Clock } from '../../clock.ts';
import type { HelpService } from './help-service.ts';

/* What the chat service's parts share: its dependencies, the wire form and the user's unread count. */

export interface ChatDeps {
  db: PrismaClient;
  clock: Clock;
  help: HelpService;
}

/** The help keys an automatic answer suggests (stored as JSON); anything unreadable is none. */
function parseKeys(json: string | null): string[] {
  if (!json) return [];
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

/** Wire form; suggestions resolved in the caller's language (one query per page). */
export async function toChatWire({ help }: ChatDeps, rows: ChatMessage[], lang: Language) {
  const keys = [...new Set(rows.flatMap((r) => parseKeys(r.suggestions)))];
  const byKey = new Map((await help.helpTitles(lang, keys)).map((t) => [t.key, { id: t.id, title: t.title }]));
  return rows.map((r) => ({
    id: r.id,
    fromStaff: r.fromStaff,
    automatic: r.automatic,
    content: r.content,
    suggestions: parseKeys(r.suggestions).flatMap((k) => (byKey.get(k) ? [byKey.get(k)!] : [])),
    read: r.readAt !== null,
    createdAt: toRegionTime(r.createdAt),
  }));
}

/** Staff answers the user has not read yet. */
export const unreadChat = ({ db }: ChatDeps, userId: string) => db.chatMessage.count({ where: { userId, fromStaff: true, readAt: null } });
