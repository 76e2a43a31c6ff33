import { defineModule } from '../define-module.ts';
import { countryHandlers } from './country-routes.ts';
import { createSetModule } from './module.ts';
import { setHandlers } from './routes.ts';
import { shortLinkHandlers } from './short-link-routes.ts';

// The set module (/api/set and the country list) and its face: settings, countries, short links.
/** Platform settings, countries, short links. */
export const setModule = defineModule({
  name: 'set',
  create: createSetModule,
  handlers: (set) => ({
    ...setHandlers(set.settings),
    ...countryHandlers(set.countries),
    ...shortLinkHandlers(set.shortLinks),
  }),
});

export type { SetModule } from './module.ts';
export type { SettingsService } from './service.ts';
