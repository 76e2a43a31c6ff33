import { Button, TextArea } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChat } from '../../api/chat.ts';
import type { ChatMessage } from '../../api/content.ts';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { LoadFailed, Loading } from '../../components/screen-states.tsx';
import { formatServerTime } from '../../lib/format.ts';
import s from './live-chat.module.css';

/** The contract's limit on one message. */
const MAX_LENGTH = 1000;

/** One line of the conversation. Text only: a message is never read as HTML. */
function Bubble({ message, onSuggestion }: { message: ChatMessage; onSuggestion: (helpId: string) => void }) {
  const { t } = useTranslation();
  const mine = !message.fromStaff;
  return (
    <li className={mine ? `${s.row} ${s.mine}` : s.row} data-testid={`chat-${message.id}`} data-from={mine ? 'user' : 'staff'}>
      <div className={s.bubble}>
        {!mine && <span className={s.who}>{message.automatic ? t('chat.automatic') : t('chat.staff')}</span>}
        <p className={s.text}>{message.content}</p>
        {message.suggestions.length > 0 && (
          <ul className={s.suggestions} aria-label={t('chat.suggested')}>
            {message.suggestions.map((h) => (
              <li key={h.id}>
                <button type="button" className="link" onClick={() => onSuggestion(h.id)} data-testid={`suggestion-${h.id}`}>
                  {h.title}
                </button>
              </li>
            ))}
          </ul>
        )}
        <span className={s.time}>{formatServerTime(message.createdAt)}</span>
      </div>
    </li>
  );
}

/**
 * Live support chat, the whole screen: the user's conversation with support, oldest first, new
 * answers arriving without a reload (polling, api/chat.ts), and the composer kept at the bottom
 * (Enter sends, Shift+Enter breaks the line). A suggested help article opens with `onSuggestion`.
 */
export function LiveChat({ title, onSuggestion }: { title: string; onSuggestion: (helpId: string) => void }) {
  const { t } = useTranslation();
  const chat = useChat();
  const [text, setText] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const lastId = chat.messages.at(-1)?.id;

  // Follow the newest message (a poll or a send), not an older page loaded above.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);

  const submit = async () => {
    const content = text.trim();
    if (!content || chat.sending) return;
    if (await chat.send(content)) setText('');
  };

  return (
    <main className={`screen ${s.chat}`} data-testid="live-chat">
      <ScreenHeader title={title} />
      <div className={s.body}>
        {chat.status === 'loading' ? (
          <Loading />
        ) : chat.status === 'error' ? (
          <LoadFailed title={t('content.loadFailed')} onRetry={chat.reload} />
        ) : (
          <>
            {chat.hasMore && (
              <Button block fill="none" size="small" loading={chat.loadingOlder} onClick={chat.loadOlder} data-testid="chat-older">
                {t('chat.older')}
              </Button>
            )}
            {chat.messages.length === 0 && (
              <p className={`muted ${s.empty}`} data-testid="chat-empty">
                {t('chat.empty')}
              </p>
            )}
            <ul className={s.list} data-testid="chat-list" aria-live="polite">
              {chat.messages.map((m) => (
                <Bubble key={m.id} message={m} onSuggestion={onSuggestion} />
              ))}
            </ul>
            <div ref={end} />
          </>
        )}
      </div>
      <form
        className={s.composer}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextArea
          value={text}
          onChange={setText}
          placeholder={t('chat.placeholder')}
          autoSize={{ minRows: 1, maxRows: 4 }}
          maxLength={MAX_LENGTH}
          aria-label={t('chat.placeholder')}
          data-testid="chat-input"
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void submit();
            }
          }}
        />
        <Button type="submit" color="primary" disabled={!text.trim() || chat.status !== 'ready'} loading={chat.sending} data-testid="chat-send">
          {t('chat.send')}
        </Button>
      </form>
    </main>
  );
}
