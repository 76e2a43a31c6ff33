import { generateKeyPairSync, privateDecrypt, constants } from 'node:crypto';
import AES from 'crypto-js/aes.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import { describe, expect, it } from 'vitest';
import { JSEncrypt } from './jsencrypt-shim.ts';
import {
  REQUEST_KEY_ALPHABET,
  REQUEST_KEY_LENGTH,
  dropNulls,
  encryptBody,
  encryptBodyWithKey,
  isRequestKey,
  randomRequestKey,
} from './index.ts';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();

describe('request key', () => {
  it('alphabet is 56 distinct letters and digits without look-alikes', () => {
    expect(new Set(REQUEST_KEY_ALPHABET).size).toBe(56);
    expect(REQUEST_KEY_ALPHABET).toMatch(/^[A-Za-z2-9]+$/);
    for (const ch of '0Oo1lI') expect(REQUEST_KEY_ALPHABET).not.toContain(ch);
  });

  it('random keys have the right shape and use the whole alphabet', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 2000; i++) {
      const key = randomRequestKey();
      expect(key).toHaveLength(REQUEST_KEY_LENGTH);
      expect(isRequestKey(key)).toBe(true);
      for (const ch of key) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    }
    // 64,000 draws over 56 symbols: about 1143 each; a biased sampler would skew the first 32 by ~14%.
    expect(counts.size).toBe(56);
    for (const n of counts.values()) {
      expect(n).toBeGreaterThan(1000);
      expect(n).toBeLessThan(1290);
    }
  });
});

describe('dropNulls', () => {
  it('drops null fields at every depth, keeps array positions and other values', () => {
    const date = new Date(0);
    const input = {
      a: null,
      b: 0,
      c: '',
      d: false,
      e: { f: null, g: [null, { h: null, i: 1 }] },
      j: date,
      k: undefined,
    };
    expect(dropNulls(input)).toEqual({
      b: 0,
      c: '',
      d: false,
      e: { g: [null, { i: 1 }] },
      j: date,
      k: undefined,
    });
    expect(input.a).toBeNull(); // input untouched
    expect(JSON.stringify(dropNulls(input))).toBe(
      '{"b":0,"c":"","d":false,"e":{"g":[null,{"i":1}]},"j":"1970-01-01T00:00:00.000Z"}',
    );
  });
});

describe('encryptBody (jsencrypt through the shim, under vitest)', () => {
  it('the shim yields the JSEncrypt class', () => {
    expect(typeof JSEncrypt).toBe('function');
    expect(typeof new JSEncrypt().encrypt).toBe('function');
  });

  it('produces base64(RSA(key)).AES(json), readable with the private key and crypto-js', () => {
    const key = randomRequestKey();
    const body = encryptBodyWithKey({ user: 'ä€😀', skip: null }, publicPem, key);
    const [rsaPart, aesPart, ...rest] = body.split('.');
    expect(rest).toEqual([]);
    expect(rsaPart).toMatch(/^[A-Za-z0-9+/]{342}==$/); // 256 bytes
    expect(aesPart).toMatch(/^U2FsdGVkX1/); // base64 of "Salted__"
    const em = privateDecrypt(
      { key: privateKey, padding: constants.RSA_NO_PADDING },
      Buffer.from(rsaPart!, 'base64'),
    );
    expect(em.subarray(0, 2)).toEqual(Buffer.from([0, 2]));
    expect(em.subarray(-33).toString('latin1')).toBe(`\0${key}`);
    expect(AES.decrypt(aesPart!, key).toString(Utf8)).toBe('{"user":"ä€😀"}');
  });

  it('uses a fresh key every call and rejects bad keys', () => {
    expect(encryptBody({ a: 1 }, publicPem)).not.toBe(encryptBody({ a: 1 }, publicPem));
    expect(() => encryptBody({}, 'not a key')).toThrow(/RSA encryption failed/);
    expect(() => encryptBodyWithKey({}, publicPem, 'short')).toThrow(/32 characters/);
  });
});
