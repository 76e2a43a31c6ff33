import { useCallback } from 'react';
import { LINK_MODE, type LinkMode } from '@sandbox/shared/constants';
import { useOpenRoute } from './route-availability.tsx';
import { routeWith, routes } from '../lib/route-paths.ts';

/** Only web addresses leave the app; anything else (javascript:, data:) is refused. */
export function isWebUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * SPEC.md section 9, external link modes: 2 navigates directly, 4 opens the outlink page
 * with the address as `?url=`, 1 does nothing. A missing address says "coming soon".
 */
export function useOpenExternal(): (url: string | null | undefined, mode?: LinkMode) => void {
  const openRoute = useOpenRoute();
  return useCallback(
    (url, mode = LINK_MODE.OUTLINK) => {
      if (mode === LINK_MODE.NONE) return;
      if (!isWebUrl(url)) return openRoute(undefined);
      if (mode === LINK_MODE.DIRECT) window.location.assign(url);
      else openRoute(routeWith(routes.outlink, { url }));
    },
    [openRoute],
  );
}
