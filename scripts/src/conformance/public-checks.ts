/**
 * Checks that need no sign-in: the envelope of every public GET of the contract
 * (with its result checked against the contract when it is a 200), and unknown routes.
 */
import { endpoints, type EndpointDef, type EndpointId } from '@sandbox/shared';
import { MISSING_ID, type Samples, type SuiteContext } from './context.ts';
import { DOCUMENTED_CODES, envelope, resultProblem } from './envelope.ts';
import { must } from './report.ts';

type Query = Record<string, string | number>;

/**
 * Query values for the public calls that need some: read from earlier answers where the
 * server has data (a symbol, an article id), else values that must be refused cleanly.
 * The two captcha calls are sent without their query on purpose: a complete one would send a code.
 */
function sampleQuery(id: string, s: Samples): Query | undefined {
  const symbol = s.symbol ?? 'BTCUSDT';
  const table: Partial<Record<EndpointId, Query>> = {
    'app.checkGoogleAuth': { account: 'conformance_nobody' },
    'app.checkAccount': { account: 'conformance_nobody' },
    'prod.productDetail': { id: s.ids.product ?? MISSING_ID },
    'trade.secondSetList': { symbol },
    'trade.symbolPrice': { symbol },
    'set.shortLinkUse': { code: 'conformance' },
    'set.getKeyByParam': { key: 'isPcLimite' },
    'set.getRateByCurrency': { currency: 'USDT' },
    'content.helpDetail': { id: s.ids.help ?? MISSING_ID },
    'ext.candles': { symbol, interval: '1m', limit: 5 },
    'ext.flashQuote': { fromCurrency: 'BTC', toCurrency: 'USDT', amount: '0.01' },
    'ext.competitionDetail': { id: s.ids.competition ?? MISSING_ID },
    'ext.articleShare': { id: s.ids.article ?? MISSING_ID },
    'ext.contentPage': { page: 2 },
    'ext.ieoDraw': { projectId: MISSING_ID },
  };
  return table[id as EndpointId];
}

function sampleParams(id: string, s: Samples): Record<string, string> | undefined {
  if (id === 'ext.articleDetail') return { id: s.ids.article ?? MISSING_ID };
  if (id === 'ext.announcementDetail') return { id: s.ids.announcement ?? MISSING_ID };
  return undefined;
}

/** Remembers what later calls can use from a list's first record. */
function harvest(id: string, result: unknown, s: Samples) {
  const first = (Array.isArray(result) ? result[0] : (result as { records?: unknown[] } | null)?.records?.[0]) as Record<string, unknown> | undefined;
  if (!first) return;
  if (id === 'trade.symbolList' && typeof first.symbol === 'string') s.symbol ??= first.symbol;
  const kinds: Record<string, keyof Samples['ids']> = {
    'prod.productList': 'product',
    'content.helpList': 'help',
    'ext.articleList': 'article',
    'ext.competitionList': 'competition',
    'sys.announcementList': 'announcement',
  };
  const kind = kinds[id];
  if (kind && typeof first.id === 'string') s.ids[kind] ??= first.id;
}

/** The public GETs, lists first so the detail calls after them can use real ids. */
export function publicGets(): EndpointDef[] {
  const gets = endpoints.filter((e) => e.method === 'GET' && e.auth === 'public' && !e.streaming);
  const needsInput = (e: EndpointDef) => Boolean(e.params) || Object.values(e.query?.shape ?? {}).some((f) => !(f as { isOptional(): boolean }).isOptional());
  return [...gets.filter((e) => !needsInput(e)), ...gets.filter(needsInput)];
}

/** One check per endpoint: an envelope with HTTP 200, a documented code, and a contract-shaped result on 200. */
export async function checkPublicEnvelopes(ctx: SuiteContext, list: EndpointDef[] = publicGets(), token?: string) {
  const { client, report, samples } = ctx;
  for (const endpoint of list) {
    await report.check(`envelope${token ? ' (signed in)' : ''}: GET ${endpoint.path} (${endpoint.id})`, async () => {
      const answer = await client.get(endpoint, { query: sampleQuery(endpoint.id, samples), params: sampleParams(endpoint.id, samples) ?? (endpoint.params ? { id: MISSING_ID } : undefined), token });
      const e = envelope(answer, endpoint.id);
      must(answer.status === 200, `HTTP ${answer.status} for an answered call (the code belongs in the envelope)`);
      must(DOCUMENTED_CODES.has(e.code), `code ${e.code} is not a documented code (${e.message})`);
      if (e.code !== 200) return `refused with ${e.code}: ${e.message}`;
      const problem = resultProblem(endpoint, e.result);
      must(!problem, problem!);
      harvest(endpoint.id, e.result, samples);
      return '200, the result matches the contract';
    });
  }
}

/** Paths no contract has: HTTP 404 with a 404 envelope, for a GET and for a POST. */
export async function checkUnknownRoutes(ctx: SuiteContext) {
  const path = `/api/conformance-no-such-route-${ctx.runId}`;
  for (const method of ['GET', 'POST'] as const) {
    await ctx.report.check(`unknown route: ${method} ${path}`, async () => {
      const answer = await ctx.client.raw(method, path, method === 'POST' ? { body: '', contentType: 'application/json' } : {});
      const e = envelope(answer, 'unknown route');
      must(e.code === 404, `expected code 404, got ${e.code} (${e.message})`);
      must(answer.status === 404, `expected HTTP 404, got ${answer.status}`);
      return `HTTP 404, code 404: ${e.message}`;
    });
  }
}

