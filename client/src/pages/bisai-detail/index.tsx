import { useSearchParams } from 'react-router-dom';
import { CompetitionDetailScreen } from '../../features/competition/index.ts';

/** One competition (bisaiDetail?id=): facts, rewards, the caller's entry, join and exit, the live ranking (features/competition). */
export default function CompetitionDetailPage() {
  const [params] = useSearchParams();
  return <CompetitionDetailScreen id={params.get('id') ?? ''} />;
}
