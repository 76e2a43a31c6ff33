import { shellPage } from '../../components/domain-screen.tsx';
import { MyEntries } from '../../features/competition/index.ts';

/** My competitions (bisaiMycansai): every entry with its status, rank, yield, join and exit time and reward. */
export default shellPage({ testId: 'bisai-mycansai', title: 'competition.mineTitle', Body: MyEntries });
