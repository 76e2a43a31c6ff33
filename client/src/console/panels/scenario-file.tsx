import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { ActionError } from '../panel.tsx';
import { qa } from '../qa-client.ts';
import { useQaAction } from '../use-qa.ts';

/**
 * A scenario file (docs/scenarios.md) chosen from disk and loaded, replacing the state or merged
 * into it; a file that does not fit lists every problem with its place and changes nothing.
 */
export function ScenarioFileLoad() {
  const [file, setFile] = useState<File | null>(null);
  const [merge, setMerge] = useState(false);
  // A file replaces (or adds) rows everywhere: every read is stale after it.
  const load = useQaAction(
    (vars: { fileName: string; text: string; merge: boolean }) => ({
      route: qaRoutes['scenario.file'],
      body: vars,
    }),
    'all',
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (file) load.mutate({ fileName: file.name, text: await file.text(), merge });
  };
  return (
    <>
      <form onSubmit={submit} className="qa-row">
        <label>
          Scenario file{' '}
          <input
            type="file"
            accept=".yaml,.yml,.json"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
        <label>
          <input type="checkbox" checked={merge} onChange={(e) => setMerge(e.target.checked)} />{' '}
          Merge into the current state
        </label>
        <button type="submit" disabled={!file || load.isPending}>
          Load file
        </button>
      </form>
      {load.isPending ? <p className="qa-muted">Loading {file?.name}…</p> : null}
      {load.isSuccess ? (
        <p role="status">
          {load.variables.merge ? 'Merged' : 'Loaded'} {load.variables.fileName}.
        </p>
      ) : null}
      <ActionError error={load.error} />
    </>
  );
}

/** The state (of some users, or all) exported as a scenario file and saved by the browser. */
export function ScenarioFileExport() {
  const [users, setUsers] = useState('');
  const exported = useMutation({
    mutationFn: () =>
      qa({
        route: qaRoutes['scenario.export'],
        query: { users: users.replace(/\s+/g, '') || undefined },
      }),
    onSuccess: ({ text }) => {
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([text], { type: 'application/yaml' }));
      link.download = `scenario-${new Date().toISOString().replace(/[:.]/g, '-')}.yaml`;
      link.click();
      URL.revokeObjectURL(link.href);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    exported.mutate();
  };
  return (
    <>
      <form onSubmit={submit} className="qa-row">
        <label>
          Users{' '}
          <input
            value={users}
            onChange={(e) => setUsers(e.target.value)}
            placeholder="alice,bob (empty: all)"
          />
        </label>
        <button type="submit" disabled={exported.isPending}>
          Export state
        </button>
      </form>
      {exported.isSuccess ? (
        <p role="status">
          Exported {exported.data.users} user(s) and {exported.data.positions} position(s).
        </p>
      ) : null}
      <ActionError error={exported.error} />
    </>
  );
}
