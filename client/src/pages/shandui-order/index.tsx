import { useOpenRoute } from '../../components/route-availability.tsx';
import { FlashRecords } from '../../features/trading/index.ts';
import { routes } from '../../lib/route-paths.ts';

/** /shanduiOrder: the flash exchange records (features/trading/flash), with the way back to exchange. */
export default function FastTradeRecordsPage() {
  const openRoute = useOpenRoute();
  return <FlashRecords onOpenExchange={() => openRoute(routes.fastTrade)} />;
}
