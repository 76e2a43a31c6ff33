import { Input, Selector } from 'antd-mobile';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { MARGIN_MODE, POSITION_SIDE, TRADE_ACCOUNT, type TradeAccount } from '../../api/positions.ts';
import styles from './order-form.module.css';

export type Side = (typeof POSITION_SIDE)[keyof typeof POSITION_SIDE];
export type MarginMode = (typeof MARGIN_MODE)[keyof typeof MARGIN_MODE];

const SIDES: ReadonlyArray<{ side: Side; key: 'long' | 'short' }> = [
  { side: POSITION_SIDE.LONG, key: 'long' },
  { side: POSITION_SIDE.SHORT, key: 'short' },
];

/** Long or short: two buttons, the chosen one pressed. */
export const SideSwitch = memo(function SideSwitch({ side, onChange }: { side: Side; onChange: (side: Side) => void }) {
  const { t } = useTranslation();
  return (
    <div className="tr-sides" role="group" aria-label={t('trading.side')}>
      {SIDES.map(({ side: s, key }) => (
        <button
          key={key}
          type="button"
          className={`tr-side tr-side--${key}${side === s ? ' tr-side--on' : ''}`}
          aria-pressed={side === s}
          onClick={() => onChange(s)}
          data-testid={`side-${key}`}
        >
          {t(`trading.${key}`)}
        </button>
      ))}
    </div>
  );
});

/** Isolated or cross margin. */
export const MarginModeSelector = memo(function MarginModeSelector({ value, onChange }: { value: MarginMode; onChange: (mode: MarginMode) => void }) {
  const { t } = useTranslation();
  return (
    <Selector tabIndex={0}
      columns={2}
      value={[value]}
      options={[
        { label: t('trading.isolated'), value: MARGIN_MODE.ISOLATED },
        { label: t('trading.cross'), value: MARGIN_MODE.CROSS },
      ]}
      onChange={(v) => v[0] && onChange(v[0])}
      data-testid="margin-mode"
    />
  );
});

/** The leverage, one of the symbol's choices, under the symbol's maximum. */
export const LeverageSelector = memo(function LeverageSelector(props: { choices: readonly number[]; value: number; max: number; onChange: (leverage: number) => void }) {
  const { t } = useTranslation();
  const { choices } = props;
  return (
    <>
      <p className="tr-label">
        <span>{t('trading.leverage')}</span>
        <span>{t('trading.upTo', { value: props.max })}</span>
      </p>
      <Selector tabIndex={0}
        // Rows as even as they come (11 choices: 6 + 5, never "125x" alone on a third row).
        columns={Math.ceil(choices.length / Math.ceil(choices.length / 6))}
        value={[props.value]}
        options={choices.map((l) => ({ label: `${l}x`, value: l }))}
        onChange={(v) => v[0] && props.onChange(v[0])}
        data-testid="leverage"
        className={styles.leverage}
      />
    </>
  );
});

/** An optional take-profit or stop-loss price with its problem (named by `trading.levels.*`). */
export const LevelInput = memo(function LevelInput(props: { value: string; onChange: (v: string) => void; label: string; placeholder: string; problem: string | null | undefined; testId: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <div className="tr-input">
        <Input value={props.value} onChange={props.onChange} inputMode="decimal" placeholder={props.placeholder} aria-label={props.label} data-testid={props.testId} />
      </div>
      {props.problem && (
        <p role="alert" className="tr-error">
          {t(`trading.levels.${props.problem}`, { level: props.label })}
        </p>
      )}
    </div>
  );
});

/** An empty account: what to do about it (transfer or recharge, on the real account). */
export const FundHint = memo(function FundHint({ accountType, onTransfer, onRecharge }: { accountType: TradeAccount; onTransfer: () => void; onRecharge: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="tr-label" data-testid="fund-hint">
      <span>
        {t(accountType === TRADE_ACCOUNT.DEMO ? 'trading.demoEmpty' : accountType === TRADE_ACCOUNT.COMPETITION ? 'trading.competitionEmpty' : 'trading.contractEmpty')}
      </span>
      {accountType === TRADE_ACCOUNT.REAL && (
        <span className={styles.fundLinks}>
          <button type="button" className="tr-chip tr-chip--brand" onClick={onTransfer}>
            {t('trading.transfer')}
          </button>
          <button type="button" className="tr-chip" onClick={onRecharge}>
            {t('trading.recharge')}
          </button>
        </span>
      )}
    </div>
  );
});
