import { defineModule } from '../define-module.ts';
import { kycQaRoutes } from './qa-routes.ts';
import { kycHandlers } from './routes.ts';
import { createKycService } from './service.ts';

// The kyc module (/api/auth) and its face: identity checks, the level gate and the stored codes other modules read.
/** Identity verification: basic and advanced checks, their review, the level gate. */
export const kycModule = defineModule({
  name: 'kyc',
  create: createKycService,
  handlers: kycHandlers,
  qa: { prefix: '/kyc', routes: kycQaRoutes },
});

export type { KycService } from './service.ts';
export { assertKycLevel } from './gate.ts';
export { DB_KYC_STATUS, genderToDb, genderToWire, kycStatusToWire, type WireGender } from './codes.ts';
export { assertOwnImages } from './uploads.ts';
