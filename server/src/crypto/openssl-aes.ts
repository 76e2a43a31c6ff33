import { createDecipheriv, createHash } from 'node:crypto';

/**
 * Decryption of OpenSSL's "Salted__" passphrase format, which is what
 * CryptoJS.AES.encrypt(text, passphrase) and `openssl enc -aes-256-cbc -md md5`
 * produce: "Salted__" | 8-byte salt | AES-256-CBC ciphertext (PKCS#7 padding),
 * with key and IV from EVP_BytesToKey(MD5, 1 iteration).
 */

const HEADER = Buffer.from('Salted__', 'latin1');
const SALT_END = 16;

/** OpenSSL's EVP_BytesToKey with MD5 and one iteration: D_i = MD5(D_{i-1} | pass | salt). */
export function evpBytesToKeyMd5(
  passphrase: Uint8Array,
  salt: Uint8Array,
  keyLength = 32,
  ivLength = 16,
): { key: Buffer; iv: Buffer } {
  const blocks: Buffer[] = [];
  let previous: Buffer = Buffer.alloc(0);
  for (let have = 0; have < keyLength + ivLength; have += previous.length) {
    previous = createHash('md5').update(previous).update(passphrase).update(salt).digest();
    blocks.push(previous);
  }
  const material = Buffer.concat(blocks);
  return {
    key: material.subarray(0, keyLength),
    iv: material.subarray(keyLength, keyLength + ivLength),
  };
}

/** True when `data` has the header and at least one whole AES block after the salt. */
export function isSaltedFormat(data: Buffer): boolean {
  return (
    data.length >= SALT_END + 16 &&
    (data.length - SALT_END) % 16 === 0 &&
    data.subarray(0, 8).equals(HEADER)
  );
}

/** Decrypts a Salted__ buffer (check isSaltedFormat first). Throws OpenSSL's error on a bad final block. */
export function decryptSalted(data: Buffer, passphrase: Uint8Array): Buffer {
  const { key, iv } = evpBytesToKeyMd5(passphrase, data.subarray(8, SALT_END));
  const decipher = createDecipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([decipher.update(data.subarray(SALT_END)), decipher.final()]);
}
