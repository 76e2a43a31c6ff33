import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { STORAGE_KEYS } from '@sandbox/shared/constants';
import { CHROMIUM_ARGS } from '../e2e/chromium.ts';

/** A page Lighthouse opens: its app route (hash history), and whether a user is signed in first. */
export interface AuditedPage {
  name: string;
  hash: string;
  signedIn: boolean;
}

/** The five pages of issue 33's targets: two a visitor opens first, three of a signed-in user. */
export const AUDITED_PAGES: readonly AuditedPage[] = [
  { name: 'home', hash: '/home', signedIn: false },
  { name: 'market', hash: '/hangqing', signedIn: false },
  { name: 'contract', hash: '/heyue', signedIn: true },
  { name: 'earn', hash: '/taolilicai', signedIn: true },
  { name: 'assets', hash: '/zichanCenter', signedIn: true },
];

/** What one run measured: category scores 0-100, times in ms, JavaScript over the wire. */
export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  jsRequests: number;
}

/** An audit that cost its category points: `points` is its weight times what it missed. */
export interface AuditLoss {
  category: string;
  id: string;
  title: string;
  points: number;
  displayValue?: string;
}

export interface PageRun {
  figures: RunFigures;
  losses: AuditLoss[];
  /**
   * Lighthouse's measure of the machine's speed during the run (lhr.environment.benchmarkIndex):
   * TBT is observed main-thread time times the 4x slowdown, so a loaded machine scores lower.
   */
  benchmarkIndex: number;
  /** The whole report, to read what a figure is made of (Lighthouse's JSON). */
  lhr: Result;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

const score = (lhr: Result, category: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

function figuresOf(lhr: Result): RunFigures {
  const items = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number; requestCount: number }[] } | undefined)?.items ?? [];
  const scripts = items.find((i) => i.resourceType === 'script');
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    jsKb: (scripts?.transferSize ?? 0) / 1024,
    jsRequests: scripts?.requestCount ?? 0,
  };
}

/**
 * The audits each category lost points on, biggest first. Performance weighs only its metrics;
 * its other audits (the "insights" and diagnostics naming the causes) carry no weight, so those
 * that did not pass are listed with 0 points after the metrics.
 */
function lossesOf(lhr: Result): AuditLoss[] {
  const losses: AuditLoss[] = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category) continue;
    const total = category.auditRefs.reduce((sum, ref) => sum + ref.weight, 0) || 1;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9 || audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'informative') continue;
      losses.push({
        category: id,
        id: ref.id,
        title: audit.title,
        points: Math.round((ref.weight / total) * (1 - audit.score) * 1000) / 10,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      });
    }
  }
  return losses.sort((a, b) => b.points - a.points);
}

/**
 * `simulate` (the preset's, what the targets are read in): the page loads at full speed and
 * Lighthouse's network model computes the metrics. `devtools`: the link itself is slowed to the
 * preset's figures (562 ms round trips, 1.4 Mbps), slower to run and nearer a real phone's waits.
 */
export type Throttling = 'simulate' | 'devtools';

/**
 * One Lighthouse run of `url` (mobile preset: simulated slow 4G, 4x CPU slowdown) in a fresh
 * Chromium profile, so the cache is empty as on a first visit and Lighthouse keeps the storage
 * it finds. With a `token` the origin's storage gets it first, as a sign-in leaves it (an API
 * miss of the same origin is opened for that, so no file of the app is cached).
 */
export async function auditOnce(chromiumPath: string, url: string, token?: string, throttling: Throttling = 'simulate'): Promise<PageRun> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'sandbox-lighthouse-'));
  const browser = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath, args: [...CHROMIUM_ARGS, '--remote-debugging-port=0'] });
  try {
    if (token) {
      const page = await browser.newPage();
      await page.goto(new URL('/api/lighthouse-sign-in', url).href);
      // A string, as this file is typechecked without the DOM's types.
      await page.evaluate(`localStorage.setItem(${JSON.stringify(STORAGE_KEYS.token)}, ${JSON.stringify(token)})`);
      await page.close();
    }
    const port = Number(readFileSync(path.join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], disableStorageReset: true, throttlingMethod: throttling });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
    return { figures: figuresOf(result.lhr), losses: lossesOf(result.lhr), benchmarkIndex: result.lhr.environment.benchmarkIndex, lhr: result.lhr };
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The median of each figure across runs (each column on its own, as Lighthouse advises for noisy runs). */
export function medianFigures(runs: readonly RunFigures[]): RunFigures {
  const median = (key: keyof RunFigures) => {
    const sorted = runs.map((r) => r[key]).sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  return Object.fromEntries((Object.keys(runs[0]!) as (keyof RunFigures)[]).map((key) => [key, median(key)])) as unknown as RunFigures;
}
