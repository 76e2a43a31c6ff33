import { describe, expect, it, vi } from 'vitest';
import { contract } from '@sandbox/shared';
import { recordStatusKey } from './finance.ts';

describe('record status codes (SPEC.md section 4)', () => {
  it('names every code; 1 is delivered for a deposit and approved for a withdrawal', () => {
    expect(recordStatusKey('recharge', 1)).toBe('delivered');
    expect(recordStatusKey('withdrawal', 1)).toBe('approved');
    expect(recordStatusKey('recharge', 0)).toBe('underReview');
    expect(recordStatusKey('withdrawal', -1)).toBe('rejected');
    expect(recordStatusKey('withdrawal', 2)).toBe('withdrawn');
    expect(recordStatusKey('withdrawal', -2)).toBe('failed');
    expect(recordStatusKey('withdrawal', 9)).toBe('unknown');
  });
});

describe('fund transfer (finance.transferContract)', () => {
  it('posts the direction code and the amount, encrypted through post(), to the contract path', async () => {
    const http = await import('./http.ts');
    const spy = vi.spyOn(http, 'post').mockResolvedValue({ spotBalance: '70', contractBalance: '30' });
    const { transferContract, TRANSFER_DIRECTION } = await import('./finance.ts');
    await expect(transferContract({ direction: TRANSFER_DIRECTION.SPOT_TO_CONTRACT, amount: '30' })).resolves.toEqual({ spotBalance: '70', contractBalance: '30' });
    expect(spy).toHaveBeenCalledWith('/finance/appWallet/transferContract', { direction: 1, amount: '30' });
    expect(TRANSFER_DIRECTION.CONTRACT_TO_SPOT).toBe(2);
    // The body the client builds passes the contract's own schema.
    const schema = (contract as unknown as Record<string, { body: { safeParse: (v: unknown) => { success: boolean } } }>)['finance.transferContract'];
    expect(schema?.body.safeParse({ direction: 2, amount: '12.5' }).success).toBe(true);
    expect(schema?.body.safeParse({ direction: 3, amount: '12.5' }).success).toBe(false);
    spy.mockRestore();
  });
});

describe('a review is final (the result page stops following it)', () => {
  it('a deposit once credited or rejected; a withdrawal once paid, rejected or failed, not when only approved', async () => {
    const { isFinalStatus } = await import('./finance.ts');
    expect([0, 1, -1].map((s) => isFinalStatus('recharge', s))).toEqual([false, true, true]);
    expect([0, 1, 2, -1, -2].map((s) => isFinalStatus('withdrawal', s))).toEqual([false, false, true, true, true]);
  });
});
