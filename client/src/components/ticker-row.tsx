import { memo, useCallback, useMemo } from 'react';
import { decimalsOf } from '@sandbox/shared/money';
import { changeTone, pairLabel, withLivePrice, type SymbolInfo, type Ticker } from '../api/market.ts';
import { percentText, priceText } from '../lib/format.ts';
import { routeWith, routes } from '../lib/route-paths.ts';
import './ticker-row.css';

/**
 * One market row (pair, a sub line, price, 24 h change badge) as the home lists and
 * /hangqing show it; tapping opens the symbol. The grid columns come from the list's
 * `--ticker-row-columns` so a page can align the row with its own header.
 */
export function TickerRow({
  ticker,
  info,
  sub,
  testId,
  onOpen,
}: {
  ticker: Ticker;
  info: SymbolInfo | undefined;
  /** Second line under the pair (volume or turnover, already translated). */
  sub: string;
  testId: string;
  onOpen: () => void;
}) {
  const [base, quote] = pairLabel(ticker.symbol, info).split('/');
  return (
    <button type="button" className="ticker-row" onClick={onOpen} data-testid={testId}>
      <span>
        <span className="ticker-row__pair">{base}</span>
        {quote && <span className="ticker-row__quote">/{quote}</span>}
        <span className="ticker-row__sub">{sub}</span>
      </span>
      <span className="ticker-row__price" data-testid={`${testId}-price`}>
        {priceText(ticker.price, decimalsOf(ticker.price))}
      </span>
      <span className={`change-badge change-badge--${changeTone(ticker.changePercent24h)}`}>
        {percentText(ticker.changePercent24h, { plusSign: true })}
      </span>
    </button>
  );
}

/**
 * A list's row at its live price, opening the symbol's K-line (the home lists, /hangqing). Memo:
 * a price tick draws again only the rows whose price moved; the sub line is made by the list's
 * `subOf` (stable until the language changes) when the ticker changes. The list hands each row
 * `subOf` and `openRoute`, so a row subscribes to nothing of its own.
 */
export const LiveTickerRow = memo(function LiveTickerRow({
  ticker,
  info,
  livePrice,
  subOf,
  testId,
  openRoute,
}: {
  /** The server's ticker (the same object from tick to tick). */
  ticker: Ticker;
  info: SymbolInfo | undefined;
  livePrice: string | undefined;
  subOf: (ticker: Ticker, info: SymbolInfo | undefined) => string;
  testId: string;
  openRoute: (path: string) => void;
}) {
  const sub = useMemo(() => subOf(ticker, info), [subOf, ticker, info]);
  const open = useCallback(() => openRoute(routeWith(routes.kline, { symbol: ticker.symbol })), [openRoute, ticker.symbol]);
  return (
    <li>
      <TickerRow ticker={withLivePrice(ticker, livePrice)} info={info} sub={sub} testId={testId} onOpen={open} />
    </li>
  );
});
