import { createHmac } from 'node:crypto';
import type { DrawKey } from '@sandbox/shared/ieo-draw';

/**
 * The draw's rank key (shared/ieo-draw.ts drawKey: HMAC-SHA256 of the message under the seed's
 * UTF-8 text, lowercase hex) by node:crypto: the same keys, about 5 µs each against crypto-js's
 * 75 µs (the browser's draw check keeps crypto-js). A pro-rata draw makes one an application, a
 * lottery one a ticket.
 */
export const nodeDrawKey: DrawKey = (seed, message) => createHmac('sha256', seed).update(message).digest('hex');
