import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { contract } from '@sandbox/shared';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@sandbox/shared/constants';
import { routes } from '../src/lib/route-paths.ts';
import { phoneSession, screenshot } from './session.ts';

/*
 * Issue 16's check: every registered route, signed in as alice (demo scenario), in each of the
 * eight non-English languages, shows no raw i18n key and no English from en-us.json (brand and
 * currency names allowed). For Chinese, Japanese, Korean and Thai pages, any text made of
 * English words is reported too (server content such as demo data names, which en-us.json does
 * not hold). What each language shows is written to artifacts/e2e/language-walk.json.
 */

const { page, errors: pageErrors, go } = phoneSession();
const clientDir = path.join(import.meta.dirname, '..');
const artifacts = path.join(clientDir, '..', 'artifacts', 'e2e');

type Messages = { [key: string]: string | Messages };
function flatten(tree: Messages, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : flatten(v, `${prefix}${k}.`)));
}
const locale = (lang: Language) => flatten(JSON.parse(readFileSync(path.join(clientDir, 'src', 'i18n', 'locales', `${lang}.json`), 'utf8')) as Messages);
const english = locale(DEFAULT_LANGUAGE);
const KEYS = new Set(english.map(([k]) => k));
/** The top-level sections of en-us.json: a dotted text starting with one of them is a raw key (a domain name is not). */
const SECTIONS = new Set(english.map(([k]) => k.split('.')[0]!));
const isRawKey = (text: string) => KEYS.has(text) || (/^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/.test(text) && SECTIONS.has(text.split('.')[0]!));
/** Addresses, host names and hashes are not words of any language. */
const isCode = (text: string) => /^(https?:\/\/\S+|[a-z0-9-]+(\.[a-z0-9-]+)+|[0-9a-fA-F]{16,}|0x[0-9a-fA-F]+)$/.test(text);

/** Every route the router registers: the route table's entries that have a page loader. */
const REGISTERED = readFileSync(path.join(clientDir, 'src', 'app', 'routes.ts'), 'utf8')
  .split('\n')
  .filter((line) => line.includes('load: () => import('))
  .map((line) => /routes\.(\w+)/.exec(line)?.[1])
  .map((name) => {
    const p = name ? (routes as Record<string, string>)[name] : undefined;
    if (!p) throw new Error(`a route table line names no known path: ${name}`);
    return p;
  });

/*
 * Words allowed on any page: the brand, currency, coin and market names (symbols.ts), the
 * authenticator app's name, and codes. A text is "English" when what is left has words.
 */
const BRAND_AND_CURRENCY = [
  'Sandbox Trade',
  'Sandbox',
  'Google Authenticator',
  'Google',
  'Bitcoin',
  'Ethereum',
  'Solana',
  'Dogecoin',
  'Euro',
  'US Dollar',
  'British Pound',
  'Japanese Yen',
  'Australian Dollar',
  'Swiss Franc',
  'Canadian Dollar',
  'Gold',
  'Tether',
  'USD Coin',
];
const stripAllowed = (text: string) =>
  BRAND_AND_CURRENCY.reduce((t, name) => t.split(name).join(' '), text)
    // Tickers and pairs (USDT, BTC/USDT, XAU/USD), units and numbers.
    .replace(/\b[A-Z0-9]{2,10}(\/[A-Z0-9]{2,10})?\b/g, ' ');

/** An en-us.json text as a pattern over a whole text of the page ({{values}} match anything). */
function englishPattern(text: string): RegExp {
  const parts = text.split(/\{\{[^}]+\}\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+?')}$`);
}

/** English texts worth looking for on a page in `lang`: ones with a word, not also a text of that language. */
function englishToFind(lang: Language): Array<{ key: string; text: string; pattern: RegExp }> {
  const own = new Set(locale(lang).map(([, v]) => v));
  return english
    .filter(([, v]) => !own.has(v) && /[A-Za-z]{2,}/.test(stripAllowed(v.replace(/\{\{[^}]+\}\}/g, ' '))))
    .map(([key, text]) => ({ key, text, pattern: englishPattern(text.trim()) }));
}

const NATIVE_SCRIPT: Partial<Record<Language, RegExp>> = {
  jp: /[\u3040-\u30ff\u3400-\u9fff]/,
  ko: /[\uac00-\ud7af]/,
  tai: /[\u0e00-\u0e7f]/,
  'zh-cn': /[\u3400-\u9fff]/,
  'zh-tw': /[\u3400-\u9fff]/,
};

/** The page's visible texts: text nodes, and the placeholder, aria-label, title and alt of elements. */
async function visibleTexts(): Promise<string[]> {
  return page.evaluate(() => {
    const out = new Set<string>();
    const visible = (el: Element | null) => !!el && (el as HTMLElement).checkVisibility?.({ checkOpacity: false, checkVisibilityCSS: true }) !== false;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = (n.textContent ?? '').replace(/\s+/g, ' ').trim();
      const parent = n.parentElement;
      if (!text || !parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName) || !visible(parent)) continue;
      out.add(text);
    }
    for (const el of Array.from(document.body.querySelectorAll('[placeholder],[aria-label],[title],img[alt]'))) {
      if (!visible(el)) continue;
      for (const attr of ['placeholder', 'aria-label', 'title', 'alt']) {
        const v = el.getAttribute(attr)?.replace(/\s+/g, ' ').trim();
        if (v) out.add(v);
      }
    }
    return [...out];
  });
}

/** Waits until the route's screen is drawn and its texts stop changing (data loaded), at most ~6 s. */
async function settledTexts(): Promise<string[]> {
  await page.locator('.page-loading').waitFor({ state: 'hidden', timeout: 15_000 }).catch(() => undefined);
  let last = '';
  let texts: string[] = [];
  for (let i = 0; i < 12; i++) {
    await page.waitForTimeout(i === 0 ? 400 : 500);
    texts = await visibleTexts();
    const now = texts.join('\n');
    if (now === last) break;
    last = now;
  }
  return texts;
}

interface Finding {
  lang: Language;
  route: string;
  kind: 'raw-key' | 'en-us.json' | 'english-words';
  text: string;
  key?: string;
}

function findingsOf(lang: Language, route: string, texts: string[], toFind: ReturnType<typeof englishToFind>): Finding[] {
  const found: Finding[] = [];
  const native = NATIVE_SCRIPT[lang];
  for (const text of texts) {
    if (isRawKey(text)) {
      found.push({ lang, route, kind: 'raw-key', text });
      continue;
    }
    const hit = toFind.find((e) => e.pattern.test(text));
    if (hit) {
      found.push({ lang, route, kind: 'en-us.json', text, key: hit.key });
      continue;
    }
    // Two English words (three letters or more, not codes) in a text with none of the language's script.
    if (native && !isCode(text) && !native.test(text) && (stripAllowed(text).match(/[A-Za-z]*[a-z][A-Za-z]*/g) ?? []).filter((w) => w.length >= 3).length >= 2) {
      found.push({ lang, route, kind: 'english-words', text });
    }
  }
  return found;
}

/** Ids for the routes that show one item (`?id=`), read from the demo data as alice sees it. */
async function detailQueries(): Promise<Record<string, string>> {
  const get = async (url: string) =>
    page.evaluate(async (u) => {
      const res = await fetch(u, { headers: { 'X-Access-Token': localStorage.getItem('token') ?? '' } });
      return ((await res.json()) as { result: { records: Array<{ id: string }> } }).result.records;
    }, url);
  const first = async (url: string) => (await get(url))[0]?.id ?? '';
  const [article, announcement, help, competition] = await Promise.all([
    first(`${contract['ext.articleList'].path}?pageNo=1&pageSize=1`),
    first(`${contract['sys.announcementList'].path}?pageNo=1&pageSize=1`),
    first(`${contract['content.helpList'].path}?pageNo=1&pageSize=1`),
    first(`${contract['ext.competitionList'].path}?pageNo=1&pageSize=1`),
  ]);
  return {
    [routes.articleDetail]: `?id=${article}`,
    [routes.articleShare]: `?id=${article}`,
    [routes.announcementDetail]: `?id=${announcement}`,
    [routes.helpDetail]: `?id=${help}`,
    [routes.competitionDetail]: `?id=${competition}`,
    [routes.kline]: '?symbol=BTCUSDT',
    [routes.outlink]: `?url=${encodeURIComponent('https://example.com/')}`,
  };
}

/*
 * Findings tolerated, each with its reason; anything else fails the walk. Most are data stored in
 * one language only (tables without a language column, written by the demo scenario or typed by
 * users), not the screens' own texts: a screen's text from en-us.json is never tolerated here.
 */
const DATA = 'english-words' as const;
const KNOWN: Array<{ route: string; kind: Finding['kind']; text?: RegExp; reason: string }> = [
  ...['/zhaiquan', '/zhaiquanDetail', '/taolilicai', '/taolilicaiDetail', '/taoliOrder', '/kuangchi', '/kuangchiDetail', '/taoliOk'].map((route) => ({
    route,
    kind: DATA,
    reason: 'earn product names and descriptions: the product table has no language column (demo catalogue, one text per product)',
  })),
  ...['/bisai', '/bisaiDetail', '/bisaiMycansai'].map((route) => ({
    route,
    kind: DATA,
    reason: 'competition names and rules: the Competition table has no language column (demo data)',
  })),
  { route: '/ieo', kind: DATA, reason: 'IEO project names and descriptions: one text per project (demo data)' },
  {
    route: '/jiedai',
    kind: 'en-us.json',
    text: /^(Credit|Pledge|BTC|ETH)[\w ]* loan \d+ days$/,
    reason: 'loan offer names (LoanSetting.name, one text per offer: demo data); they only look like the "{{days}} days" text',
  },
  { route: '/jiedai', kind: DATA, text: /loan \d+ days$/, reason: 'loan offer names (LoanSetting.name, one text per offer: demo data)' },
  { route: '/gerenziliao', kind: DATA, text: /^1 Sandbox Way, Springfield$/, reason: "alice's own address, as she typed it (profile data)" },
  { route: '/my', kind: DATA, text: /^demo-user-alice$/, reason: "alice's nickname (profile data)" },
  {
    route: '/notifications',
    kind: DATA,
    reason: 'a personal notification is written once, in the language the user had when it happened; alice read the demo in English',
  },
  { route: '/liveChat', kind: DATA, reason: 'chat messages as alice and the staff typed them (demo conversation in English)' },
  // content.e2e.ts publishes a pinned announcement in English only (its last test); when it ran first, the
  // list and the home notice line show it, with the English marker the issue asks for.
  ...['/announcementList', '/home'].map((route) => ({
    route,
    kind: DATA,
    text: /^(Inert probe \d+|Safe bold text\. .*)$/,
    reason: 'the English-only announcement content.e2e.ts publishes, shown with the English marker',
  })),
];

/** Routes not walked, each with its reason: none. */
const NOT_WALKED: Record<string, string> = {};

const LANGS = LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE);
const all: Finding[] = [];
let queries: Record<string, string> = {};

describe('the walk of every route in the eight non-English languages', () => {
  test('alice signs in; every registered route is known to the walk', async () => {
    expect(REGISTERED.length).toBeGreaterThan(50);
    expect(new Set(REGISTERED).size).toBe(REGISTERED.length);
    await go('/login');
    await page.getByPlaceholder('Enter account name, email or mobile').fill('alice@sandbox.test');
    await page.getByPlaceholder('Enter password').fill('Demo1234!');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/#\/home/);
    queries = await detailQueries();
    expect(Object.values(queries).every((q) => !q.endsWith('='))).toBe(true);
  });

  test('the news list shows the demo covers, loaded from the app itself', async () => {
    await go(routes.news);
    const covers = page.locator('img[src^="/news/covers/"]');
    await covers.first().waitFor();
    // Every cover shown is drawn (an image that failed has no natural width); the four are 320 px wide.
    const widths = () => covers.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth));
    await expect.poll(async () => (await widths()).every((w) => w === 320), { timeout: 10_000 }).toBe(true);
    expect((await widths()).length).toBeGreaterThan(0);
    await screenshot(page, 'news-covers');
  });

  for (const lang of LANGS) {
    test(`${lang}: no raw key and no English on any route`, async () => {
      const toFind = englishToFind(lang);
      await go(routes.home);
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await page.reload();
      for (const route of REGISTERED) {
        if (route in NOT_WALKED) continue;
        await go(`${route}${queries[route] ?? ''}`);
        all.push(...findingsOf(lang, route, await settledTexts(), toFind));
      }
    }, 600_000);
  }

  test('the findings: none beyond the named known ones; the page threw nothing', () => {
    mkdirSync(artifacts, { recursive: true });
    writeFileSync(path.join(artifacts, 'language-walk.json'), `${JSON.stringify({ routes: REGISTERED, notWalked: NOT_WALKED, findings: all }, null, 2)}\n`);
    const unexpected = all.filter((f) => !KNOWN.some((k) => k.route === f.route && k.kind === f.kind && (k.text?.test(f.text) ?? true)));
    expect(unexpected).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
