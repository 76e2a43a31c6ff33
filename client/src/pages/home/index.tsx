import { Skeleton } from 'antd-mobile';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useHomeAnnouncements, useUnreadCounts } from '../../api/content-summary.ts';
import AssetCard from '../../components/asset-card.tsx';
import { BrandTitle, EnvBadge } from '../../components/brand.tsx';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { useUserStore } from '../../store/user-store.ts';
import { NoticeLine } from './notice-line.tsx';
import { SHORTCUTS, ShortcutLabel } from './shortcut-icons.tsx';
import { routeWith, routes } from '../../lib/route-paths.ts';
import styles from './home.module.css';

// Below the fold, with decimal.js and the price stream: loaded after the first paint (home budget).
const MarketLists = lazy(() => import('./market-lists.tsx'));

/** Home: brand, shortcut grid, notice strip and the live market lists. */
export default function HomePage() {
  const { t } = useTranslation();
  const signedIn = useUserStore((s) => Boolean(s.userInfo.id));
  return (
    <main aria-label={t('tabs.home')}>
      <HomeHero signedIn={signedIn} />
      <div className="lift">
        <HomeNotices />
        {/* Laid out with the page (only its total loads later), so the shortcuts under it never move. */}
        {signedIn && <AssetCard />}
        <HomeShortcuts />
        <Suspense
          fallback={
            <section className="card">
              <Skeleton.Paragraph lineCount={5} animated />
            </section>
          }
        >
          <MarketLists />
        </Suspense>
      </div>
    </main>
  );
}

/** The brand, the welcome and, for a visitor, the way in. */
function HomeHero({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <header className="hero">
      <div className="hero__bar">
        <BrandTitle className="hero__brand" />
        <EnvBadge />
      </div>
      <p className="hero__welcome">{t('home.welcome')}</p>
      {!signedIn && (
        <p className={styles.p}>
          <Link className={styles.link} to={routes.login}>
            {t('home.login')}
          </Link>
          <Link className={styles.link} to={routes.register}>
            {t('home.register')}
          </Link>
        </p>
      )}
    </header>
  );
}

/** The announcements strip with its unread count. */
function HomeNotices() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const notices = useHomeAnnouncements();
  const unread = useUnreadCounts().data;
  return (
    <section className={`card ${styles.section}`} aria-label={t('home.notices')}>
      {notices.isLoading ? (
        <Skeleton.Paragraph lineCount={1} animated />
      ) : (
        <NoticeLine
          items={notices.data?.records ?? []}
          label={t('home.notices')}
          emptyText={t('home.noNotices')}
          moreLabel={t('home.allNotices')}
          onOpen={(id) => openRoute(routeWith(routes.announcementDetail, { id }))}
          onMore={() => openRoute(routes.announcements)}
          unread={unread?.announcements}
        />
      )}
    </section>
  );
}

/** The shortcut grid; live chat carries its unread count. */
function HomeShortcuts() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const chatUnread = useUnreadCounts().data?.chat ?? 0;
  return (
    <nav className="card" aria-label="Shortcuts">
      <ul className="shortcuts">
        {SHORTCUTS.map(({ key, path, Icon }) => (
          <li key={key}>
            <button type="button" className="shortcut" onClick={() => openRoute(path)}>
              <span className={`shortcut__icon ${styles.span}`}>
                <Icon />
                {key === 'liveChat' && chatUnread > 0 && (
                  <span className="count-badge" data-testid="chat-badge">
                    {chatUnread > 99 ? '99+' : chatUnread}
                  </span>
                )}
              </span>
              <ShortcutLabel text={t(`home.shortcuts.${key}`)} />
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
