import type { ReactNode } from 'react';
import { QaError } from './qa-client.ts';

interface PanelProps {
  title: string;
  /** Loading, error and empty states, in that order of precedence, replace the body. */
  loading?: boolean;
  error?: unknown;
  empty?: boolean;
  emptyText?: string;
  actions?: ReactNode;
  children?: ReactNode;
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** One box of the console: a titled section with its state line. */
export function Panel({ title, loading, error, empty, emptyText = 'Nothing here.', actions, children }: PanelProps) {
  const slug = title.toLowerCase().replace(/[^a-z]+/g, '-');
  return (
    <section className="qa-panel" aria-labelledby={`panel-${slug}`}>
      <header>
        <h2 id={`panel-${slug}`}>{title}</h2>
        {actions}
      </header>
      {error ? (
        <p role="alert" className="qa-error">
          {errorText(error)}
        </p>
      ) : null}
      {loading ? <p className="qa-muted">Loading…</p> : empty && !error ? <p className="qa-muted">{emptyText}</p> : null}
      {loading ? null : children}
    </section>
  );
}

/** The error of the last action, beside its buttons. */
export function ActionError({ error }: { error: unknown }) {
  if (!error) return null;
  const problems = error instanceof QaError ? error.problems : [];
  return (
    <div role="alert" className="qa-error">
      <p>{errorText(error)}</p>
      {problems.length > 0 ? (
        <ul>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
