import AES from 'crypto-js/aes.js';
import { randomRequestKey } from '@sandbox/shared/wire/index';
import { nodeRsa } from '../node-rsa.ts';

/**
 * The wire format of a POST body (docs/wire-protocol.md) around any JSON
 * text, nulls and lone surrogates included: the client's encryptBody drops
 * null fields and takes an object, a hostile client does neither.
 */
export function encryptJson(json: string, publicKeyPem: string, key = randomRequestKey()): string {
  return `${nodeRsa(publicKeyPem)(key)}.${AES.encrypt(json, key).toString()}`;
}

/** Bodies that are broken at the wire level, before any JSON: each must be refused with 400, never 500. */
export function malformedWireBodies(publicKeyPem: string): Array<{ name: string; body: string; contentType?: string }> {
  const good = encryptJson('{"a":1}', publicKeyPem);
  const [head = '', tail = ''] = good.split('.');
  const otherHead = encryptJson('{}', publicKeyPem).split('.')[0]!;
  return [
    { name: 'not base64', body: '%%%not-base64%%%.!!!' },
    { name: 'no dot', body: head },
    { name: 'plain JSON', body: '{"amount":"1"}' },
    { name: 'truncated', body: good.slice(0, Math.floor(good.length / 2)) },
    { name: 'truncated AES part', body: `${head}.${tail.slice(0, 20)}` },
    { name: 'wrong RSA head', body: `${otherHead}.${tail}` },
    { name: 'RSA head of the wrong length', body: `${Buffer.from('short').toString('base64')}.${tail}` },
    { name: 'empty AES part', body: `${head}.` },
    { name: 'many dots', body: `${head}.${tail}.${tail}` },
    { name: 'JSON-quoted garbage', body: JSON.stringify('abc.def') },
    { name: 'JSON-quoted number', body: '12345' },
    { name: 'text/plain garbage', body: 'hello.world', contentType: 'text/plain' },
    { name: 'NUL bytes', body: `${head}\u0000.${tail}` },
    { name: 'encrypted non-JSON', body: encryptJson('not json {', publicKeyPem) },
    { name: 'encrypted JSON array', body: encryptJson('[1,2,3]', publicKeyPem) },
    { name: 'encrypted JSON string', body: encryptJson('"text"', publicKeyPem) },
    { name: 'encrypted JSON null', body: encryptJson('null', publicKeyPem) },
    { name: 'encrypted deep nesting', body: encryptJson('['.repeat(5000) + ']'.repeat(5000), publicKeyPem) },
    { name: 'encrypted __proto__', body: encryptJson('{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}', publicKeyPem) },
  ];
}
