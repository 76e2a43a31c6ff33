/**
 * Address shapes per network, the same as the server's check when an address is bound
 * (server/src/modules/user/withdrawal-accounts-address.ts): the form says what is wrong
 * before the call. The server stays the authority; unknown networks are left to it.
 */
const BASE58 = '[1-9A-HJ-NP-Za-km-z]';
const EVM = /^0x[0-9a-fA-F]{40}$/;

const FORMATS: Record<string, RegExp> = {
  TRC20: new RegExp(`^T${BASE58}{33}$`),
  ERC20: EVM,
  BEP20: EVM,
  ARBITRUM: EVM,
  POLYGON: EVM,
  OPTIMISM: EVM,
  BTC: new RegExp(`^(?:[13]${BASE58}{25,34}|bc1[ac-hj-np-z02-9]{11,71})$`),
  SOL: new RegExp(`^${BASE58}{32,44}$`),
  XRP: /^r[1-9A-HJ-NP-Za-km-z]{24,34}$/,
  DOGE: new RegExp(`^[DA9]${BASE58}{25,34}$`),
};

/** False only when the network is known and the address does not have its shape. */
export function addressLooksValid(network: string, address: string): boolean {
  const format = FORMATS[network.toUpperCase()];
  return format ? format.test(address.trim()) : address.trim().length >= 10;
}
