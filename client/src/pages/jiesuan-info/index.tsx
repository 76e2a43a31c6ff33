import { useSearchParams } from 'react-router-dom';
import { SettlementInfo } from '../../features/trading/index.ts';

/** /jiesuanInfo?id=<id>: the settlement information of one of the user's positions. */
export default function SettlementInfoPage() {
  const [params] = useSearchParams();
  return <SettlementInfo id={(params.get('id') ?? '').trim()} />;
}
