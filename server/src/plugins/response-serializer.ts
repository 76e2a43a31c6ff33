import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

/**
 * Response serialisation compiled once per route from the contract's zod schema
 * (docs/performance.md "Response serialisers"): the schema becomes JSON Schema
 * (`z.toJSONSchema`, output side) and fast-json-stringify builds a serialiser from it.
 * fastify-type-provider-zod's own serialiser parses every answer with zod and then calls
 * JSON.stringify, which was
 * the largest share of a cheap call (about 20 % of the CPU of `appSymbol/price`,
 * docs/decisions.md "Compiled response serialisers"); compiled, the same call runs about
 * 1.5x faster.
 *
 * What it keeps of the contract: the shape. Only declared fields are written, a missing
 * required field throws (a 500 envelope, logged), and types are written as declared.
 * What it no longer checks per answer: value refinements (formats, ranges); the API
 * tests assert exact bodies for those.
 */
/**
 * Two rewrites of zod's JSON Schema before compiling, both keeping the bytes written:
 * - zod's output schemas close every object (`additionalProperties: false`). A handler may
 *   return a row with more fields than the contract declares (zod stripped them); closed,
 *   such an object would match no branch of a nullable's `anyOf` and fail the call. Open,
 *   fast-json-stringify still writes the declared fields alone.
 * - A nullable (`anyOf: [schema, { type: 'null' }]`, every route's `result` and many fields)
 *   becomes the schema with `nullable: true`. fast-json-stringify picks an `anyOf` branch by
 *   running an ajv validation of the whole value against it, patterns and all, on every answer
 *   (about a tenth of the CPU of `appSymbol/price`, docs/decisions.md "The cheap GET's floor");
 *   with `nullable` it writes `null` or the value, like every other field.
 */
function prepare(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(prepare);
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node)
    .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
    .map(([key, value]) => [key, prepare(value)] as const);
  const prepared = Object.fromEntries(entries) as Record<string, unknown>;
  return nullableOf(prepared) ?? prepared;
}

const COMBINATORS = ['anyOf', 'oneOf', 'allOf', '$ref', 'if', 'const', 'nullable'];
const isNull = (s: unknown) => typeof s === 'object' && s !== null && Object.keys(s).length === 1 && (s as { type?: unknown }).type === 'null';

/** `{ anyOf: [S, { type: 'null' }], ...notes }` as `{ ...S, nullable: true, ...notes }` when S is one plain type. */
function nullableOf(node: Record<string, unknown>): Record<string, unknown> | undefined {
  const { anyOf, ...notes } = node;
  if (!Array.isArray(anyOf) || anyOf.length !== 2 || Object.keys(notes).some((k) => COMBINATORS.includes(k) || k === 'type')) return undefined;
  const other = isNull(anyOf[1]) ? anyOf[0] : isNull(anyOf[0]) ? anyOf[1] : undefined;
  if (typeof other !== 'object' || other === null) return undefined;
  const schema = other as Record<string, unknown>;
  if (typeof schema.type !== 'string' || schema.type === 'null' || COMBINATORS.some((k) => k in schema)) return undefined;
  return { ...schema, ...notes, nullable: true };
}

type Serialize = (payload: unknown) => string;

/**
 * Serialisers by schema object: a compiled one is a pure function of its schema, and the
 * contract's schemas live as long as the process, so every app built in it (the API tests
 * build hundreds) compiles each schema once.
 */
const compiled = new WeakMap<z.ZodType, Serialize>();

/** The JSON Schema fast-json-stringify compiles, as written for it (see prepare). */
function serializerSchema(schema: z.ZodType, method: string, url: string): Parameters<typeof fastJson>[0] {
  try {
    return prepare(z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' })) as Parameters<typeof fastJson>[0];
  } catch (error) {
    throw new Error(`response schema of ${method} ${url} cannot be compiled: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * The route's serialiser, built at the route's first answer: building every route's at boot
 * (JSON Schema and code) was about 0.7 s of a start. A schema that cannot be compiled fails the
 * tests, which build every contract endpoint's (test/plugins/response-serializer.test.ts).
 */
export const compiledSerializer: FastifySerializerCompiler<z.ZodType> = ({ schema, method, url }) => {
  const known = compiled.get(schema);
  if (known) return known;
  let serialize: Serialize | undefined;
  const lazy: Serialize = (payload) => (serialize ??= fastJson(serializerSchema(schema, method, url)) as Serialize)(payload);
  compiled.set(schema, lazy);
  return lazy;
};

/** The end of an envelope serialised with timestamp 0: the timestamp is its last field. */
const ZERO_TIMESTAMP_TAIL = ',"timestamp":0}';

/**
 * For the routes whose handler answers with snapshots (objects never changed once returned,
 * such as the market's ticker of the current second): each snapshot's envelope is serialised
 * once per message text (that is, per language) and kept, up to its `"timestamp":`, for as long as
 * the snapshot lives; a call writes that head, its own timestamp and `}`. Anything else
 * (an error envelope, a result that is not an object) is serialised in full as on every route.
 */
export const snapshotSerializer: FastifySerializerCompiler<z.ZodType> = (route) => {
  const serialize = compiledSerializer(route) as Serialize;
  const heads = new WeakMap<object, Map<string, string>>();
  return (payload: unknown) => {
    const envelope = payload as { success?: unknown; message?: unknown; code?: unknown; result?: unknown; timestamp?: unknown };
    const { result, message, timestamp } = envelope;
    if (typeof result !== 'object' || result === null || envelope.code !== 200 || envelope.success !== true || typeof message !== 'string' || !Number.isSafeInteger(timestamp))
      return serialize(payload);
    let byMessage = heads.get(result);
    let head = byMessage?.get(message);
    if (head === undefined) {
      const text = serialize({ ...envelope, timestamp: 0 });
      if (!text.endsWith(ZERO_TIMESTAMP_TAIL)) return serialize(payload);
      head = text.slice(0, -2);
      if (!byMessage) heads.set(result, (byMessage = new Map()));
      byMessage.set(message, head);
    }
    return `${head}${timestamp as number}}`;
  };
};
