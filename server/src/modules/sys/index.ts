import { defineModule } from '../define-module.ts';
import { sysFileRoutes } from './file-route.ts';
import { sysQaRoutes } from './qa-routes.ts';
import { sysHandlers } from './routes.ts';
import { createUploadService } from './upload-service.ts';

// The sys module (/api/sys) and its face: uploads (the contract call, the file route, their limits).
/** Uploads: the contract call, the files served back, their limits. */
export const sysModule = defineModule({
  name: 'sys',
  create: createUploadService,
  handlers: sysHandlers,
  // Uploads are served back as files, not envelopes, so this one route sits outside the contract.
  routes: async (app, { api, authenticate }) => {
    await app.register(sysFileRoutes, { uploads: api, authenticate });
  },
  qa: { prefix: '/finance', routes: sysQaRoutes },
});

export { fileUrl, type UploadService } from './upload-service.ts';
export { usableUpload, type UploadPurpose } from './upload-use.ts';
export { MULTIPART_OPTIONS } from './upload-limits.ts';
