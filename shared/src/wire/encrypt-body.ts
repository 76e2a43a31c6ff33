/**
 * Client side of the POST body format (docs/wire-protocol.md):
 *   base64(RSA-PKCS#1-v1.5(publicKey, key)) + "." + CryptoJS.AES.encrypt(json, key)
 * The AES part is crypto-js passphrase mode: OpenSSL "Salted__" format,
 * AES-256-CBC, key and IV from MD5 EVP_BytesToKey.
 */
import AES from 'crypto-js/aes.js';
import { JSEncrypt } from './jsencrypt-shim.ts';
import { dropNulls } from './drop-nulls.ts';
import { isRequestKey, randomRequestKey } from './request-key.ts';

/** RSA-PKCS#1-v1.5 encryption of a request key, base64: the client's is jsencrypt's. */
export type RsaEncrypt = (key: string) => string;

/** jsencrypt, the client's RSA (what the app ships). */
export function jsencryptRsa(publicKeyPem: string): RsaEncrypt {
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKeyPem);
  return (key) => {
    // jsencrypt reports failure (bad key, message too long) by returning false, not by throwing.
    const encrypted = rsa.encrypt(key);
    if (typeof encrypted !== 'string' || encrypted.length === 0) {
      throw new Error('encryptBody: RSA encryption failed (is publicKeyPem a valid RSA public key?)');
    }
    return encrypted;
  };
}

/** Encrypts `payload` (null fields dropped) for the server holding the private half of `publicKeyPem`. */
export function encryptBody(payload: object, publicKeyPem: string): string {
  return encryptBodyWithKey(payload, publicKeyPem, randomRequestKey());
}

/**
 * Same as encryptBody with a caller-chosen key: for tests and debugging only
 * (a reused key defeats the point of the per-request key).
 */
export function encryptBodyWithKey(payload: object, publicKeyPem: string, key: string): string {
  return sealBody(payload, jsencryptRsa(publicKeyPem), key);
}

/**
 * The body with the request key encrypted by `rsa`: the server's API tests pass Node's RSA,
 * which writes the same format many times faster than jsencrypt's JavaScript arithmetic.
 */
export function sealBody(payload: object, rsa: RsaEncrypt, key = randomRequestKey()): string {
  if (!isRequestKey(key))
    throw new Error('encryptBody: the key must be 32 characters of REQUEST_KEY_ALPHABET');
  const json = JSON.stringify(dropNulls(payload));
  return `${rsa(key)}.${AES.encrypt(json, key).toString()}`;
}
