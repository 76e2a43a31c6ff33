import { useState, type FormEvent } from 'react';
import { ActionError, Panel } from '../panel.tsx';
import { QaTable } from '../qa-table.tsx';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { useQaAction, useQaRead } from '../use-qa.ts';

const hours = (ms: number) => `${(ms / 3_600_000).toFixed(2)} h`;

/** The sandbox clock: now, its offset from real time, each job's next run; advance or jump (forward only). */
export function ClockPanel() {
  const clock = useQaRead({ route: qaRoutes['clock.show'], everyMs: 5000 });
  // Every job runs once on a move, so anything time-driven may have changed: refresh all.
  const move = useQaAction(
    (body: { kind: 'advance'; duration: string } | { kind: 'jump'; to: string }) =>
      body.kind === 'advance' ? { route: qaRoutes['clock.advance'], body: { duration: body.duration } } : { route: qaRoutes['clock.jump'], body: { to: body.to } },
    'all',
  );
  const [duration, setDuration] = useState('1d');
  const [to, setTo] = useState('');

  const advance = (e: FormEvent) => {
    e.preventDefault();
    move.mutate({ kind: 'advance', duration });
  };
  const jump = (e: FormEvent) => {
    e.preventDefault();
    move.mutate({ kind: 'jump', to });
  };

  return (
    <Panel title="Clock" loading={clock.isPending} error={clock.error}>
      {clock.data ? (
        <>
          <p className="qa-big" data-testid="clock-now">{clock.data.now}</p>
          <p className="qa-muted">offset {hours(clock.data.offsetMs)} from real time</p>
          <QaTable
            rows={clock.data.jobs}
            rowKey={(job) => job.name}
            columns={[
              { header: 'Job', cell: (job) => job.name },
              { header: 'Next run', cell: (job) => ('every' in job ? job.every : (job.nextRun ?? '—')) },
            ]}
          />
        </>
      ) : null}
      <form onSubmit={advance} className="qa-row">
        <label>
          Advance by <input value={duration} onChange={(e) => setDuration(e.target.value)} placeholder="1d12h" size={8} />
        </label>
        <button type="submit" disabled={move.isPending}>Advance</button>
      </form>
      <form onSubmit={jump} className="qa-row">
        <label>
          Jump to <input value={to} onChange={(e) => setTo(e.target.value)} placeholder="2026-12-01 08:00:00" size={20} />
        </label>
        <button type="submit" disabled={move.isPending || !to}>Jump</button>
      </form>
      <ActionError error={move.error} />
    </Panel>
  );
}
