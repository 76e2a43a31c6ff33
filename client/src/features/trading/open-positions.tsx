import { Button, Dialog, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pairLabel, type SymbolInfo } from '../../api/market.ts';
import { MARGIN_MODE, useClosePosition, useOpenPositions, type Position, type TradeAccount } from '../../api/positions.ts';
import { showToast } from '../../lib/notify.ts';
import { EstimateRows } from './estimate-rows.tsx';
import { PositionBadges, PositionCard } from './position-card.tsx';
import { AddMarginPopup, TpSlPopup } from './position-popups.tsx';
import { TradingState } from './trading-state.tsx';
import { fmtMoney, fmtPrice, toneClass } from './trading-format.ts';
import { useClosedElsewhere } from './use-closed-elsewhere.ts';

/**
 * The account's open positions, polled every 2.5 s while shown (server PnL is authoritative),
 * with the streamed mark price; each with edit TP/SL, add margin (isolated) and close.
 */
export function OpenPositions({
  accountType,
  competitionId,
  symbols,
  prices,
  available,
}: {
  accountType: TradeAccount;
  competitionId?: string | undefined;
  symbols: readonly SymbolInfo[];
  prices: Readonly<Record<string, string>>;
  available: string | undefined;
}) {
  const { t } = useTranslation();
  const positions = useOpenPositions(accountType, true, competitionId);
  const close = useClosePosition();
  const [editing, setEditing] = useState<Position | null>(null);
  const [adding, setAdding] = useState<Position | null>(null);
  const infoOf = (symbol: string) => symbols.find((s) => s.symbol === symbol);
  useClosedElsewhere(accountType, positions.data?.records.map((p) => p.id).join(','));

  const confirmClose = async (p: Position) => {
    const info = infoOf(p.symbol);
    const ok = await Dialog.confirm({
      title: t('trading.closeTitle'),
      content: (
        <div className="tr-estimate" data-testid="confirm-close">
          <EstimateRows
            rows={[
              { label: pairLabel(p.symbol, info), value: <PositionBadges position={p} /> },
              { label: t('trading.markPrice'), value: fmtPrice(prices[p.symbol] ?? p.markPrice, info) },
              { label: t('trading.unrealizedPnl'), value: `${fmtMoney(p.unrealizedPnl, true)} USDT`, className: toneClass(p.unrealizedPnl) },
            ]}
          />
          <p className="muted">{t('trading.closeNote')}</p>
        </div>
      ),
      confirmText: t('trading.close'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      const closed = await close.mutateAsync(p.id);
      showToast({
        icon: 'success',
        content: t('trading.closed', { pnl: fmtMoney(closed.realizedPnl, true) }),
        duration: 2000,
      });
    } catch {
      // Toasted by the http instance (e.g. already closed by the risk job).
    }
  };

  let body: React.ReactNode;
  if (positions.isPending) body = <Skeleton.Paragraph lineCount={4} animated />;
  else if (positions.isError && !positions.data)
    body = (
      <TradingState error title={t('trading.loadFailed')} description={positions.error.message}>
        <Button size="small" onClick={() => void positions.refetch()}>
          {t('trading.retry')}
        </Button>
      </TradingState>
    );
  else if (positions.data.records.length === 0)
    body = (
      <p className="muted tr-state" data-testid="no-open-positions">
        {t('trading.noOpen')}
      </p>
    );
  else
    body = positions.data.records.map((p) => (
      <PositionCard
        key={p.id}
        position={p}
        info={infoOf(p.symbol)}
        livePrice={prices[p.symbol]}
        actions={
          <>
            <Button size="small" onClick={() => setEditing(p)} data-testid="edit-tpsl">
              {t('trading.editTpSl')}
            </Button>
            {p.marginMode === MARGIN_MODE.ISOLATED && (
              <Button size="small" onClick={() => setAdding(p)} data-testid="add-margin">
                {t('trading.addMargin')}
              </Button>
            )}
            <Button
              size="small"
              color="danger"
              fill="outline"
              disabled={close.isPending}
              onClick={() => void confirmClose(p)}
              data-testid="close-position"
            >
              {t('trading.close')}
            </Button>
          </>
        }
      />
    ));

  return (
    <section aria-label={t('trading.openPositions')} data-testid="open-positions">
      <h2 className="tr-section-title">
        <span>
          {t('trading.openPositions')}
          {positions.data ? ` (${positions.data.total})` : ''}
        </span>
      </h2>
      {body}
      <TpSlPopup position={editing} info={editing ? infoOf(editing.symbol) : undefined} price={editing ? prices[editing.symbol] : undefined} onClose={() => setEditing(null)} />
      <AddMarginPopup position={adding} available={available} onClose={() => setAdding(null)} />
    </section>
  );
}
