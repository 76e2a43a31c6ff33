import { toRegionTime } from '@sandbox/shared';
import type { Clock } from '../../clock.ts';
import type { Handlers } from '../../routes/handlers.ts';

/** /api/public: the server clock. The other public call, public.ticketList, reads the market (modules/market/routes.ts). */
export function serverTimeHandlers(clock: Clock): Handlers {
  return {
    'public.serverTime': async () => {
      const now = clock.now();
      return { timestamp: now.getTime(), regionTime: toRegionTime(now), utcOffsetMinutes: 480 as const };
    },
  };
}
