import { useState, type FormEvent } from 'react';
import { ActionError, Panel } from '../panel.tsx';
import { QaTable } from '../qa-table.tsx';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { useQaAction, useQaRead } from '../use-qa.ts';

/** Support chat answers from staff (/__qa/content/chat/*): conversations waiting first, one opened, an answer sent. */
export function ChatPanel() {
  const conversations = useQaRead({ route: qaRoutes['content.chat.conversations'], everyMs: 5000 });
  const [userId, setUserId] = useState<string | null>(null);
  const list = conversations.data ?? [];
  return (
    <Panel title="Support chat" loading={conversations.isPending} error={conversations.error} empty={list.length === 0} emptyText="No conversations yet.">
      <QaTable
        label="Conversations"
        rows={list}
        rowKey={(c) => c.userId}
        rowProps={(c) => ({ 'aria-selected': c.userId === userId })}
        columns={[
          { cell: (c) => <button type="button" className="qa-link" onClick={() => setUserId(c.userId)}>{c.account || c.userId}</button> },
          { cell: (c) => (c.unanswered ? <strong>{c.unanswered} waiting</strong> : 'answered') },
          { cell: (c) => c.lastMessage.content, className: 'qa-body' },
          { cell: (c) => c.lastMessage.createdAt },
        ]}
      />
      {userId ? <ConversationView userId={userId} /> : null}
    </Panel>
  );
}

function ConversationView({ userId }: { userId: string }) {
  const conversation = useQaRead({ route: qaRoutes['content.chat.conversation'], query: { userId }, everyMs: 5000 });
  const answer = useQaAction(
    (content: string) => ({ route: qaRoutes['content.chat.answer'], body: { userId, content } }),
    [qaRoutes['content.chat.conversations'], qaRoutes['content.chat.conversation']],
  );
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) answer.mutate(text.trim(), { onSuccess: () => setText('') });
  };
  if (conversation.isPending) return <p className="qa-muted">Loading…</p>;
  if (conversation.error) return <ActionError error={conversation.error} />;
  return (
    <div aria-label="Conversation">
      <ul className="qa-chat">
        {conversation.data?.records.map((m) => (
          <li key={m.id} className={m.fromStaff ? 'qa-staff' : undefined}>
            <span className="qa-muted">{m.createdAt} {m.fromStaff ? (m.automatic ? 'auto' : 'staff') : 'user'}:</span> {m.content}
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="qa-row">
        <label>
          Answer <input value={text} onChange={(e) => setText(e.target.value)} size={40} maxLength={1000} />
        </label>
        <button type="submit" disabled={answer.isPending || !text.trim()}>Send</button>
      </form>
      <ActionError error={answer.error} />
    </div>
  );
}
