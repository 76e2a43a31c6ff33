import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pairLabel, type SymbolInfo } from '../../api/market.ts';
import { useLivePrices } from './live-prices.ts';
import { fmtPrice } from './trading-format.ts';
import { Popup } from '../../components/overlays.tsx';
import sheet from './sheet.module.css';

interface SymbolPickerProps {
  visible: boolean;
  symbol: string;
  symbols: readonly SymbolInfo[];
  onClose: () => void;
  onPick: (symbol: string) => void;
}

/** The rows, with their live prices: mounted only while the sheet is open, so a tick draws them only then. */
function PickerRows({ symbol, symbols, onClose, onPick }: Omit<SymbolPickerProps, 'visible'>) {
  const { t } = useTranslation();
  const prices = useLivePrices(useMemo(() => symbols.map((s) => s.symbol), [symbols]));
  return (
    <div className="tr-picker" role="list">
      {symbols.length === 0 && <p className="muted tr-state">{t('trading.noSymbols')}</p>}
      {symbols.map((s) => (
        <button
          type="button"
          role="listitem"
          key={s.symbol}
          className={`tr-picker__row${s.symbol === symbol ? ' tr-picker__row--on' : ''}`}
          onClick={() => {
            onClose();
            onPick(s.symbol);
          }}
          data-testid={`pick-${s.symbol}`}
        >
          <span>
            <strong>{pairLabel(s.symbol, s)}</strong> <span className="muted">{s.name}</span>
          </span>
          <span>
            {fmtPrice(prices[s.symbol], s)} <span className="muted">{t('trading.upTo', { value: s.maxLeverage })}</span>
          </span>
        </button>
      ))}
    </div>
  );
}

/** The sheet of contract symbols with their live prices and maximum leverage; the current one marked. */
function SymbolPickerSheet({ visible, ...rows }: SymbolPickerProps) {
  const { t } = useTranslation();
  return (
    <Popup visible={visible} onMaskClick={rows.onClose} bodyClassName={sheet.sheet} destroyOnClose>
      <div className={`tr-popup ${sheet.pickerHead}`}>
        <h2>{t('trading.pickSymbol')}</h2>
      </div>
      <PickerRows {...rows} />
    </Popup>
  );
}

/**
 * The picker, drawn again only while it is open and when it opens or closes: its rows, which
 * read the live prices, are mounted only while it is open, so a tick skips it while hidden.
 */
export const SymbolPicker = memo(SymbolPickerSheet, (prev, next) => !prev.visible && !next.visible);
