import { useState } from 'react';
import { ActionError, Panel } from '../panel.tsx';
import { qaRoutes, type QaResult, type QaRoutes } from '@sandbox/shared/qa-routes';
import { qaRequest } from '../qa-client.ts';
import { useQaAction, useQaRead } from '../use-qa.ts';
import { GoodDayForm, MARKET_READS, ReplayForm, SteerForm, SymbolOptions } from './market-steers.tsx';
import { PriceChart } from './price-chart.tsx';

const clockTime = (ms: number) => new Date(ms).toISOString().slice(11, 19);

type MarketSymbol = QaResult<QaRoutes['market.state']>['symbols'][number];

/** A live chart of the chosen symbol with its steers, and every symbol's price and steers; nothing without symbols (the chosen one is kept). */
function MarketChart({ symbols }: { symbols: readonly MarketSymbol[] }) {
  const [chartSymbol, setChartSymbol] = useState('');
  const shownSymbol = chartSymbol || symbols[0]?.symbol || '';
  const chartSteers = symbols.find((s) => s.symbol === shownSymbol)?.steers ?? [];
  if (symbols.length === 0) return null;
  return (
    <>
      <div className="qa-row">
        <label>
          Chart{' '}
          <select value={shownSymbol} onChange={(e) => setChartSymbol(e.target.value)} aria-label="Chart symbol">
            <SymbolOptions symbols={symbols} />
          </select>
        </label>
      </div>
      <PriceChart symbol={shownSymbol} steers={chartSteers} />
      <table>
        <thead>
          <tr><th>Symbol</th><th>Price</th><th>Steer</th></tr>
        </thead>
        <tbody>
          {symbols.map((s) => (
            <tr key={s.symbol}>
              <td>{s.symbol}</td>
              <td className="qa-num">{s.price}</td>
              <td>{s.steers.map((x) => `${x.kind} ${x.pending ? `from ${clockTime(x.startTime)} ` : ''}until ${clockTime(x.endTime)}`).join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The price stream's state and its faults: a gap, a stale quote, every stream dropped. */
function StreamFaults({ stream }: { stream: QaResult<QaRoutes['market.stream']> | undefined }) {
  const fault = useQaAction(
    (f: { kind: 'drop' | 'gap' | 'stale'; seconds: number }) =>
      f.kind === 'drop' ? { route: qaRoutes['market.stream.drop'] } : qaRequest(qaRoutes[`market.stream.${f.kind}`], { body: { seconds: f.seconds } }),
    [...MARKET_READS, qaRoutes['faults.list']],
  );
  const [faultSeconds, setFaultSeconds] = useState('10');
  const faultFor = Number.parseInt(faultSeconds, 10) || 10;
  return (
    <>
      <h3>Price stream</h3>
      <p>
        {stream ? `${stream.open} open` : '…'}
        {stream?.faults.map((f) => ` · ${f.kind}${f.until ? ` until ${clockTime(f.until)}` : ''}`).join('')}
      </p>
      <div className="qa-row">
        <label>
          for s <input value={faultSeconds} onChange={(e) => setFaultSeconds(e.target.value)} size={4} aria-label="Stream fault seconds" />
        </label>
        <button type="button" disabled={fault.isPending} onClick={() => fault.mutate({ kind: 'gap', seconds: faultFor })}>Gap</button>
        <button type="button" disabled={fault.isPending} onClick={() => fault.mutate({ kind: 'stale', seconds: faultFor })}>Stale quote</button>
        <button type="button" disabled={fault.isPending} onClick={() => fault.mutate({ kind: 'drop', seconds: 0 })}>Drop streams</button>
      </div>
      <ActionError error={fault.error} />
    </>
  );
}

/**
 * The market: a live chart of one symbol with its steers; crash, rally, steer to a price or hold one symbol flat
 * (or crash/rally the whole crypto group by its betas); replay an uploaded CSV of candles; the
 * presenter's good day; faults on the price stream (a gap, a stale quote, every stream dropped).
 */
export function MarketPanel() {
  const market = useQaRead({ route: qaRoutes['market.state'], everyMs: 5000 });
  // Read here, not in StreamFaults: the panel mounts its body once the market state has loaded, and the stream is asked for with it.
  const stream = useQaRead({ route: qaRoutes['market.stream'], everyMs: 5000 });
  const symbols = market.data?.symbols ?? [];

  return (
    <Panel title="Market" loading={market.isPending} error={market.error} empty={symbols.length === 0} emptyText="No symbols loaded.">
      <MarketChart symbols={symbols} />
      <SteerForm symbols={symbols} />

      <ReplayForm symbols={symbols} />

      <GoodDayForm />

      <StreamFaults stream={stream.data} />
    </Panel>
  );
}
