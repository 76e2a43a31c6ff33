import { useState, type FormEvent } from 'react';
import { ActionError, Panel } from '../panel.tsx';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { qaRequest } from '../qa-client.ts';
import { useQaAction, useQaRead } from '../use-qa.ts';
import { PriceChart } from './price-chart.tsx';

const CRYPTO = 'crypto group';
/** What a market action changes: the symbols' steers and the stream state. */
const MARKET_READS = [qaRoutes['market.state'], qaRoutes['market.stream']];
const clockTime = (ms: number) => new Date(ms).toISOString().slice(11, 19);

type SteerVars = { target: string; kind: 'crash' | 'rally' | 'flat' | 'target'; percent: string; price: string; durationSeconds: number };

/**
 * The market: a live chart of one symbol with its steers; crash, rally, steer to a price or hold one symbol flat
 * (or crash/rally the whole crypto group by its betas); replay an uploaded CSV of candles; the
 * presenter's good day; faults on the price stream (a gap, a stale quote, every stream dropped).
 */
export function MarketPanel() {
  const market = useQaRead({ route: qaRoutes['market.state'], everyMs: 5000 });
  const stream = useQaRead({ route: qaRoutes['market.stream'], everyMs: 5000 });
  const steer = useQaAction(
    (s: SteerVars) =>
      s.target === CRYPTO
        // The group's buttons are crash and rally only (target and flat are for one symbol).
        ? { route: qaRoutes['market.steerGroup'], body: { group: 'crypto', kind: s.kind as 'crash' | 'rally', percent: s.percent, durationSeconds: s.durationSeconds } }
        : {
            route: qaRoutes['market.steer'],
            body: {
              symbol: s.target,
              kind: s.kind,
              durationSeconds: s.durationSeconds,
              ...(s.kind === 'flat' ? {} : s.kind === 'target' ? { targetPrice: s.price } : { percent: s.percent }),
            },
          },
    MARKET_READS,
  );
  const replay = useQaAction((r: { symbol: string; mode: 'scaled' | 'absolute'; csv: string }) => ({ route: qaRoutes['market.replay'], body: r }), MARKET_READS);
  const goodDay = useQaAction((durationSeconds: number) => ({ route: qaRoutes['market.goodDay'], body: { durationSeconds } }), MARKET_READS);
  const fault = useQaAction(
    (f: { kind: 'drop' | 'gap' | 'stale'; seconds: number }) =>
      f.kind === 'drop' ? { route: qaRoutes['market.stream.drop'] } : qaRequest(qaRoutes[`market.stream.${f.kind}`], { body: { seconds: f.seconds } }),
    [...MARKET_READS, qaRoutes['faults.list']],
  );

  const [target, setTarget] = useState(CRYPTO);
  const [percent, setPercent] = useState('20');
  const [price, setPrice] = useState('');
  const [seconds, setSeconds] = useState('60');
  const [chartSymbol, setChartSymbol] = useState('');
  const [replaySymbol, setReplaySymbol] = useState('');
  const [replayMode, setReplayMode] = useState<'scaled' | 'absolute'>('scaled');
  const [replayFile, setReplayFile] = useState<File | null>(null);
  const [daySeconds, setDaySeconds] = useState('600');
  const [faultSeconds, setFaultSeconds] = useState('10');

  const symbols = market.data?.symbols ?? [];
  const shownSymbol = chartSymbol || symbols[0]?.symbol || '';
  const chartSteers = symbols.find((s) => s.symbol === shownSymbol)?.steers ?? [];
  const go = (kind: SteerVars['kind']) => (e?: FormEvent) => {
    e?.preventDefault();
    steer.mutate({ target, kind, percent: percent.trim(), price: price.trim(), durationSeconds: Number.parseInt(seconds, 10) || 60 });
  };
  const sendReplay = async (e: FormEvent) => {
    e.preventDefault();
    const symbol = replaySymbol || symbols[0]?.symbol;
    if (!replayFile || !symbol) return;
    replay.mutate({ symbol, mode: replayMode, csv: await replayFile.text() });
  };
  const faultFor = Number.parseInt(faultSeconds, 10) || 10;

  return (
    <Panel title="Market" loading={market.isPending} error={market.error} empty={symbols.length === 0} emptyText="No symbols loaded.">
      {symbols.length ? (
        <>
          <div className="qa-row">
            <label>
              Chart{' '}
              <select value={shownSymbol} onChange={(e) => setChartSymbol(e.target.value)} aria-label="Chart symbol">
                {symbols.map((s) => <option key={s.symbol} value={s.symbol}>{s.symbol}</option>)}
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
        <button type="button" disabled={steer.isPending} onClick={() => go('rally')()}>Rally</button>
        <label>
          to price <input value={price} onChange={(e) => setPrice(e.target.value)} size={9} />
        </label>
        <button type="button" disabled={steer.isPending || target === CRYPTO || !price.trim()} onClick={() => go('target')()}>
          Target
        </button>
        <button type="button" disabled={steer.isPending || target === CRYPTO} onClick={() => go('flat')()} title="Hold one symbol's price for the seconds given">
          Flat
        </button>
      </form>
      {steer.isSuccess ? <p role="status">Steer set.</p> : null}
      <ActionError error={steer.error} />

      <form className="qa-row" onSubmit={(e) => void sendReplay(e)} aria-label="CSV replay">
        <select value={replaySymbol || symbols[0]?.symbol || ''} onChange={(e) => setReplaySymbol(e.target.value)} aria-label="Replay symbol">
          {symbols.map((s) => <option key={s.symbol} value={s.symbol}>{s.symbol}</option>)}
        </select>
        <input type="file" accept=".csv,text/csv" aria-label="Candles CSV" onChange={(e) => setReplayFile(e.target.files?.[0] ?? null)} />
        <select value={replayMode} onChange={(e) => setReplayMode(e.target.value as 'scaled' | 'absolute')} aria-label="Replay mode">
          <option value="scaled">scaled to the current price</option>
          <option value="absolute">closes as prices</option>
        </select>
        <button type="submit" disabled={!replayFile || replay.isPending}>Replay</button>
      </form>
      <p className="qa-muted">CSV: a header offset,open,high,low,close (seconds after the first row) or timestamp,open,high,low,close; up to 5,000 rows within a week.</p>
      {replay.isSuccess ? <p role="status">Replay set.</p> : null}
      <ActionError error={replay.error} />

      <form
        className="qa-row"
        onSubmit={(e) => {
          e.preventDefault();
          goodDay.mutate(Number.parseInt(daySeconds, 10) || 600);
        }}
      >
        <label>
          good day over s <input value={daySeconds} onChange={(e) => setDaySeconds(e.target.value)} size={6} />
        </label>
        <button type="submit" disabled={goodDay.isPending} title="Calm open, a crypto-wide rally, a pull-back, a strong close">
          Good day
        </button>
      </form>
      {goodDay.isSuccess ? <p role="status">Good day scheduled.</p> : null}
      <ActionError error={goodDay.error} />

      <h3>Price stream</h3>
      <p>
        {stream.data ? `${stream.data.open} open` : '…'}
        {stream.data?.faults.map((f) => ` · ${f.kind}${f.until ? ` until ${clockTime(f.until)}` : ''}`).join('')}
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
    </Panel>
  );
}
