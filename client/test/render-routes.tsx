import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { enableAntdMobileOnReact19 } from '../src/app/antd-react19.ts';
import { RouteAvailabilityContext } from '../src/components/route-availability.tsx';

/**
 * Renders screens by path as the app does (antd-mobile on React 19, a fresh query cache without
 * retries, a memory router) at `at`; returns the router. A string stands for a screen showing
 * that text. `available` lists the paths that have a page (RouteAvailabilityContext); none unless given.
 */
export function renderScreens(screens: Record<string, ReactNode>, at: string, { available = [] }: { available?: Iterable<string> } = {}) {
  enableAntdMobileOnReact19();
  const routes = Object.entries(screens).map(([path, screen]) => ({ path, element: typeof screen === 'string' ? <p>{screen}</p> : screen }));
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouteAvailabilityContext.Provider value={new Set(available)}>
        <RouterProvider router={router} />
      </RouteAvailabilityContext.Provider>
    </QueryClientProvider>,
  );
  return router;
}

/** Renders `page` at `at` (its path, with the query string it reads) beside the other screens it may open. */
export function renderPage(page: ReactElement, at: string, { routes = {}, available }: { routes?: Record<string, ReactNode>; available?: Iterable<string> } = {}) {
  return renderScreens({ [at.split('?')[0]!]: page, ...routes }, at, { available });
}

/** A verification record as kyc.listMy returns it (basic level, waiting), with overrides. */
export const kycRecord = (over: Record<string, unknown>) => ({
  id: '1',
  level: 1,
  status: 1,
  realName: 'Dave',
  docType: 2,
  docNumber: 'E12****89',
  frontUrl: null,
  backUrl: null,
  portraitUrl: null,
  rejectReason: null,
  submittedAt: '2026-01-01 08:00:00',
  reviewedAt: null,
  ...over,
});
