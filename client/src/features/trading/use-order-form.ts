import { toDecimal } from '@sandbox/shared/format';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrencies } from '../../api/finance.ts';
import type { SymbolInfo } from '../../api/market.ts';
import {
  MARGIN_MODE,
  POSITION_SIDE,
  useCreatePosition,
  type CreatePositionRequest,
  type TradeAccount,
} from '../../api/positions.ts';
import { DEFAULT_MONEY_DECIMALS, moneyText } from '../../lib/format.ts';
import { showToast } from '../../lib/notify.ts';
import { confirmOrder } from './order-estimate.tsx';
import { checkLevels, estimateOrder, leverageChoices, minMarginAt, type AmountMode } from './order-math.ts';
import type { MarginMode, Side } from './order-fields.tsx';

const DEFAULT_LEVERAGE = 10;

export interface OrderFormProps {
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
}

interface OrderTyped {
  side: Side;
  leverageWanted: number;
  mode: AmountMode;
  amount: string;
  takeProfit: string;
  stopLoss: string;
}

/** The figures of what is typed: the leverage offered, the estimate or its problem, the TP/SL problems. */
function useOrderFigures({ info, price, available }: OrderFormProps, typed: OrderTyped) {
  const { t } = useTranslation();
  const choices = useMemo(() => leverageChoices(info.leverages, info.maxLeverage), [info.leverages, info.maxLeverage]);
  // The chosen leverage, or the nearest offered one below it (another symbol may cap lower).
  const leverage = choices.includes(typed.leverageWanted)
    ? typed.leverageWanted
    : ([...choices].reverse().find((l) => l <= typed.leverageWanted) ?? choices[0] ?? 1);

  const minMargin = minMarginAt(info.minMargin, info.maxLeverage, leverage);
  // The margin is kept to the settlement currency's decimals (the server's rule); MONEY_DP until the list answers.
  const currencies = useCurrencies();
  const marginDecimals = currencies.data?.find((c) => c.currency === info.quoteCurrency)?.precision;
  // Figures of the settlement currency at its display decimals (docs/client.md, "Display rules").
  const settleDp = marginDecimals ?? DEFAULT_MONEY_DECIMALS;
  const result = estimateOrder({
    mode: typed.mode,
    amount: typed.amount,
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
  const levels = checkLevels(typed.side, price, typed.takeProfit, typed.stopLoss);
  // Translated when the problem changes, not at each price tick.
  const problemKey = problem?.problem;
  const problemValue = problem && 'value' in problem ? problem.value : undefined;
  const problemText = useMemo(
    () =>
      problemKey
        ? t(`trading.problems.${problemKey}`, {
            // A number of decimals as it is; the available balance and the minimum as the form's other money.
            value: problemValue === undefined ? '' : problemKey === 'decimals' ? problemValue : moneyText(problemValue, settleDp),
            min: moneyText(minMargin, settleDp),
          })
        : null,
    [t, problemKey, problemValue, minMargin, settleDp],
  );
  return { choices, leverage, minMargin, settleDp, estimate, levels, problemText };
}

/**
 * The perpetual order form's state: what is typed, its figures, and the submit (a confirm
 * step with the estimate, then the market order at the mark price).
 */
export function useOrderForm(props: OrderFormProps) {
  const { t } = useTranslation();
  const create = useCreatePosition();
  const [side, setSide] = useState<Side>(props.initialSide ?? POSITION_SIDE.LONG);
  const [marginMode, setMarginMode] = useState<MarginMode>(MARGIN_MODE.ISOLATED);
  const [leverageWanted, setLeverage] = useState(DEFAULT_LEVERAGE);
  const [mode, setMode] = useState<AmountMode>('margin');
  const [amount, setAmount] = useState('');
  const [takeProfit, setTakeProfit] = useState('');
  const [stopLoss, setStopLoss] = useState('');
  const [touched, setTouched] = useState(false);
  const figures = useOrderFigures(props, { side, leverageWanted, mode, amount, takeProfit, stopLoss });
  const { estimate, leverage, levels } = figures;
  const levelsOk = !levels.takeProfit && !levels.stopLoss;

  const submit = async () => {
    setTouched(true);
    if (!estimate || !levelsOk || create.isPending) return;
    const { info, accountType, competitionId } = props;
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
    if (!(await confirmOrder(t, { body, info, price: props.price, estimate, settleDp: figures.settleDp }))) return;
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

  // Another amount mode starts the amount afresh (margin and quantity are different figures).
  const changeMode = useCallback((next: AmountMode) => {
    setMode(next);
    setAmount('');
  }, []);

  return {
    ...figures,
    side, setSide, marginMode, setMarginMode, setLeverage, mode, changeMode, amount, setAmount,
    takeProfit, setTakeProfit, stopLoss, setStopLoss,
    touched,
    empty: (toDecimal(props.available)?.lte(0)) ?? false,
    canSubmit: estimate !== null && levelsOk && !create.isPending,
    pending: create.isPending,
    submit,
  };
}
