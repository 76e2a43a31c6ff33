import { useTranslation } from 'react-i18next';
import { CANDLE_INTERVALS, type CandleInterval } from '../../../api/market.ts';
import { MAIN_INDICATORS, SUB_INDICATORS, type MainIndicator, type SubIndicator } from './indicators.ts';

const INTERVAL_KEYS: Record<CandleInterval, string> = {
  '1m': 'm1',
  '5m': 'm5',
  '15m': 'm15',
  '30m': 'm30',
  '1h': 'h1',
  '4h': 'h4',
  '1d': 'd1',
  '1w': 'w1',
};

/** The candle interval chips, 1 minute to 1 week. */
export function IntervalChips({ value, onChange }: { value: CandleInterval; onChange: (interval: CandleInterval) => void }) {
  const { t } = useTranslation();
  return (
    <nav className="kl__chips" aria-label="Interval">
      {CANDLE_INTERVALS.map((i) => (
        <button key={i} type="button" className="kl__chip" aria-pressed={i === value} onClick={() => onChange(i)}>
          {t(`kline.intervals.${INTERVAL_KEYS[i]}`)}
        </button>
      ))}
    </nav>
  );
}

/** The indicator chips: at most one main indicator on the candles, any number of lower ones. */
export function IndicatorChips({
  main,
  subs,
  onToggleMain,
  onToggleSub,
}: {
  main: MainIndicator | null;
  subs: readonly SubIndicator[];
  onToggleMain: (name: MainIndicator) => void;
  onToggleSub: (name: SubIndicator) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className="kl__chips" aria-label="Indicators">
      <span className="kl__chip-label">{t('kline.main')}</span>
      {MAIN_INDICATORS.map((name) => (
        <button key={name} type="button" className="kl__chip" aria-pressed={main === name} onClick={() => onToggleMain(name)}>
          {name}
        </button>
      ))}
      <span className="kl__chip-label">{t('kline.sub')}</span>
      {SUB_INDICATORS.map((name) => (
        <button key={name} type="button" className="kl__chip" aria-pressed={subs.includes(name)} onClick={() => onToggleSub(name)}>
          {name}
        </button>
      ))}
    </nav>
  );
}
