// The set module's face (/api/set and the country list): settings, currencies and rates, short links.
export { setHandlers } from './routes.ts';
export { createSettingsService, type SettingsService } from './service.ts';
export { countryHandlers } from './country-routes.ts';
export { createCountryService } from './country-service.ts';
export { createCurrencyService } from './currency-service.ts';
export { currencyHandlers } from './currency-routes.ts';
export { shortLinkHandlers } from './short-link-routes.ts';
export { createShortLinkService } from './short-link-service.ts';
