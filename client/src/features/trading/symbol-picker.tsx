import { Popup } from 'antd-mobile';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { pairLabel, type SymbolInfo } from '../../api/market.ts';
import { fmtPrice } from './trading-format.ts';
import sheet from './sheet.module.css';

interface SymbolPickerProps {
  visible: boolean;
  symbol: string;
  symbols: readonly SymbolInfo[];
  prices: Readonly<Record<string, string>>;
  onClose: () => void;
  onPick: (symbol: string) => void;
}

/** The sheet of contract symbols with their live prices and maximum leverage; the current one marked. */
function SymbolPickerSheet(props: SymbolPickerProps) {
  const { t } = useTranslation();
  const { symbol, symbols } = props;
  return (
    <Popup visible={props.visible} onMaskClick={props.onClose} bodyClassName={sheet.sheet}>
      <div className={`tr-popup ${sheet.pickerHead}`}>
        <h2>{t('trading.pickSymbol')}</h2>
      </div>
      <div className="tr-picker" role="list">
        {symbols.length === 0 && <p className="muted tr-state">{t('trading.noSymbols')}</p>}
        {symbols.map((s) => (
          <button
            type="button"
            role="listitem"
            key={s.symbol}
            className={`tr-picker__row${s.symbol === symbol ? ' tr-picker__row--on' : ''}`}
            onClick={() => {
              props.onClose();
              props.onPick(s.symbol);
            }}
            data-testid={`pick-${s.symbol}`}
          >
            <span>
              <strong>{pairLabel(s.symbol, s)}</strong> <span className="muted">{s.name}</span>
            </span>
            <span>
              {fmtPrice(props.prices[s.symbol], s)} <span className="muted">{t('trading.upTo', { value: s.maxLeverage })}</span>
            </span>
          </button>
        ))}
      </div>
    </Popup>
  );
}

/**
 * The picker, drawn again only while it is open and when it opens or closes: hidden, its rows are not on
 * screen, so the stream's ticks and the header's other renders skip it (it draws afresh when it opens).
 */
export const SymbolPicker = memo(SymbolPickerSheet, (prev, next) => !prev.visible && !next.visible);
