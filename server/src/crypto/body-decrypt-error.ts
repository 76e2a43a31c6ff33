/**
 * The one error decryptBody throws. Callers answer every variant the same way
 * (envelope code 400 with BODY_DECRYPT_MESSAGE_KEY): telling the client which
 * layer failed would hand out a padding oracle. `reason` is for server logs.
 */
export const BODY_DECRYPT_MESSAGE_KEY = 'request.badBody';

export type BodyDecryptReason =
  | 'raw-not-utf8' // the raw bytes are not UTF-8
  | 'raw-bad-json-string' // starts with a quote but is not one JSON string
  | 'format' // not exactly two parts separated by one dot
  | 'rsa-not-base64'
  | 'rsa-length' // decoded RSA part empty or longer than the modulus
  | 'rsa-decrypt' // OpenSSL refused the block (e.g. a value >= the modulus)
  | 'aes-not-base64'
  | 'aes-format' // no "Salted__" header, or not whole AES blocks
  | 'aes-decrypt' // wrong key (including implicit rejection) or tampered data: bad CBC padding
  | 'not-utf8'
  | 'not-json'
  | 'not-object'; // valid JSON that is not an object (array, string, number, null)

export class BodyDecryptError extends Error {
  /** Envelope code the caller should answer with. */
  readonly code = 400 as const;
  readonly messageKey = BODY_DECRYPT_MESSAGE_KEY;

  constructor(readonly reason: BodyDecryptReason) {
    // The message is the public key only, so a handler that prints err.message leaks nothing.
    super(BODY_DECRYPT_MESSAGE_KEY);
    this.name = 'BodyDecryptError';
  }
}
