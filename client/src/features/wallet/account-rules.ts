import { addressFormat } from '@sandbox/shared/address-format';

/**
 * The server's address check (shared/src/address-format.ts), before the call, so the form says
 * what is wrong. The server stays the authority; unknown networks are left to it.
 */
export function addressLooksValid(network: string, address: string): boolean {
  const format = addressFormat(network);
  return format ? format.test(address.trim()) : address.trim().length >= 10;
}
