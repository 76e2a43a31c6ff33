import { describe, expect, it } from 'vitest';
import { padBlock } from './crypto-test-kit.ts';
import { unpadPkcs1v15 } from '../../src/crypto/pkcs1-unpad.ts';

const K = 256;
const message = Uint8Array.from(Buffer.from('abcdefghijkmnpqrstuvwxyzABCDEFGH'));
const fallback = new Uint8Array(32).fill(0xee);
const unpad = (block: Uint8Array, length = 32) =>
  Buffer.from(unpadPkcs1v15(block, length, fallback));

describe('unpadPkcs1v15 (constant time, implicit rejection)', () => {
  it('returns the message of a valid block', () => {
    expect(unpad(padBlock(K, message))).toEqual(Buffer.from(message));
  });

  it('accepts zero bytes inside the message itself (only the first zero separates)', () => {
    const withZeros = Uint8Array.from(message);
    withZeros[0] = 0;
    withZeros[31] = 0;
    expect(unpad(padBlock(K, withZeros))).toEqual(Buffer.from(withZeros));
  });

  it('accepts the shortest legal padding string (8 bytes)', () => {
    const block = padBlock(3 + 8 + 32, message);
    expect(unpad(block)).toEqual(Buffer.from(message));
  });

  const rejected: Array<[string, () => Uint8Array]> = [
    ['first byte not 0x00', () => Object.assign(padBlock(K, message), { 0: 1 })],
    ['second byte not 0x02', () => Object.assign(padBlock(K, message), { 1: 1 })],
    [
      'type 1 (signature) block',
      () => Object.assign(padBlock(K, message).fill(0xff, 2, K - 33), { 1: 1 }),
    ],
    ['0x00 0x02 both missing', () => Object.assign(padBlock(K, message), { 0: 0x12, 1: 0x34 })],
    [
      'no zero separator',
      () => {
        const b = padBlock(
          K,
          message.map((x) => x || 1),
        );
        b[K - 33] = 0x55;
        return b;
      },
    ],
    ['padding string of 7 bytes', () => padBlock(3 + 7 + 32, message)],
    ['padding string of 0 bytes', () => padBlock(3 + 32, message)],
    ['key of 31 bytes', () => padBlock(K, message.subarray(0, 31))],
    ['key of 33 bytes', () => padBlock(K, Uint8Array.from([...message, 65]))],
    ['key of 0 bytes', () => padBlock(K, new Uint8Array(0))],
    ['all zero block', () => new Uint8Array(K)],
    [
      'separator early (padding string of 1 byte, long message)',
      () => Object.assign(padBlock(K, message), { 3: 0 }),
    ],
  ];
  for (const [name, make] of rejected) {
    it(`rejects implicitly: ${name}`, () => {
      expect(unpad(make())).toEqual(Buffer.from(fallback));
    });
  }

  it('enforces the 8-byte padding string at full key size too (longer messages)', () => {
    const long = (n: number) => new Uint8Array(n).fill(0x41);
    const fb = (n: number) => new Uint8Array(n).fill(0xee);
    // k = 256: a 245-byte message leaves PS = 8 bytes (valid), 246 leaves 7 (invalid).
    expect(Buffer.from(unpadPkcs1v15(padBlock(K, long(245)), 245, fb(245)))).toEqual(
      Buffer.from(long(245)),
    );
    expect(Buffer.from(unpadPkcs1v15(padBlock(K, long(246)), 246, fb(246)))).toEqual(
      Buffer.from(fb(246)),
    );
    expect(Buffer.from(unpadPkcs1v15(padBlock(K, long(253)), 253, fb(253)))).toEqual(
      Buffer.from(fb(253)),
    );
  });

  it('throws only on public shape errors (block shorter than header + message, wrong fallback size)', () => {
    expect(() => unpadPkcs1v15(new Uint8Array(34), 32, fallback)).toThrow(/too short/);
    expect(() => unpadPkcs1v15(new Uint8Array(K), 32, new Uint8Array(31))).toThrow(/fallback/);
  });

  it('never throws for any block content of a valid size', () => {
    for (let n = 0; n < 2000; n++) {
      const block = Uint8Array.from({ length: K }, () => Math.floor(Math.random() * 256));
      if (n % 2) {
        block[0] = 0;
        block[1] = 2;
      }
      expect(unpad(block)).toHaveLength(32);
    }
  });
});
