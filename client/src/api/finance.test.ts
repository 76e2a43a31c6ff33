import { describe, expect, it } from 'vitest';
import { contract } from '@sandbox/shared';
import { FINANCE_CALLS, recordStatusKey } from './finance.ts';

describe('wallet calls match the shared contract', () => {
  for (const call of Object.values(FINANCE_CALLS)) {
    it(`${call.id}: ${call.method} /api${call.path}`, () => {
      const endpoint = (contract as Record<string, { method: string; path: string } | undefined>)[call.id];
      expect(endpoint, `${call.id} is not in the contract`).toBeDefined();
      expect({ method: endpoint?.method, path: endpoint?.path }).toEqual({ method: call.method, path: `/api${call.path}` });
    });
  }
});

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
