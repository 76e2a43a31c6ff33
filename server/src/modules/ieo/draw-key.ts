import { createHmac } from 'node:crypto';
import type { DrawKey } from '@sandbox/shared/ieo-draw';

/**
 * The draw's rank key (shared/ieo-draw.ts drawKey: HMAC-SHA256 of the message under the seed's
 * UTF-8 text, lowercase hex) by node:crypto: the same keys, about 30 times as fast as crypto-js's
 * in the browser's draw check. A pro-rata draw makes one an application, a lottery one a ticket.
 */
export const nodeDrawKey: DrawKey = (seed, message) => createHmac('sha256', seed).update(message).digest('hex');
