import { NavBar } from 'antd-mobile';
import { LeftOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { routes } from '../lib/route-paths.ts';
import { useOpenRoute } from './route-availability.tsx';

/** A header link to another screen (its availability checked by useOpenRoute: an unbuilt one says "coming soon"). */
export interface HeaderLink {
  label: string;
  to: string;
  testId?: string;
}

/**
 * Title bar of the inner screens; back goes to the previous entry, or home on a cold start. On
 * the right, a `link` to a sibling screen (the records, my orders) or any other `right` control.
 */
export function ScreenHeader({ title, link, right }: { title: string; link?: HeaderLink; right?: React.ReactNode }) {
  const navigate = useNavigate();
  const openRoute = useOpenRoute();
  const { t } = useTranslation();
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(routes.home, { replace: true });
  };
  return (
    <NavBar className="screen-header"
      onBack={back}
      // The back control is an icon: its name ("Back") is what a screen reader says (axe: aria-command-name).
      backIcon={<LeftOutline role="img" aria-label={t('common.back')} />}
      right={
        link ? (
          <button type="button" className="link" onClick={() => openRoute(link.to)} data-testid={link.testId}>
            {link.label}
          </button>
        ) : (
          right
        )
      }
    >
      <h1 className="screen-header__title">{title}</h1>
    </NavBar>
  );
}
