import { shellPage } from '../../components/domain-screen.tsx';
import { CompetitionList } from '../../features/competition/index.ts';
import { routes } from '../../lib/route-paths.ts';

/** Prize competitions (bisai): every competition with its status, dates, fund, participants and rewards by rank. */
export default shellPage({
  testId: 'bisai',
  title: 'competition.title',
  link: { label: 'competition.mine', to: routes.myCompetitions, testId: 'my-entries-link' },
  Body: CompetitionList,
});
