import { Button, Skeleton } from 'antd-mobile';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { SymbolInfo } from '../../api/market.ts';
import { POSITION_STATUS, usePositionHistory, type PositionStatus, type TradeAccount } from '../../api/positions.ts';
import { FilterTabs } from './filter-tabs.tsx';
import { PositionCard } from './position-card.tsx';
import { TradingState } from './trading-state.tsx';
import { routeWith, routes } from '../../lib/route-paths.ts';
import styles from './history.module.css';

const FILTERS: ReadonlyArray<{ status: PositionStatus; key: string }> = [
  { status: POSITION_STATUS.RUNNING, key: 'running' },
  { status: POSITION_STATUS.SETTLEMENT, key: 'settlement' },
  { status: POSITION_STATUS.CLOSED, key: 'closed' },
];

/** Link to the settlement page of a position. */
export function settlementPath(p: { id: string }): string {
  return routeWith(routes.settlementInfo, { id: p.id });
}

/**
 * History with the running / settlement / closed filters (POSITION_STATUS 1/2/3; the engine
 * never leaves a position in settlement, so that filter shows its empty state), page after
 * page; tapping an item opens its settlement information. Memo: the price ticks change nothing in it.
 */
export const PositionHistory = memo(function PositionHistory({ accountType, competitionId, symbols }: { accountType: TradeAccount; competitionId?: string | undefined; symbols: readonly SymbolInfo[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [status, setStatus] = useState<PositionStatus>(POSITION_STATUS.CLOSED);
  const history = usePositionHistory(accountType, status, true, competitionId);
  const records = history.data?.pages.flatMap((p) => p.records) ?? [];
  const total = history.data?.pages[0]?.total;

  return (
    <section aria-label={t('trading.history')} data-testid="position-history">
      <h2 className="tr-section-title">{t('trading.history')}</h2>
      <FilterTabs
        className="tr-filters"
        chipClass="tr-chip"
        onClass="tr-chip--brand"
        tabs={FILTERS.map((f) => ({ key: f.status, label: t(`trading.status.${f.key}`), testId: `filter-${f.key}` }))}
        value={status}
        onChange={setStatus}
      />
      {history.isPending ? (
        <Skeleton.Paragraph lineCount={4} animated />
      ) : history.isError && records.length === 0 ? (
        <TradingState error title={t('trading.loadFailed')} description={history.error.message}>
          <Button size="small" onClick={() => void history.refetch()}>
            {t('trading.retry')}
          </Button>
        </TradingState>
      ) : records.length === 0 ? (
        <p className="muted tr-state" data-testid="history-empty">
          {t(`trading.emptyStatus.${FILTERS.find((f) => f.status === status)?.key ?? 'closed'}`)}
        </p>
      ) : (
        <>
          {records.map((p) => (
            <PositionCard
              key={p.id}
              position={p}
              info={symbols.find((s) => s.symbol === p.symbol)}
              onOpen={() => void navigate(settlementPath(p))}
            />
          ))}
          <div className={`tr-state ${styles.more}`}>
            {history.hasNextPage ? (
              <Button
                size="small"
                loading={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
                data-testid="load-more"
              >
                {t('trading.loadMore')}
              </Button>
            ) : (
              <span className="muted">{t('trading.allLoaded', { count: total ?? records.length })}</span>
            )}
          </div>
        </>
      )}
    </section>
  );
});
