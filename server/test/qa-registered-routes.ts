import type { FastifyInstance } from 'fastify';
import { QA_BASE } from '@sandbox/shared/qa-routes';

/**
 * Every route Fastify holds under /__qa (the OpenAPI page under /__qa/docs left out), read from
 * its own route table (printRoutes, parsed as a tree): the method (HEAD left out) and the path
 * as registered, `:name` for a parameter, no trailing slash.
 */
export function registeredQaRoutes(app: FastifyInstance): Array<{ method: string; path: string }> {
  const table = app.printRoutes({ commonPrefix: false });
  const routes: Array<{ method: string; path: string }> = [];
  // A tree: each line is one segment, appended to its parent's path (4 characters per level).
  const stack: string[] = [];
  for (const line of table.split('\n')) {
    const match = /^(.*?)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const full = (stack[depth - 1] ?? '') + match[2]!;
    stack.push(full);
    if (!match[3] || !full.startsWith(`${QA_BASE}/`) || full.startsWith(`${QA_BASE}/docs`)) continue;
    const path = full.replace(/(.)\/$/, '$1');
    for (const method of match[3].split(', ')) if (method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
}
