import { vi } from 'vitest';

/**
 * The app's edges faked for page tests: the transport under the api modules (api/http.ts) and
 * the toast (lib/notify.ts). The real api modules run over `http`, so a test sees each call's
 * path and a POST body before encryption. A test file swaps the modules in with
 *
 *   vi.mock('../../api/http.ts', async (original) => (await import('../../../test/fakes.ts')).httpModule(original));
 *   vi.mock('../../lib/notify.ts', async () => (await import('../../../test/fakes.ts')).notifyModule);
 *
 * and answers with `serve` (usually a fixture server's handlers) or the fakes' own mock methods.
 * A call nothing answers is refused, as an unreachable server would.
 */

const refuse = (method: string) => vi.fn().mockImplementation((path: string) => Promise.reject(new Error(`unexpected ${method} ${path}`)));

export const http = {
  /** get(path, params): the enveloped GET. */
  get: refuse('GET'),
  /** getOneOrNull(path): a GET whose 404 is null. */
  getOneOrNull: refuse('GET'),
  /** post(path, body): the body as the api module built it, before encryption. */
  post: refuse('POST'),
  /** upload(path, file, fields). */
  upload: refuse('UPLOAD'),
  /** http.get(path, config): the raw-envelope GET (the server's timestamp, no toast). */
  raw: refuse('GET'),
};

export const toast = vi.fn();

/** An answer to one of the transport's calls: the path first, then what the call passes (params, body, config, file). */
type Answer = Parameters<typeof http.get.mockImplementation>[0];
export type Handlers = Partial<Record<keyof typeof http, Answer>>;

/** Answers the transport with the handlers given; the others keep what they had. */
export function serve(handlers: Handlers): void {
  for (const [name, answer] of Object.entries(handlers) as [keyof typeof http, Answer][]) http[name].mockImplementation(answer);
}

/** The params (or bodies) of every call `fake` received for `path`, in order. */
export const argsOf = (fake: (typeof http)[keyof typeof http], path: string): Record<string, unknown>[] =>
  fake.mock.calls.filter(([called]) => called === path).map(([, args]) => args);

export async function httpModule(importOriginal: () => Promise<object>): Promise<object> {
  return {
    ...(await importOriginal()),
    get: http.get,
    getOneOrNull: http.getOneOrNull,
    post: http.post,
    upload: http.upload,
    http: { get: http.raw },
  };
}

export const notifyModule = { showToast: toast };
