/** Helpers shared by the crypto tests (not used by the server itself). */
import { constants, createCipheriv, publicEncrypt, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { evpBytesToKeyMd5 } from '../../src/crypto/openssl-aes.ts';

const tempDirs: string[] = [];

export function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sandbox-crypto-test-'));
  tempDirs.push(dir);
  return dir;
}

export function removeTempDataDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** RSA part made by node:crypto (PKCS#1 v1.5 is still allowed for public encryption). */
export function rsaPart(publicKeyPem: string, key: string | Uint8Array): string {
  return publicEncrypt(
    { key: publicKeyPem, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(key),
  ).toString('base64');
}

/** RSA part of an arbitrary, possibly badly padded, modulus-size block. */
export function rawRsaPart(publicKeyPem: string, block: Uint8Array): string {
  return publicEncrypt({ key: publicKeyPem, padding: constants.RSA_NO_PADDING }, block).toString(
    'base64',
  );
}

/** AES part of arbitrary plaintext bytes, in the same Salted__ format crypto-js writes. */
export function aesPart(plain: Uint8Array, passphrase: string): string {
  const salt = randomBytes(8);
  const { key, iv } = evpBytesToKeyMd5(Buffer.from(passphrase), salt);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([
    Buffer.from('Salted__'),
    salt,
    cipher.update(plain),
    cipher.final(),
  ]).toString('base64');
}

/** A well-formed PKCS#1 v1.5 type-2 block of `k` bytes carrying `message`, with PS of `k - 3 - message.length` bytes. */
export function padBlock(k: number, message: Uint8Array): Uint8Array {
  const block = new Uint8Array(k);
  block[1] = 2;
  const psEnd = k - message.length - 1;
  for (let i = 2; i < psEnd; i++) block[i] = 1 + (i % 255); // any non-zero bytes
  block.set(message, psEnd + 1);
  return block;
}
