/**
 * PKCS#1 v1.5 encryption unpadding (RFC 8017 section 7.2.2) in constant time,
 * with implicit rejection.
 *
 * Node 20 refuses RSA_PKCS1_PADDING in privateDecrypt (CVE-2023-46809, the
 * Marvin attack), so the server decrypts with RSA_NO_PADDING and checks the
 * block here. Any observable difference between "padding bad" and "padding
 * good" (an exception, an early return, a branch that takes longer) is a
 * Bleichenbacher oracle. So this function reads every byte, combines checks
 * with integer masks instead of `if`, and never fails: on a bad block it
 * returns `fallback`, a key derived from the ciphertext, and the request then
 * fails at the AES step exactly like a body with a wrong AES key.
 *
 * JavaScript gives no hard guarantee against the JIT adding branches, but
 * these are small-integer operations on typed arrays with no data-dependent
 * control flow, which is what V8 compiles straight through.
 */

/** 1 when x is 0, else 0, for 0 <= x < 2^30. */
function isZero(x: number): number {
  return ((x | -x) >>> 31) ^ 1;
}

/** 1 when a === b, else 0, for 0 <= a, b < 2^30. */
function isEqual(a: number, b: number): number {
  return isZero(a ^ b);
}

/** 1 when a >= b, else 0, for 0 <= a, b < 2^30. */
function isAtLeast(a: number, b: number): number {
  return ((a - b) >>> 31) ^ 1;
}

/**
 * Returns the `messageLength` bytes carried by the encoded block `em`
 * (0x00 0x02 PS 0x00 M, with PS at least 8 non-zero bytes and M exactly
 * `messageLength` bytes), or a copy of `fallback` when the block is not that.
 * `em` is the full modulus-size output of the raw RSA operation.
 */
export function unpadPkcs1v15(
  em: Uint8Array,
  messageLength: number,
  fallback: Uint8Array,
): Uint8Array {
  const k = em.length;
  // Shapes fixed by the key size and the protocol, not by secret data. (The
  // 8-byte minimum of PS is checked below with the secret bytes, not here.)
  if (fallback.length !== messageLength || k < messageLength + 3) {
    throw new Error(
      'unpadPkcs1v15: block too short for the message length, or fallback of the wrong length',
    );
  }

  let good = isZero(em[0]!) & isEqual(em[1]!, 2);

  // Index of the first zero byte after the 0x00 0x02 header, scanning the whole block.
  let found = 0;
  let zeroIndex = 0;
  for (let i = 2; i < k; i++) {
    const zero = isZero(em[i]!);
    const first = zero & (found ^ 1);
    zeroIndex |= -first & i;
    found |= zero;
  }
  good &= found;
  good &= isAtLeast(zeroIndex, 10); // PS occupies indexes 2 .. zeroIndex-1: at least 8 bytes
  good &= isEqual(k - 1 - zeroIndex, messageLength);

  // Select the message or the fallback byte by byte, with a mask instead of a branch.
  const mask = -good & 0xff;
  const out = new Uint8Array(messageLength);
  const start = k - messageLength;
  for (let i = 0; i < messageLength; i++) {
    out[i] = (em[start + i]! & mask) | (fallback[i]! & ~mask & 0xff);
  }
  return out;
}
