import { useState } from 'react';
import type { QaAutoApprove } from '@sandbox/shared/qa-wire';
import { ActionError, Panel } from '../panel.tsx';
import { qaRoutes, type QaResult, type QaRoutes } from '@sandbox/shared/qa-routes';
import { qaRequest } from '../qa-client.ts';
import { useQaAction, useQaRead } from '../use-qa.ts';
import { DepositsQueue, IdentityQueue, LoansQueue, WithdrawalsQueue, type DecisionRoute, type QueueDecisions } from './queue-tables.tsx';

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

/** Deciding applications: the reason box, the last decision's error, and what every queue's buttons do. */
function useDecisions() {
  const decide = useQaAction(
    ({ route, id, reason }: Decision) => qaRequest(route, { params: { id }, body: reason === undefined ? {} : { reason } }),
    QUEUE_READS,
  );
  const { reason, input } = useReason();
  const decisions: QueueDecisions = {
    busy: decide.isPending,
    act: (route, id, withReason = false) => () => decide.mutate({ route, id, reason: withReason ? reason : undefined }),
    withReasonOr: (route, id, fallback) => () => decide.mutate({ route, id, reason: reason ?? fallback }),
  };
  return { input, error: decide.error, decisions };
}

/** The auto-approve switch of deposits and withdrawals: on after so many seconds, or off. */
function AutoApprove({ auto, readError }: { auto: QaResult<QaRoutes['finance.autoApprove.show']> | undefined; readError: unknown }) {
  const setAuto = useQaAction((body: QaAutoApprove) => ({ route: qaRoutes['finance.autoApprove.set'], body }), [qaRoutes['finance.pending'], qaRoutes['finance.autoApprove.show']]);
  const [delay, setDelay] = useState('30');
  return (
    <>
      {auto ? (
        <p className="qa-row">
          <span data-testid="auto-approve">
            Auto-approve deposits and withdrawals: <strong>{auto.enabled ? `on, after ${auto.delaySeconds} s` : 'off'}</strong>
          </span>
          {auto.enabled ? (
            <button type="button" disabled={setAuto.isPending} onClick={() => setAuto.mutate({ enabled: false, delaySeconds: auto.delaySeconds })}>Turn off</button>
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
      <ActionError error={readError ?? setAuto.error} />
    </>
  );
}

/**
 * The review queues the QA API exposes: deposits (approve/reject), withdrawals (approve/reject,
 * then pay/fail once approved), identity applications and loan applications (approve/reject).
 */
export function QueuesPanel() {
  const finance = useQaRead({ route: qaRoutes['finance.pending'], everyMs: 10_000 });
  const kyc = useQaRead({ route: qaRoutes['kyc.list'], everyMs: 10_000 });
  const loans = useQaRead({ route: qaRoutes['loan.pending'], everyMs: 10_000 });
  const { input, error, decisions } = useDecisions();
  const auto = useQaRead({ route: qaRoutes['finance.autoApprove.show'] });

  return (
    <Panel title="Review queues">
      {input}
      <ActionError error={error} />
      <AutoApprove auto={auto.data} readError={auto.error} />

      <DepositsQueue finance={finance} decisions={decisions} />

      <WithdrawalsQueue finance={finance} decisions={decisions} />

      <IdentityQueue kyc={kyc} decisions={decisions} />

      <LoansQueue loans={loans} decisions={decisions} />
    </Panel>
  );
}
