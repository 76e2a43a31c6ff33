import { QueryClientProvider } from '@tanstack/react-query';
import { RouteAvailabilityContext } from '../components/route-availability.tsx';
import { PageLoadingOverlay } from './page-loading-overlay.tsx';
import { queryClient } from './query-client.ts';
import { registeredPaths } from './routes.ts';
import { AppRouterView, type AppRouter } from './router.tsx';

const available = registeredPaths();

export function App({ router }: { router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouteAvailabilityContext.Provider value={available}>
        <AppRouterView router={router} />
      </RouteAvailabilityContext.Provider>
      <PageLoadingOverlay />
    </QueryClientProvider>
  );
}
