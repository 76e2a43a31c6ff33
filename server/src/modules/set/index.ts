import { defineModule } from '../define-module.ts';
import { countryHandlers } from './country-routes.ts';
import { currencyHandlers } from './currency-routes.ts';
import { createSetModule } from './module.ts';
import { setHandlers } from './routes.ts';
import { shortLinkHandlers } from './short-link-routes.ts';

// The set module (/api/set and the country list) and its face: settings, currencies and rates, short links.
/** Platform settings, currencies and their rates, countries, short links. */
export const setModule = defineModule({
  name: 'set',
  create: createSetModule,
  handlers: (set) => ({
    ...setHandlers(set.settings),
    ...currencyHandlers(set.currencies),
    ...countryHandlers(set.countries),
    ...shortLinkHandlers(set.shortLinks),
  }),
});

export type { SetModule } from './module.ts';
export type { SettingsService } from './service.ts';
