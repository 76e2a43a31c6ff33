import { useOpenRoute } from '../../components/route-availability.tsx';
import { FlashExchange } from '../../features/trading/index.ts';
import { routes } from '../../lib/route-paths.ts';

/** /shandui: the flash exchange (features/trading/flash); its records are a tap away. */
export default function FastTradePage() {
  const openRoute = useOpenRoute();
  return <FlashExchange onOpenRecords={() => openRoute(routes.fastTradeRecords)} />;
}
