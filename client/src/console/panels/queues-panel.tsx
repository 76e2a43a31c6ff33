import { useState } from 'react';
import { RECORD_STATUS } from '@sandbox/shared/status';
import type { QaAutoApprove } from '@sandbox/shared/qa-wire';
import { ActionError, Panel } from '../panel.tsx';
import { QaTable } from '../qa-table.tsx';
import { UploadImage } from '../upload-image.tsx';
import { qaRoutes, type QaRoutes } from '@sandbox/shared/qa-routes';
import { qaRequest } from '../qa-client.ts';
import { useQaAction, useQaRead } from '../use-qa.ts';

/** The queues' decisions: each takes the application's id, a reject or a failure a reason. */
type DecisionRoute = QaRoutes[
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

interface Decision {
  route: DecisionRoute;
  id: string;
  reason?: string;
}

/** What a decision or the auto-approve switch changes: every queue. */
const QUEUE_READS = [qaRoutes['finance.pending'], qaRoutes['finance.autoApprove.show'], qaRoutes['kyc.list'], qaRoutes['loan.pending']];

/** The reason box shared by a queue's reject/fail buttons: empty means the server's default reason. */
function useReason() {
  const [reason, setReason] = useState('');
  const input = (
    <label className="qa-row">
      Reason <input value={reason} onChange={(e) => setReason(e.target.value)} placeholder="shown to the user" size={28} />
    </label>
  );
  return { reason: reason.trim() || undefined, input };
}

/**
 * The review queues the QA API exposes: deposits (approve/reject), withdrawals (approve/reject,
 * then pay/fail once approved), identity applications and loan applications (approve/reject).
 */
export function QueuesPanel() {
  const finance = useQaRead({ route: qaRoutes['finance.pending'], everyMs: 10_000 });
  const kyc = useQaRead({ route: qaRoutes['kyc.list'], everyMs: 10_000 });
  const loans = useQaRead({ route: qaRoutes['loan.pending'], everyMs: 10_000 });
  const decide = useQaAction(
    ({ route, id, reason }: Decision) => qaRequest(route, { params: { id }, body: reason === undefined ? {} : { reason } }),
    QUEUE_READS,
  );
  const { reason, input } = useReason();
  const auto = useQaRead({ route: qaRoutes['finance.autoApprove.show'] });
  const setAuto = useQaAction((body: QaAutoApprove) => ({ route: qaRoutes['finance.autoApprove.set'], body }), [qaRoutes['finance.pending'], qaRoutes['finance.autoApprove.show']]);
  const [delay, setDelay] = useState('30');
  const act = (route: DecisionRoute, id: string, withReason = false) => () => decide.mutate({ route, id, reason: withReason ? reason : undefined });
  const fail = (id: string) => () => decide.mutate({ route: qaRoutes['finance.withdrawals.fail'], id, reason: reason ?? 'Payout failed (sandbox)' });
  const busy = decide.isPending;
  const recharges = finance.data?.recharges ?? [];
  const withdrawals = finance.data?.withdrawals ?? [];

  return (
    <Panel title="Review queues">
      {input}
      <ActionError error={decide.error} />
      {auto.data ? (
        <p className="qa-row">
          <span data-testid="auto-approve">
            Auto-approve deposits and withdrawals: <strong>{auto.data.enabled ? `on, after ${auto.data.delaySeconds} s` : 'off'}</strong>
          </span>
          {auto.data.enabled ? (
            <button type="button" disabled={setAuto.isPending} onClick={() => setAuto.mutate({ enabled: false, delaySeconds: auto.data.delaySeconds })}>Turn off</button>
          ) : (
            <>
              <label>
                after s <input value={delay} onChange={(e) => setDelay(e.target.value)} size={5} />
              </label>
              <button type="button" disabled={setAuto.isPending} onClick={() => setAuto.mutate({ enabled: true, delaySeconds: Number.parseInt(delay, 10) || 0 })}>Turn on</button>
            </>
          )}
        </p>
      ) : null}
      <ActionError error={auto.error ?? setAuto.error} />

      <h3>Deposits</h3>
      <QueueState loading={finance.isPending} error={finance.error} empty={recharges.length === 0} />
      <QaTable
        label="Deposits"
        rows={recharges}
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

      <h3>Withdrawals</h3>
      <QueueState loading={finance.isPending} error={finance.error} empty={withdrawals.length === 0} />
      <QaTable
        label="Withdrawals"
        rows={withdrawals}
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
                  <button type="button" disabled={busy} onClick={fail(w.id)}>Fail</button>
                </>
              ),
          },
        ]}
      />

      <h3>Identity applications</h3>
      <QueueState loading={kyc.isPending} error={kyc.error} empty={kyc.data?.length === 0} />
      <QaTable
        label="Identity applications"
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
                <button type="button" disabled={busy} onClick={() => decide.mutate({ route: qaRoutes['kyc.reject'], id: k.id, reason: reason ?? 'Rejected by review (sandbox)' })}>Reject</button>
              </>
            ),
          },
        ]}
      />

      <h3>Loans</h3>
      <QueueState loading={loans.isPending} error={loans.error} empty={loans.data?.length === 0} />
      <QaTable
        label="Loans"
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
    </Panel>
  );
}

function QueueState({ loading, error, empty }: { loading: boolean; error: unknown; empty: boolean }) {
  if (loading) return <p className="qa-muted">Loading…</p>;
  if (error) return <p role="alert" className="qa-error">{error instanceof Error ? error.message : String(error)}</p>;
  return empty ? <p className="qa-muted">Queue empty.</p> : null;
}
