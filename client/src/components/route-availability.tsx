import { createContext, useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../lib/notify.ts';

/**
 * Which paths have a page. The app provides it from its route table, so pages can link
 * to screens that come later without importing the router: an unbuilt screen answers
 * with an honest "coming soon" notice instead of a blank page or a silent redirect.
 */
export const RouteAvailabilityContext = createContext<ReadonlySet<string>>(new Set());

export function useOpenRoute(): (path: string | undefined) => void {
  const available = useContext(RouteAvailabilityContext);
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useCallback(
    (path) => {
      const pathname = path?.split('?')[0];
      if (path && pathname && available.has(pathname)) void navigate(path);
      else showToast({ content: t('common.comingSoonDesc'), duration: 2000 });
    },
    [available, navigate, t],
  );
}
