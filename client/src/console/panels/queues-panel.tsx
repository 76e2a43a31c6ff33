import { useState } from 'react';
import { RECORD_STATUS } from '@sandbox/shared/status';
import { ActionError, Panel } from '../panel.tsx';
import { QaTable } from '../qa-table.tsx';
import { UploadImage } from '../upload-image.tsx';
import { useQaAction, useQaRead } from '../use-qa.ts';

interface MoneyRecord {
  id: string;
  orderNo: string;
  userId: string;
  currency: string;
  amount: string;
  status: number;
  createdAt: string;
}
interface FinancePending {
  recharges: (MoneyRecord & { proofUrl: string | null; txHash?: string | null })[];
  withdrawals: (MoneyRecord & { receiveAmount: string; address: string | null; accountNo: string | null })[];
}
interface KycApplication {
  id: string;
  userId: string;
  level: number;
  realName: string;
  docType: string | number;
  docNumber: string;
  frontUrl: string | null;
  backUrl: string | null;
  portraitUrl: string | null;
  submittedAt: string;
}
interface LoanApplication {
  id: string;
  orderNo: string;
  userId: string;
  currency: string;
  amount: string;
  days: number;
  createdAt: string;
}

interface Decision {
  path: string;
  reason?: string;
}

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
  const finance = useQaRead<FinancePending>('/finance/pending', { everyMs: 10_000 });
  const kyc = useQaRead<KycApplication[]>('/kyc', { everyMs: 10_000 });
  const loans = useQaRead<LoanApplication[]>('/loan/pending', { everyMs: 10_000 });
  const decide = useQaAction(
    ({ path, reason }: Decision) => ({ path, method: 'POST', body: reason === undefined ? {} : { reason } }),
    ['/finance', '/kyc', '/loan'],
  );
  const { reason, input } = useReason();
  const auto = useQaRead<{ enabled: boolean; delaySeconds: number }>('/finance/auto-approve');
  const setAuto = useQaAction((body: { enabled: boolean; delaySeconds: number }) => ({ path: '/finance/auto-approve', method: 'POST', body }), ['/finance']);
  const [delay, setDelay] = useState('30');
  const act = (path: string, withReason = false) => () => decide.mutate({ path, reason: withReason ? reason : undefined });
  const fail = (path: string) => () => decide.mutate({ path, reason: reason ?? 'Payout failed (sandbox)' });
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
                <button type="button" disabled={busy} onClick={act(`/finance/recharges/${r.id}/approve`)}>Approve</button>
                <button type="button" disabled={busy} onClick={act(`/finance/recharges/${r.id}/reject`, true)}>Reject</button>
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
                  <button type="button" disabled={busy} onClick={act(`/finance/withdrawals/${w.id}/approve`)}>Approve</button>
                  <button type="button" disabled={busy} onClick={act(`/finance/withdrawals/${w.id}/reject`, true)}>Reject</button>
                </>
              ) : (
                <>
                  <button type="button" disabled={busy} onClick={act(`/finance/withdrawals/${w.id}/pay`)}>Pay</button>
                  <button type="button" disabled={busy} onClick={fail(`/finance/withdrawals/${w.id}/fail`)}>Fail</button>
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
                <button type="button" disabled={busy} onClick={act(`/kyc/${k.id}/approve`)}>Approve</button>
                {/* The identity route requires a reason. */}
                <button type="button" disabled={busy} onClick={() => decide.mutate({ path: `/kyc/${k.id}/reject`, reason: reason ?? 'Rejected by review (sandbox)' })}>Reject</button>
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
                <button type="button" disabled={busy} onClick={act(`/loan/${l.id}/approve`)}>Approve</button>
                <button type="button" disabled={busy} onClick={act(`/loan/${l.id}/reject`, true)}>Reject</button>
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
