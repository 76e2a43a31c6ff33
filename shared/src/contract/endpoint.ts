import type { z } from 'zod';

/** Who may call an endpoint: anyone, or only a caller with a valid X-Access-Token. */
export type EndpointAuth = 'public' | 'login';
export type EndpointMethod = 'GET' | 'POST';

/**
 * One call of the API. The server registers routes, validators and the OpenAPI
 * document from these; the client derives its typed api functions from them.
 * Schemas must stay JSON-Schema convertible (no transforms, z.date, z.custom).
 */
export interface EndpointDef {
  /** `<domain>.<name>`, equal to the key in `contract`. */
  readonly id: string;
  readonly method: EndpointMethod;
  /** Full path as SPEC.md section 7 gives it, path parameters OpenAPI style: `{id}`. */
  readonly path: string;
  readonly auth: EndpointAuth;
  readonly summary: string;
  /** Set on calls the spec lacks but the screens need; their paths live under /api/ext. */
  readonly extension?: true;
  /** Set on the one multipart call (upload); its body schema lists the extra form fields. */
  readonly multipart?: true;
  /** Set on the one streaming call (server-sent events): `result` is one event, and there is no envelope. */
  readonly streaming?: true;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  /** Schema of the envelope's `result`. */
  readonly result: z.ZodType;
}

/** Identity helper: checks the shape and keeps literal types (id, path, schemas). */
export function defineEndpoint<const E extends EndpointDef>(endpoint: E): E {
  return endpoint;
}

/** `/api/trade/appTradePositions/close/{id}` -> `/api/trade/appTradePositions/close/:id`. */
export function toFastifyPath(path: string): string {
  return path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ':$1');
}

/** Fills the `{name}` parameters of a path (values URI-encoded), for clients and tests. */
export function fillPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}
