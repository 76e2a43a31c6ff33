/**
 * The wire body (docs/wire-protocol.md) made with node:crypto alone: the same
 * bytes a client makes with jsencrypt + crypto-js, about 30 times faster, so
 * the load generator can draw a fresh body (a fresh RSA head: the server
 * refuses replays) for every request of a money-moving POST at full rate.
 */
import { constants, createCipheriv, createHash, publicEncrypt, randomBytes } from 'node:crypto';
import { randomRequestKey } from '@sandbox/shared/wire/index';

/** OpenSSL EVP_BytesToKey with MD5, one iteration: AES-256 key and IV from a passphrase and salt. */
function bytesToKey(passphrase: Buffer, salt: Buffer): { key: Buffer; iv: Buffer } {
  const blocks: Buffer[] = [];
  let previous = Buffer.alloc(0);
  while (Buffer.concat(blocks).length < 48) {
    previous = createHash('md5').update(Buffer.concat([previous, passphrase, salt])).digest();
    blocks.push(previous);
  }
  const all = Buffer.concat(blocks);
  return { key: all.subarray(0, 32), iv: all.subarray(32, 48) };
}

export function fastEncryptBody(payload: object, publicKeyPem: string): string {
  const key = randomRequestKey();
  const head = publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(key));
  const salt = randomBytes(8);
  const { key: aesKey, iv } = bytesToKey(Buffer.from(key), salt);
  const cipher = createCipheriv('aes-256-cbc', aesKey, iv);
  const encrypted = Buffer.concat([cipher.update(JSON.stringify(payload)), cipher.final()]);
  return `${head.toString('base64')}.${Buffer.concat([Buffer.from('Salted__'), salt, encrypted]).toString('base64')}`;
}
