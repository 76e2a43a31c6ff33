import { useState } from 'react';
import { Panel } from '../panel.tsx';
import { useQaRead } from '../use-qa.ts';

export interface InboxMessage {
  channel: string;
  target: string;
  purpose: string;
  code: string;
  text: string;
  sentAt: string;
}

/** How often the inbox is read again: a code sent from the phone shows within this. */
export const INBOX_EVERY_MS = 3000;

/** The development inbox (SMS and e-mail codes), newest first, read again every few seconds. */
export function InboxPanel() {
  const [target, setTarget] = useState('');
  const inbox = useQaRead<InboxMessage[]>('/inbox', { query: { target: target.trim() || undefined, limit: 20 }, everyMs: INBOX_EVERY_MS });
  return (
    <Panel title="Inbox" loading={inbox.isPending} error={inbox.error} empty={inbox.data?.length === 0} emptyText="No messages yet.">
      <label className="qa-row">
        To <input value={target} onChange={(e) => setTarget(e.target.value)} placeholder="phone or e-mail (all when empty)" size={28} />
      </label>
      {inbox.data?.length ? (
        <table>
          <thead>
            <tr><th>Sent</th><th>Channel</th><th>To</th><th>Purpose</th><th>Code</th></tr>
          </thead>
          <tbody>
            {inbox.data.map((m) => (
              <tr key={`${m.sentAt}-${m.target}-${m.code}`} title={m.text}>
                <td>{m.sentAt.replace('T', ' ').slice(0, 19)}</td>
                <td>{m.channel}</td>
                <td>{m.target}</td>
                <td>{m.purpose}</td>
                <td className="qa-code">{m.code}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Panel>
  );
}
