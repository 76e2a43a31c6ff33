import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pairLabel, type SymbolInfo } from '../../../api/market.ts';
import { SummarySkeleton } from './kline-summary.tsx';
import { ErrorBlock } from '../../../components/error-block.tsx';

/** The K-line screen's bar: back, the pair, the symbol's name. */
export function KlineHeader({ symbol, info, onBack }: { symbol: string; info: SymbolInfo | undefined; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <header className="kl__bar">
      <button type="button" className="kl__back" aria-label={t('common.back')} onClick={onBack}>
        ‹
      </button>
      <h1 className="kl__title">{symbol ? pairLabel(symbol, info) : t('kline.title')}</h1>
      {info && <span className="kl__name">{info.name}</span>}
    </header>
  );
}

/** No symbol to show: a skeleton while the market's list loads, else why, with the way to the market. */
export function NoSymbolScreen({
  header,
  symbols,
  onOpenMarket,
}: {
  header: ReactNode;
  symbols: { isPending: boolean; isSuccess: boolean; error: Error | null };
  onOpenMarket: () => void;
}) {
  const { t } = useTranslation();
  if (symbols.isPending) {
    return (
      <main className="kl">
        {header}
        <SummarySkeleton />
      </main>
    );
  }
  return (
    <main className="kl">
      {header}
      <div className="kl__state">
        <ErrorBlock status="empty" title={symbols.isSuccess ? t('kline.noSymbols') : t('kline.missingSymbol')} description={symbols.error?.message ?? ''} />
        <Button color="primary" onClick={onOpenMarket}>
          {t('kline.toMarket')}
        </Button>
      </div>
    </main>
  );
}

/** The symbol's ticker failed with nothing to show: the error and a retry. */
export function TickerErrorScreen({ header, message, onRetry }: { header: ReactNode; message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="kl">
      {header}
      <div className="kl__state" role="alert">
        <ErrorBlock status="default" title={t('kline.error')} description={message} />
        <Button color="primary" fill="outline" onClick={onRetry}>
          {t('kline.retry')}
        </Button>
      </div>
    </main>
  );
}
