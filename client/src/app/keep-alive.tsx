import { Activity, useRef, useState, type ComponentType } from 'react';
import { Outlet, UNSAFE_LocationContext, useLocation, useNavigationType } from 'react-router-dom';
import { findRoute } from './routes.ts';

/** Pages of the keep-alive routes, filled in by their lazy route loaders. */
const registry = new Map<string, ComponentType>();

export function registerKeepAlivePage(path: string, page: ComponentType): void {
  registry.set(path, page);
}

/** The router's element for a keep-alive route: the shell renders the page itself. */
export function KeepAliveSlot() {
  return null;
}

/**
 * The app shell. The four top-level routes (demotrading, kline, outlink, login) keep their
 * state when the user leaves and returns (SPEC.md section 2): once visited, their page stays
 * mounted inside React's <Activity>, hidden (effects paused) while another route shows.
 */
export function KeepAliveShell() {
  const location = useLocation();
  const active = registry.has(location.pathname) ? location.pathname : null;
  const [visited, setVisited] = useState<readonly string[]>([]);
  // Derived state, updated during render (React's documented pattern) so the page shows at once.
  if (active && !visited.includes(active)) setVisited([...visited, active]);

  return (
    <>
      <Outlet />
      {visited.map((path) => {
        const Page = registry.get(path);
        if (!Page) return null;
        const background = findRoute(path)?.background;
        return (
          <Activity key={path} mode={path === active ? 'visible' : 'hidden'}>
            <FrozenLocation active={path === active}>
              <div className="page page--top" style={background ? { background } : undefined}>
                <Page />
              </div>
            </FrozenLocation>
          </Activity>
        );
      })}
    </>
  );
}

/**
 * A hidden page still re-renders when the location changes; it must keep seeing the location
 * it was showing (outlink's `url` query, for one), or it would lose exactly the state it keeps.
 */
function FrozenLocation({ active, children }: { active: boolean; children: React.ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const frozen = useRef({ location, navigationType });
  // Written during render on purpose: the snapshot must follow the location only while active.
  if (active) frozen.current = { location, navigationType };
  return <UNSAFE_LocationContext.Provider value={frozen.current}>{children}</UNSAFE_LocationContext.Provider>;
}
