import { useState, type FormEvent } from 'react';
import { ActionError, Panel } from '../panel.tsx';
import { useQaAction, useQaRead } from '../use-qa.ts';

interface MarketState {
  symbols: { symbol: string; price: string; steers: { kind: string; endTime: number }[] }[];
}

const CRYPTO = 'crypto group';

/** Market steers: crash or rally one symbol, or the whole crypto group by its betas. */
export function MarketPanel() {
  const market = useQaRead<MarketState>('/market/state', { everyMs: 5000 });
  const steer = useQaAction(
    (s: { target: string; kind: 'crash' | 'rally'; percent: string; durationSeconds: number }) =>
      s.target === CRYPTO
        ? { path: '/market/steer-group', method: 'POST', body: { group: 'crypto', kind: s.kind, percent: s.percent, durationSeconds: s.durationSeconds } }
        : { path: '/market/steer', method: 'POST', body: { symbol: s.target, kind: s.kind, percent: s.percent, durationSeconds: s.durationSeconds } },
    ['/market'],
  );
  const [target, setTarget] = useState(CRYPTO);
  const [percent, setPercent] = useState('20');
  const [seconds, setSeconds] = useState('60');
  const go = (kind: 'crash' | 'rally') => (e: FormEvent) => {
    e.preventDefault();
    steer.mutate({ target, kind, percent: percent.trim(), durationSeconds: Number.parseInt(seconds, 10) || 60 });
  };
  const symbols = market.data?.symbols ?? [];

  return (
    <Panel title="Market" loading={market.isPending} error={market.error} empty={symbols.length === 0} emptyText="No symbols loaded.">
      {symbols.length ? (
        <table>
          <thead>
            <tr><th>Symbol</th><th>Price</th><th>Steer</th></tr>
          </thead>
          <tbody>
            {symbols.map((s) => (
              <tr key={s.symbol}>
                <td>{s.symbol}</td>
                <td className="qa-num">{s.price}</td>
                <td>{s.steers.map((x) => `${x.kind} until ${new Date(x.endTime).toISOString().slice(11, 19)}`).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <form className="qa-row" onSubmit={go('crash')}>
        <select value={target} onChange={(e) => setTarget(e.target.value)} aria-label="Steer target">
          <option value={CRYPTO}>{CRYPTO}</option>
          {symbols.map((s) => <option key={s.symbol} value={s.symbol}>{s.symbol}</option>)}
        </select>
        <label>
          by % <input value={percent} onChange={(e) => setPercent(e.target.value)} size={4} />
        </label>
        <label>
          over s <input value={seconds} onChange={(e) => setSeconds(e.target.value)} size={5} />
        </label>
        <button type="submit" disabled={steer.isPending}>Crash</button>
        <button type="button" disabled={steer.isPending} onClick={go('rally')}>Rally</button>
      </form>
      {steer.isSuccess ? <p role="status">Steer set.</p> : null}
      <ActionError error={steer.error} />
    </Panel>
  );
}
