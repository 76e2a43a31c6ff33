import { useNavigate, useSearchParams } from 'react-router-dom';
import { KlineView, SIDE_PARAM } from '../../features/trading/index.ts';
import { routeWith, routes } from '../../lib/route-paths.ts';

/** kline?symbol=BTCUSDT: the K-line screen (features/trading/kline); back goes to where the user came from, else the market. */
export default function KlinePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(routes.market, { replace: true });
  };
  return (
    <KlineView
      wanted={(params.get('symbol') ?? '').trim().toUpperCase()}
      onBack={back}
      onOpenMarket={() => void navigate(routes.market)}
      tradeHref={(symbol, side) => routeWith(routes.contract, { symbol, [SIDE_PARAM]: side })}
    />
  );
}
