import { describe, expect, test } from 'vitest';
import { MASK, maskSecrets } from '../../src/qa/request-log.ts';

describe('maskSecrets', () => {
  test('a deep copy: secrets masked at any depth, other values kept, the input untouched', () => {
    const input = { account: 'a@example.com', password: 'Secret1!', nested: { emailCode: '123456', countryCode: '+86', list: [{ token: 't' }, 'x'] }, empty: '', none: null };
    const copy = maskSecrets(input) as typeof input;
    expect(copy).toEqual({ account: 'a@example.com', password: MASK, nested: { emailCode: MASK, countryCode: '+86', list: [{ token: MASK }, 'x'] }, empty: '', none: null });
    expect(copy).not.toBe(input);
    expect(copy.nested).not.toBe(input.nested);
    expect(input.password).toBe('Secret1!');
  });

  test('long texts are cut, arrays capped at 200, class instances named, depth capped', () => {
    expect(maskSecrets('x'.repeat(2500))).toBe(`${'x'.repeat(2000)}... (2500 characters)`);
    expect((maskSecrets(Array.from({ length: 300 }, (_, i) => i)) as number[]).length).toBe(200);
    expect(maskSecrets({ file: Buffer.from('ab') })).toEqual({ file: '[Buffer]' });
    let deep: unknown = 'bottom';
    for (let i = 0; i < 12; i++) deep = { d: deep };
    expect(JSON.stringify(maskSecrets(deep))).toBe(JSON.stringify(deep));
  });

  test('a "__proto__" key is kept as data, never as the copy\'s prototype', () => {
    const input = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as Record<string, unknown>;
    const copy = maskSecrets(input) as Record<string, unknown>;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(['__proto__', 'a']);
    expect((copy as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
