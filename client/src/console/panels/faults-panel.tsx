import { useState, type FormEvent } from 'react';
import { ActionError, Panel } from '../panel.tsx';
import type { QaFaultCode, QaFaultKind as FaultKind } from '@sandbox/shared/qa-wire';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { useQaAction, useQaRead } from '../use-qa.ts';

const CODES = [500, 400, 401, 403, 404, 409, 429] as const satisfies readonly QaFaultCode[];

/** What the form sends: only the fields the kind uses, and a limit in calls when one is given. */
export function faultBody(form: { route: string; kind: FaultKind; latencyMs: string; code: string; calls: string }) {
  const calls = Number.parseInt(form.calls, 10);
  return {
    route: form.route.trim(),
    kind: form.kind,
    ...(form.kind === 'latency' ? { latencyMs: Number.parseInt(form.latencyMs, 10) || 1000 } : {}),
    // The form's code is one of CODES (a select).
    ...(form.kind === 'code' ? { code: Number(form.code) as QaFaultCode } : {}),
    ...(calls > 0 ? { calls } : {}),
  };
}

/** Fault injection on /api routes (a pattern with *): add, list the active ones, clear all. */
export function FaultsPanel() {
  const faults = useQaRead({ route: qaRoutes['faults.list'], everyMs: 5000 });
  const add = useQaAction((body: ReturnType<typeof faultBody>) => ({ route: qaRoutes['faults.add'], body }), [qaRoutes['faults.list']]);
  const clear = useQaAction(() => ({ route: qaRoutes['faults.clear'] }), [qaRoutes['faults.list']]);
  const remove = useQaAction((id: number) => ({ route: qaRoutes['faults.remove'], params: { id } }), [qaRoutes['faults.list']]);
  const [form, setForm] = useState({ route: '/api/*', kind: 'code' as FaultKind, latencyMs: '2000', code: '500', calls: '' });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(faultBody(form));
  };

  return (
    <Panel
      title="Faults"
      loading={faults.isPending}
      error={faults.error}
      empty={faults.data?.length === 0}
      emptyText="No active faults."
      actions={<button type="button" onClick={() => clear.mutate(undefined)} disabled={clear.isPending}>Clear all</button>}
    >
      {faults.data?.length ? (
        <table aria-label="Active faults">
          <thead>
            <tr><th>#</th><th>Route</th><th>Kind</th><th>Left</th><th>Hits</th><th /></tr>
          </thead>
          <tbody>
            {faults.data.map((f) => (
              <tr key={f.id}>
                <td>{f.id}</td>
                <td>{f.method ? `${f.method} ` : ''}{f.route}</td>
                <td>{f.kind === 'code' ? `code ${f.code}` : f.kind === 'latency' ? `latency ${f.latencyMs} ms` : f.kind}</td>
                <td>{f.remaining !== undefined ? `${f.remaining} calls` : f.until ? `until ${f.until}` : 'until cleared'}</td>
                <td className="qa-num">{f.hits}</td>
                <td>
                  <button type="button" disabled={remove.isPending} onClick={() => remove.mutate(f.id)} aria-label={`Remove fault ${f.id}`}>Remove</button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <form onSubmit={submit} className="qa-row">
        <label>
          Route <input value={form.route} onChange={(e) => setForm({ ...form, route: e.target.value })} size={22} />
        </label>
        <label>
          Kind{' '}
          <select value={form.kind} onChange={(e) => setForm({ ...form, kind: e.target.value as FaultKind })}>
            <option value="code">code</option>
            <option value="latency">latency</option>
            <option value="unauthorized">unauthorized (401)</option>
            <option value="drop">drop connection</option>
          </select>
        </label>
        {form.kind === 'code' ? (
          <label>
            Code{' '}
            <select value={form.code} onChange={(e) => setForm({ ...form, code: e.target.value })}>
              {CODES.map((c) => <option key={c} value={c}>{c}</option>)}
            </select>
          </label>
        ) : null}
        {form.kind === 'latency' ? (
          <label>
            ms <input value={form.latencyMs} onChange={(e) => setForm({ ...form, latencyMs: e.target.value })} size={6} />
          </label>
        ) : null}
        <label>
          Calls <input value={form.calls} onChange={(e) => setForm({ ...form, calls: e.target.value })} placeholder="all" size={5} />
        </label>
        <button type="submit" disabled={add.isPending || !form.route.startsWith('/')}>Add fault</button>
      </form>
      <ActionError error={add.error ?? clear.error ?? remove.error} />
    </Panel>
  );
}
