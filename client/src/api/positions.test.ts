import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@sandbox/shared';
import { POSITION_CALLS, closeReasonKey, findPosition, positionStatusKey } from './positions.ts';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('./http.ts', async (importOriginal) => ({ ...(await importOriginal<typeof import('./http.ts')>()), get: http.get, post: http.post }));
afterEach(() => vi.clearAllMocks());

describe('position calls match the shared contract', () => {
  for (const call of Object.values(POSITION_CALLS)) {
    it(`${call.id}: ${call.method} /api${call.path}`, () => {
      const endpoint = (contract as Record<string, { method: string; path: string } | undefined>)[call.id];
      expect(endpoint, `${call.id} is not in the contract`).toBeDefined();
      expect({ method: endpoint?.method, path: endpoint?.path }).toEqual({ method: call.method, path: `/api${call.path}` });
    });
  }
});

describe('codes as translation keys', () => {
  it('names every close reason and status', () => {
    expect([1, 2, 3, 4, null].map(closeReasonKey)).toEqual(['manual', 'takeProfit', 'stopLoss', 'liquidation', 'none']);
    expect([1, 2, 3, 9].map(positionStatusKey)).toEqual(['running', 'settlement', 'closed', 'unknown']);
  });
});

describe('findPosition (no single-position call: scans the user\'s own list)', () => {
  const page = (ids: string[], current: number, pages: number) => ({
    records: ids.map((id) => ({ id })),
    total: pages * 100,
    size: 100,
    current,
    pages,
  });

  it('reads pages with the filters until the id turns up', async () => {
    http.get.mockResolvedValueOnce(page(['a', 'b'], 1, 2)).mockResolvedValueOnce(page(['c', 'd'], 2, 2));
    await expect(findPosition('d', { accountType: 2, status: 3, symbol: 'ETHUSDT' })).resolves.toEqual({ id: 'd' });
    expect(http.get).toHaveBeenCalledTimes(2);
    expect(http.get).toHaveBeenLastCalledWith('/trade/appTradePositions/listMy', {
      pageNo: 2,
      pageSize: 100,
      status: 3,
      symbol: 'ETHUSDT',
      accountType: 2,
    });
  });

  it('answers null after the last page (an unknown id or another user\'s)', async () => {
    http.get.mockResolvedValueOnce(page(['a'], 1, 1));
    await expect(findPosition('zzz', { accountType: 1 })).resolves.toBeNull();
    expect(http.get).toHaveBeenCalledTimes(1);
  });
});
