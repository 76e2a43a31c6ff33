import { shellPage } from '../../components/domain-screen.tsx';
import { IeoBoard } from '../../features/ieo/index.ts';

/**
 * IEO (/ieo): the projects with their draw and applying for one, and my subscriptions with paying
 * a won one (features/ieo: ieo-board.tsx, ieo-cards.tsx, draw-ui.tsx).
 */
export default shellPage({ testId: 'ieo', title: 'ieo.title', Body: IeoBoard });
