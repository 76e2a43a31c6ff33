import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { pairLabel, type SymbolInfo } from '../../api/market.ts';
import { MARGIN_MODE, useClosePosition, type Position } from '../../api/positions.ts';
import { showToast } from '../../lib/notify.ts';
import { EstimateRows } from './estimate-rows.tsx';
import { PositionBadges } from './position-card.tsx';
import { fmtMoney, fmtPrice, toneClass } from './trading-format.ts';
import { confirmDialog } from '../../lib/dialog.ts';

/**
 * The close of an open position: a confirm step with its mark price (the streamed one when
 * there is one) and unrealized PnL, then the close at market and its realized PnL.
 */
export function useConfirmedClose(prices: Readonly<Record<string, string>>) {
  const { t } = useTranslation();
  const close = useClosePosition();

  const confirmClose = async (p: Position, info: SymbolInfo | undefined) => {
    const ok = await confirmDialog({
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

  return { confirmClose, closing: close.isPending };
}

/** An open position's buttons: edit TP/SL, add margin (isolated only) and close. */
export function OpenPositionActions(props: { position: Position; closing: boolean; onEdit: () => void; onAddMargin: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Button size="small" onClick={props.onEdit} data-testid="edit-tpsl">
        {t('trading.editTpSl')}
      </Button>
      {props.position.marginMode === MARGIN_MODE.ISOLATED && (
        <Button size="small" onClick={props.onAddMargin} data-testid="add-margin">
          {t('trading.addMargin')}
        </Button>
      )}
      <Button size="small" color="danger" fill="outline" disabled={props.closing} onClick={props.onClose} data-testid="close-position">
        {t('trading.close')}
      </Button>
    </>
  );
}
