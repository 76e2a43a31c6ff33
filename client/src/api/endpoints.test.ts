import { describe, expect, it } from 'vitest';
import { contract, type EndpointDef } from '@sandbox/shared/contract/index';

/**
 * `endpoints.ts` is the contract's wire identity (id, method, path; multipart where set)
 * without its zod schemas, written out as a file snapshot of the contract. After a contract
 * change: `npx vitest run --project client api/endpoints.test.ts -u`.
 */

const HEADER = `/**
 * GENERATED from the shared contract by endpoints.test.ts: do not edit by hand. After a
 * contract change: \`npx vitest run --project client api/endpoints.test.ts -u\`.
 *
 * The wire identity of every endpoint (id, method, path) without its zod schemas: the
 * schemas would put zod in the browser's first download (about 53 KB gzip). Type-checked
 * entry by entry against the contract (\`EndpointTable\`), and \`call()\` takes its types
 * (input, result) from the contract entry of the same id.
 */
import type { EndpointTable } from './endpoint-types.ts';
`;

function render(endpoints: readonly EndpointDef[]): string {
  const lines = endpoints.map((e) => {
    const multipart = e.multipart ? ', multipart: true' : '';
    return `  '${e.id}': { id: '${e.id}', method: '${e.method}', path: '${e.path}'${multipart} },`;
  });
  return `${HEADER}\nexport const endpoints = {\n${lines.join('\n')}\n} as const satisfies EndpointTable;\n`;
}

describe('endpoints.ts', () => {
  it('is the contract without its schemas, every endpoint in contract order', async () => {
    const all = Object.entries(contract).map(([id, endpoint]) => {
      expect(endpoint.id, `contract key ${id}`).toBe(id);
      return endpoint as EndpointDef;
    });
    await expect(render(all)).toMatchFileSnapshot('./endpoints.ts');
  });
});
