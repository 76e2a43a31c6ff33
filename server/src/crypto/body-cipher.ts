/**
 * Server side of the POST body format (docs/wire-protocol.md):
 *   base64(RSA-PKCS#1-v1.5(publicKey, key)) + "." + base64("Salted__" | salt | AES-256-CBC(json))
 * node:crypto only. Every failure is a BodyDecryptError.
 */
import { constants, privateDecrypt, type KeyObject } from 'node:crypto';
import { BodyDecryptError } from './body-decrypt-error.ts';
import { implicitRejectionKey } from './implicit-rejection.ts';
import { decryptSalted, isSaltedFormat } from './openssl-aes.ts';
import { unpadPkcs1v15 } from './pkcs1-unpad.ts';
import { unwrapRawBody } from './raw-body.ts';

export {
  BodyDecryptError,
  BODY_DECRYPT_MESSAGE_KEY,
  type BodyDecryptReason,
} from './body-decrypt-error.ts';
export { unwrapRawBody } from './raw-body.ts';

/** Bytes of the request key inside the RSA block (REQUEST_KEY_LENGTH in shared/src/wire). */
const KEY_BYTES = 32;

// Strict standard base64 with padding; Buffer.from(.., 'base64') would silently skip junk.
// (An empty part passes here and is refused by the length checks below.)
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
// `openssl enc -a` without -A wraps lines at 64 characters; tolerate that when debugging by hand.
const WHITESPACE = /[\t\n\r ]/g;

const utf8 = new TextDecoder('utf-8', { fatal: true });
const modulusBytesCache = new WeakMap<KeyObject, number>();

function modulusBytes(privateKey: KeyObject): number {
  let bytes = modulusBytesCache.get(privateKey);
  if (bytes === undefined) {
    const bits = privateKey.asymmetricKeyDetails?.modulusLength;
    if (privateKey.asymmetricKeyType !== 'rsa' || bits === undefined)
      throw new Error('decryptBody needs an RSA private key');
    bytes = Math.ceil(bits / 8);
    modulusBytesCache.set(privateKey, bytes);
  }
  return bytes;
}

function decodeBase64(part: string, reason: 'rsa-not-base64' | 'aes-not-base64'): Buffer {
  const compact = part.replace(WHITESPACE, '');
  if (!BASE64.test(compact)) throw new BodyDecryptError(reason);
  return Buffer.from(compact, 'base64');
}

/**
 * Decrypts a request body (bare or JSON-quoted, string or raw bytes) into its
 * JSON object. Throws BodyDecryptError for any malformed, tampered or foreign
 * input; a plain Error only for a programming error (a non-RSA key).
 */
export function decryptBody(raw: string | Buffer, privateKey: KeyObject): Record<string, unknown> {
  return openBody(raw, privateKey).payload;
}

export interface OpenedBody {
  payload: Record<string, unknown>;
  /**
   * The RSA block, left-padded to the modulus length: the canonical form of the
   * head, so two spellings of one body (quoted, short encoder output) are one head.
   */
  head: Buffer;
}

/** decryptBody that also hands back the RSA head, for the replay guard (docs/wire-protocol.md). */
export function openBody(raw: string | Buffer, privateKey: KeyObject): OpenedBody {
  const k = modulusBytes(privateKey);
  const parts = unwrapRawBody(raw).split('.');
  if (parts.length !== 2) throw new BodyDecryptError('format');

  // Checks on public data first, so junk is refused before the costly RSA step.
  const rsaCiphertext = decodeBase64(parts[0]!, 'rsa-not-base64');
  if (rsaCiphertext.length === 0 || rsaCiphertext.length > k)
    throw new BodyDecryptError('rsa-length');
  const aesData = decodeBase64(parts[1]!, 'aes-not-base64');
  if (!isSaltedFormat(aesData)) throw new BodyDecryptError('aes-format');

  // A ciphertext whose integer has leading zero bytes may arrive shorter than
  // the modulus from some encoders; its value is the same once left-padded.
  const block = Buffer.alloc(k);
  rsaCiphertext.copy(block, k - rsaCiphertext.length);

  let em: Buffer;
  try {
    // RSA_NO_PADDING: the padding check happens below, in constant time.
    em = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, block);
  } catch {
    // Only for values OpenSSL refuses outright (>= the modulus): public information.
    throw new BodyDecryptError('rsa-decrypt');
  }
  if (em.length !== k) throw new BodyDecryptError('rsa-decrypt'); // OpenSSL returns exactly k bytes with no padding

  // Implicit rejection: a bad block silently yields a pseudo-random key.
  const passphrase = unpadPkcs1v15(em, KEY_BYTES, implicitRejectionKey(block));

  let plain: Buffer;
  try {
    plain = decryptSalted(aesData, passphrase);
  } catch {
    throw new BodyDecryptError('aes-decrypt');
  }

  let text: string;
  try {
    text = utf8.decode(plain);
  } catch {
    throw new BodyDecryptError('not-utf8');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BodyDecryptError('not-json');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new BodyDecryptError('not-object');
  return { payload: value as Record<string, unknown>, head: block };
}
