import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/*
 * What the screen walk measures on one drawn page: the visible texts, text that overflows the
 * 375 px screen or is cut by its box, short labels broken over lines, centred titles pushed off
 * centre, text smaller than 11 px, a row of chips that wraps to leave one chip alone, and
 * axe-core's serious and critical violations (contrast under 4.5:1 for body text among them). The layout checks are DOM geometry in
 * the page (no library does "text cut by its container"); accessibility is axe-core's, the
 * maintained checker, injected from its npm package.
 */

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type LayoutKind = 'overflow' | 'cut' | 'wrap' | 'off-centre' | 'small-text' | 'lone-chip';

/** The smallest text a screen may show, in CSS px (issue 30: badges and captions were 9-10 px). */
export const MIN_TEXT_PX = 11;

/** Rows of chips (filters, intervals, tabs) and the chips in them. */
const CHIP_ROWS = '.adm-selector, .adm-capsule-tabs-header, [data-chip-row]';
const CHIPS = '.adm-selector-item, .adm-capsule-tabs-tab, [data-chip]';

export interface LayoutFinding {
  kind: LayoutKind;
  /** The text concerned (shortened), what KNOWN entries match. */
  text: string;
  /** Where: tag and classes of the element, and how many px too wide. */
  where: string;
}

export interface PageReading {
  texts: string[];
  layout: LayoutFinding[];
  /** The items shown in English for want of the reader's language (their fallback mark): each one's text. */
  fallbacks: string[];
}

/**
 * Boxes whose clipping is their design: carousels and the scrolling notice line move their
 * content through a clipped window, pickers and popups that are closed, tab headers that scroll.
 */
export const CLIPS_BY_DESIGN = ['.adm-swiper', '.adm-notice-bar', '.adm-picker', '.adm-tabs-header', '.adm-capsule-tabs-header', '.adm-jumbo-tabs-header', '[data-clip]'];

/** Reads the drawn page: all checks in one evaluation (each round trip costs more than the work). */
export async function readPage(page: Page): Promise<PageReading> {
  return page.evaluate(({ clipsByDesign, minTextPx, chipRows, chips }) => {
    const W = window.innerWidth;
    const byDesign = clipsByDesign.join(',');
    const visible = (el: Element | null) => !!el && (el as HTMLElement).checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true }) !== false;
    const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.classList.length ? `.${Array.from(el.classList).slice(0, 3).join('.')}` : ''}`;
    const short = (t: string) => (t.length > 80 ? `${t.slice(0, 77)}...` : t);
    const texts = new Set<string>();
    type Kind = 'overflow' | 'cut' | 'wrap' | 'off-centre' | 'small-text' | 'lone-chip';
    const layout: Array<{ kind: Kind; text: string; where: string }> = [];
    const seen = new Set<string>();
    const report = (kind: Kind, text: string, where: string) => {
      const key = `${kind}|${text}`;
      if (seen.has(key)) return;
      seen.add(key);
      layout.push({ kind, text: short(text), where });
    };

    /** The nearest ancestor (or the element) that clips horizontally, or null when only the screen does. */
    const clipper = (el: Element): HTMLElement | null => {
      for (let a: Element | null = el; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
        const ox = getComputedStyle(a).overflowX;
        if (ox !== 'visible') return a as HTMLElement;
      }
      return null;
    };

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = (n.textContent ?? '').replace(/\s+/g, ' ').trim();
      const parent = n.parentElement;
      if (!text || !parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName) || !visible(parent)) continue;
      texts.add(text);
      const size = parseFloat(getComputedStyle(parent).fontSize);
      if (size < minTextPx && !parent.closest('[aria-hidden="true"]')) report('small-text', text, `${describe(parent)} ${size}px`);
      if (parent.closest(byDesign) || parent.closest('[aria-hidden="true"]')) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0);
      if (rects.length === 0) continue;
      const left = Math.min(...rects.map((r) => r.left));
      const right = Math.max(...rects.map((r) => r.right));
      const box = clipper(parent);
      if (box) {
        const style = getComputedStyle(box);
        if (style.overflowX === 'hidden' || style.overflowX === 'clip') {
          const b = box.getBoundingClientRect();
          const ellipsis = style.textOverflow === 'ellipsis' && box.scrollWidth > box.clientWidth + 1;
          if (ellipsis || right > b.right + 1 || left < b.left - 1) report('cut', text, `${describe(box)} +${Math.ceil(Math.max(right - b.right, b.left - left, box.scrollWidth - box.clientWidth))}px`);
        }
      } else if (right > W + 1 || left < -1) {
        report('overflow', text, `${describe(parent)} ${Math.round(left)}..${Math.round(right)}px`);
      }
      // A short label broken over lines: a Latin-script word (no space in it) split anywhere, or
      // any label left with one character alone on a line ("全部" as one character per line).
      // Chinese, Japanese and Thai may break between words without a space: that alone is fine.
      const lines = new Set(rects.map((r) => Math.round(r.top))).size;
      if (lines > 1 && text.length <= 12 && !/\s/.test(text)) {
        const perLine = new Map<number, number>();
        const chars = n.textContent ?? '';
        for (let i = 0; i < chars.length; i++) {
          if (!chars[i]!.trim()) continue;
          const one = document.createRange();
          one.setStart(n, i);
          one.setEnd(n, i + 1);
          const top = Math.round(one.getBoundingClientRect().top);
          perLine.set(top, (perLine.get(top) ?? 0) + 1);
        }
        const lone = Array.from(perLine.values()).some((count) => count === 1);
        if (lone || /^[A-Za-z\u00c0-\u024f\u1e00-\u1eff]+$/.test(text)) report('wrap', text, `${describe(parent)} ${lines} lines`);
      }
    }

    // Placeholders are drawn by the input itself: compare the text's width with the room inside.
    const canvas = document.createElement('canvas').getContext('2d')!;
    for (const el of Array.from(document.body.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]'))) {
      if (!visible(el) || el.value || el.tagName === 'TEXTAREA') continue;
      const s = getComputedStyle(el);
      const p = getComputedStyle(el, '::placeholder');
      canvas.font = `${p.fontStyle || s.fontStyle} ${p.fontWeight || s.fontWeight} ${p.fontSize || s.fontSize} ${p.fontFamily || s.fontFamily}`;
      const room = el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
      const need = canvas.measureText(el.placeholder).width;
      if (need > room + 1) report('cut', el.placeholder, `${describe(el)} placeholder +${Math.ceil(need - room)}px`);
    }

    for (const el of Array.from(document.body.querySelectorAll('[placeholder],[aria-label],[title],img[alt]'))) {
      if (!visible(el)) continue;
      for (const attr of ['placeholder', 'aria-label', 'title', 'alt']) {
        const v = el.getAttribute(attr)?.replace(/\s+/g, ' ').trim();
        if (v) texts.add(v);
      }
    }

    // The page itself wider than the screen (what makes it scroll sideways), whatever caused it.
    const width = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (width > W + 1) report('overflow', `page ${width}px wide`, `document +${width - W}px`);

    // A header's title sits in the middle of the screen whatever its side links hold.
    for (const title of Array.from(document.querySelectorAll('.adm-nav-bar-title'))) {
      if (!visible(title) || !(title.textContent ?? '').trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(title);
      const r = range.getBoundingClientRect();
      const off = (r.left + r.right) / 2 - W / 2;
      if (Math.abs(off) > 6) report('off-centre', (title.textContent ?? '').trim(), `${describe(title)} ${Math.round(off)}px`);
    }
    // A row of chips that wraps and leaves its last chip alone on a line: it should scroll in one row.
    for (const row of Array.from(document.querySelectorAll(chipRows))) {
      if (!visible(row)) continue;
      const tops = Array.from(row.querySelectorAll(chips))
        .filter(visible)
        .map((chip) => chip.getBoundingClientRect().top)
        .sort((x, y) => x - y);
      // A new line starts 8 px or more below the last one (chips of one line differ by a pixel or so).
      const starts = tops.filter((top, i) => i === 0 || top - tops[i - 1]! >= 8);
      const last = starts[starts.length - 1]!;
      if (starts.length > 1 && tops.filter((top) => top >= last).length === 1) {
        report('lone-chip', short((row.textContent ?? '').replace(/\s+/g, ' ').trim()), `${describe(row)} ${starts.length} lines`);
      }
    }

    const fallbacks = Array.from(document.querySelectorAll('[data-testid="fallback-mark"]'))
      .filter(visible)
      .map((mark) => short((mark.parentElement?.textContent ?? '').replace(/\s+/g, ' ').trim()));
    return { texts: [...texts], layout, fallbacks };
  }, { clipsByDesign: CLIPS_BY_DESIGN, minTextPx: MIN_TEXT_PX, chipRows: CHIP_ROWS, chips: CHIPS });
}

export interface AxeFinding {
  rule: string;
  /** For a contrast failure the colours and ratio ("#ffffff on #16b979 2.55:1"), else the element's selector. */
  text: string;
  /** The element's selector and the rule's help. */
  where: string;
}

/** axe-core's serious and critical violations on the drawn page (the checker is injected once per document). */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    type Contrast = { fgColor: string; bgColor: string; contrastRatio: number; fontSize: string };
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) =>
        v.nodes.map((n) => {
          const selector = String(n.target[0]);
          const c = n.any[0]?.data as Contrast | undefined;
          const text = v.id === 'color-contrast' && c?.fgColor ? `color-contrast ${c.fgColor} on ${c.bgColor} ${c.contrastRatio}:1 ${c.fontSize}` : `${v.id} ${selector}`;
          return { rule: v.id, text, where: `${selector}: ${v.help}` };
        }),
      );
  });
}

/**
 * Waits until the route's screen is drawn: the app's page-loading overlay gone, no request of
 * the page in flight and no loading spinner for `quietMs` (polling streams aside), at most `maxMs`.
 */
export async function settle(page: Page, inFlight: () => number, quietMs = 300, maxMs = 6000): Promise<void> {
  await page
    .locator('.page-loading')
    .waitFor({ state: 'hidden', timeout: 15_000 })
    .catch(() => undefined);
  const deadline = Date.now() + maxMs;
  let quietSince = 0;
  while (Date.now() < deadline) {
    if (inFlight() > 0 || (await spinners(page)).length > 0) quietSince = 0;
    else if (!quietSince) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(75);
  }
}

/**
 * The loading spinners, skeletons and page-loading overlay visible now, each named by the
 * labelled region holding it (its `aria-label`) or else its own class: none when the page is drawn.
 */
export function spinners(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.spinner, .adm-skeleton, .page-loading'))
      .filter((el) => (el as HTMLElement).checkVisibility?.() !== false)
      .map((el) => el.closest('[aria-label]')?.getAttribute('aria-label') ?? el.className),
  );
}

/** Counts the page's requests in flight (the market's event stream never ends, so it is left out). */
export function trackRequests(page: Page): () => number {
  let n = 0;
  const counted = (r: { resourceType: () => string }) => !['eventsource', 'websocket', 'other'].includes(r.resourceType());
  page.on('request', (r) => counted(r) && n++);
  page.on('requestfinished', (r) => counted(r) && n--);
  page.on('requestfailed', (r) => counted(r) && n--);
  return () => n;
}
