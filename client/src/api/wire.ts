/**
 * The POST body encryptor lives in the shared package (ARCHITECTURE.md section 3,
 * `shared/src/wire/`); this file is the client's single import point for it.
 */
export { encryptBody } from '@sandbox/shared/wire/index';
