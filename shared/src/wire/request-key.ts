/**
 * The per-request AES passphrase (SPEC.md section 9: 32 characters of letters
 * and digits without look-alikes).
 *
 * Excluded look-alikes: 0 O o (zero and the letter o) and 1 l I (one, lower L,
 * upper i). What remains is 8 digits + 24 upper-case + 24 lower-case = 56
 * characters, so a key carries 32 * log2(56) ≈ 185.8 bits of entropy.
 */
export const REQUEST_KEY_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz';
export const REQUEST_KEY_LENGTH = 32;

// 256 is not a multiple of 56: bytes at or above the largest multiple (224)
// are thrown away, otherwise the first 32 characters would be more likely.
const ACCEPT_BELOW = 256 - (256 % REQUEST_KEY_ALPHABET.length);

/** A fresh key from crypto.getRandomValues (browser and Node 20 globals), unbiased by rejection sampling. */
export function randomRequestKey(): string {
  let key = '';
  const bytes = new Uint8Array(64); // 224/256 acceptance: 64 bytes almost always suffice
  while (key.length < REQUEST_KEY_LENGTH) {
    globalThis.crypto.getRandomValues(bytes);
    for (const b of bytes) {
      if (b >= ACCEPT_BELOW) continue;
      key += REQUEST_KEY_ALPHABET[b % REQUEST_KEY_ALPHABET.length];
      if (key.length === REQUEST_KEY_LENGTH) break;
    }
  }
  return key;
}

/** True when `key` has the request-key shape (length and alphabet). */
export function isRequestKey(key: string): boolean {
  if (key.length !== REQUEST_KEY_LENGTH) return false;
  for (const ch of key) if (!REQUEST_KEY_ALPHABET.includes(ch)) return false;
  return true;
}
