/**
 * Paging (contract pageQuery / pageOf): pageNo >= 1 and 1 <= pageSize <= 100, anything
 * else refused with 400; a page is { records, total, size, current, pages } with
 * pages = ceil(total / size), the same total on every page, records filling each
 * page but the last, no record on two pages, and an empty page past the last.
 */
import { endpoints, type EndpointDef, type Page } from '@sandbox/shared';
import type { SuiteContext } from './context.ts';
import { refusal, success } from './envelope.ts';
import { must, skip } from './report.ts';

/** Pages of this size are walked, at most this many: enough to cross page borders on a seeded server. */
const WALK_SIZE = 2;
const WALK_PAGES = 6;

export function pagedGets(): EndpointDef[] {
  return endpoints.filter((e) => e.method === 'GET' && !e.streaming && !e.params && e.query?.shape && 'pageNo' in e.query.shape && 'pageSize' in e.query.shape);
}

type AnyPage = Page<{ id?: string }>;
const isPage = (v: unknown): v is AnyPage => typeof v === 'object' && v !== null && Array.isArray((v as AnyPage).records) && Number.isInteger((v as AnyPage).total);

/** The page of a list call: the result itself, or the one page inside it (a summary beside the page, e.g. welfare rewards). */
function pageIn(result: unknown, what: string): AnyPage {
  if (isPage(result)) return result;
  const inner = Object.values((result ?? {}) as Record<string, unknown>).filter(isPage);
  must(inner.length === 1, `${what}: the result holds ${inner.length} pages`);
  return inner[0]!;
}

const BAD_PAGES: Array<Record<string, string | number>> = [{ pageNo: 0 }, { pageNo: -1 }, { pageSize: 0 }, { pageSize: 101 }, { pageSize: 'ten' }];

export async function checkPaging(ctx: SuiteContext) {
  for (const endpoint of pagedGets()) {
    await ctx.report.check(`paging: GET ${endpoint.path} (${endpoint.id})`, async () => {
      const token = endpoint.auth === 'login' ? (ctx.users.A ?? skip('user A was not signed up')).token : undefined;
      const answer = async (query: Record<string, string | number>) => ctx.client.get(endpoint, { token, query });
      const page = async (query: Record<string, number>, what: string) => pageIn(success(endpoint, await answer(query), what), what);
      for (const bad of BAD_PAGES) refusal(await answer(bad), 400, `${JSON.stringify(bad)}`);

      const first = await page({ pageNo: 1, pageSize: WALK_SIZE }, 'page 1');
      const { total } = first;
      must(first.size === WALK_SIZE && first.current === 1, `page 1 says size ${first.size}, current ${first.current}`);
      must(first.pages === Math.ceil(total / WALK_SIZE), `pages ${first.pages} for total ${total} at size ${WALK_SIZE}`);
      const seen = new Set<string>();
      const walked = Math.min(first.pages, WALK_PAGES);
      for (let n = 1; n <= walked; n++) {
        const p = n === 1 ? first : await page({ pageNo: n, pageSize: WALK_SIZE }, `page ${n}`);
        must(p.total === total, `page ${n} says total ${p.total}, page 1 said ${total}`);
        must(p.current === n, `page ${n} says current ${p.current}`);
        const expected = Math.min(WALK_SIZE, total - (n - 1) * WALK_SIZE);
        must(p.records.length === expected, `page ${n} holds ${p.records.length} records, expected ${expected}`);
        for (const r of p.records) {
          if (typeof r.id !== 'string') continue;
          must(!seen.has(r.id), `record ${r.id} is on two pages`);
          seen.add(r.id);
        }
      }
      const past = await page({ pageNo: first.pages + 1, pageSize: WALK_SIZE }, 'past the last page');
      must(past.records.length === 0 && past.total === total, `past the last page: ${past.records.length} records, total ${past.total}`);
      const whole = await page({ pageNo: 1, pageSize: 100 }, 'pageSize 100');
      must(whole.total === total && whole.records.length === Math.min(100, total), `pageSize 100: ${whole.records.length} records of total ${whole.total}`);
      return `bounds refused; total ${total}, ${walked} of ${first.pages} pages of ${WALK_SIZE} walked`;
    });
  }
}
