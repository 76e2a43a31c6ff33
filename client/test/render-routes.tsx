import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { RouteAvailabilityContext } from '../src/components/route-availability.tsx';

/**
 * Renders routes in a memory router with a fresh query cache (no retries); returns the router.
 * `available` lists the paths that have a page (RouteAvailabilityContext); none unless given.
 */
export function renderRoutes(
  routes: RouteObject[],
  initialPath: string,
  { available = [] }: { available?: Iterable<string> } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouteAvailabilityContext.Provider value={new Set(available)}>
        <RouterProvider router={router} />
      </RouteAvailabilityContext.Provider>
    </QueryClientProvider>,
  );
  return router;
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
