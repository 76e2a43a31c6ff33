import { defineModule } from '../define-module.ts';
import { countryHandlers } from './country-routes.ts';
import { fileRoutes } from './file-route.ts';
import { createPlatformModule } from './module.ts';
import { uploadQaRoutes } from './qa-routes.ts';
import { serverTimeHandlers } from './server-time-routes.ts';
import { settingsHandlers } from './settings-routes.ts';
import { shortLinkHandlers } from './short-link-routes.ts';
import { uploadHandlers } from './upload-routes.ts';

// The platform module (/api/set, /api/sys, /api/public, the country list) and its face: what the wiring, the QA API and other modules use.
/** Platform settings, countries, short links, the server time, uploads (the contract call, the files served back, their limits). */
export const platformModule = defineModule({
  name: 'platform',
  create: createPlatformModule,
  handlers: (platform) => ({
    ...settingsHandlers(platform.settings),
    ...countryHandlers(platform.countries),
    ...shortLinkHandlers(platform.shortLinks),
    ...serverTimeHandlers(platform.clock),
    ...uploadHandlers(platform.uploads),
  }),
  // Uploads are served back as files, not envelopes, so this one route sits outside the contract.
  routes: async (app, { api, authenticate }) => {
    await app.register(fileRoutes, { uploads: api.uploads, authenticate });
  },
  // A reviewer's view of an uploaded proof, beside the wallet's review queues.
  qa: { prefix: '/finance', routes: uploadQaRoutes },
});

export type { PlatformModule } from './module.ts';
export type { SettingsService } from './settings-service.ts';
export { fileUrl } from './upload-service.ts';
export { usableUpload, type UploadPurpose } from './upload-use.ts';
export { MULTIPART_OPTIONS } from './upload-limits.ts';
