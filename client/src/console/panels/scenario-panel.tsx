import { ActionError, Panel } from '../panel.tsx';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { useQaAction, useQaRead } from '../use-qa.ts';
import { ScenarioFileExport, ScenarioFileLoad } from './scenario-file.tsx';

/** Named scenarios from the server (GET /state), each loaded in one click; a scenario file loaded or exported. */
export function ScenarioPanel() {
  const state = useQaRead({ route: qaRoutes.state });
  // A scenario replaces every row: every read is stale after it.
  const load = useQaAction((name: string) => ({ route: qaRoutes.scenario, body: { name } }), 'all');
  const loaded = state.data?.loaded;
  return (
    <Panel title="Scenarios" loading={state.isPending} error={state.error} empty={state.data?.scenarios.length === 0}>
      <p data-testid="scenario-loaded">
        Loaded: <strong>{loaded ? loaded.name : 'unknown'}</strong>
        {loaded ? <span className="qa-muted"> at {new Date(loaded.loadedAt).toISOString()}</span> : null}
      </p>
      <div className="qa-buttons">
        {state.data?.scenarios.map((name) => (
          <button key={name} type="button" disabled={load.isPending} onClick={() => load.mutate(name)}>
            {name}
          </button>
        ))}
      </div>
      {load.isPending ? <p className="qa-muted">Loading {String(load.variables)}…</p> : null}
      {load.isSuccess ? <p role="status">Loaded {String(load.variables)}.</p> : null}
      <ActionError error={load.error} />
      <h3>Scenario file</h3>
      <ScenarioFileLoad />
      <ScenarioFileExport />
    </Panel>
  );
}
