import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { marketStreamUrl, useSymbols, useTicker, withLivePrice } from '../../api/market.ts';
import { TRADE_ACCOUNT, usePosition } from '../../api/positions.ts';
import { useMarketStream } from '../../components/market-stream.ts';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { SettlementDetail, SettlementHeadline } from './settlement-detail.tsx';
import { TradingState } from './trading-state.tsx';
import './trading.css';

/**
 * The settlement information of one of the user's positions, real or demo
 * (ext.positionDetail); an empty id, an unknown one or someone else's shows "not found".
 */
export function SettlementInfo({ id }: { id: string }) {
  const { t } = useTranslation();
  const position = usePosition(id);
  const p = position.data ?? null;
  const symbol = p?.symbol ?? '';
  const stream = useMarketStream(symbol ? marketStreamUrl([symbol]) : null);
  const ticker = useTicker(symbol, !stream.down);
  const info = useSymbols().data?.find((s) => s.symbol === symbol);
  const current = ticker.data ? withLivePrice(ticker.data, stream.prices[symbol]).price : undefined;

  const header = <ScreenHeader title={t('jiesuanInfo.title')} />;
  if (id === '' || (position.isSuccess && p === null)) {
    return (
      <main className="screen">
        {header}
        <TradingState title={t('jiesuanInfo.notFound')} description={t('jiesuanInfo.notFoundDesc')} testId="not-found" />
      </main>
    );
  }
  if (position.isPending) {
    return (
      <main className="screen">
        {header}
        <div className="tr-body">
          <Skeleton.Paragraph lineCount={10} animated />
        </div>
      </main>
    );
  }
  if (position.isError || !p) {
    return (
      <main className="screen">
        {header}
        <TradingState error title={t('trading.loadFailed')} description={position.error?.message}>
          <Button color="primary" fill="outline" onClick={() => void position.refetch()}>
            {t('trading.retry')}
          </Button>
        </TradingState>
      </main>
    );
  }

  return (
    <main className="screen" data-testid="jiesuan-info">
      {header}
      {p.accountType === TRADE_ACCOUNT.DEMO && (
        <div className="tr-demo-banner">{t('demotrading.simulated')}</div>
      )}
      {p.accountType === TRADE_ACCOUNT.COMPETITION && (
        <div className="tr-demo-banner" data-testid="competition-marker">
          {t('jiesuanInfo.competitionSimulated')}
        </div>
      )}
      <div className="tr-body">
        <SettlementHeadline position={p} />
        <SettlementDetail position={p} info={info} current={current} />
      </div>
    </main>
  );
}
