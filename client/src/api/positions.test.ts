import { describe, expect, it, vi } from 'vitest';
import { closeReasonKey, getPosition, positionStatusKey } from './positions.ts';

const http = vi.hoisted(() => ({ get: vi.fn(), getOne: vi.fn(), post: vi.fn() }));
vi.mock('./http.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./http.ts')>()),
  get: http.get,
  getOneOrNull: http.getOne,
  post: http.post,
}));

describe('codes as translation keys', () => {
  it('names every close reason and status', () => {
    expect([1, 2, 3, 4, null].map(closeReasonKey)).toEqual(['manual', 'takeProfit', 'stopLoss', 'liquidation', 'none']);
    expect([1, 2, 3, 9].map(positionStatusKey)).toEqual(['running', 'settlement', 'closed', 'unknown']);
  });
});

describe('getPosition (ext.positionDetail)', () => {
  it('reads one position by its id (path-encoded); null when it is not one of the user\'s', async () => {
    http.getOne.mockResolvedValueOnce({ id: 'a/b' });
    await expect(getPosition('a/b')).resolves.toEqual({ id: 'a/b' });
    expect(http.getOne).toHaveBeenCalledWith('/ext/positions/a%2Fb');
    http.getOne.mockResolvedValueOnce(null);
    await expect(getPosition('zzz')).resolves.toBeNull();
  });
});
