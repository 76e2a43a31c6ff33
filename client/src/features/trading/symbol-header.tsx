import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_VALUE_TEXT } from '@sandbox/shared/constants';
import { changeTone, pairLabel, type SymbolInfo } from '../../api/market.ts';
import { percentText } from '../../lib/format.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { useLiveTicker } from './live-prices.ts';
import { fmtPrice } from './trading-format.ts';
import { SymbolPicker } from './symbol-picker.tsx';
import { SymbolRules } from './symbol-rules.tsx';
import { routeWith, routes } from '../../lib/route-paths.ts';

interface SymbolHeaderProps {
  symbol: string;
  symbols: readonly SymbolInfo[];
  onSymbol: (symbol: string) => void;
  right?: React.ReactNode;
  /** What is traded on the open tab ("Perpetual", "Second contract"); perpetual by default. */
  instrument?: string;
}

/** The symbol's live price and 24 h change: the part of the header a tick draws. */
function HeaderPrice({ info, instrument }: { info: SymbolInfo | undefined; instrument: string }) {
  const ticker = useLiveTicker();
  const tone = changeTone(ticker?.change24h);
  return (
    // "--" until the ticker answers (its test ids once known), so what is below does not move when it does.
    <div className="tr-head__price" aria-busy={!ticker}>
      <span className={`tr-head__last tr--${tone}`} data-testid={ticker ? 'last-price' : undefined}>
        {ticker ? fmtPrice(ticker.price, info) : NO_VALUE_TEXT}
      </span>
      <span className={`tr--${tone}`} data-testid={ticker ? 'change-24h' : undefined}>
        {ticker ? percentText(ticker.changePercent24h, { plusSign: true }) : NO_VALUE_TEXT}
      </span>
      <span className="muted" data-testid="instrument">{instrument}</span>
    </div>
  );
}

/**
 * The trading header: the symbol (tap for the picker of contract symbols with their live
 * prices), the live price and 24 h change, a link to its K-line, and the page's own buttons.
 */
export function SymbolHeader({ symbol, symbols, onSymbol, right, instrument }: SymbolHeaderProps) {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const [picking, setPicking] = useState(false);
  // Translated when the language changes rather than at each price tick.
  const text = useMemo(() => ({ pickSymbol: t('trading.pickSymbol'), kline: t('trading.kline'), perpetualName: t('trading.perpetualName') }), [t]);
  const info = symbols.find((s) => s.symbol === symbol);

  return (
    <header className="tr-head">
      <div className="tr-head__row">
        <button
          type="button"
          className="tr-head__symbol"
          onClick={() => setPicking(true)}
          // The name starts with the pair shown (axe: label-in-name), then says what the tap does.
          aria-label={`${pairLabel(symbol, info) || NO_VALUE_TEXT}, ${text.pickSymbol}`}
          // Nothing to pick before the symbols arrive ("--" until then).
          disabled={symbols.length === 0}
          data-testid="symbol-picker"
        >
          {pairLabel(symbol, info) || NO_VALUE_TEXT} <span className="tr-head__caret" aria-hidden="true">▼</span>
        </button>
        <div className="tr-head__actions">
          <button
            type="button"
            className="tr-chip"
            onClick={() => openRoute(routeWith(routes.kline, { symbol }))}
            data-testid="open-kline"
          >
            {text.kline}
          </button>
          <SymbolRules info={info} />
          {right}
        </div>
      </div>
      <HeaderPrice info={info} instrument={instrument ?? text.perpetualName} />
      <SymbolPicker
        visible={picking}
        symbol={symbol}
        symbols={symbols}
        onClose={() => setPicking(false)}
        onPick={onSymbol}
      />
    </header>
  );
}
