import type { FastifyMultipartOptions } from '@fastify/multipart';

/** 20 MB: the client compresses anything over 200 KB (SPEC section 9), so this only stops abuse. */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

/**
 * Per-user upload allowance (upload-service.ts): a person verifying their identity
 * and proving a few deposits needs a handful a day; this only stops a script from
 * filling the disk. 24 hours rolling, on the sandbox clock.
 */
export const UPLOAD_QUOTA = { perMinute: 10, perDay: 50, bytesPerDay: 100 * 1024 * 1024 } as const;

/** Sniffed content types accepted: images only (SPEC section 8: a non-image gets "upload an image file"). */
export const ALLOWED_IMAGE_TYPES: ReadonlyMap<string, string> = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/gif', 'gif'],
  ['image/webp', 'webp'],
]);

/**
 * Options of @fastify/multipart, registered for the upload route only
 * (routes/register-contract.ts): one file, a few short text fields.
 */
export const MULTIPART_OPTIONS: FastifyMultipartOptions = {
  limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 8, fieldSize: 1024, parts: 10, headerPairs: 50 },
  throwFileSizeLimit: true,
  // Keep the name as sent: busboy would otherwise strip a path silently, and a
  // path-like name is refused (upload-service.ts isSafeFileName), not repaired.
  preservePath: true,
};
