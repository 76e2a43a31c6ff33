import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { changeTone, type SymbolInfo, type Ticker } from '../../../api/market.ts';
import { decimalsOf } from '@sandbox/shared/money';
import { formatNumber, percentText } from '../../../lib/format.ts';
import { fmtPrice } from '../trading-format.ts';

/** The summary's place while the figures load. */
export function SummarySkeleton() {
  return (
    <div className="kl__summary">
      <Skeleton.Paragraph lineCount={3} animated />
    </div>
  );
}

/** The symbol's live price, its 24 h change, open, high, low and volume; a skeleton until the ticker answers. */
export function KlineSummary({ live, info }: { live: Ticker | undefined; info: SymbolInfo | undefined }) {
  const { t } = useTranslation();
  if (!live) return <SummarySkeleton />;
  const tone = changeTone(live.change24h);
  // Every price of the symbol at its price precision (the decimals the server sent until the list answers), so they line up.
  const price = (value: string | undefined) => fmtPrice(value, info);
  return (
    <section className="kl__summary" aria-label={t('kline.change')}>
      <div>
        <div className={`kl__price kl--${tone}`} data-testid="kline-price">
          {price(live.price)}
        </div>
        <div className={`kl__change kl--${tone}`}>
          {/* A signed price difference: the price's decimals with its sign (priceText carries none). */}
          {formatNumber(live.change24h, info?.pricePrecision ?? decimalsOf(live.price), { plusSign: true })} ({percentText(live.changePercent24h, { plusSign: true })})
        </div>
      </div>
      <dl className="kl__stats">
        <dt>{t('kline.open')}</dt>
        <dd>{price(live.open24h)}</dd>
        <dt>{t('kline.high')}</dt>
        <dd>{price(live.high24h)}</dd>
        <dt>{t('kline.low')}</dt>
        <dd>{price(live.low24h)}</dd>
        <dt>{t('kline.volume')}</dt>
        <dd>{formatNumber(live.volume24h, 2)}</dd>
      </dl>
    </section>
  );
}
