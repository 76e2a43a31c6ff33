import { Badge, CheckList, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LABELS, LANGUAGES } from '@sandbox/shared/constants';
import { useUnreadCounts } from '../../api/content-summary.ts';
import { useCreditScore } from '../../api/credit.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { copyText } from '../../lib/clipboard.ts';
import { useLangStore, type Language } from '../../store/lang-store.ts';
import { useUserStore } from '../../store/user-store.ts';
import { MENU, type MenuEntry } from './personal-menu.tsx';
import { Popup } from '../../components/overlays.tsx';
import s from './personal-centre.module.css';

/** The signed-in user's card: initial, name, VIP level and the UID (tap to copy). */
export function ProfileHero() {
  const { t } = useTranslation();
  const user = useUserStore((st) => st.userInfo);
  const name = String(user.nickname ?? user.account ?? t('my.guestName'));
  const level = typeof user.level === 'number' ? user.level : undefined;
  return (
    <header className={`hero ${s.hero}`}>
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
            <button type="button" className={`profile__meta link ${s.uid}`} onClick={() => void copyText(String(user.id))}>
              {t('my.uid')}: {String(user.id)}
            </button>
          )}
        </div>
      </div>
    </header>
  );
}

/** The personal menu (SPEC.md section 2) with the credit score, the language and unread counts beside their entries. */
export function PersonalMenu({ onLanguage }: { onLanguage: () => void }) {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const unreadCounts = useUnreadCounts().data;
  const creditScore = useCreditScore().data;
  const lang = useLangStore((st) => st.lang);
  const extraFor = (entry: MenuEntry) => {
    if (entry.key === 'creditScore' && creditScore !== undefined) return String(creditScore);
    if (entry.action === 'language') return LANGUAGE_LABELS[lang];
    const unread = entry.key === 'notifications' ? unreadCounts?.notices : entry.key === 'liveChat' ? unreadCounts?.chat : undefined;
    if (unread) return <Badge content={unread > 99 ? '99+' : unread} data-testid={`badge-${entry.key}`} />;
    return undefined;
  };
  const open = (entry: MenuEntry) => {
    if (entry.action === 'language') onLanguage();
    else openRoute(entry.path);
  };
  return (
    <section className={`card ${s.flush}`}>
      <List aria-label={t('my.title')}>
        {MENU.map((entry) => (
          <List.Item key={entry.key} prefix={<entry.Icon />} extra={extraFor(entry)} onClick={() => open(entry)}>
            {t(entry.labelKey ?? `my.menu.${entry.key}`)}
          </List.Item>
        ))}
      </List>
    </section>
  );
}

/** A bottom sheet to choose the app's language. */
export function LanguageSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { lang, setLang } = useLangStore();
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={s.sheet}>
      <h2 className={`section-title ${s.sheetTitle}`}>{t('my.chooseLanguage')}</h2>
      <CheckList
        value={[lang]}
        onChange={(values) => {
          const next = values[0] as Language | undefined;
          if (next) setLang(next);
          onClose();
        }}
      >
        {LANGUAGES.map((code) => (
          <CheckList.Item key={code} value={code}>
            {LANGUAGE_LABELS[code]}
          </CheckList.Item>
        ))}
      </CheckList>
    </Popup>
  );
}
