import { z } from 'zod';
import { contract, envelopeOf, type EndpointDef } from '@sandbox/shared';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;
type OpenApiDocument = { paths?: Record<string, Record<string, Operation>> } & Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as JsonSchema;

/** An operation built straight from a contract entry, for endpoints no module serves yet. */
function operationOf(id: string, e: EndpointDef): Operation {
  const parameters: Operation[] = [];
  for (const [where, schema] of [['query', e.query], ['path', e.params]] as const) {
    if (!schema) continue;
    const json = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, prop] of Object.entries(json.properties ?? {})) {
      parameters.push({ name, in: where, required: where === 'path' || (json.required ?? []).includes(name), schema: prop });
    }
  }
  return {
    operationId: id,
    summary: e.summary,
    description: 'Not served by this build yet: the route is registered when its module is implemented.',
    tags: [e.extension ? 'extensions' : (id.split('.')[0] ?? 'api')],
    'x-served': false,
    ...(parameters.length ? { parameters } : {}),
    ...(e.body
      ? { requestBody: { content: { [e.multipart ? 'multipart/form-data' : 'application/json']: { schema: toSchema(e.body, 'input') } } } }
      : {}),
    ...(e.auth === 'login' ? { security: [{ accessToken: [] }] } : {}),
    responses: { 200: { description: 'Envelope', content: { 'application/json': { schema: toSchema(envelopeOf(e.result.nullable()), 'output') } } } },
  };
}

/**
 * The OpenAPI document lists every contract endpoint: served routes come from
 * Fastify's schemas; the rest are added from the contract and marked `x-served: false`.
 */
export function completeOpenApiDocument(doc: OpenApiDocument, servedIds: ReadonlySet<string>): OpenApiDocument {
  const paths = { ...(doc.paths ?? {}) };
  for (const [id, endpoint] of Object.entries(contract) as [string, EndpointDef][]) {
    const method = endpoint.method.toLowerCase();
    const item = { ...(paths[endpoint.path] ?? {}) };
    item[method] = servedIds.has(id) ? { operationId: id, ...item[method], 'x-served': true } : operationOf(id, endpoint);
    paths[endpoint.path] = item;
  }
  return { ...doc, paths };
}
