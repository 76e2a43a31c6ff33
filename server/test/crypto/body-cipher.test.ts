import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { encryptBody, encryptBodyWithKey, randomRequestKey } from '@sandbox/shared/wire/index';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BODY_DECRYPT_MESSAGE_KEY,
  BodyDecryptError,
  decryptBody,
  unwrapRawBody,
  type BodyDecryptReason,
} from '../../src/crypto/body-cipher.ts';
import {
  aesPart,
  padBlock,
  rawRsaPart,
  removeTempDataDirs,
  rsaPart,
  tempDataDir,
} from './crypto-test-kit.ts';
import { loadOrCreateKeyPair } from '../../src/crypto/keys.ts';

const dataDir = tempDataDir();
const { publicKeyPem, privateKey } = loadOrCreateKeyPair(dataDir);
const otherPublicPem = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .publicKey.export({ type: 'spki', format: 'pem' })
  .toString();
afterAll(removeTempDataDirs);

/** Reasons a body can fail with once the RSA layer has produced some key (right, wrong, or implicit). */
const KEY_DEPENDENT: BodyDecryptReason[] = ['aes-decrypt', 'not-utf8', 'not-json'];

function reasonOf(fn: () => unknown): BodyDecryptReason {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(BodyDecryptError);
    const e = err as BodyDecryptError;
    expect(e.message).toBe(BODY_DECRYPT_MESSAGE_KEY);
    expect(e.messageKey).toBe(BODY_DECRYPT_MESSAGE_KEY);
    expect(e.code).toBe(400);
    return e.reason;
  }
  throw new Error('expected a BodyDecryptError, got a result');
}

describe('decryptBody round trip with the real jsencrypt + crypto-js encryptor', () => {
  const payloads: Array<[string, object, object]> = [
    [
      'flat login',
      { account: 'alice@example.com', password: 'S3cret!pass', captcha: '123456' },
      {},
    ],
    ['unicode', { name: 'Zoë 李雷 😀 ภาษาไทย', note: '\u0000 quotes " and \\ backslash\n' }, {}],
    [
      'nested with nulls dropped',
      {
        symbol: 'BTCUSDT',
        order: {
          amount: '0.00012345',
          stopLoss: null,
          legs: [{ price: '65000.5', tag: null }, null],
        },
        memo: null,
      },
      { symbol: 'BTCUSDT', order: { amount: '0.00012345', legs: [{ price: '65000.5' }, null] } },
    ],
    ['empty object', {}, {}],
    [
      'large',
      { items: Array.from({ length: 500 }, (_, i) => ({ id: String(i), qty: `${i}.5` })) },
      {},
    ],
  ];
  for (const [name, payload, expected] of payloads) {
    it(name, () => {
      const body = encryptBody(payload, publicKeyPem);
      const want = Object.keys(expected).length || name === 'empty object' ? expected : payload;
      expect(decryptBody(body, privateKey)).toEqual(want);
    });
  }

  it('accepts the body JSON-quoted, with surrounding whitespace, and as a Buffer through unwrapRawBody', () => {
    const body = encryptBody({ a: 1 }, publicKeyPem);
    expect(decryptBody(JSON.stringify(body), privateKey)).toEqual({ a: 1 });
    expect(decryptBody(`\n ${body}\r\n`, privateKey)).toEqual({ a: 1 });
    expect(decryptBody(unwrapRawBody(Buffer.from(JSON.stringify(body))), privateKey)).toEqual({
      a: 1,
    });
    expect(unwrapRawBody(body)).toBe(body);
  });

  it('decrypts many bodies in a row (every RSA ciphertext, including those with leading zero bytes)', () => {
    for (let i = 0; i < 300; i++)
      expect(decryptBody(encryptBody({ i }, publicKeyPem), privateKey)).toEqual({ i });
  });

  it('decrypts an RSA part given without its leading zero bytes', () => {
    // Some encoders drop the leading zeros of the ciphertext integer; find such a ciphertext and strip them.
    const key = randomRequestKey();
    for (;;) {
      const rsa = Buffer.from(rsaPart(publicKeyPem, key), 'base64');
      if (rsa[0] !== 0) continue;
      const body = `${rsa.subarray(1).toString('base64')}.${aesPart(Buffer.from('{"ok":true}'), key)}`;
      expect(decryptBody(body, privateKey)).toEqual({ ok: true });
      return;
    }
  });
});

describe('decryptBody with a body made by the openssl command line', () => {
  it('RSA with pkeyutl (pkcs1) and AES with enc -aes-256-cbc -md md5', () => {
    const publicFile = path.join(dataDir, 'keys', 'request-rsa-public.pem');
    writeFileSync(publicFile, publicKeyPem);
    const key = randomRequestKey();
    const json = '{"account":"bob","amount":"12.5","tags":["ü","€"]}';
    const rsa = execFileSync(
      'openssl',
      ['pkeyutl', '-encrypt', '-pubin', '-inkey', publicFile, '-pkeyopt', 'rsa_padding_mode:pkcs1'],
      {
        input: key,
      },
    ).toString('base64');
    const aes = execFileSync(
      'openssl',
      ['enc', '-aes-256-cbc', '-md', 'md5', '-salt', '-a', '-A', '-pass', `pass:${key}`],
      { input: json },
    )
      .toString()
      .trim();
    expect(aes.startsWith('U2FsdGVkX1')).toBe(true);
    expect(decryptBody(`${rsa}.${aes}`, privateKey)).toEqual(JSON.parse(json));
  });

  it('tolerates the line-wrapped output of openssl enc -a without -A', () => {
    const key = randomRequestKey();
    const json = JSON.stringify({ text: 'x'.repeat(200) });
    const aes = execFileSync(
      'openssl',
      ['enc', '-aes-256-cbc', '-md', 'md5', '-a', '-pass', `pass:${key}`],
      { input: json },
    ).toString();
    expect(aes).toContain('\n');
    expect(decryptBody(`${rsaPart(publicKeyPem, key)}.${aes}`, privateKey)).toEqual(
      JSON.parse(json),
    );
  });
});

describe('decryptBody refuses malformed input with BodyDecryptError only', () => {
  const key = randomRequestKey();
  const good = encryptBodyWithKey({ account: 'alice', amount: '1.5' }, publicKeyPem, key);
  const [goodRsa, goodAes] = good.split('.') as [string, string];
  const json = (text: string) => Buffer.from(text);

  const cases: Array<[string, () => string, BodyDecryptReason | BodyDecryptReason[]]> = [
    ['empty body', () => '', 'format'],
    ['no dot', () => goodRsa + goodAes, 'format'],
    ['several dots', () => `${good}.${goodAes}`, 'format'],
    ['dot only', () => '.', 'rsa-length'],
    ['RSA part not base64', () => `${goodRsa.slice(0, -4)}!!!!.${goodAes}`, 'rsa-not-base64'],
    [
      'RSA part url-safe base64',
      () => `${goodRsa.replace(/\+/g, '-').replace(/\//g, '_')}.${goodAes}`,
      'rsa-not-base64',
    ],
    [
      'RSA part longer than the modulus',
      () => `${Buffer.alloc(257, 1).toString('base64')}.${goodAes}`,
      'rsa-length',
    ],
    [
      'RSA value above the modulus',
      () => `${Buffer.alloc(256, 0xff).toString('base64')}.${goodAes}`,
      'rsa-decrypt',
    ],
    ['AES part not base64', () => `${goodRsa}.${goodAes.slice(0, -4)}@@@@`, 'aes-not-base64'],
    ['truncated in the RSA part', () => good.slice(0, 100), 'format'],
    ['truncated AES part (not whole base64)', () => good.slice(0, -3), 'aes-not-base64'],
    [
      'truncated AES part (not whole blocks)',
      () => `${goodRsa}.${Buffer.from(goodAes, 'base64').subarray(0, -5).toString('base64')}`,
      'aes-format',
    ],
    [
      'truncated AES part (one block less)',
      () => `${goodRsa}.${Buffer.from(goodAes, 'base64').subarray(0, -16).toString('base64')}`,
      KEY_DEPENDENT,
    ],
    [
      'AES part with salt only',
      () => `${goodRsa}.${Buffer.from(goodAes, 'base64').subarray(0, 16).toString('base64')}`,
      'aes-format',
    ],
    [
      'no Salted__ header',
      () =>
        `${goodRsa}.${Buffer.concat([Buffer.from('Xalted__'), Buffer.from(goodAes, 'base64').subarray(8)]).toString('base64')}`,
      'aes-format',
    ],
    // Under a foreign modulus the value is often >= ours, which OpenSSL refuses (public information).
    [
      'encrypted for another public key',
      () => encryptBody({ a: 1 }, otherPublicPem),
      [...KEY_DEPENDENT, 'rsa-decrypt'],
    ],
    [
      'wrong AES key',
      () => `${goodRsa}.${aesPart(json('{"a":1}'), randomRequestKey())}`,
      KEY_DEPENDENT,
    ],
    [
      'bad padding: 0x00 0x02 missing',
      () =>
        `${rawRsaPart(publicKeyPem, Object.assign(padBlock(256, json(key)), { 1: 1 }))}.${goodAes}`,
      KEY_DEPENDENT,
    ],
    [
      'bad padding: no zero separator',
      () =>
        `${rawRsaPart(publicKeyPem, Object.assign(padBlock(256, json(key)), { 223: 7 }))}.${goodAes}`,
      KEY_DEPENDENT,
    ],
    [
      'bad padding: key of 31 characters',
      () => `${rsaPart(publicKeyPem, key.slice(1))}.${goodAes}`,
      KEY_DEPENDENT,
    ],
    [
      'bad padding: key of 33 characters',
      () => `${rsaPart(publicKeyPem, `${key}A`)}.${goodAes}`,
      KEY_DEPENDENT,
    ],
    [
      'not UTF-8',
      () => `${goodRsa}.${aesPart(Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), key)}`,
      'not-utf8',
    ],
    ['not JSON', () => `${goodRsa}.${aesPart(json('account=alice'), key)}`, 'not-json'],
    ['empty plaintext', () => `${goodRsa}.${aesPart(json(''), key)}`, 'not-json'],
    ['JSON array', () => `${goodRsa}.${aesPart(json('[{"a":1}]'), key)}`, 'not-object'],
    ['JSON string', () => `${goodRsa}.${aesPart(json('"x"'), key)}`, 'not-object'],
    ['JSON number', () => `${goodRsa}.${aesPart(json('42'), key)}`, 'not-object'],
    ['JSON null', () => `${goodRsa}.${aesPart(json('null'), key)}`, 'not-object'],
    ['JSON-quoted but not a string', () => `"${good}`, 'raw-bad-json-string'],
    ['JSON-quoted number', () => '"1" 2', 'raw-bad-json-string'],
  ];

  it('the untouched body and the test helpers are valid', () => {
    expect(decryptBody(good, privateKey)).toEqual({ account: 'alice', amount: '1.5' });
    expect(
      decryptBody(`${rawRsaPart(publicKeyPem, padBlock(256, json(key)))}.${goodAes}`, privateKey),
    ).toEqual({ account: 'alice', amount: '1.5' });
    expect(decryptBody(`${goodRsa}.${aesPart(json('{"b":2}'), key)}`, privateKey)).toEqual({
      b: 2,
    });
  });

  for (const [name, make, expected] of cases) {
    it(name, () => {
      const reason = reasonOf(() => decryptBody(make(), privateKey));
      if (Array.isArray(expected)) expect(expected).toContain(reason);
      else expect(reason).toBe(expected);
    });
  }

  it('a raw body that is not UTF-8', () => {
    expect(reasonOf(() => unwrapRawBody(Buffer.from([0x22, 0xc3, 0x28, 0x22])))).toBe(
      'raw-not-utf8',
    );
  });

  it('bad padding and a wrong AES key fail the same way (implicit rejection)', () => {
    const tally = (make: () => string) => {
      const counts: Record<string, number> = {};
      for (let i = 0; i < 200; i++) {
        const r = reasonOf(() => decryptBody(make(), privateKey));
        counts[r] = (counts[r] ?? 0) + 1;
      }
      return counts;
    };
    const badPadding = tally(
      () =>
        `${rawRsaPart(publicKeyPem, Object.assign(padBlock(256, json(randomRequestKey())), { 1: 3 }))}.${goodAes}`,
    );
    const wrongKey = tally(() => `${rsaPart(publicKeyPem, randomRequestKey())}.${goodAes}`);
    // Both are dominated by the CBC padding failure (about 255 in 256); neither shows anything else.
    for (const counts of [badPadding, wrongKey]) {
      expect(Object.keys(counts).every((r) => KEY_DEPENDENT.includes(r as BodyDecryptReason))).toBe(
        true,
      );
      expect(counts['aes-decrypt']).toBeGreaterThan(185);
    }
  });

  it('the same bad block always gets the same fallback key (deterministic rejection)', () => {
    const bad = `${rawRsaPart(publicKeyPem, Object.assign(padBlock(256, json(key)), { 0: 0, 1: 9 }))}.${goodAes}`;
    const first = reasonOf(() => decryptBody(bad, privateKey));
    for (let i = 0; i < 5; i++) expect(reasonOf(() => decryptBody(bad, privateKey))).toBe(first);
  });
});
