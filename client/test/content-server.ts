/**
 * A fake server for the content screens' tests, one level above the transport: test files
 * replace api/call.ts with `callModule` (vi.mock), and `fake.handler` answers each call by its
 * contract id, so the tests do not depend on how http.ts reaches the network.
 * A handler throws `notFound()` for a 404; callOrNotFound and callForEnvelope turn it into null
 * or a 404 envelope as the real ones do.
 */
export interface CallInput {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
}
type Handler = (id: string, input: CallInput) => unknown;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
export const notFound = () => new HttpError(404, 'Not found');

export const fake = {
  handler: ((id: string) => {
    throw new Error(`unexpected call ${id}`);
  }) as Handler,
  calls: [] as { id: string; input: CallInput }[],
  reset(handler: Handler) {
    this.handler = handler;
    this.calls = [];
  },
  /** The inputs of every call to one endpoint, in order. */
  inputs(id: string): CallInput[] {
    return this.calls.filter((c) => c.id === id).map((c) => c.input);
  },
};

async function answer(endpoint: { id: string }, input: CallInput = {}): Promise<unknown> {
  fake.calls.push({ id: endpoint.id, input });
  return fake.handler(endpoint.id, input);
}

export const callModule = {
  call: answer,
  callOrNotFound: async (endpoint: { id: string }, input?: CallInput) => {
    try {
      return await answer(endpoint, input);
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    }
  },
  callForEnvelope: async (endpoint: { id: string }, input?: CallInput) => {
    try {
      return { code: 200, message: '', result: await answer(endpoint, input) };
    } catch (error) {
      if (error instanceof HttpError) return { code: error.status, message: error.message };
      throw error;
    }
  },
};

const shown = (fallback = false) => ({ language: 'en-us', fallback });

export const announcementFixture = (n: number, over: Record<string, unknown> = {}) => ({
  id: `a${n}`,
  title: `Announcement ${n}`,
  summary: `Summary ${n}`,
  content: `<p>Body of announcement ${n}</p>`,
  type: 3,
  imageUrl: null,
  link: null,
  linkMode: 1,
  priority: 0,
  pinned: false,
  publishedAt: '2026-11-20 10:00:00',
  ...shown(),
  ...over,
});

export const noticeFixture = (n: number, over: Record<string, unknown> = {}) => ({
  id: `n${n}`,
  title: `Notice ${n}`,
  content: `<p>Notice body ${n}</p>`,
  createdAt: '2026-11-20 10:00:00',
  read: false,
  personal: true,
  kind: 2,
  refId: null as string | null,
  ...shown(),
  ...over,
});

export const helpFixture = (n: number, over: Record<string, unknown> = {}) => ({
  id: `h${n}`,
  category: 1,
  topic: 2,
  title: `Help ${n}`,
  summary: `Help summary ${n}`,
  coverUrl: null,
  publishedAt: '2026-11-20 10:00:00',
  content: `<p>Help body ${n}</p>`,
  ...shown(),
  ...over,
});

export const articleFixture = (n: number, over: Record<string, unknown> = {}) => ({
  id: `r${n}`,
  category: 2,
  title: `Article ${n}`,
  summary: `Article summary ${n}`,
  coverUrl: null,
  views: 7,
  publishedAt: '2026-11-20 10:00:00',
  content: `<p>Article body ${n}</p>`,
  sharePath: `/#/articleShare?id=r${n}`,
  ...shown(),
  ...over,
});

export const chatFixture = (n: number, over: Record<string, unknown> = {}) => ({
  id: `c${String(n).padStart(3, '0')}`,
  fromStaff: false,
  automatic: false,
  content: `Message ${n}`,
  suggestions: [] as { id: string; title: string }[],
  read: true,
  createdAt: '2026-11-20 10:00:00',
  ...over,
});
