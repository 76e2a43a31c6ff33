import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { memo, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NO_VALUE_TEXT } from '@sandbox/shared/constants';
import { marketStreamUrl, useSymbols, type SymbolInfo } from '../../api/market.ts';
import { POSITION_SIDE, usePositionSummary, type PositionSummary, type TradeAccount } from '../../api/positions.ts';
import { useMarketStreamStore, type LivePrices } from '../../components/market-stream.ts';
import { TabList } from '../../components/tab-list.tsx';
import { ScreenPricesContext, useLiveTicker, useStreamState, useTickerAnswered, type ScreenPrices } from './live-prices.ts';
import { OpenPositions } from './open-positions.tsx';
import { OrderForm } from './order-form.tsx';
import type { OrderFormProps } from './use-order-form.ts';
import { PositionHistory } from './position-history.tsx';
import { SIDE_PARAM, sideParam, type OrderSide } from './side-param.ts';
import { ClosedByRuleNotice } from './closed-notice.tsx';
import { SymbolHeader } from './symbol-header.tsx';
import { fmtMoney, toneClass } from './trading-format.ts';
import { PriceNotices, SymbolsLoading, SymbolsMissing } from './trading-screen-states.tsx';
import './trading.css';
import styles from './trading-screen.module.css';

export type TradingTab = 'perpetual' | 'second';

/**
 * Equity, unrealized PnL, margin in use and available balance of the account. Drawn while they
 * load, each figure "--" (its test id once known), so the order form below does not move when they arrive.
 */
export const SummaryBar = memo(function SummaryBar({ summary, error, onRetry }: { summary: PositionSummary | undefined; error: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!summary && error) {
    return (
      <section className="card" aria-label={t('trading.summary')}>
        <div role="alert">
          <span className="muted">{t('trading.loadFailed')}</span>{' '}
          <Button size="mini" onClick={onRetry}>
            {t('trading.retry')}
          </Button>
        </div>
      </section>
    );
  }
  const item = (label: string, value: string | undefined, testId: string, className = '') => (
    <div className="tr-kv">
      <span className="tr-kv__label">{label}</span>
      <span className={`tr-kv__value ${className}`} data-testid={summary ? testId : undefined}>
        {value ?? NO_VALUE_TEXT}
      </span>
    </div>
  );
  return (
    <section className="card tr-summary" aria-label={t('trading.summary')} aria-busy={!summary} data-testid="summary">
      {item(t('trading.equity'), summary && `${fmtMoney(summary.equity)} USDT`, 'sum-equity')}
      {item(t('trading.unrealizedPnl'), summary && fmtMoney(summary.unrealizedPnl, true), 'sum-pnl', toneClass(summary?.unrealizedPnl))}
      {item(t('trading.marginInUse'), summary && fmtMoney(summary.totalMargin), 'sum-margin')}
      {item(t('trading.available'), summary && fmtMoney(summary.available), 'sum-available')}
    </section>
  );
});

/** The perpetual and second-contract tabs (memo: drawn again when the tab or the language changes, not at each price tick). */
const TradingTabs = memo(function TradingTabs({ tab, onChange }: { tab: TradingTab; onChange: (key: TradingTab) => void }) {
  const { t } = useTranslation();
  return (
    <TabList
      tabs={[
        { key: 'perpetual', title: t('trading.perpetual') },
        { key: 'second', title: t('trading.secondContract') },
      ]}
      active={tab}
      onChange={onChange}
      className={styles.tabs}
    />
  );
});

/** The order form at the symbol's live price: it draws at the chosen symbol's ticks, the tab around it does not. */
function LiveOrderForm(props: Omit<OrderFormProps, 'price'>) {
  return <OrderForm {...props} price={useLiveTicker()?.price} />;
}

/** The account's perpetual tab: its summary, the order form, the open positions and the history. */
function PerpetualTab(props: {
  accountType: TradeAccount;
  competitionId: string | undefined;
  info: SymbolInfo;
  symbols: readonly SymbolInfo[];
  /** The order form's first side (the address' `?side=`). */
  side: OrderSide | undefined;
}) {
  const { accountType, competitionId, info, symbols, side } = props;
  const summary = usePositionSummary(accountType, true, competitionId);
  const { refetch } = summary;
  const retrySummary = useCallback(() => void refetch(), [refetch]);
  return (
    <>
      <SummaryBar summary={summary.data} error={summary.isError} onRetry={retrySummary} />
      {/* A link with another side (the K-line's Buy / Sell) starts the form afresh on that side. */}
      <LiveOrderForm
        key={`${info.symbol}:${side ?? ''}`}
        info={info}
        accountType={accountType}
        competitionId={competitionId}
        available={summary.data?.available}
        initialSide={side === 'short' ? POSITION_SIDE.SHORT : POSITION_SIDE.LONG}
      />
      <OpenPositions accountType={accountType} competitionId={competitionId} symbols={symbols} available={summary.data?.available} />
      <PositionHistory accountType={accountType} competitionId={competitionId} symbols={symbols} />
    </>
  );
}

/** Why the price shown may lag (the stream down or quiet), once the ticker has answered. */
function StreamNotices() {
  const down = useStreamState((s) => s.down);
  const stale = useStreamState((s) => s.stale);
  return useTickerAnswered() ? <PriceNotices down={down} stale={stale} /> : null;
}

/** The second-contract tab, given the stream's whole state: it draws at every tick while open. */
function SecondTab({ symbol, panel }: { symbol: string; panel: (symbol: string, prices: LivePrices) => React.ReactNode }) {
  return panel(symbol, useStreamState((s) => s));
}

/** The contract symbols in their order, and the one the address asks for (else the first). */
function useContractSymbol(wanted: string) {
  const query = useSymbols();
  const symbols = useMemo(() => (query.data ?? []).filter((s) => s.contractEnabled).sort((a, b) => a.sort - b.sort), [query.data]);
  return { query, symbols, info: symbols.find((s) => s.symbol === wanted) ?? symbols[0] };
}

/** One stream of every contract symbol for the screen (polled while it is down); a missed tick refetches the market's queries. */
function useScreenStream(symbols: readonly SymbolInfo[], symbol: string): ScreenPrices {
  const queryClient = useQueryClient();
  const resync = useCallback(() => void queryClient.invalidateQueries({ queryKey: ['market'] }), [queryClient]);
  const stream = useMarketStreamStore(symbols.length ? marketStreamUrl(symbols.map((s) => s.symbol)) : null, resync);
  return useMemo(() => ({ stream, symbol }), [stream, symbol]);
}

interface TradingScreenProps {
  accountType: TradeAccount;
  /** With accountType 3: the competition whose account of the user this screen trades on. */
  competitionId?: string | undefined;
  banner?: React.ReactNode;
  headerRight?: React.ReactNode;
  topExtra?: React.ReactNode;
  /** The second-contract tab's content for the symbol (given the screen's live prices); no tab when absent. */
  secondPanel?: (symbol: string, prices: LivePrices) => React.ReactNode;
}

/**
 * The trading screen of /heyue (real account, or a competition account with `?competition=`) and /demotrading (demo account): symbol header
 * with live price, a perpetual tab (summary, order form, open positions, history) and, when
 * given, the second-contract tab. `?symbol=` and `?tab=second` come from the address, and
 * `?side=long|short` the order form's first side (side-param.ts).
 */
export function TradingScreen({ accountType, competitionId, banner, headerRight, topExtra, secondPanel }: TradingScreenProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { query: symbolsQuery, symbols: contractSymbols, info } = useContractSymbol((params.get('symbol') ?? '').trim().toUpperCase());
  const symbol = info?.symbol ?? '';
  const tab: TradingTab = params.get('tab') === 'second' && secondPanel ? 'second' : 'perpetual';
  const prices = useScreenStream(contractSymbols, symbol);

  const setParam = useCallback(
    (key: string, value: string) => {
      const next = new URLSearchParams(params);
      next.set(key, value);
      setParams(next, { replace: true });
    },
    [params, setParams],
  );
  const pickSymbol = useCallback((s: string) => setParam('symbol', s), [setParam]);
  const pickTab = useCallback((key: TradingTab) => setParam('tab', key), [setParam]);
  const instrument = useMemo(() => (tab === 'second' ? t('trading.secondContract') : t('trading.perpetualName')), [t, tab]);

  // While the symbols load, the header ("--" for the pair and its price) and the tabs are drawn
  // where they will stay: the page's first frame in index.html is this state (app/first-frames.tsx).
  const loading = symbolsQuery.isPending;
  if (!loading && (symbolsQuery.isError || !info)) {
    return <SymbolsMissing banner={banner} error={symbolsQuery.isError ? symbolsQuery.error : null} onRetry={() => void symbolsQuery.refetch()} />;
  }

  return (
    <ScreenPricesContext.Provider value={prices}>
      <main className="tr" data-testid={loading ? undefined : `trading-${accountType}`} aria-busy={loading || undefined}>
        {banner}
        {!loading && <ClosedByRuleNotice accountType={accountType} competitionId={competitionId} symbols={contractSymbols} />}
        <SymbolHeader
          symbol={symbol}
          symbols={contractSymbols}
          onSymbol={pickSymbol}
          right={headerRight}
          instrument={instrument}
        />
        {!loading && <StreamNotices />}
        {secondPanel && <TradingTabs tab={tab} onChange={pickTab} />}
        <div className="tr-body">
          {loading || !info ? (
            <SymbolsLoading />
          ) : (
            <>
              {topExtra}
              {tab === 'second' && secondPanel ? (
                <SecondTab symbol={symbol} panel={secondPanel} />
              ) : (
                <PerpetualTab
                  accountType={accountType}
                  competitionId={competitionId}
                  info={info}
                  symbols={contractSymbols}
                  side={sideParam(params.get(SIDE_PARAM))}
                />
              )}
            </>
          )}
        </div>
      </main>
    </ScreenPricesContext.Provider>
  );
}
