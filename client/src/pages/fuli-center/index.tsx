import { shellPage } from '../../components/domain-screen.tsx';
import { WelfareRewards } from '../../features/vip/index.ts';
import { routes } from '../../lib/route-paths.ts';

/** Welfare centre (fuliCenter): every reward received or claimable with its state; claim what is claimable (features/vip). */
export default shellPage({ testId: 'fuli-center', title: 'welfare.title', link: { label: 'welfare.levels', to: routes.vipLevel }, Body: WelfareRewards });
