import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { TeamInvitation } from '../../features/team/index.ts';

/**
 * Team invitation (tuanduiYaoqing): the invite code and link with its QR code, the team figures,
 * and the direct and second-level members, paged (features/team).
 */
export default function TeamInvitationPage() {
  const { t } = useTranslation();
  return (
    <main className="screen" data-testid="tuandui-yaoqing">
      <ScreenHeader title={t('team.title')} />
      <div className="screen__body">
        <TeamInvitation />
      </div>
    </main>
  );
}
