import { Button, Input } from 'antd-mobile';
import { toDecimal } from '@sandbox/shared/format';
import { MONEY_DP, amountProblem } from '@sandbox/shared/money';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pairLabel, type SymbolInfo } from '../../api/market.ts';
import { useAddMargin, useUpdateStopLoss, type Position } from '../../api/positions.ts';
import { showToast } from '../../lib/notify.ts';
import { checkLevels } from './order-math.ts';
import { fmtMoney, fmtPrice } from './trading-format.ts';
import { Popup } from '../../components/overlays.tsx';
import styles from './sheet.module.css';

/** The error text of a rejected call (the http instance also toasts it). */
const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** A bottom sheet with rounded top corners, its content dropped when closed. */
export function SheetPopup({ visible, onClose, children }: { visible: boolean; onClose: () => void; children: React.ReactNode }) {
  return (
    <Popup visible={visible} onMaskClick={onClose} destroyOnClose bodyClassName={styles.sheet}>
      {children}
    </Popup>
  );
}

/** A sheet's cancel and confirm buttons, side by side. */
function PopupActions(props: { onCancel: () => void; onConfirm: () => void; pending: boolean; disabled: boolean; confirmText: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.actions}>
      <Button block onClick={props.onCancel}>
        {t('common.cancel')}
      </Button>
      <Button block color="primary" loading={props.pending} disabled={props.disabled} onClick={props.onConfirm} data-testid={props.testId}>
        {props.confirmText}
      </Button>
    </div>
  );
}

/** Edit a position's take-profit and stop-loss (checked against the live price; memo: closed, the ticks skip it). */
export const TpSlPopup = memo(function TpSlPopup({
  position,
  info,
  price,
  onClose,
}: {
  position: Position | null;
  info: SymbolInfo | undefined;
  price: string | undefined;
  onClose: () => void;
}) {
  return (
    <SheetPopup visible={position !== null} onClose={onClose}>
      {position && <TpSlForm position={position} info={info} price={price ?? position.markPrice} onClose={onClose} />}
    </SheetPopup>
  );
});

function TpSlForm({ position, info, price, onClose }: { position: Position; info: SymbolInfo | undefined; price: string; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateStopLoss();
  const [takeProfit, setTakeProfit] = useState(position.takeProfit ?? '');
  const [stopLoss, setStopLoss] = useState(position.stopLoss ?? '');
  const [serverError, setServerError] = useState<string | null>(null);
  const levels = checkLevels(position.side, price, takeProfit, stopLoss);
  const ok = !levels.takeProfit && !levels.stopLoss;

  const save = async () => {
    if (!ok || update.isPending) return;
    setServerError(null);
    try {
      await update.mutateAsync({
        id: position.id,
        ...(takeProfit.trim() ? { takeProfit: takeProfit.trim() } : {}),
        ...(stopLoss.trim() ? { stopLoss: stopLoss.trim() } : {}),
      });
      showToast({ icon: 'success', content: t('trading.saved'), duration: 2000 });
      onClose();
    } catch (e) {
      setServerError(messageOf(e));
    }
  };

  return (
    <div className="tr-popup" data-testid="tpsl-popup">
      <h2>{t('trading.editTpSl')}</h2>
      <p className="muted">
        {pairLabel(position.symbol, info)} · {t('trading.entryPrice')} {fmtPrice(position.entryPrice, info)} · {t('trading.markPrice')}{' '}
        {fmtPrice(price, info)} · {t('trading.liquidationPrice')} {fmtPrice(position.liquidationPrice, info)}
      </p>
      <p className="tr-label">{t('trading.takeProfit')}</p>
      <div className="tr-input">
        <Input value={takeProfit} onChange={setTakeProfit} inputMode="decimal" placeholder={t('trading.none')} aria-label={t('trading.takeProfit')} data-testid="edit-tp" />
      </div>
      {levels.takeProfit && <p role="alert" className="tr-error">{t(`trading.levels.${levels.takeProfit}`, { level: t('trading.takeProfit') })}</p>}
      <p className="tr-label">{t('trading.stopLoss')}</p>
      <div className="tr-input">
        <Input value={stopLoss} onChange={setStopLoss} inputMode="decimal" placeholder={t('trading.none')} aria-label={t('trading.stopLoss')} data-testid="edit-sl" />
      </div>
      {levels.stopLoss && <p role="alert" className="tr-error">{t(`trading.levels.${levels.stopLoss}`, { level: t('trading.stopLoss') })}</p>}
      <p className="muted">{t('trading.tpSlNote')}</p>
      {serverError && (
        <p role="alert" className="tr-error" data-testid="tpsl-error">
          {serverError}
        </p>
      )}
      <PopupActions onCancel={onClose} onConfirm={() => void save()} pending={update.isPending} disabled={!ok || update.isPending} confirmText={t('trading.save')} testId="save-tpsl" />
    </div>
  );
}

/** Add margin to an isolated position, at most what is available (memo: closed, the ticks skip it). */
export const AddMarginPopup = memo(function AddMarginPopup({ position, available, onClose }: { position: Position | null; available: string | undefined; onClose: () => void }) {
  return (
    <SheetPopup visible={position !== null} onClose={onClose}>
      {position && <AddMarginForm position={position} available={available} onClose={onClose} />}
    </SheetPopup>
  );
});

function AddMarginForm({ position, available, onClose }: { position: Position; available: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddMargin();
  const [amount, setAmount] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const text = amount.trim();
  // The server's amount rule for trading money (MONEY_DP decimals, the maximum per call).
  const valid = amountProblem(text, MONEY_DP) === null;
  const free = toDecimal(available);
  const tooMuch = valid && free !== null && (toDecimal(text)?.gt(free) ?? false);
  const problem = text === '' ? null : !valid ? t('trading.problems.invalid') : tooMuch ? t('trading.problems.insufficient', { value: fmtMoney(available) }) : null;

  const save = async () => {
    if (!valid || tooMuch || add.isPending) return;
    setServerError(null);
    try {
      await add.mutateAsync({ id: position.id, amount: text });
      showToast({ icon: 'success', content: t('trading.marginAdded'), duration: 2000 });
      onClose();
    } catch (e) {
      setServerError(messageOf(e));
    }
  };

  return (
    <div className="tr-popup" data-testid="margin-popup">
      <h2>{t('trading.addMargin')}</h2>
      <p className="muted">
        {t('trading.margin')}: {fmtMoney(position.margin)} USDT · {t('trading.available')}: {available === undefined ? '…' : fmtMoney(available)} USDT
      </p>
      <div className="tr-input">
        <Input value={amount} onChange={setAmount} inputMode="decimal" placeholder={t('trading.amountPlaceholder')} aria-label={t('trading.addMargin')} data-testid="margin-amount" />
        <span className="tr-input__unit">USDT</span>
      </div>
      {problem && <p role="alert" className="tr-error">{problem}</p>}
      <p className="muted">{t('trading.addMarginNote')}</p>
      {serverError && (
        <p role="alert" className="tr-error">
          {serverError}
        </p>
      )}
      <PopupActions
        onCancel={onClose}
        onConfirm={() => void save()}
        pending={add.isPending}
        disabled={!valid || tooMuch || add.isPending}
        confirmText={t('trading.confirmAdd')}
        testId="save-margin"
      />
    </div>
  );
}
