import { useState, type FormEvent } from 'react';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { ActionError } from '../panel.tsx';
import { useQaAction } from '../use-qa.ts';

/** The market panel's actions on prices (market-panel.tsx): steer, replay a CSV, the good day. */

const CRYPTO = 'crypto group';
/** What a market action changes: the symbols' steers and the stream state. */
export const MARKET_READS = [qaRoutes['market.state'], qaRoutes['market.stream']];

type SteerVars = { target: string; kind: 'crash' | 'rally' | 'flat' | 'target'; percent: string; price: string; durationSeconds: number };
type Symbols = readonly { symbol: string }[];

/** One option per symbol, for a symbol select. */
export function SymbolOptions({ symbols }: { symbols: Symbols }) {
  return symbols.map((s) => <option key={s.symbol} value={s.symbol}>{s.symbol}</option>);
}

/** Crash, rally, steer to a price or hold one symbol flat; crash or rally the whole crypto group by its betas. */
export function SteerForm({ symbols }: { symbols: Symbols }) {
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
  const [target, setTarget] = useState(CRYPTO);
  const [percent, setPercent] = useState('20');
  const [price, setPrice] = useState('');
  const [seconds, setSeconds] = useState('60');
  const go = (kind: SteerVars['kind']) => (e?: FormEvent) => {
    e?.preventDefault();
    steer.mutate({ target, kind, percent: percent.trim(), price: price.trim(), durationSeconds: Number.parseInt(seconds, 10) || 60 });
  };

  return (
    <>
      <form className="qa-row" onSubmit={go('crash')}>
        <select value={target} onChange={(e) => setTarget(e.target.value)} aria-label="Steer target">
          <option value={CRYPTO}>{CRYPTO}</option>
          <SymbolOptions symbols={symbols} />
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
    </>
  );
}

/** Replay an uploaded CSV of candles on one symbol, scaled to its price or as prices. */
export function ReplayForm({ symbols }: { symbols: Symbols }) {
  const replay = useQaAction((r: { symbol: string; mode: 'scaled' | 'absolute'; csv: string }) => ({ route: qaRoutes['market.replay'], body: r }), MARKET_READS);
  const [replaySymbol, setReplaySymbol] = useState('');
  const [replayMode, setReplayMode] = useState<'scaled' | 'absolute'>('scaled');
  const [replayFile, setReplayFile] = useState<File | null>(null);
  const sendReplay = async (e: FormEvent) => {
    e.preventDefault();
    const symbol = replaySymbol || symbols[0]?.symbol;
    if (!replayFile || !symbol) return;
    replay.mutate({ symbol, mode: replayMode, csv: await replayFile.text() });
  };

  return (
    <>
      <form className="qa-row" onSubmit={(e) => void sendReplay(e)} aria-label="CSV replay">
        <select value={replaySymbol || symbols[0]?.symbol || ''} onChange={(e) => setReplaySymbol(e.target.value)} aria-label="Replay symbol">
          <SymbolOptions symbols={symbols} />
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
    </>
  );
}

/** The presenter's good day over the seconds given. */
export function GoodDayForm() {
  const goodDay = useQaAction((durationSeconds: number) => ({ route: qaRoutes['market.goodDay'], body: { durationSeconds } }), MARKET_READS);
  const [daySeconds, setDaySeconds] = useState('600');
  return (
    <>
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
    </>
  );
}
