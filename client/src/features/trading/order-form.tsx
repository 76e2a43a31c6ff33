import { Button, Dialog, Input, Selector } from 'antd-mobile';
import { toDecimal } from '@sandbox/shared/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrencies } from '../../api/finance.ts';
import { pairLabel, type SymbolInfo } from '../../api/market.ts';
import {
  MARGIN_MODE,
  POSITION_SIDE,
  useCreatePosition,
  type CreatePositionRequest,
  type TradeAccount,
} from '../../api/positions.ts';
import { showToast } from '../../lib/notify.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { checkLevels, estimateOrder, leverageChoices, minMarginAt, type AmountMode } from './order-math.ts';
import { DEFAULT_MONEY_DECIMALS, moneyText, quantityText } from '../../lib/format.ts';
import { fmtPrice } from './trading-format.ts';
import { routes } from '../../lib/route-paths.ts';
import { EstimateRows } from './estimate-rows.tsx';
import { FundHint, LevelInput, SideSwitch, type Side } from './order-fields.tsx';
import styles from './order-form.module.css';
type MarginMode = (typeof MARGIN_MODE)[keyof typeof MARGIN_MODE];

const DEFAULT_LEVERAGE = 10;

/**
 * The perpetual order form: long or short, isolated or cross, leverage from the symbol's
 * choices, an amount as margin (USDT) or quantity (base), optional TP/SL; the estimate
 * (quantity, notional, margin, fee) before a confirm step. Market order at the mark price.
 */
export function OrderForm({
  info,
  price,
  accountType,
  competitionId,
  available,
  initialSide = POSITION_SIDE.LONG,
}: {
  info: SymbolInfo;
  /** Live mark price. */
  price: string | undefined;
  accountType: TradeAccount;
  /** With accountType 3: the competition whose account the order trades on. */
  competitionId?: string | undefined;
  /** positionSummary.available; undefined while loading. */
  available: string | undefined;
  /** The side chosen when the form opens (the address' `?side=`); long when not given. */
  initialSide?: Side | undefined;
}) {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const create = useCreatePosition();
  const [side, setSide] = useState<Side>(initialSide);
  const [marginMode, setMarginMode] = useState<MarginMode>(MARGIN_MODE.ISOLATED);
  const choices = leverageChoices(info.leverages, info.maxLeverage);
  const [leverageWanted, setLeverage] = useState(DEFAULT_LEVERAGE);
  const [mode, setMode] = useState<AmountMode>('margin');
  const [amount, setAmount] = useState('');
  const [takeProfit, setTakeProfit] = useState('');
  const [stopLoss, setStopLoss] = useState('');
  const [touched, setTouched] = useState(false);

  // The chosen leverage, or the nearest offered one below it (another symbol may cap lower).
  const leverage = choices.includes(leverageWanted)
    ? leverageWanted
    : ([...choices].reverse().find((l) => l <= leverageWanted) ?? choices[0] ?? 1);

  const minMargin = minMarginAt(info.minMargin, info.maxLeverage, leverage);
  // The margin is kept to the settlement currency's decimals (the server's rule); MONEY_DP until the list answers.
  const currencies = useCurrencies();
  const marginDecimals = currencies.data?.find((c) => c.currency === info.quoteCurrency)?.precision;
  // Figures of the settlement currency at its display decimals (docs/client.md, "Display rules").
  const settleDp = marginDecimals ?? DEFAULT_MONEY_DECIMALS;
  const result = estimateOrder({
    mode,
    amount,
    leverage,
    price,
    feeRate: info.feeRate,
    quantityPrecision: info.quantityPrecision,
    marginDecimals,
    minQuantity: info.minQuantity,
    available,
  });
  const estimate = 'estimate' in result ? result.estimate : null;
  const problem = 'problem' in result ? result : null;
  const levels = checkLevels(side, price, takeProfit, stopLoss);
  const levelsOk = !levels.takeProfit && !levels.stopLoss;
  const empty = (toDecimal(available)?.lte(0)) ?? false;
  const canSubmit = estimate !== null && levelsOk && !create.isPending;
  const base = info.baseCurrency;

  const submit = async () => {
    setTouched(true);
    if (!estimate || !levelsOk || create.isPending) return;
    const body: CreatePositionRequest = {
      symbol: info.symbol,
      side,
      marginMode,
      leverage,
      ...(mode === 'margin' ? { margin: amount.trim() } : { quantity: amount.trim() }),
      ...(takeProfit.trim() ? { takeProfit: takeProfit.trim() } : {}),
      ...(stopLoss.trim() ? { stopLoss: stopLoss.trim() } : {}),
      accountType,
      ...(competitionId ? { competitionId } : {}),
    };
    const ok = await Dialog.confirm({
      title: t(side === POSITION_SIDE.LONG ? 'trading.confirmLong' : 'trading.confirmShort', {
        symbol: pairLabel(info.symbol, info),
      }),
      content: (
        <div className="tr-estimate" data-testid="confirm-order">
          <EstimateRows
            rows={[
              { label: t('trading.marginMode'), value: `${t(marginMode === MARGIN_MODE.ISOLATED ? 'trading.isolated' : 'trading.cross')} · ${leverage}x` },
              { label: t('trading.priceMarket'), value: fmtPrice(price, info) },
              { label: t('trading.quantity'), value: quantityText(estimate.quantity, info.quantityPrecision, base) },
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
    if (!ok) return;
    try {
      await create.mutateAsync(body);
      showToast({ icon: 'success', content: t('trading.opened'), duration: 2000 });
      setAmount('');
      setTakeProfit('');
      setStopLoss('');
      setTouched(false);
    } catch {
      // The http instance shows the server's message (insufficient balance, levels, leverage).
    }
  };

  const problemText = problem
    ? t(`trading.problems.${problem.problem}`, {
        // A number of decimals as it is; the available balance and the minimum as the form's other money.
        value: 'value' in problem ? (problem.problem === 'decimals' ? problem.value : moneyText(problem.value, settleDp)) : '',
        min: moneyText(minMargin, settleDp),
      })
    : null;

  return (
    <section className="card" data-testid="order-form" aria-label={t('trading.openPosition')}>
      <SideSwitch side={side} onChange={setSide} />

      <Selector tabIndex={0}
        columns={2}
        value={[marginMode]}
        options={[
          { label: t('trading.isolated'), value: MARGIN_MODE.ISOLATED },
          { label: t('trading.cross'), value: MARGIN_MODE.CROSS },
        ]}
        onChange={(v) => v[0] && setMarginMode(v[0])}
        data-testid="margin-mode"
      />

      <p className="tr-label">
        <span>{t('trading.leverage')}</span>
        <span>{t('trading.upTo', { value: info.maxLeverage })}</span>
      </p>
      <Selector tabIndex={0}
        // Rows as even as they come (11 choices: 6 + 5, never "125x" alone on a third row).
        columns={Math.ceil(choices.length / Math.ceil(choices.length / 6))}
        value={[leverage]}
        options={choices.map((l) => ({ label: `${l}x`, value: l }))}
        onChange={(v) => v[0] && setLeverage(v[0])}
        data-testid="leverage"
        className={styles.leverage}
      />

      <p className="tr-label">
        <span>{t('trading.amountBy')}</span>
        <span data-testid="available">
          {t('trading.available')}: {available === undefined ? '…' : moneyText(available, settleDp, 'USDT')}
        </span>
      </p>
      <Selector tabIndex={0}
        columns={2}
        value={[mode]}
        options={[
          { label: t('trading.byMargin'), value: 'margin' as AmountMode },
          { label: t('trading.byQuantity', { base }), value: 'quantity' as AmountMode },
        ]}
        onChange={(v) => {
          if (v[0]) {
            setMode(v[0]);
            setAmount('');
          }
        }}
        data-testid="amount-mode"
      />
      <div className={`tr-input ${styles.amount}`}>
        <Input
          value={amount}
          onChange={setAmount}
          inputMode="decimal"
          placeholder={mode === 'margin' ? t('trading.marginPlaceholder', { min: moneyText(minMargin, settleDp) }) : t('trading.quantityPlaceholder')}
          aria-label={mode === 'margin' ? t('trading.margin') : t('trading.quantity')}
          data-testid="amount"
        />
        <span className="tr-input__unit">{mode === 'margin' ? 'USDT' : base}</span>
      </div>
      {(touched || amount !== '') && problemText && (
        <p role="alert" className="tr-error" data-testid="amount-error">
          {problemText}
        </p>
      )}
      {empty && (
        <FundHint accountType={accountType} onTransfer={() => openRoute(routes.fundTransfer)} onRecharge={() => openRoute(routes.recharge)} />
      )}

      <div className={styles.levels}>
        {[
          { value: takeProfit, onChange: setTakeProfit, label: t('trading.takeProfit'), placeholder: t('trading.tpOptional'), problem: levels.takeProfit, testId: 'take-profit' },
          { value: stopLoss, onChange: setStopLoss, label: t('trading.stopLoss'), placeholder: t('trading.slOptional'), problem: levels.stopLoss, testId: 'stop-loss' },
        ].map((level) => (
          <LevelInput key={level.testId} {...level} />
        ))}
      </div>

      <div className="tr-estimate" aria-live="polite">
        <EstimateRows
          rows={[
            { label: t('trading.quantity'), testId: 'est-quantity', value: estimate ? quantityText(estimate.quantity, info.quantityPrecision, base) : '--' },
            { label: t('trading.notional'), testId: 'est-notional', value: estimate ? moneyText(estimate.notional, settleDp, 'USDT') : '--' },
            { label: t('trading.margin'), testId: 'est-margin', value: estimate ? moneyText(estimate.margin, settleDp, 'USDT') : '--' },
            { label: t('trading.feeWithRate', { rate: info.feeRate }), testId: 'est-fee', value: estimate ? moneyText(estimate.fee, settleDp, 'USDT') : '--' },
          ]}
        />
      </div>

      {/* Sticks above the tab bar, so the primary action is reachable without scrolling (issue 17 item 16). */}
      <div className="tr-action" data-testid="order-action">
        <Button
          block
          size="large"
          color={side === POSITION_SIDE.LONG ? 'success' : 'danger'}
          className={side === POSITION_SIDE.LONG ? styles.submitLong : styles.submitShort}
          loading={create.isPending}
          disabled={create.isPending || (touched && !canSubmit)}
          onClick={() => void submit()}
          data-testid="submit-order"
        >
          {t(side === POSITION_SIDE.LONG ? 'trading.openLong' : 'trading.openShort')}
        </Button>
      </div>
    </section>
  );
}
