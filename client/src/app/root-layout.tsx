import { Outlet, useLocation } from 'react-router-dom';
import { BottomTabBar } from '../components/tab-bar.tsx';
import { useOpenRoute } from '../components/route-availability.tsx';
import { TAB_PATHS, findRoute } from './routes.ts';

/** The root wrapper: the page area with the route's background, and the tab bar on the four tab pages. */
export function RootLayout() {
  const { pathname } = useLocation();
  const openRoute = useOpenRoute();
  const background = findRoute(pathname)?.background;
  const withTabs = (TAB_PATHS as readonly string[]).includes(pathname);
  return (
    <div className={withTabs ? 'page page--tabs' : 'page'} style={background ? { background } : undefined}>
      <Outlet />
      {withTabs && <BottomTabBar activePath={pathname} onOpen={openRoute} />}
    </div>
  );
}
