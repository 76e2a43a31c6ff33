/** Request body encryption (docs/wire-protocol.md). Import as `@sandbox/shared/wire/index`. */
export {
  REQUEST_KEY_ALPHABET,
  REQUEST_KEY_LENGTH,
  randomRequestKey,
  isRequestKey,
} from './request-key.ts';
export { dropNulls } from './drop-nulls.ts';
export { encryptBody, encryptBodyWithKey, jsencryptRsa, sealBody, type RsaEncrypt } from './encrypt-body.ts';
