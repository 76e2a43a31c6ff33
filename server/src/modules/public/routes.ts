import { toRegionTime } from '@sandbox/shared';
import type { Clock } from '../../clock.ts';
import type { Handlers } from '../../routes/handlers.ts';

/** /api/public: the server clock (market calls join when the market module lands). */
export function publicHandlers(clock: Clock): Handlers {
  return {
    'public.serverTime': async () => {
      const now = clock.now();
      return { timestamp: now.getTime(), regionTime: toRegionTime(now), utcOffsetMinutes: 480 as const };
    },
  };
}
