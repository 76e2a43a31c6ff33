import { useState, type FormEvent } from 'react';
import { ActionError, Panel } from '../panel.tsx';
import { QaTable } from '../qa-table.tsx';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { useQaAction, useQaRead } from '../use-qa.ts';


interface Filters {
  user: string;
  route: string;
  code: string;
}
const NO_FILTER: Filters = { user: '', route: '', code: '' };

/** The request log (decrypted bodies, secrets masked by the server), filtered by user, route and code. */
export function RequestsPanel() {
  const [draft, setDraft] = useState<Filters>(NO_FILTER);
  const [filters, setFilters] = useState<Filters>(NO_FILTER);
  const log = useQaRead({
    route: qaRoutes['requests.list'],
    query: { user: filters.user.trim() || undefined, route: filters.route.trim() || undefined, code: filters.code.trim() || undefined, limit: 100 },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Same filters: read again; new ones: the new query key reads by itself.
    if (JSON.stringify(draft) === JSON.stringify(filters)) void log.refetch();
    else setFilters(draft);
  };
  const field = (key: keyof Filters, label: string, size: number) => (
    <label>
      {label} <input value={draft[key]} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })} size={size} />
    </label>
  );
  const requests = log.data?.requests ?? [];
  const clear = useQaAction(() => ({ route: qaRoutes['requests.clear'] }), [qaRoutes['requests.list']]);

  return (
    <Panel title="Request log" loading={log.isPending} error={log.error} empty={requests.length === 0} emptyText="No matching calls.">
      <form onSubmit={submit} className="qa-row">
        {field('user', 'User', 14)}
        {field('route', 'Route', 18)}
        {field('code', 'Code', 4)}
        <button type="submit">Refresh</button>
        <button type="button" disabled={clear.isPending} onClick={() => clear.mutate(undefined)}>Clear log</button>
      </form>
      <ActionError error={clear.error} />
      {log.data ? <p className="qa-muted">{log.data.held} of {log.data.capacity} kept</p> : null}
      <QaTable
        rows={requests}
        rowKey={(r) => r.seq}
        columns={[
          { header: 'Time', cell: (r) => new Date(r.at).toISOString().slice(11, 19) },
          { header: 'Call', cell: (r) => `${r.method} ${r.path}${r.fault ? ` (fault ${r.fault})` : ''}` },
          { header: 'User', cell: (r) => `${r.userId ?? '—'}${r.issuedByQa ? ' (QA sign-in)' : ''}` },
          { header: 'Code', cell: (r) => r.code ?? r.httpStatus },
          { header: 'Message', cell: (r) => r.message },
          { header: 'ms', cell: (r) => r.durationMs, className: 'qa-num' },
          { header: 'Body', cell: (r) => <code className="qa-body">{r.body === undefined || r.body === null ? '' : JSON.stringify(r.body)}</code> },
        ]}
      />
    </Panel>
  );
}
