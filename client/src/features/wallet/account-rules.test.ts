import { describe, expect, it } from 'vitest';
import { addressLooksValid } from './account-rules.ts';

describe('chain address shapes', () => {
  it('checks the format of the chosen network', () => {
    expect(addressLooksValid('TRC20', 'TQ5NkCkzJKCRyHnLGgkPDhZC6D7bqYU4xh')).toBe(true);
    expect(addressLooksValid('TRC20', '0x52908400098527886E0F7030069857D2E4169EE7')).toBe(false);
    expect(addressLooksValid('erc20', '0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true);
    expect(addressLooksValid('ERC20', '0x1234')).toBe(false);
    expect(addressLooksValid('BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true);
    expect(addressLooksValid('BTC', 'TQ5NkCkzJKCRyHnLGgkPDhZC6D7bqYU4xh')).toBe(false);
  });

  it('leaves unknown networks to the server (length only)', () => {
    expect(addressLooksValid('NEWCHAIN', 'abcdefghij')).toBe(true);
    expect(addressLooksValid('NEWCHAIN', 'short')).toBe(false);
  });
});
