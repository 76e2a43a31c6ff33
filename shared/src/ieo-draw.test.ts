import { createHash, createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { drawAllocation, drawKey, seedCommitment, verifyDraw, type DrawInput } from './ieo-draw.ts';

// Node's own crypto as the independent reference for the hashes the draw uses.
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const hmac = (key: string, msg: string) => createHmac('sha256', key).update(msg).digest('hex');

const base: Omit<DrawInput, 'applications'> = { seed: 's1', allocation: 'proRata', totalSupply: '1000', lotSize: '100', decimals: 2 };

describe('hashes', () => {
  test('the commitment is SHA-256 of the seed (FIPS 180-2 "abc" vector) and the rank key HMAC-SHA256 (RFC 4231 style vector)', () => {
    expect(seedCommitment('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(drawKey('key', 'The quick brown fox jumps over the lazy dog')).toBe('f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8');
    expect(seedCommitment('a9f3-seed')).toBe(sha256('a9f3-seed'));
    expect(drawKey('a9f3-seed', 'IO123')).toBe(hmac('a9f3-seed', 'IO123'));
  });
});

describe('drawAllocation', () => {
  test('not oversubscribed: everyone wins what was asked, whatever the seed', () => {
    const apps = [{ orderNo: 'B', quantity: '400' }, { orderNo: 'A', quantity: '600' }];
    const won = drawAllocation({ ...base, applications: apps });
    expect(Object.fromEntries(won)).toEqual({ A: '600', B: '400' });
    expect(drawAllocation({ ...base, seed: 'other', applications: apps })).toEqual(won);
  });

  test('pro rata: 1000 over 3000 asked gives a third each, truncated to 2 decimals; the one unit left goes to the lowest rank key', () => {
    const apps = [{ orderNo: 'A', quantity: '1000' }, { orderNo: 'B', quantity: '500' }, { orderNo: 'C', quantity: '1500' }];
    const won = drawAllocation({ ...base, applications: apps });
    // By hand: 333.333.. -> 333.33, 166.666.. -> 166.66, 500 -> 500; 1000 - 999.99 = 0.01 left.
    const first = ['A', 'B', 'C'].sort((x, y) => (hmac('s1', x) < hmac('s1', y) ? -1 : 1))[0]!;
    const expected: Record<string, string> = { A: '333.33', B: '166.66', C: '500' };
    expected[first] = (Number(expected[first]) + 0.01).toFixed(2).replace(/\.?0+$/, '');
    expect(Object.fromEntries(won)).toEqual(expected);
    const sum = [...won.values()].reduce((s, v) => s + Math.round(Number(v) * 100), 0);
    expect(sum).toBe(100000);
  });

  test('lottery: tickets of the lot size, the lowest ticket keys win', () => {
    const apps = [{ orderNo: 'A', quantity: '200' }, { orderNo: 'B', quantity: '100' }, { orderNo: 'C', quantity: '350' }];
    // Tickets: A#1 A#2 B#1 C#1 C#2 C#3 (350 holds 3 tickets of 100); 300 / 100 = 3 win.
    const tickets = ['A#1', 'A#2', 'B#1', 'C#1', 'C#2', 'C#3'].sort((x, y) => (hmac('s1', x) < hmac('s1', y) ? -1 : 1)).slice(0, 3);
    const expected: Record<string, string> = { A: '0', B: '0', C: '0' };
    for (const t of tickets) expected[t[0]!] = String(Number(expected[t[0]!]) + 100);
    expect(Object.fromEntries(drawAllocation({ ...base, allocation: 'lottery', totalSupply: '300', applications: apps }))).toEqual(expected);
  });

  test('the order of the input never matters; the seed does', () => {
    const apps = Array.from({ length: 30 }, (_, i) => ({ orderNo: `IO${String(i).padStart(3, '0')}`, quantity: String(100 + i * 7) }));
    const input = { ...base, allocation: 'lottery' as const, totalSupply: '1000', applications: apps };
    const a = drawAllocation(input);
    expect(drawAllocation({ ...input, applications: [...apps].reverse() })).toEqual(a);
    expect(drawAllocation({ ...input, seed: 's2' })).not.toEqual(a);
    expect([...a.values()].reduce((s, v) => s + Number(v), 0)).toBe(1000);
  });
});

describe('verifyDraw', () => {
  const apps = [{ orderNo: 'A', quantity: '1000' }, { orderNo: 'B', quantity: '500' }, { orderNo: 'C', quantity: '1500' }];
  const published = () => {
    const won = drawAllocation({ ...base, applications: apps });
    return { ...base, seedHash: sha256('s1'), applications: apps.map((a) => ({ ...a, won: won.get(a.orderNo)! })) };
  };

  test('an honest draw checks out', () => {
    expect(verifyDraw(published())).toEqual({ commitmentHolds: true, mismatches: [] });
  });

  test('a changed seed breaks the commitment; a changed allocation is named', () => {
    const draw = published();
    expect(verifyDraw({ ...draw, seed: 's2' }).commitmentHolds).toBe(false);
    const forged = { ...draw, applications: draw.applications.map((a) => (a.orderNo === 'C' ? { ...a, won: '600' } : a)) };
    expect(verifyDraw(forged).mismatches).toEqual([{ orderNo: 'C', published: '600', recomputed: draw.applications[2]!.won }]);
  });
});
