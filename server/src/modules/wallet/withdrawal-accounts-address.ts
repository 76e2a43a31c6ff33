import { addressFormat } from '@sandbox/shared/address-format';

/** True when the network is known and the address has its shape; unknown networks are refused. */
export function isValidAddress(network: string, address: string): boolean {
  return addressFormat(network)?.test(address) ?? false;
}
