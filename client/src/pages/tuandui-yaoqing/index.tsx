import { shellPage } from '../../components/domain-screen.tsx';
import { TeamInvitation } from '../../features/team/index.ts';

/**
 * Team invitation (tuanduiYaoqing): the invite code and link with its QR code, the team figures,
 * and the direct and second-level members, paged (features/team).
 */
export default shellPage({ testId: 'tuandui-yaoqing', title: 'team.title', Body: TeamInvitation });
