/**
 * Lighthouse over the five pages of issue 33 (`npm run lighthouse`, and the bench's Lighthouse
 * rows): the production build, served by the real API over demo data as `npm start` serves it,
 * each page audited `runs` times in a fresh Chromium profile, signed in as the demo user where
 * the page needs a session. docs/client.md "Lighthouse" says what the figures are made of.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { startApi } from '../../client/scripts/api-server.ts';
import { buildClientOnce } from '../../client/scripts/build-once.ts';
import { AUDITED_PAGES, auditOnce, medianFigures, type AuditedPage, type PageRun, type RunFigures } from '../../client/scripts/lighthouse.ts';
import { ensureChromium } from '../../client/e2e/chromium.ts';
import { call, type QaTarget } from './qa-cli/call.ts';

export { AUDITED_PAGES, type AuditedPage, type RunFigures };

const root = path.join(import.meta.dirname, '..', '..');
/** The demo user whose pages are measured signed in (the demo scenario's first user). */
const SIGNED_IN_EMAIL = 'alice@sandbox.test';

/** One page's runs and the median of each figure across them. */
export interface PageResult {
  page: AuditedPage;
  url: string;
  median: RunFigures;
  runs: PageRun[];
}

/** A session token of the demo user, as the console's sign-in-as issues it (QA API). */
async function signIn(target: QaTarget): Promise<string> {
  const { list } = await call(target, qaRoutes['users.search'], { query: { q: SIGNED_IN_EMAIL } });
  const user = list.find((u) => u.email === SIGNED_IN_EMAIL);
  if (!user) throw new Error(`lighthouse: the demo data has no ${SIGNED_IN_EMAIL}`);
  const { code } = await call(target, qaRoutes['users.signIn'], { params: { id: user.id } });
  return (await call(target, qaRoutes['signIn.exchange'], { body: { code } })).token;
}

/** Builds the client (unless current), starts the API over a new data directory, audits `pages` `runs` times each. */
export async function auditPages(pages: readonly AuditedPage[], runs: number, log: (line: string) => void): Promise<PageResult[]> {
  const chromiumPath = ensureChromium();
  const distDir = path.join(root, 'node_modules', '.cache', 'lighthouse-client');
  buildClientOnce(distDir, log);
  const api = await startApi(distDir, 'lighthouse');
  const results: PageResult[] = [];
  try {
    const token = await signIn({ url: api.baseUrl, token: api.qaToken });
    log(`${pages.length} pages x ${runs} runs against ${api.baseUrl}, load ${loadavg()[0]!.toFixed(2)}`);
    for (const page of pages) {
      const url = `${api.baseUrl}/#${page.hash}`;
      const pageRuns: PageRun[] = [];
      for (let i = 0; i < runs; i++) {
        pageRuns.push(await auditOnce(chromiumPath, url, page.signedIn ? token : undefined));
        const { figures, benchmarkIndex } = pageRuns.at(-1)!;
        log(`${page.name} run ${i + 1}: performance ${figures.performance}, TBT ${Math.round(figures.tbtMs)} ms, benchmark index ${Math.round(benchmarkIndex)}`);
      }
      results.push({ page, url, median: medianFigures(pageRuns.map((r) => r.figures)), runs: pageRuns });
    }
  } finally {
    await api.stop();
  }
  return results;
}

/** The run whose performance is the median of the page's runs: the report kept for reading. */
export const medianRun = (result: PageResult): PageRun =>
  [...result.runs].sort((a, b) => a.figures.performance - b.figures.performance)[Math.floor(result.runs.length / 2)]!;

/**
 * artifacts/lighthouse: each page's median run as `<page>.json` (open it in the Lighthouse
 * viewer) and `summary.json` with every run's figures. Returns the summary's path.
 */
export function writeArtifacts(results: readonly PageResult[], runs: number): string {
  const out = path.join(root, 'artifacts', 'lighthouse');
  mkdirSync(out, { recursive: true });
  for (const result of results) writeFileSync(path.join(out, `${result.page.name}.json`), JSON.stringify(medianRun(result).lhr));
  const summary = results.map((r) => ({ ...r, runs: r.runs.map(({ lhr: _lhr, ...run }) => run) }));
  const file = path.join(out, 'summary.json');
  writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), runsPerPage: runs, load: loadavg(), pages: summary }, null, 2)}\n`);
  return path.relative(root, file);
}
