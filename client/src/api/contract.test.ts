import { describe, expect, it } from 'vitest';
import { contract } from '@sandbox/shared';
import { AUTH_CALLS } from './auth.ts';
import { CONTENT_CALLS } from './content.ts';
import { PUBLIC_KEY_PATH } from './http.ts';
import { MARKET_CALLS } from './market.ts';
import { SETTINGS_CALLS } from './settings.ts';
import { USER_CALLS } from './user.ts';

const calls = [
  ...Object.values(AUTH_CALLS),
  ...Object.values(USER_CALLS),
  ...Object.values(SETTINGS_CALLS),
  ...Object.values(CONTENT_CALLS),
  ...Object.values(MARKET_CALLS),
  { id: 'ext.publicKey', method: 'GET', path: PUBLIC_KEY_PATH },
];

describe('client calls match the shared contract', () => {
  for (const call of calls) {
    it(`${call.id}: ${call.method} /api${call.path}`, () => {
      const endpoint = (contract as Record<string, { method: string; path: string } | undefined>)[call.id];
      expect(endpoint, `${call.id} is not in the contract`).toBeDefined();
      expect({ method: endpoint?.method, path: endpoint?.path }).toEqual({ method: call.method, path: `/api${call.path}` });
    });
  }
});
