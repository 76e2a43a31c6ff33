/**
 * The server's RSA key pair for request bodies (docs/wire-protocol.md).
 * Generated on first start, then reused, so clients holding the public key
 * keep working across restarts. The private key never leaves the server.
 */
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import {
  chmodSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

export const KEYS_SUBDIR = 'keys';
export const PRIVATE_KEY_FILE = 'request-rsa-private.pem';
/** Written for convenience (openssl pkeyutl -pubin -inkey ...); always re-derived from the private key. */
export const PUBLIC_KEY_FILE = 'request-rsa-public.pem';
export const MODULUS_BITS = 2048;

export interface RequestKeyPair {
  /** SPKI PEM ("-----BEGIN PUBLIC KEY-----"), what jsencrypt's setPublicKey takes. */
  publicKeyPem: string;
  privateKey: KeyObject;
}

/** A key file exists but cannot be used: the server must not start (nor silently replace it). */
export class KeyFileError extends Error {
  constructor(file: string, problem: string) {
    super(
      `Request key file ${file} ${problem}. It is corrupt or was replaced by something else. ` +
        `Restore it from a backup, or delete it to generate a new key pair on the next start ` +
        `(clients then fetch the new public key).`,
    );
    this.name = 'KeyFileError';
  }
}

export function loadOrCreateKeyPair(dataDir: string): RequestKeyPair {
  const dir = path.join(dataDir, KEYS_SUBDIR);
  const privateFile = path.join(dir, PRIVATE_KEY_FILE);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (!existsSync(privateFile)) createPrivateKeyFile(privateFile);

  const privateKey = readPrivateKey(privateFile);
  const publicKeyPem = createPublicKey(privateKey)
    .export({ type: 'spki', format: 'pem' })
    .toString();
  writePublicKeyFile(path.join(dir, PUBLIC_KEY_FILE), publicKeyPem);
  return { publicKeyPem, privateKey };
}

function createPrivateKeyFile(file: string): void {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: MODULUS_BITS });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' });
  // Write a temporary file, then hard-link it into place: the link either
  // creates the complete file or fails with EEXIST when another process (a
  // second server, a parallel test) got there first, in which case its key
  // wins and ours is discarded. No one ever reads a half-written key.
  const tmp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(tmp, pem, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(tmp);
  }
}

function readPrivateKey(file: string): KeyObject {
  // An older copy restored with loose permissions: tighten rather than refuse to start.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  let key: KeyObject;
  try {
    key = createPrivateKey(readFileSync(file));
  } catch (err) {
    throw new KeyFileError(file, `is not a readable private key PEM (${(err as Error).message})`);
  }
  if (key.asymmetricKeyType !== 'rsa')
    throw new KeyFileError(file, `holds a ${key.asymmetricKeyType ?? 'non-RSA'} key, not RSA`);
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < MODULUS_BITS)
    throw new KeyFileError(
      file,
      `holds a ${bits}-bit RSA key; at least ${MODULUS_BITS} bits are required`,
    );
  return key;
}

function writePublicKeyFile(file: string, pem: string): void {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  // Owner-only like every file of the data directory (the public half is served by ext.publicKey anyway).
  if (current !== pem) writeFileSync(file, pem, { mode: 0o600 });
}
