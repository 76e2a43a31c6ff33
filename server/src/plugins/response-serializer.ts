import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

/**
 * Response serialisation compiled once per route from the contract's zod schema
 * (issue 12): the schema becomes JSON Schema (`z.toJSONSchema`, output side) and
 * fast-json-stringify builds a serialiser from it at boot. fastify-type-provider-zod's
 * own serialiser parses every answer with zod and then calls JSON.stringify, which was
 * the largest share of a cheap call (about 20 % of the CPU of `appSymbol/price`,
 * docs/decisions.md "Data path"); compiled, the same call runs about 1.5x faster.
 *
 * What it keeps of the contract: the shape. Only declared fields are written, a missing
 * required field throws (a 500 envelope, logged), and types are written as declared.
 * What it no longer checks per answer: value refinements (formats, ranges); the API
 * tests assert exact bodies for those. A schema that cannot be turned into JSON Schema
 * fails at boot, not at the first request.
 */
/**
 * zod's output schemas close every object (`additionalProperties: false`). A handler may
 * return a row with more fields than the contract declares (zod stripped them); closed,
 * such an object would match no branch of a nullable's `anyOf` and fail the call. Open,
 * fast-json-stringify still writes the declared fields alone.
 */
function allowUndeclared(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(allowUndeclared);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, allowUndeclared(value)]),
  );
}

export const compiledSerializer: FastifySerializerCompiler<z.ZodType> = ({ schema, method, url }) => {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
    return fastJson(allowUndeclared(json) as Parameters<typeof fastJson>[0]);
  } catch (error) {
    throw new Error(`response schema of ${method} ${url} cannot be compiled: ${(error as Error).message}`, { cause: error });
  }
};
