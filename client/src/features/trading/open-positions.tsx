import { Button, Dialog, Input, Popup, Skeleton } from 'antd-mobile';
import { toDecimal } from '@sandbox/shared/format';
import { MONEY_DP, amountProblem } from '@sandbox/shared/money';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { walletKeys } from '../../api/finance.ts';
import { pairLabel, type SymbolInfo } from '../../api/market.ts';
import {
  MARGIN_MODE,
  positionKeys,
  useAddMargin,
  useClosePosition,
  useOpenPositions,
  useUpdateStopLoss,
  type Position,
  type TradeAccount,
} from '../../api/positions.ts';
import { showToast } from '../../lib/notify.ts';
import { checkLevels } from './order-math.ts';
import { PositionBadges, PositionCard } from './position-card.tsx';
import { TradingState } from './trading-state.tsx';
import { fmtMoney, fmtPrice, toneClass } from './trading-format.ts';

/** The error text of a rejected call (the http instance also toasts it). */
const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

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
          <div className="tr-estimate__row">
            <span>{pairLabel(p.symbol, info)}</span>
            <span>
              <PositionBadges position={p} />
            </span>
          </div>
          <div className="tr-estimate__row">
            <span>{t('trading.markPrice')}</span>
            <span>{fmtPrice(prices[p.symbol] ?? p.markPrice, info)}</span>
          </div>
          <div className="tr-estimate__row">
            <span>{t('trading.unrealizedPnl')}</span>
            <span className={toneClass(p.unrealizedPnl)}>{fmtMoney(p.unrealizedPnl, true)} USDT</span>
          </div>
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

/**
 * A position that leaves the open list was closed, by the user or by the risk job (TP, SL,
 * liquidation): the history and every balance are stale then.
 */
function useClosedElsewhere(accountType: TradeAccount, idList: string | undefined) {
  const client = useQueryClient();
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    const before = previous.current;
    previous.current = idList;
    if (before === undefined || idList === undefined) return;
    const now = idList.split(',');
    if (before.split(',').every((id) => id === '' || now.includes(id))) return;
    void client.invalidateQueries({ queryKey: ['positions', 'history', accountType] });
    void client.invalidateQueries({ queryKey: positionKeys.summary(accountType) });
    void client.invalidateQueries({ queryKey: walletKeys.all });
  }, [client, accountType, idList]);
}

function TpSlPopup({
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
    <Popup visible={position !== null} onMaskClick={onClose} destroyOnClose bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      {position && <TpSlForm position={position} info={info} price={price ?? position.markPrice} onClose={onClose} />}
    </Popup>
  );
}

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
      <div style={{ display: 'flex', gap: 8, marginTop: 12 }}>
        <Button block onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button block color="primary" loading={update.isPending} disabled={!ok || update.isPending} onClick={() => void save()} data-testid="save-tpsl">
          {t('trading.save')}
        </Button>
      </div>
    </div>
  );
}

function AddMarginPopup({ position, available, onClose }: { position: Position | null; available: string | undefined; onClose: () => void }) {
  return (
    <Popup visible={position !== null} onMaskClick={onClose} destroyOnClose bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      {position && <AddMarginForm position={position} available={available} onClose={onClose} />}
    </Popup>
  );
}

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
      <div style={{ display: 'flex', gap: 8, marginTop: 12 }}>
        <Button block onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button block color="primary" loading={add.isPending} disabled={!valid || tooMuch || add.isPending} onClick={() => void save()} data-testid="save-margin">
          {t('trading.confirmAdd')}
        </Button>
      </div>
    </div>
  );
}
