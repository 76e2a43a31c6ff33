import type { Key } from 'react';
import { RECORD_STATUS } from '@sandbox/shared/status';
import { qaRoutes, type QaResult, type QaRoutes } from '@sandbox/shared/qa-routes';
import { QaTable, type QaColumn } from '../qa-table.tsx';
import { UploadImage } from '../upload-image.tsx';

/** The review queues' tables (queues-panel.tsx): deposits, withdrawals, identity and loan applications, each with its decisions. */

/** The queues' decisions: each takes the application's id, a reject or a failure a reason. */
export type DecisionRoute = QaRoutes[
  | 'finance.recharges.approve'
  | 'finance.recharges.reject'
  | 'finance.withdrawals.approve'
  | 'finance.withdrawals.reject'
  | 'finance.withdrawals.pay'
  | 'finance.withdrawals.fail'
  | 'kyc.approve'
  | 'kyc.reject'
  | 'loan.approve'
  | 'loan.reject'];

/** What a queue's buttons do: each gives the click handler of one decision on one application. */
export interface QueueDecisions {
  /** A decision is in flight: every button waits. */
  busy: boolean;
  /** Approve, reject or pay; `withReason` sends the typed reason (none typed: the server's default). */
  act: (route: DecisionRoute, id: string, withReason?: boolean) => () => void;
  /** A decision whose route requires a reason: the typed one, else `fallback`. */
  withReasonOr: (route: DecisionRoute, id: string, fallback: string) => () => void;
}

/** A queue's read as the tables use it. */
interface QueueRead<T> {
  isPending: boolean;
  error: unknown;
  data: T | undefined;
}

function QueueState({ loading, error, empty }: { loading: boolean; error: unknown; empty: boolean }) {
  if (loading) return <p className="qa-muted">Loading…</p>;
  if (error) return <p role="alert" className="qa-error">{error instanceof Error ? error.message : String(error)}</p>;
  return empty ? <p className="qa-muted">Queue empty.</p> : null;
}

/** One queue: its heading, its state line, and its table, named as the heading. */
function Queue<T>({ label, read, rows, rowKey, columns }: { label: string; read: QueueRead<unknown>; rows: readonly T[] | undefined; rowKey: (row: T) => Key; columns: ReadonlyArray<QaColumn<T>> }) {
  return (
    <>
      <h3>{label}</h3>
      <QueueState loading={read.isPending} error={read.error} empty={rows?.length === 0} />
      <QaTable label={label} rows={rows} rowKey={rowKey} columns={columns} />
    </>
  );
}

type Finance = QaResult<QaRoutes['finance.pending']>;

/** Deposits, with the proof: approve or reject. */
export function DepositsQueue({ finance, decisions: { busy, act } }: { finance: QueueRead<Finance>; decisions: QueueDecisions }) {
  return (
    <Queue
      label="Deposits"
      read={finance}
      rows={finance.data?.recharges ?? []}
      rowKey={(r) => r.id}
      columns={[
        { cell: (r) => r.orderNo },
        { cell: (r) => r.userId },
        { cell: (r) => `${r.amount} ${r.currency}`, className: 'qa-num' },
        { cell: (r) => r.createdAt },
        { cell: (r) => <UploadImage url={r.proofUrl} label="Proof" /> },
        {
          className: 'qa-buttons',
          cell: (r) => (
            <>
              <button type="button" disabled={busy} onClick={act(qaRoutes['finance.recharges.approve'], r.id)}>Approve</button>
              <button type="button" disabled={busy} onClick={act(qaRoutes['finance.recharges.reject'], r.id, true)}>Reject</button>
            </>
          ),
        },
      ]}
    />
  );
}

/** Withdrawals: approve or reject under review, then pay or fail once approved. */
export function WithdrawalsQueue({ finance, decisions: { busy, act, withReasonOr } }: { finance: QueueRead<Finance>; decisions: QueueDecisions }) {
  return (
    <Queue
      label="Withdrawals"
      read={finance}
      rows={finance.data?.withdrawals ?? []}
      rowKey={(w) => w.id}
      columns={[
        { cell: (w) => w.orderNo },
        { cell: (w) => w.userId },
        { cell: (w) => `${w.amount} ${w.currency}`, className: 'qa-num' },
        { cell: (w) => w.address ?? w.accountNo },
        { cell: (w) => (w.status === RECORD_STATUS.UNDER_REVIEW ? 'under review' : 'approved, unpaid') },
        {
          className: 'qa-buttons',
          cell: (w) =>
            w.status === RECORD_STATUS.UNDER_REVIEW ? (
              <>
                <button type="button" disabled={busy} onClick={act(qaRoutes['finance.withdrawals.approve'], w.id)}>Approve</button>
                <button type="button" disabled={busy} onClick={act(qaRoutes['finance.withdrawals.reject'], w.id, true)}>Reject</button>
              </>
            ) : (
              <>
                <button type="button" disabled={busy} onClick={act(qaRoutes['finance.withdrawals.pay'], w.id)}>Pay</button>
                <button type="button" disabled={busy} onClick={withReasonOr(qaRoutes['finance.withdrawals.fail'], w.id, 'Payout failed (sandbox)')}>Fail</button>
              </>
            ),
        },
      ]}
    />
  );
}

/** Identity applications, with their pictures: approve or reject. */
export function IdentityQueue({ kyc, decisions: { busy, act, withReasonOr } }: { kyc: QueueRead<QaResult<QaRoutes['kyc.list']>>; decisions: QueueDecisions }) {
  return (
    <Queue
      label="Identity applications"
      read={kyc}
      rows={kyc.data}
      rowKey={(k) => k.id}
      columns={[
        { cell: (k) => k.userId },
        { cell: (k) => k.realName },
        { cell: (k) => `level ${k.level}` },
        { cell: (k) => k.docNumber },
        { cell: (k) => k.submittedAt },
        {
          className: 'qa-buttons',
          cell: (k) => (
            <>
              <UploadImage url={k.frontUrl} label="Front" />
              <UploadImage url={k.backUrl} label="Back" />
              <UploadImage url={k.portraitUrl} label="Portrait" />
            </>
          ),
        },
        {
          className: 'qa-buttons',
          cell: (k) => (
            <>
              <button type="button" disabled={busy} onClick={act(qaRoutes['kyc.approve'], k.id)}>Approve</button>
              {/* The identity route requires a reason. */}
              <button type="button" disabled={busy} onClick={withReasonOr(qaRoutes['kyc.reject'], k.id, 'Rejected by review (sandbox)')}>Reject</button>
            </>
          ),
        },
      ]}
    />
  );
}

/** Loan applications: approve or reject. */
export function LoansQueue({ loans, decisions: { busy, act } }: { loans: QueueRead<QaResult<QaRoutes['loan.pending']>>; decisions: QueueDecisions }) {
  return (
    <Queue
      label="Loans"
      read={loans}
      rows={loans.data}
      rowKey={(l) => l.id}
      columns={[
        { cell: (l) => l.orderNo },
        { cell: (l) => l.userId },
        { cell: (l) => `${l.amount} ${l.currency}`, className: 'qa-num' },
        { cell: (l) => `${l.days} days` },
        {
          className: 'qa-buttons',
          cell: (l) => (
            <>
              <button type="button" disabled={busy} onClick={act(qaRoutes['loan.approve'], l.id)}>Approve</button>
              <button type="button" disabled={busy} onClick={act(qaRoutes['loan.reject'], l.id, true)}>Reject</button>
            </>
          ),
        },
      ]}
    />
  );
}
