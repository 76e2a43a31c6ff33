import fc from 'fast-check';
import { z } from 'zod';

/*
 * fast-check arbitraries derived from a contract schema. zod-fast-check, the
 * maintained generator from zod schemas, supports zod 3 only (peer zod ^3 and
 * fast-check < 4), and the zod-4 generators seen in the registry are 0.0.x
 * pre-releases; so this walks z.toJSONSchema(schema), which the contract keeps
 * convertible on purpose (no transforms, common.ts), by hand. It covers the
 * node kinds the contract uses: object, string (length, pattern), number and
 * integer (bounds), enum, const, boolean, array, anyOf/oneOf.
 */

export interface JsonSchemaNode {
  type?: string | string[];
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  items?: JsonSchemaNode;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  allOf?: JsonSchemaNode[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
}

export function jsonSchemaOf(schema: z.ZodType): JsonSchemaNode {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode;
}

/** The object branches of a schema (one for an object, one per branch for a union). */
export function objectBranches(node: JsonSchemaNode): JsonSchemaNode[] {
  if (node.properties) return [node];
  return [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])].flatMap(objectBranches);
}

/** Every property of an object schema or of any union branch, with its node. */
export function propertiesOf(node: JsonSchemaNode): Record<string, JsonSchemaNode> {
  return Object.assign({}, ...objectBranches(node).map((b) => b.properties ?? {})) as Record<string, JsonSchemaNode>;
}

/** Digits and decimal points: a stand-in for patterns fast-check cannot generate from (look-aheads). */
const decimalText = fc.oneof(
  fc.nat({ max: 100_000 }).map(String),
  fc.tuple(fc.nat({ max: 100_000 }), fc.nat({ max: 99_999_999 })).map(([i, f]) => `${i}.${f}`),
);

function stringArbitrary(node: JsonSchemaNode): fc.Arbitrary<string> {
  if (node.pattern) {
    try {
      const re = new RegExp(node.pattern);
      const max = node.maxLength ?? 64;
      return fc.stringMatching(re).filter((s) => s.length <= max && s.length >= (node.minLength ?? 0));
    } catch {
      return decimalText;
    }
  }
  return fc.string({ minLength: node.minLength ?? 0, maxLength: Math.min(node.maxLength ?? 40, 40), unit: 'grapheme' });
}

/** Values shaped like the schema (the shape a client sends; refinements aside). */
export function arbitraryOf(node: JsonSchemaNode): fc.Arbitrary<unknown> {
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  const branches = [...(node.anyOf ?? []), ...(node.oneOf ?? [])];
  if (branches.length) return fc.oneof(...branches.map(arbitraryOf));
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  switch (type) {
    case 'object': {
      const props = node.properties ?? {};
      const required = new Set(node.required ?? []);
      const record = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, arbitraryOf(v)]));
      return fc.record(record, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
    }
    case 'string':
      return stringArbitrary(node);
    case 'integer':
      return fc.integer({ min: Math.max(node.minimum ?? -1000, -1e6), max: Math.min(node.maximum ?? 1_000_000, 1e6) });
    case 'number':
      return fc.double({ min: node.minimum ?? -1e6, max: node.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(node.items ? arbitraryOf(node.items) : fc.anything(), { maxLength: 5 });
    case 'null':
      return fc.constant(null);
    default:
      return fc.anything();
  }
}

/** Strings no field should choke on: malformed Unicode, control and bidi characters, sizes, number look-alikes. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  'ab\ud800',
  '\udc00x',
  'a\u0000b',
  '\u202eevil',
  'tab\there\nnewline\r',
  '😀👨‍👩‍👧',
  'x'.repeat(100_000),
  '1e400',
  '-1',
  '0',
  '1000000000000000000000000000000',
  '1000000000',
  '1000000000.00000001',
  '0.0000000000000000001',
  '1.1234567890123456789',
  'NaN',
  'Infinity',
  '0x10',
  ' 1 ',
  '1,000',
  '１２３',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
];

/** Values of the wrong type for any field. */
export const WRONG_TYPES: readonly unknown[] = [null, true, 0, -1, 1.5, 1e308, 2 ** 53 + 1, [], ['a'], {}, { $gt: '' }];

/** Boundary values that fit the field's own declared type and bounds, or miss them by one. */
export function boundaryValues(node: JsonSchemaNode): unknown[] {
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  if (type === 'string') {
    const out: unknown[] = [];
    if (node.maxLength !== undefined) out.push('1'.repeat(node.maxLength), '1'.repeat(node.maxLength + 1));
    if (node.minLength !== undefined && node.minLength > 0) out.push('1'.repeat(node.minLength - 1));
    return out;
  }
  if (type === 'integer' || type === 'number') {
    const out: unknown[] = [];
    if (node.minimum !== undefined && Math.abs(node.minimum) < 1e15) out.push(node.minimum, node.minimum - 1);
    if (node.maximum !== undefined && Math.abs(node.maximum) < 1e15) out.push(node.maximum, node.maximum + 1);
    out.push('1', 1e300);
    return out;
  }
  if (node.enum) return [...node.enum.map((v) => (typeof v === 'number' ? v + 100 : `${String(v)}x`)), '1'];
  return [];
}
