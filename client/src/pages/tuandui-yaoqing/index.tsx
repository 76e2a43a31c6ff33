import { useTranslation } from 'react-i18next';
import { ScreenShell } from '../../components/domain-screen.tsx';
import { TeamInvitation } from '../../features/team/index.ts';

/**
 * Team invitation (tuanduiYaoqing): the invite code and link with its QR code, the team figures,
 * and the direct and second-level members, paged (features/team).
 */
export default function TeamInvitationPage() {
  const { t } = useTranslation();
  return (
    <ScreenShell testId="tuandui-yaoqing" title={t('team.title')}>
      <TeamInvitation />
    </ScreenShell>
  );
}
