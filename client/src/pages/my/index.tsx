import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { logout } from '../../api/session.ts';
import AssetCard from '../../components/asset-card.tsx';
import { OrderStatCard } from '../../features/earn/index.ts';
import { LanguageSheet, PersonalMenu, ProfileHero } from '../../features/identity/index.ts';
import { routes } from '../../lib/route-paths.ts';
import { confirmDialog } from '../../lib/dialog.ts';
import { showToast } from '../../lib/notify.ts';

/** The personal centre: profile card, the full menu, language switch and log out. */
export default function PersonalCentrePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [picking, setPicking] = useState(false);

  const confirmLogout = async () => {
    const ok = await confirmDialog({ content: t('my.logoutConfirm'), confirmText: t('common.confirm'), cancelText: t('common.cancel') });
    if (!ok) return;
    logout();
    showToast({ content: t('my.loggedOut'), duration: 2000 });
    void navigate(routes.home, { replace: true });
  };

  return (
    <main aria-label={t('my.title')}>
      <ProfileHero />
      <div className="lift">
        <AssetCard />
        <OrderStatCard />
        <PersonalMenu onLanguage={() => setPicking(true)} />
        <Button block color="danger" fill="outline" className="logout" onClick={() => void confirmLogout()}>
          {t('my.logout')}
        </Button>
      </div>
      <LanguageSheet visible={picking} onClose={() => setPicking(false)} />
    </main>
  );
}
