import { Button, Skeleton } from 'antd-mobile';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SymbolInfo } from '../../api/market.ts';
import { useOpenPositions, type Position, type TradeAccount } from '../../api/positions.ts';
import { useLivePrices } from './live-prices.ts';
import { OpenPositionActions, useConfirmedClose } from './open-position-actions.tsx';
import { PositionCard } from './position-card.tsx';
import { AddMarginPopup, TpSlPopup } from './position-popups.tsx';
import { TradingState } from './trading-state.tsx';
import { useClosedElsewhere } from './use-closed-elsewhere.ts';

interface OpenPositionsProps {
  accountType: TradeAccount;
  competitionId?: string | undefined;
  symbols: readonly SymbolInfo[];
  available: string | undefined;
}

/**
 * The account's open positions, polled every 2.5 s while shown (server PnL is authoritative),
 * with the streamed mark price; each with edit TP/SL, add margin (isolated) and close. A tick
 * draws them when the price of one of their symbols moved.
 */
export function OpenPositions({ accountType, competitionId, symbols, available }: OpenPositionsProps) {
  const { t } = useTranslation();
  const positions = useOpenPositions(accountType, true, competitionId);
  const held = positions.data?.records.map((p) => p.symbol).join(',') ?? '';
  const prices = useLivePrices(useMemo(() => (held ? [...new Set(held.split(','))] : []), [held]));
  const { confirmClose, closing } = useConfirmedClose(prices);
  const [editing, setEditing] = useState<Position | null>(null);
  const [adding, setAdding] = useState<Position | null>(null);
  const infoOf = (symbol: string) => symbols.find((s) => s.symbol === symbol);
  // Translated when the language changes rather than at each price tick.
  const text = useMemo(() => ({ title: t('trading.openPositions'), none: t('trading.noOpen') }), [t]);
  const stopEditing = useCallback(() => setEditing(null), []);
  const stopAdding = useCallback(() => setAdding(null), []);
  useClosedElsewhere(accountType, positions.data?.records.map((p) => p.id).join(','));

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
        {text.none}
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
          <OpenPositionActions
            position={p}
            closing={closing}
            onEdit={() => setEditing(p)}
            onAddMargin={() => setAdding(p)}
            onClose={() => void confirmClose(p, infoOf(p.symbol))}
          />
        }
      />
    ));

  return (
    <section aria-label={text.title} data-testid="open-positions">
      <h2 className="tr-section-title">
        <span>
          {text.title}
          {positions.data ? ` (${positions.data.total})` : ''}
        </span>
      </h2>
      {body}
      <TpSlPopup position={editing} info={editing ? infoOf(editing.symbol) : undefined} price={editing ? prices[editing.symbol] : undefined} onClose={stopEditing} />
      <AddMarginPopup position={adding} available={available} onClose={stopAdding} />
    </section>
  );
}
