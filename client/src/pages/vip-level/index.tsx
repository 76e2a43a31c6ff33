import { shellPage } from '../../components/domain-screen.tsx';
import { VipLevels } from '../../features/vip/index.ts';
import { routes } from '../../lib/route-paths.ts';

/** VIP levels (vipLevel): my level and the progress to the next, every level with its threshold and rewards (features/vip). */
export default shellPage({ testId: 'vip-level', title: 'vip.title', link: { label: 'vip.welfare', to: routes.welfareCentre }, Body: VipLevels });
