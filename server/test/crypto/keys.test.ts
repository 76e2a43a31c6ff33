import { generateKeyPairSync } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeTempDataDirs, tempDataDir } from './crypto-test-kit.ts';
import {
  KEYS_SUBDIR,
  KeyFileError,
  PRIVATE_KEY_FILE,
  PUBLIC_KEY_FILE,
  loadOrCreateKeyPair,
} from '../../src/crypto/keys.ts';

describe('loadOrCreateKeyPair', () => {
  afterAll(removeTempDataDirs);

  it('creates an RSA-2048 pair once (private file 0600) and reuses it on the next load', () => {
    const dataDir = tempDataDir();
    const first = loadOrCreateKeyPair(dataDir);
    const privateFile = path.join(dataDir, KEYS_SUBDIR, PRIVATE_KEY_FILE);
    expect(statSync(privateFile).mode & 0o777).toBe(0o600);
    expect(first.privateKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(first.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    expect(readFileSync(path.join(dataDir, KEYS_SUBDIR, PUBLIC_KEY_FILE), 'utf8')).toBe(
      first.publicKeyPem,
    );

    const pemBefore = readFileSync(privateFile, 'utf8');
    const second = loadOrCreateKeyPair(dataDir);
    expect(second.publicKeyPem).toBe(first.publicKeyPem);
    expect(second.privateKey.equals(first.privateKey)).toBe(true);
    expect(readFileSync(privateFile, 'utf8')).toBe(pemBefore);
  });

  it('leaves no temporary files behind', () => {
    const dataDir = tempDataDir();
    loadOrCreateKeyPair(dataDir);
    const dir = path.join(dataDir, KEYS_SUBDIR);
    expect(existsSync(dir)).toBe(true);
    expect(readdirSync(dir).sort()).toEqual([PRIVATE_KEY_FILE, PUBLIC_KEY_FILE].sort());
  });

  it('tightens loose permissions on an existing private key', () => {
    const dataDir = tempDataDir();
    loadOrCreateKeyPair(dataDir);
    const privateFile = path.join(dataDir, KEYS_SUBDIR, PRIVATE_KEY_FILE);
    chmodSync(privateFile, 0o644);
    loadOrCreateKeyPair(dataDir);
    expect(statSync(privateFile).mode & 0o777).toBe(0o600);
  });

  it('rewrites a missing or stale public key file from the private key', () => {
    const dataDir = tempDataDir();
    const { publicKeyPem } = loadOrCreateKeyPair(dataDir);
    const publicFile = path.join(dataDir, KEYS_SUBDIR, PUBLIC_KEY_FILE);
    writeFileSync(publicFile, 'stale');
    loadOrCreateKeyPair(dataDir);
    expect(readFileSync(publicFile, 'utf8')).toBe(publicKeyPem);
  });

  const corrupt: Array<[string, string | Buffer, RegExp]> = [
    ['garbage', 'not a key at all', /is not a readable private key PEM/],
    ['empty file', '', /is not a readable private key PEM/],
    [
      'truncated PEM',
      '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----\n',
      /is not a readable private key PEM/,
    ],
    [
      'an EC key',
      generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
        type: 'pkcs8',
        format: 'pem',
      }),
      /holds a ec key, not RSA/,
    ],
    [
      'a 1024-bit RSA key',
      generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({
        type: 'pkcs8',
        format: 'pem',
      }),
      /holds a 1024-bit RSA key/,
    ],
  ];
  for (const [name, content, message] of corrupt) {
    it(`refuses to start with a corrupt private key file: ${name}`, () => {
      const dataDir = tempDataDir();
      mkdirSync(path.join(dataDir, KEYS_SUBDIR));
      const privateFile = path.join(dataDir, KEYS_SUBDIR, PRIVATE_KEY_FILE);
      writeFileSync(privateFile, content, { mode: 0o600 });
      let error: unknown;
      try {
        loadOrCreateKeyPair(dataDir);
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(KeyFileError);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).toContain(privateFile);
      expect((error as Error).message).toMatch(/delete it to generate a new key pair/);
      expect(readFileSync(privateFile)).toEqual(Buffer.from(content)); // never silently replaced
    });
  }
});
