import { QueryClient } from '@tanstack/react-query';

/**
 * Server data lives here (ARCHITECTURE.md section 5). The http instance already shows
 * the error notice, so queries do not retry a refused call into a burst of toasts.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
    mutations: { retry: false },
  },
});
