import { createHmac, randomBytes } from 'node:crypto';

// Secret for the lifetime of the process: an attacker cannot predict the
// fallback key, while the same ciphertext always maps to the same key, so
// repeating a request cannot tell a rejected block from an accepted one.
const secret = randomBytes(32);

/**
 * The key used in place of the RSA-carried key when its padding is bad
 * (HMAC-SHA256 of the ciphertext, 32 bytes like a real request key). It is
 * computed for every request, good or bad, so the cost does not differ.
 */
export function implicitRejectionKey(ciphertext: Uint8Array): Uint8Array {
  return createHmac('sha256', secret).update(ciphertext).digest();
}
