import { useState, type FormEvent } from 'react';
import { ActionError, Panel } from '../panel.tsx';
import { QaTable } from '../qa-table.tsx';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { useQaAction, useQaRead } from '../use-qa.ts';

/** The server's own rule (snapshot-routes.ts): checked here too so a typo is named before the call. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** Save the state under a name, list, restore, delete (DATA_DIR/snapshots on the server). */
export function SnapshotPanel() {
  const list = useQaRead({ route: qaRoutes['snapshots.list'] });
  const save = useQaAction((name: string) => ({ route: qaRoutes['snapshots.save'], body: { name, overwrite: true } }), [qaRoutes['snapshots.list']]);
  // A restore brings back rows, the clock and the market: every read is stale.
  const restore = useQaAction((name: string) => ({ route: qaRoutes['snapshots.restore'], params: { name } }), 'all');
  const remove = useQaAction((name: string) => ({ route: qaRoutes['snapshots.delete'], params: { name } }), [qaRoutes['snapshots.list']]);
  const [name, setName] = useState('');
  const valid = NAME.test(name);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid) save.mutate(name);
  };

  return (
    <Panel title="Snapshots" loading={list.isPending} error={list.error} empty={list.data?.length === 0} emptyText="No snapshots yet.">
      <QaTable
        rows={list.data}
        rowKey={(s) => s.name}
        columns={[
          { header: 'Name', cell: (s) => s.name },
          { header: 'Saved (sandbox time)', cell: (s) => s.savedAt },
          { header: 'Size', cell: (s) => `${(s.sizeBytes / 1024).toFixed(0)} KB` },
          {
            header: '',
            className: 'qa-buttons',
            cell: (s) => (
              <>
                <button type="button" disabled={restore.isPending} onClick={() => restore.mutate(s.name)}>Restore</button>
                <button type="button" onClick={() => remove.mutate(s.name)}>Delete</button>
              </>
            ),
          },
        ]}
      />
      <form onSubmit={submit} className="qa-row">
        <label>
          Name <input value={name} onChange={(e) => setName(e.target.value)} placeholder="before-demo" />
        </label>
        <button type="submit" disabled={!valid || save.isPending}>Save snapshot</button>
      </form>
      {name && !valid ? <p className="qa-muted">Letters, digits, - and _ only (64 at most).</p> : null}
      {restore.isSuccess ? <p role="status">Restored {String(restore.variables)}.</p> : null}
      <ActionError error={save.error ?? restore.error ?? remove.error} />
    </Panel>
  );
}
