import { Button } from 'antd-mobile';
import { memo, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { POSITION_SIDE } from '../../api/positions.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { routes } from '../../lib/route-paths.ts';
import { AmountField } from './order-amount.tsx';
import { OrderEstimateRows } from './order-estimate.tsx';
import { FundHint, LevelInput, LeverageSelector, MarginModeSelector, SideSwitch } from './order-fields.tsx';
import { useOrderForm, type OrderFormProps } from './use-order-form.ts';
import styles from './order-form.module.css';

/**
 * The perpetual order form: long or short, isolated or cross, leverage from the symbol's
 * choices, an amount as margin (USDT) or quantity (base), optional TP/SL; the estimate
 * (quantity, notional, margin, fee) before a confirm step. Market order at the mark price.
 * Memo, as are its fields: a price tick draws again what the price changes (the estimate, the
 * amount's problem), not the switches, selectors and inputs.
 */
export const OrderForm = memo(function OrderForm(props: OrderFormProps) {
  const { info, accountType } = props;
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const form = useOrderForm(props);
  const long = form.side === POSITION_SIDE.LONG;
  // The form's own words, translated when the language changes rather than at each price tick.
  const text = useMemo(
    () => ({
      title: t('trading.openPosition'),
      takeProfit: t('trading.takeProfit'),
      tpOptional: t('trading.tpOptional'),
      stopLoss: t('trading.stopLoss'),
      slOptional: t('trading.slOptional'),
      openLong: t('trading.openLong'),
      openShort: t('trading.openShort'),
    }),
    [t],
  );
  const toTransfer = useCallback(() => openRoute(routes.fundTransfer), [openRoute]);
  const toRecharge = useCallback(() => openRoute(routes.recharge), [openRoute]);

  return (
    <section className="card" data-testid="order-form" aria-label={text.title}>
      <SideSwitch side={form.side} onChange={form.setSide} />
      <MarginModeSelector value={form.marginMode} onChange={form.setMarginMode} />
      <LeverageSelector choices={form.choices} value={form.leverage} max={info.maxLeverage} onChange={form.setLeverage} />
      <AmountField
        mode={form.mode}
        onMode={form.changeMode}
        amount={form.amount}
        onAmount={form.setAmount}
        base={info.baseCurrency}
        available={props.available}
        minMargin={form.minMargin}
        settleDp={form.settleDp}
        problemText={form.problemText}
        touched={form.touched}
      />
      {form.empty && (
        <FundHint accountType={accountType} onTransfer={toTransfer} onRecharge={toRecharge} />
      )}

      <div className={styles.levels}>
        {[
          { value: form.takeProfit, onChange: form.setTakeProfit, label: text.takeProfit, placeholder: text.tpOptional, problem: form.levels.takeProfit, testId: 'take-profit' },
          { value: form.stopLoss, onChange: form.setStopLoss, label: text.stopLoss, placeholder: text.slOptional, problem: form.levels.stopLoss, testId: 'stop-loss' },
        ].map((level) => (
          <LevelInput key={level.testId} {...level} />
        ))}
      </div>

      <OrderEstimateRows estimate={form.estimate} info={info} settleDp={form.settleDp} />

      {/* Sticks above the tab bar, so the primary action is reachable without scrolling (issue 17 item 16). */}
      <div className="tr-action" data-testid="order-action">
        <Button
          block
          size="large"
          color={long ? 'success' : 'danger'}
          className={long ? styles.submitLong : styles.submitShort}
          loading={form.pending}
          disabled={form.pending || (form.touched && !form.canSubmit)}
          onClick={() => void form.submit()}
          data-testid="submit-order"
        >
          {long ? text.openLong : text.openShort}
        </Button>
      </div>
    </section>
  );
});
