import { NavBar } from 'antd-mobile';
import { LeftOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { routes } from '../lib/route-paths.ts';

/** Title bar of the inner screens; back goes to the previous entry, or home on a cold start. */
export function ScreenHeader({ title, right }: { title: string; right?: React.ReactNode }) {
  const navigate = useNavigate();
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
      right={right}
    >
      <h1 className="screen-header__title">{title}</h1>
    </NavBar>
  );
}
