import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { TradingState } from './trading-state.tsx';

/** The trading screen's body while the symbols load (its header and tabs are drawn already). */
export function SymbolsLoading() {
  return (
    <>
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={8} animated />
    </>
  );
}

/** The trading screen without a symbol to trade: the list failed (`error`, with a retry) or offers no contract. */
export function SymbolsMissing({ banner, error, onRetry }: { banner: React.ReactNode; error: Error | null; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="tr">
      {banner}
      <TradingState error={error !== null} title={error ? t('trading.loadFailed') : t('trading.noSymbols')} description={error ? error.message : undefined}>
        {error && (
          <Button color="primary" fill="outline" onClick={onRetry}>
            {t('trading.retry')}
          </Button>
        )}
      </TradingState>
    </main>
  );
}

/** Why the price shown may lag: the stream is down (prices polled) or has gone quiet. */
export function PriceNotices({ down, stale }: { down: boolean; stale: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {down && (
        <div className="tr-notice" role="status">
          {t('trading.delayed')}
        </div>
      )}
      {stale && !down && (
        <div className="tr-notice" role="status" data-testid="price-stale">
          {t('trading.stale')}
        </div>
      )}
    </>
  );
}
