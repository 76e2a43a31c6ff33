// The kyc module's face (/api/auth): identity checks, the level gate and the stored codes other modules read.
export { kycHandlers } from './routes.ts';
export { createKycService, type KycService } from './service.ts';
export { assertKycLevel } from './gate.ts';
export { DB_KYC_STATUS, genderToDb, genderToWire, kycStatusToWire, type WireGender } from './codes.ts';
export { assertOwnImages } from './uploads.ts';
