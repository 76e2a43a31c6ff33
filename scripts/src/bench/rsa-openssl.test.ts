import { describe, expect, it } from 'vitest';
import { parseOpensslSpeed } from './rsa-openssl.ts';
import { formatTable } from './table.ts';

describe('parseOpensslSpeed', () => {
  it('reads sign/s from the OpenSSL 3 table', () => {
    const out = [
      'CPUINFO: OPENSSL_ia32cap=0xfffa32034f8bffff:0x1b415fdef1bf27eb',
      '                  sign    verify    sign/s verify/s',
      'rsa 2048 bits 0.000412s 0.000030s   2430.1  33379.8',
    ].join('\n');
    expect(parseOpensslSpeed(out)).toBe(2430.1);
  });

  it('reads sign/s from the OpenSSL 3.2+ table with encrypt/decrypt columns', () => {
    const out = [
      '                   sign    verify    encrypt   decrypt   sign/s verify/s  encr./s  decr./s',
      'rsa2048 0.000354s 0.000010s 0.000011s 0.000352s   2826.0  98000.1  90000.2  2840.5',
    ].join('\n');
    expect(parseOpensslSpeed(out)).toBe(2826);
  });

  it('returns undefined when the table is missing', () => {
    expect(parseOpensslSpeed('speed: unknown algorithm rsa2048')).toBeUndefined();
  });
});

describe('formatTable', () => {
  it('prints groups, aligned values and a dash for missing figures', () => {
    const text = formatTable([
      { id: 'a', group: 'G', label: 'one', value: 2826.04, unit: 'ops/s' },
      { id: 'b', group: 'G', label: 'three', value: null, unit: '%', note: 'no figure' },
    ]);
    expect(text).toContain('## G');
    expect(text).toContain('  one    2,826  ops/s');
    expect(text).toContain('  three      —  %      no figure');
  });
});
