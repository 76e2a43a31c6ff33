import { describe, expect, it } from 'vitest';
import { contract } from '@sandbox/shared';
import { KYC_CALLS } from './kyc.ts';

describe('identity calls match the shared contract', () => {
  for (const call of Object.values(KYC_CALLS)) {
    it(`${call.id}: ${call.method} /api${call.path}`, () => {
      const endpoint = (contract as Record<string, { method: string; path: string } | undefined>)[call.id];
      expect({ method: endpoint?.method, path: endpoint?.path }).toEqual({ method: call.method, path: `/api${call.path}` });
    });
  }
});
