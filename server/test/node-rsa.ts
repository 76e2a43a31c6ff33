import { constants, publicEncrypt } from 'node:crypto';
import type { RsaEncrypt } from '@sandbox/shared/wire/index';

/**
 * The request key's RSA by Node: the same PKCS#1 v1.5 format as the client's jsencrypt (which
 * wire.test.ts and the browser tests run against the server), about 2 ms a call faster, which
 * the API tests' thousands of calls add up.
 */
export const nodeRsa =
  (publicKeyPem: string): RsaEncrypt =>
  (key) =>
    publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(key)).toString('base64');
