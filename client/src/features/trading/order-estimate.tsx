import type { TFunction } from 'i18next';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_VALUE_TEXT } from '@sandbox/shared/constants';
import { pairLabel, type SymbolInfo } from '../../api/market.ts';
import { MARGIN_MODE, POSITION_SIDE, type CreatePositionRequest } from '../../api/positions.ts';
import { moneyText, quantityText } from '../../lib/format.ts';
import { EstimateRows } from './estimate-rows.tsx';
import type { OrderEstimate } from './order-math.ts';
import { fmtPrice } from './trading-format.ts';
import { confirmDialog } from '../../lib/dialog.ts';

/** The order form's live estimate: quantity, notional, margin and fee, `--` until the amount makes an order. */
export const OrderEstimateRows = memo(function OrderEstimateRows({ estimate, info, settleDp }: { estimate: OrderEstimate | null; info: SymbolInfo; settleDp: number }) {
  const { t } = useTranslation();
  return (
    <div className="tr-estimate" aria-live="polite">
      <EstimateRows
        rows={[
          { label: t('trading.quantity'), testId: 'est-quantity', value: estimate ? quantityText(estimate.quantity, info.quantityPrecision, info.baseCurrency) : NO_VALUE_TEXT },
          { label: t('trading.notional'), testId: 'est-notional', value: estimate ? moneyText(estimate.notional, settleDp, 'USDT') : NO_VALUE_TEXT },
          { label: t('trading.margin'), testId: 'est-margin', value: estimate ? moneyText(estimate.margin, settleDp, 'USDT') : NO_VALUE_TEXT },
          { label: t('trading.feeWithRate', { rate: info.feeRate }), testId: 'est-fee', value: estimate ? moneyText(estimate.fee, settleDp, 'USDT') : NO_VALUE_TEXT },
        ]}
      />
    </div>
  );
});

/** The confirm step of an order: what it opens, at the mark price; true when confirmed. */
export function confirmOrder(
  t: TFunction,
  { body, info, price, estimate, settleDp }: { body: CreatePositionRequest; info: SymbolInfo; price: string | undefined; estimate: OrderEstimate; settleDp: number },
): Promise<boolean> {
  return confirmDialog({
    title: t(body.side === POSITION_SIDE.LONG ? 'trading.confirmLong' : 'trading.confirmShort', {
      symbol: pairLabel(info.symbol, info),
    }),
    content: (
      <div className="tr-estimate" data-testid="confirm-order">
        <EstimateRows
          rows={[
            { label: t('trading.marginMode'), value: `${t(body.marginMode === MARGIN_MODE.ISOLATED ? 'trading.isolated' : 'trading.cross')} · ${body.leverage}x` },
            { label: t('trading.priceMarket'), value: fmtPrice(price, info) },
            { label: t('trading.quantity'), value: quantityText(estimate.quantity, info.quantityPrecision, info.baseCurrency) },
            { label: t('trading.notional'), value: moneyText(estimate.notional, settleDp, 'USDT') },
            { label: t('trading.margin'), value: moneyText(estimate.margin, settleDp, 'USDT') },
            { label: t('trading.fee'), value: moneyText(estimate.fee, settleDp, 'USDT') },
            !!body.takeProfit && { label: t('trading.takeProfit'), value: body.takeProfit },
            !!body.stopLoss && { label: t('trading.stopLoss'), value: body.stopLoss },
          ]}
        />
        <p className="muted">{t('trading.marketNote')}</p>
      </div>
    ),
    confirmText: t('common.confirm'),
    cancelText: t('common.cancel'),
  });
}
