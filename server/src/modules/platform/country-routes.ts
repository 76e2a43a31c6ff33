import type { Handlers } from '../../routes/handlers.ts';
import type { CountryService } from './country-service.ts';

/** ext.countryList: the enabled countries with calling codes, in their seeded order (default first). */
export function countryHandlers(countries: CountryService): Handlers {
  return {
    'ext.countryList': async () => countries.enabled(),
  };
}
