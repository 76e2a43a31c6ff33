import { Badge, Button, CheckList, Dialog, List, Popup, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LANGUAGE_LABELS, LANGUAGES } from '@sandbox/shared/constants';
import { logout } from '../../api/session.ts';
import { useUnreadCounts } from '../../api/content-summary.ts';
import { useCreditScore } from '../../api/credit.ts';
import AssetCard from '../../components/asset-card.tsx';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { OrderStatCard } from '../../features/earn/index.ts';
import { copyText } from '../../lib/clipboard.ts';
import { useLangStore, type Language } from '../../store/lang-store.ts';
import { useUserStore } from '../../store/user-store.ts';
import { MENU, type MenuEntry } from './menu.tsx';
import { routes } from '../../lib/route-paths.ts';

/** The personal centre: profile card, the full menu, language switch and log out. */
export default function PersonalCentrePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openRoute = useOpenRoute();
  const unreadCounts = useUnreadCounts().data;
  const creditScore = useCreditScore().data;
  const user = useUserStore((s) => s.userInfo);
  const { lang, setLang } = useLangStore();
  const [picking, setPicking] = useState(false);

  const name = String(user.nickname ?? user.account ?? t('my.guestName'));
  const level = typeof user.level === 'number' ? user.level : undefined;
  const extraFor = (entry: MenuEntry) => {
    if (entry.key === 'creditScore' && creditScore !== undefined) return String(creditScore);
    if (entry.action === 'language') return LANGUAGE_LABELS[lang];
    const unread = entry.key === 'notifications' ? unreadCounts?.notices : entry.key === 'liveChat' ? unreadCounts?.chat : undefined;
    if (unread) return <Badge content={unread > 99 ? '99+' : unread} data-testid={`badge-${entry.key}`} />;
    return undefined;
  };

  const open = (entry: MenuEntry) => {
    if (entry.action === 'language') setPicking(true);
    else openRoute(entry.path);
  };

  const confirmLogout = async () => {
    const ok = await Dialog.confirm({ content: t('my.logoutConfirm'), confirmText: t('common.confirm'), cancelText: t('common.cancel') });
    if (!ok) return;
    logout();
    Toast.show({ content: t('my.loggedOut'), duration: 2000 });
    void navigate(routes.home, { replace: true });
  };

  return (
    <main aria-label={t('my.title')}>
      <header className="hero" style={{ paddingBottom: 48 }}>
        <div className="profile">
          <div className="profile__avatar" aria-hidden>
            {name.slice(0, 1).toUpperCase()}
          </div>
          <div>
            <p className="profile__name">
              {name}
              {level !== undefined && <span className="level-chip">VIP{level}</span>}
            </p>
            {user.id && (
              <button type="button" className="profile__meta link" style={{ color: '#fff' }} onClick={() => void copyText(String(user.id))}>
                {t('my.uid')}: {String(user.id)}
              </button>
            )}
          </div>
        </div>
      </header>

      <div className="lift">
        <AssetCard />
        <OrderStatCard />
        <section className="card" style={{ padding: 0, overflow: 'hidden' }}>
          <List aria-label={t('my.title')}>
            {MENU.map((entry) => (
              <List.Item key={entry.key} prefix={<entry.Icon />} extra={extraFor(entry)} onClick={() => open(entry)}>
                {t(entry.labelKey ?? `my.menu.${entry.key}`)}
              </List.Item>
            ))}
          </List>
        </section>
        <Button block color="danger" fill="outline" className="logout" onClick={() => void confirmLogout()}>
          {t('my.logout')}
        </Button>
      </div>

      <Popup visible={picking} onMaskClick={() => setPicking(false)} bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}>
        <h2 className="section-title" style={{ padding: '16px 16px 0' }}>
          {t('my.chooseLanguage')}
        </h2>
        <CheckList
          value={[lang]}
          onChange={(values) => {
            const next = values[0] as Language | undefined;
            if (next) setLang(next);
            setPicking(false);
          }}
        >
          {LANGUAGES.map((code) => (
            <CheckList.Item key={code} value={code}>
              {LANGUAGE_LABELS[code]}
            </CheckList.Item>
          ))}
        </CheckList>
      </Popup>
    </main>
  );
}
