/**
 * Chain address shapes per network: the server checks them when an address is bound, the
 * bind form before the call. Shape checks only (alphabet, prefix, length): checksums
 * (base58check for TRON and legacy Bitcoin, EIP-55 for Ethereum, bech32 for segwit) need
 * codecs neither side carries, so a mistyped but well-shaped address passes; the sandbox
 * never sends funds anyway.
 */
const BASE58 = '[1-9A-HJ-NP-Za-km-z]';
const EVM = /^0x[0-9a-fA-F]{40}$/;

const FORMATS: Record<string, RegExp> = {
  // TRON: base58, version byte 0x41 makes every address start with T, 34 characters.
  TRC20: new RegExp(`^T${BASE58}{33}$`),
  ERC20: EVM,
  BEP20: EVM,
  ARBITRUM: EVM,
  POLYGON: EVM,
  OPTIMISM: EVM,
  // Bitcoin: legacy P2PKH/P2SH (1..., 3...) or bech32/bech32m segwit (bc1...).
  BTC: new RegExp(`^(?:[13]${BASE58}{25,34}|bc1[ac-hj-np-z02-9]{11,71})$`),
  // Solana: a base58 ed25519 public key, 32 to 44 characters.
  SOL: new RegExp(`^${BASE58}{32,44}$`),
  // XRP ledger: classic address, r + base58 (ripple alphabet is close enough for a shape check).
  XRP: /^r[1-9A-HJ-NP-Za-km-z]{24,34}$/,
  DOGE: new RegExp(`^[DA9]${BASE58}{25,34}$`),
};

/** The shape of a network's addresses; undefined for a network not known here. */
export function addressFormat(network: string): RegExp | undefined {
  return FORMATS[network.toUpperCase()];
}
