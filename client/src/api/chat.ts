import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { contentKeys, listChat, markChatRead, sendChat, type ChatMessage, type UnreadCounts } from './content.ts';

/**
 * The live support chat's conversation on the client. New messages arrive by polling
 * (the server's choice, contract ext.chatMessages): every CHAT_POLL_MS while the chat is open
 * and the tab visible, and at once when the tab becomes visible again, the messages after the
 * last one held. Staff answers shown are marked
 * read at once, through the last message shown, which clears the chat badge.
 */
export const CHAT_POLL_MS = 3000;
export const CHAT_PAGE = 30;

/**
 * The conversation with `incoming` added once each, oldest first: newer messages (a poll, a
 * send) go after, an older page before. A message already held is replaced (its read flag may
 * have changed), never repeated, so a poll racing a send cannot show a line twice.
 */
export function mergeChat(current: readonly ChatMessage[], incoming: readonly ChatMessage[], where: 'after' | 'before' = 'after'): ChatMessage[] {
  const fresh = new Map(incoming.map((m) => [m.id, m]));
  const kept = current.map((m) => fresh.get(m.id) ?? m);
  const held = new Set(current.map((m) => m.id));
  const added = incoming.filter((m) => !held.has(m.id));
  return where === 'after' ? [...kept, ...added] : [...added, ...kept];
}

export type ChatStatus = 'loading' | 'ready' | 'error';

export interface Chat {
  status: ChatStatus;
  messages: ChatMessage[];
  hasMore: boolean;
  loadingOlder: boolean;
  sending: boolean;
  reload: () => void;
  loadOlder: () => void;
  /** Resolves true when the server stored the message. */
  send: (text: string) => Promise<boolean>;
}

/**
 * Staff answers on screen and unread: mark them read (through the last message shown, so an
 * answer stored meanwhile keeps its badge), and the badge follows.
 */
function useReadIfNeeded(): (shown: readonly ChatMessage[]) => void {
  const client = useQueryClient();
  return useCallback(
    (shown: readonly ChatMessage[]) => {
      const last = shown.at(-1);
      if (!last || !shown.some((m) => m.fromStaff && !m.read)) return;
      void markChatRead(last.id)
        .then(({ unread }) => client.setQueryData<UnreadCounts>(contentKeys.unread, (old) => (old ? { ...old, chat: unread } : old)))
        .catch(() => undefined);
    },
    [client],
  );
}

/**
 * While `ready`: every `pollMs` with the tab visible, and at once when it becomes visible again,
 * the messages after the last one held, added with `take` (one poll at a time).
 */
function useChatPolling(
  ready: boolean,
  pollMs: number,
  held: RefObject<ChatMessage[]>,
  take: (next: ChatMessage[]) => void,
  readIfNeeded: (shown: readonly ChatMessage[]) => void,
) {
  const polling = useRef(false);
  useEffect(() => {
    if (!ready) return;
    const poll = async () => {
      if (polling.current || document.visibilityState === 'hidden') return;
      polling.current = true;
      try {
        const afterId = held.current.at(-1)?.id;
        const page = await listChat(afterId ? { afterId, limit: CHAT_PAGE } : { limit: CHAT_PAGE });
        if (page.records.length) {
          take(mergeChat(held.current, page.records));
          readIfNeeded(page.records);
        }
      } catch {
        // The next poll tries again; the http layer already told the user if it was more than a blip.
      } finally {
        polling.current = false;
      }
    };
    const timer = setInterval(() => void poll(), pollMs);
    // Back on the tab after a while: catch up now rather than at the next tick.
    const onVisible = () => {
      if (document.visibilityState === 'visible') void poll();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [ready, pollMs, held, take, readIfNeeded]);
}

export function useChat(pollMs: number = CHAT_POLL_MS): Chat {
  const [status, setStatus] = useState<ChatStatus>('loading');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [sending, setSending] = useState(false);
  const held = useRef<ChatMessage[]>([]);
  const readIfNeeded = useReadIfNeeded();

  const take = useCallback((next: ChatMessage[]) => {
    held.current = next;
    setMessages(next);
  }, []);

  const reload = useCallback(() => {
    setStatus('loading');
    listChat({ limit: CHAT_PAGE })
      .then((page) => {
        take(page.records);
        setHasMore(page.hasMore);
        setStatus('ready');
        readIfNeeded(page.records);
      })
      .catch(() => setStatus('error'));
  }, [take, readIfNeeded]);

  useEffect(reload, [reload]);
  useChatPolling(status === 'ready', pollMs, held, take, readIfNeeded);

  const loadOlder = useCallback(() => {
    const beforeId = held.current[0]?.id;
    if (!beforeId) return;
    setLoadingOlder(true);
    listChat({ beforeId, limit: CHAT_PAGE })
      .then((page) => {
        take(mergeChat(held.current, page.records, 'before'));
        setHasMore(page.hasMore);
      })
      .catch(() => undefined)
      .finally(() => setLoadingOlder(false));
  }, [take]);

  const send = useCallback(
    async (text: string) => {
      setSending(true);
      try {
        const { records } = await sendChat({ content: text });
        take(mergeChat(held.current, records));
        readIfNeeded(records);
        return true;
      } catch {
        return false;
      } finally {
        setSending(false);
      }
    },
    [take, readIfNeeded],
  );

  return { status, messages, hasMore, loadingOlder, sending, reload, loadOlder, send };
}
