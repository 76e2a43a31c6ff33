import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { QaSignIn, QaUserSummary } from '@sandbox/shared/qa-wire';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { ActionError, Panel } from '../panel.tsx';
import { qa } from '../qa-client.ts';
import { QaTable } from '../qa-table.tsx';
import { useQaRead } from '../use-qa.ts';

const PAGE_SIZE = 20;

/** User.status (prisma/schema.prisma): 1 active, 0 disabled (cannot log in), 2 frozen (cannot move money). */
const STATUS: Record<number, string> = { 1: 'active', 0: 'disabled', 2: 'frozen' };

/** The status and what kind of account it is, in a word or three. */
const kindOf = (u: QaUserSummary) => [STATUS[u.status] ?? `status ${u.status}`, ...(u.isDemo ? ['demo'] : []), ...(u.isGuest ? ['guest'] : [])].join(', ');

/**
 * Opens the phone app signed in as the user, in a new tab. The tab is opened at the click (a
 * tab opened after the call returns would be a pop-up the browser blocks), cut from this page
 * (no opener: the app cannot reach the console's token), then sent to the one-time address.
 */
async function openSignedIn(user: QaUserSummary): Promise<QaSignIn> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const signIn = await qa({ route: qaRoutes['users.signIn'], params: { id: user.id } });
    if (tab) tab.location.href = signIn.path;
    return signIn;
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** Users: search by a part of the account, e-mail or phone; one user's money, positions and orders; sign in as them. */
export function UsersPanel() {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const users = useQaRead({ route: qaRoutes['users.search'], query: { q, page, pageSize: PAGE_SIZE } });
  const signIn = useMutation({ mutationFn: openSignedIn });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setQ(draft.trim());
    setPage(1);
    if (draft.trim() === q) void users.refetch();
  };
  const data = users.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Panel title="Users" loading={users.isPending} error={users.error} empty={data?.list.length === 0} emptyText="No matching users.">
      <form onSubmit={submit} className="qa-row" role="search">
        <label>
          Find <input value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="account, e-mail or phone" size={28} />
        </label>
        <button type="submit">Search</button>
      </form>
      <QaTable
        label="Users"
        rows={data?.list}
        rowKey={(u) => u.id}
        rowProps={(u) => ({ 'aria-selected': u.id === openId })}
        columns={[
          { header: 'Account', cell: (u) => <button type="button" className="qa-link" onClick={() => setOpenId(u.id)}>{u.account}</button> },
          { header: 'E-mail', cell: (u) => u.email ?? '—' },
          { header: 'Phone', cell: (u) => u.phone ?? '—' },
          { header: 'VIP / KYC', cell: (u) => `${u.vipLevel} / ${u.kycLevel}` },
          { header: 'Status', cell: kindOf },
          {
            header: '',
            className: 'qa-buttons',
            cell: (u) => (
              <button type="button" disabled={signIn.isPending} onClick={() => signIn.mutate(u)}>
                Sign in as
              </button>
            ),
          },
        ]}
      />
      {data && data.total > data.pageSize ? (
        <p className="qa-row">
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>Previous</button>
          <span className="qa-muted">
            page {data.page} of {pages} ({data.total} users)
          </span>
          <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>Next</button>
        </p>
      ) : null}
      {signIn.isSuccess ? <p role="status">Opened the app signed in as {signIn.data.account} in a new tab.</p> : null}
      <ActionError error={signIn.error} />
      {openId ? <UserDetail id={openId} /> : null}
    </Panel>
  );
}

function UserDetail({ id }: { id: string }) {
  const detail = useQaRead({ route: qaRoutes['users.show'], params: { id } });
  if (detail.isPending) return <p className="qa-muted">Loading…</p>;
  if (detail.error) return <ActionError error={detail.error} />;
  const d = detail.data;
  return (
    <section aria-label={`User ${d.user.account}`}>
      <h3>
        {d.user.account} <span className="qa-muted">{d.user.id}</span>
      </h3>
      <h3>Balances</h3>
      {d.balances.length ? null : <p className="qa-muted">No balances.</p>}
      <QaTable
        label="Balances"
        rows={d.balances}
        rowKey={(b) => `${b.account}/${b.currency}`}
        columns={[
          { header: 'Account', cell: (b) => b.account },
          { header: 'Currency', cell: (b) => b.currency },
          { header: 'Available', cell: (b) => b.available, className: 'qa-num' },
          { header: 'Frozen', cell: (b) => b.frozen, className: 'qa-num' },
        ]}
      />
      <h3>Open positions</h3>
      {d.openPositions.length ? null : <p className="qa-muted">No open positions.</p>}
      <QaTable
        label="Open positions"
        rows={d.openPositions}
        rowKey={(p) => p.id}
        columns={[
          { header: 'Symbol', cell: (p) => p.symbol },
          { header: 'Side', cell: (p) => (p.side === 1 ? 'long' : 'short') },
          { header: 'Quantity', cell: (p) => p.quantity, className: 'qa-num' },
          { header: 'Entry', cell: (p) => `${p.entryPrice} ×${p.leverage}`, className: 'qa-num' },
          { header: 'Margin', cell: (p) => p.margin, className: 'qa-num' },
          { header: 'Liquidation', cell: (p) => p.liquidationPrice ?? '—', className: 'qa-num' },
        ]}
      />
      <h3>Orders</h3>
      {d.orders.length ? null : <p className="qa-muted">No orders.</p>}
      <QaTable
        label="Orders"
        rows={d.orders}
        rowKey={(o) => `${o.kind}-${o.id}`}
        columns={[
          { header: 'Time', cell: (o) => o.createdAt },
          { header: 'Kind', cell: (o) => o.kind },
          { header: 'Order', cell: (o) => o.orderNo },
          { header: 'What', cell: (o) => o.summary },
          { header: 'Status', cell: (o) => o.status ?? '—' },
        ]}
      />
      <h3>Ledger (last {d.ledger.length})</h3>
      <QaTable
        label="Ledger"
        rows={d.ledger}
        rowKey={(r) => r.id}
        columns={[
          { header: 'Time', cell: (r) => r.createdAt },
          { header: 'Account', cell: (r) => `${r.account} ${r.currency}` },
          { header: 'Type', cell: (r) => r.type },
          { header: 'Change', cell: (r) => r.availableDelta, className: 'qa-num' },
          { header: 'After', cell: (r) => r.availableAfter, className: 'qa-num' },
          { header: 'Frozen after', cell: (r) => r.frozenAfter, className: 'qa-num' },
          { header: 'Remark', cell: (r) => r.remark ?? '' },
        ]}
      />
    </section>
  );
}
