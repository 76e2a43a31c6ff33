import { Button, ErrorBlock, SpinLoading, TextArea } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChat } from '../../api/chat.ts';
import type { ChatMessage } from '../../api/content.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { formatServerTime } from '../../lib/format.ts';
import { routeWith, routes } from '../../lib/route-paths.ts';
import './live-chat.css';

/** The contract's limit on one message. */
const MAX_LENGTH = 1000;

/** One line of the conversation. Text only: a message is never read as HTML. */
function Bubble({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const mine = !message.fromStaff;
  return (
    <li className={`chat__row ${mine ? 'chat__row--mine' : ''}`} data-testid={`chat-${message.id}`} data-from={mine ? 'user' : 'staff'}>
      <div className="chat__bubble">
        {!mine && <span className="chat__who">{message.automatic ? t('chat.automatic') : t('chat.staff')}</span>}
        <p className="chat__text">{message.content}</p>
        {message.suggestions.length > 0 && (
          <ul className="chat__suggestions" aria-label={t('chat.suggested')}>
            {message.suggestions.map((s) => (
              <li key={s.id}>
                <button type="button" className="link" onClick={() => openRoute(routeWith(routes.helpDetail, { id: s.id }))} data-testid={`suggestion-${s.id}`}>
                  {s.title}
                </button>
              </li>
            ))}
          </ul>
        )}
        <span className="chat__time">{formatServerTime(message.createdAt)}</span>
      </div>
    </li>
  );
}

/**
 * Live support chat: the user's conversation with support, oldest first, new answers arriving
 * without a reload (polling, api/chat.ts); the first message gets an automatic answer that
 * suggests help articles. Staff answer through the QA API (and the console when it exists).
 */
export default function LiveChatPage() {
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
    <main className="screen chat" data-testid="live-chat">
      <ScreenHeader title={t('chat.title')} />
      <div className="chat__body">
        {chat.status === 'loading' ? (
          <SpinLoading aria-label={t('common.loading')} style={{ margin: '48px auto' }} />
        ) : chat.status === 'error' ? (
          <ErrorBlock status="default" title={t('content.loadFailed')} description={<Button onClick={chat.reload}>{t('content.retry')}</Button>} />
        ) : (
          <>
            {chat.hasMore && (
              <Button block fill="none" size="small" loading={chat.loadingOlder} onClick={chat.loadOlder} data-testid="chat-older">
                {t('chat.older')}
              </Button>
            )}
            {chat.messages.length === 0 && (
              <p className="muted" style={{ textAlign: 'center', margin: '32px 16px' }} data-testid="chat-empty">
                {t('chat.empty')}
              </p>
            )}
            <ul className="chat__list" data-testid="chat-list" aria-live="polite">
              {chat.messages.map((m) => (
                <Bubble key={m.id} message={m} />
              ))}
            </ul>
            <div ref={end} />
          </>
        )}
      </div>
      <form
        className="chat__composer"
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
