/**
 * Fuzzing decryptBody: whatever arrives, it returns a plain object or throws
 * BodyDecryptError, never anything else (a TypeError or an OpenSSL error
 * escaping would become a 500 and, worse, a distinguishable answer).
 */
import { encryptBody } from '@sandbox/shared/wire/index';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { BodyDecryptError, decryptBody } from '../../src/crypto/body-cipher.ts';
import { removeTempDataDirs, tempDataDir } from './crypto-test-kit.ts';
import { loadOrCreateKeyPair } from '../../src/crypto/keys.ts';

const { publicKeyPem, privateKey } = loadOrCreateKeyPair(tempDataDir());
afterAll(removeTempDataDirs);

const seeds = [
  { account: 'alice@example.com', password: 'pw' },
  { symbol: 'ETHUSDT', amount: '0.5', legs: [{ price: '3000.1' }] },
  { text: 'Zoë 李雷 😀', n: 1 },
  {},
].map((payload) => encryptBody(payload, publicKeyPem));

const outcomes = { objects: 0, errors: 0 };

/** The invariant: a plain object back, or a BodyDecryptError; anything else fails the test. */
function check(body: string | Buffer): void {
  let result: unknown;
  try {
    result = decryptBody(body, privateKey);
  } catch (err) {
    if (!(err instanceof BodyDecryptError))
      throw new Error(`unexpected ${String(err)} for body ${JSON.stringify(body)}`);
    outcomes.errors++;
    return;
  }
  expect(typeof result === 'object' && result !== null && !Array.isArray(result)).toBe(true);
  outcomes.objects++;
}

const seed = fc.constantFrom(...seeds);
const RUNS = { numRuns: 800 };

describe('decryptBody fuzz (fast-check, about 5,000 bodies)', () => {
  it('bit flips anywhere in the string', () => {
    fc.assert(
      fc.property(seed, fc.nat(), fc.integer({ min: 0, max: 15 }), (body, at, bit) => {
        const i = at % body.length;
        check(
          body.slice(0, i) +
            String.fromCharCode(body.charCodeAt(i) ^ (1 << bit)) +
            body.slice(i + 1),
        );
      }),
      RUNS,
    );
  });

  it('truncations and deletions', () => {
    fc.assert(
      fc.property(seed, fc.nat(), fc.nat(), (body, a, b) => {
        const from = a % body.length;
        const to = from + (b % (body.length - from + 1));
        check(body.slice(0, from) + body.slice(to));
        check(body.slice(0, from));
      }),
      RUNS,
    );
  });

  it('insertions of random text (ASCII, base64 alphabet, unicode, dots and quotes)', () => {
    const junk = fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.base64String({ maxLength: 24 }),
      fc.string({ unit: 'binary', maxLength: 4 }),
      fc.constantFrom('.', '"', '=', '\n', ' ', '\\', '\u0000'),
    );
    fc.assert(
      fc.property(seed, fc.nat(), junk, (body, at, text) => {
        const i = at % (body.length + 1);
        check(body.slice(0, i) + text + body.slice(i));
      }),
      RUNS,
    );
  });

  it('bit flips in the decoded bytes of either part (past the format checks)', () => {
    fc.assert(
      fc.property(
        seed,
        fc.boolean(),
        fc.nat(),
        fc.integer({ min: 0, max: 7 }),
        (body, inRsa, at, bit) => {
          const parts = body.split('.') as [string, string];
          const idx = inRsa ? 0 : 1;
          const bytes = Buffer.from(parts[idx], 'base64');
          const i = at % bytes.length;
          bytes[i] = bytes[i]! ^ (1 << bit);
          parts[idx] = bytes.toString('base64');
          check(parts.join('.'));
        },
      ),
      RUNS,
    );
  });

  it('random strings, random base64 pairs and random raw bytes', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 400 }),
          fc.string({ unit: 'binary', maxLength: 100 }),
          fc
            .tuple(fc.base64String({ maxLength: 400 }), fc.base64String({ maxLength: 200 }))
            .map(([a, b]) => `${a}.${b}`),
          fc
            .tuple(
              fc.uint8Array({ minLength: 1, maxLength: 256 }),
              fc.uint8Array({ minLength: 16, maxLength: 96 }),
            )
            .map(
              ([a, b]) =>
                `${Buffer.from(a).toString('base64')}.${Buffer.concat([Buffer.from('Salted__'), Buffer.from(b)]).toString('base64')}`,
            ),
          fc.string({ maxLength: 400 }).map((s) => JSON.stringify(s)),
        ),
        (body) => check(body),
      ),
      RUNS,
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (bytes) => check(Buffer.from(bytes))),
      { numRuns: 400 },
    );
  });

  it('swapped parts between bodies (right format, wrong key)', () => {
    fc.assert(
      fc.property(seed, seed, (a, b) => {
        check(`${a.split('.')[0]!}.${b.split('.')[1]!}`);
      }),
      { numRuns: 200 },
    );
    // Sanity: the fuzz reached both outcomes, so it exercised the deep layers and not only the format checks.
    expect(outcomes.errors).toBeGreaterThan(3000);
    expect(outcomes.objects).toBeGreaterThan(0);
  });
});
