import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;

/**
 * scrypt's cost N: 16384 (RFC 7914's interactive-login range, about 90 ms a hash on this machine
 * kind) unless PASSWORD_SCRYPT_N names another power of two. The test projects set 256 (vitest
 * configs), as test settings of password hashers commonly do (Rails' bcrypt minimum cost in
 * tests, Django's test hashers): the API tests register and sign in thousands of users, and at
 * 16384 hashing was about a quarter of their CPU. Every check reads N from the stored hash, so
 * either setting verifies the other's hashes.
 */
export function scryptCost(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.PASSWORD_SCRYPT_N;
  if (text === undefined || text === '') return 16384;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 2 || n > 1 << 20 || (n & (n - 1)) !== 0)
    throw new Error(`PASSWORD_SCRYPT_N must be a power of two from 2 to 1048576, not "${text}"`);
  return n;
}

// Stored with the hash so they can change later.
const N = scryptCost();
const r = 8;
const p = 1;
/** The parameters new hashes are made with. */
export const SCRYPT_PARAMS = { N, r, p } as const;
const KEY_LEN = 32;

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64 parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, KEY_LEN, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64'), hash.toString('base64')].join('$');
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password with the same parameters, made once per process:
 * checking a password against it takes as long as a real check, so an unknown
 * account (or a throttled guess) answers in the same time as a wrong password.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64'));
  return dummyHash;
}

/** Constant-time check of a password against a stored hash; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, rr, pp, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !rr || !pp || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
