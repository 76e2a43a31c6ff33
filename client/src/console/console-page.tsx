import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { ChatPanel } from './panels/chat-panel.tsx';
import { ClockPanel } from './panels/clock-panel.tsx';
import { FaultsPanel } from './panels/faults-panel.tsx';
import { InboxPanel } from './panels/inbox-panel.tsx';
import { MarketPanel } from './panels/market-panel.tsx';
import { QueuesPanel } from './panels/queues-panel.tsx';
import { RequestsPanel } from './panels/requests-panel.tsx';
import { ScenarioPanel } from './panels/scenario-panel.tsx';
import { SnapshotPanel } from './panels/snapshot-panel.tsx';
import { UsersPanel } from './panels/users-panel.tsx';
import { QA_DOCS_PATH, qaRoutes } from '@sandbox/shared/qa-routes';
import { forgetToken, isTokenRefused, qa, readToken, saveToken } from './qa-client.ts';

export const REFUSED_MESSAGE = 'The server refused this QA token. Paste the token printed when the server started (DATA_DIR/qa-token).';

/**
 * The sandbox console: a token gate, then every panel. A refused token anywhere (a wrong paste,
 * a server restarted with a new token) drops the token and shows the gate with the reason, and
 * nothing else: no panel stays on screen with stale data.
 */
export function ConsolePage() {
  const [token, setToken] = useState<string | null>(readToken);
  const [refused, setRefused] = useState<string | null>(null);

  const refuse = () => {
    forgetToken();
    setToken(null);
    setRefused(REFUSED_MESSAGE);
  };

  const client = useMemo(() => {
    const onError = (error: unknown) => {
      if (isTokenRefused(error)) refuse();
    };
    return new QueryClient({
      queryCache: new QueryCache({ onError }),
      mutationCache: new MutationCache({ onError }),
      // A refused or failed QA call is shown at once: retrying hides the reason for seconds.
      defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
    });
    // One client per token: a new token starts from nothing cached.
  }, [token]);

  if (!token) {
    return (
      <TokenGate
        refused={refused}
        onAccepted={(t) => {
          setRefused(null);
          setToken(t);
        }}
        onRefused={(message) => setRefused(message)}
      />
    );
  }

  return (
    <QueryClientProvider client={client}>
      <header className="qa-top">
        <h1>Sandbox console</h1>
        {/* The QA API's OpenAPI document (served by the API on loopback, no token needed to read it). */}
        <a className="qa-docs-link" href={QA_DOCS_PATH} target="_blank" rel="noreferrer">
          QA API docs
        </a>
        <button
          type="button"
          onClick={() => {
            forgetToken();
            setToken(null);
          }}
        >
          Forget token
        </button>
      </header>
      <main className="qa-grid">
        <ScenarioPanel />
        <ClockPanel />
        <QueuesPanel />
        <UsersPanel />
        <InboxPanel />
        <SnapshotPanel />
        <MarketPanel />
        <FaultsPanel />
        <RequestsPanel />
        <ChatPanel />
      </main>
    </QueryClientProvider>
  );
}

interface TokenGateProps {
  refused: string | null;
  onAccepted: (token: string) => void;
  onRefused: (message: string) => void;
}

/** Paste once: the token is tried against GET /__qa/state before any panel is shown. */
export function TokenGate({ refused, onAccepted, onRefused }: TokenGateProps) {
  const [value, setValue] = useState('');
  const [checking, setChecking] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const token = value.trim();
    if (!token) return;
    saveToken(token);
    setChecking(true);
    try {
      await qa({ route: qaRoutes.state });
      onAccepted(token);
    } catch (error) {
      forgetToken();
      onRefused(isTokenRefused(error) ? REFUSED_MESSAGE : `The QA API did not answer: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setChecking(false);
    }
  };

  return (
    <main className="qa-gate">
      <h1>Sandbox console</h1>
      <p>Staff only. Paste the QA token to continue; it is kept for this tab only.</p>
      <form onSubmit={(e) => void submit(e)}>
        <label>
          QA token <input type="password" autoComplete="off" value={value} onChange={(e) => setValue(e.target.value)} />
        </label>
        <button type="submit" disabled={checking || !value.trim()}>
          {checking ? 'Checking…' : 'Open console'}
        </button>
      </form>
      {refused ? (
        <p role="alert" className="qa-error">
          {refused}
        </p>
      ) : null}
    </main>
  );
}
