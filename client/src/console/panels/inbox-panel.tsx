import { useState } from 'react';
import type { QaInboxMessage } from '@sandbox/shared/qa-wire';
import { Panel } from '../panel.tsx';
import { QaTable } from '../qa-table.tsx';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { useQaRead } from '../use-qa.ts';

/** The inbox's message, as the CLI reads it too (one wire type, shared/src/qa-wire.ts). */
export type InboxMessage = QaInboxMessage;

/** How often the inbox is read again: a code sent from the phone shows within this. */
export const INBOX_EVERY_MS = 3000;

/** The development inbox (SMS and e-mail codes), newest first, read again every few seconds. */
export function InboxPanel() {
  const [target, setTarget] = useState('');
  const inbox = useQaRead({ route: qaRoutes.inbox, query: { target: target.trim() || undefined, limit: 20 }, everyMs: INBOX_EVERY_MS });
  return (
    <Panel title="Inbox" loading={inbox.isPending} error={inbox.error} empty={inbox.data?.length === 0} emptyText="No messages yet.">
      <label className="qa-row">
        To <input value={target} onChange={(e) => setTarget(e.target.value)} placeholder="phone or e-mail (all when empty)" size={28} />
      </label>
      <QaTable
        rows={inbox.data}
        rowKey={(m) => `${m.sentAt}-${m.target}-${m.code}`}
        rowProps={(m) => ({ title: m.text })}
        columns={[
          { header: 'Sent', cell: (m) => m.sentAt.replace('T', ' ').slice(0, 19) },
          { header: 'Channel', cell: (m) => m.channel },
          { header: 'To', cell: (m) => m.target },
          { header: 'Purpose', cell: (m) => m.purpose },
          { header: 'Code', cell: (m) => m.code, className: 'qa-code' },
        ]}
      />
    </Panel>
  );
}
