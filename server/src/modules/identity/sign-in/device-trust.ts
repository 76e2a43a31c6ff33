import { createHash, createHmac, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto';

/**
 * Trusted devices (OWASP's "device cookies"): every sign-in that succeeds answers with a device
 * token the app keeps and sends back on its next sign-ins (header X-Device-Token, the tokens of
 * a few accounts comma-separated). The token is `<id>.<mac>`: a random device id and an HMAC-SHA256 of the user's id and that id, keyed by a
 * key derived from the server's RSA private key, so every instance sharing the keys checks it
 * and no table is needed. A sign-in from a device the account trusts is throttled by that
 * device's own failures alone, so a guesser elsewhere, even on the owner's address, never
 * makes the owner wait (identity/passwords/secret-throttle.ts).
 */
export type DeviceTrust = ReturnType<typeof createDeviceTrust>;

const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

export function createDeviceTrust(privateKey: KeyObject) {
  const key = createHash('sha256').update('sandbox device trust\0').update(privateKey.export({ type: 'pkcs8', format: 'der' })).digest();
  const mac = (userId: string, id: string) => createHmac('sha256', key).update(`${userId}\0${id}`).digest('base64url');
  /** The device id of the first of `tokens` issued to this user; undefined when none was. */
  const deviceOf = (userId: string, tokens: readonly string[] | undefined): string | undefined => {
    for (const token of tokens ?? []) {
      const [id, given, ...rest] = token.trim().split('.');
      if (!id || !given || rest.length > 0 || !DEVICE_ID.test(id)) continue;
      const expected = Buffer.from(mac(userId, id));
      const received = Buffer.from(given);
      if (expected.length === received.length && timingSafeEqual(expected, received)) return id;
    }
    return undefined;
  };
  return {
    deviceOf,
    /** The token of a device this user signs in on: the one it came with when valid, else a new device's. */
    tokenFor(userId: string, presented: readonly string[] | undefined): { device: string; token: string } {
      const device = deviceOf(userId, presented) ?? randomBytes(16).toString('base64url');
      return { device, token: `${device}.${mac(userId, device)}` };
    },
  };
}
