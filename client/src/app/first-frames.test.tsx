import { describe, expect, it } from 'vitest';
import { BRAND_TITLE_ATTRIBUTE, DEFAULT_BRAND_TITLE, LANGUAGE_TABLE } from '@sandbox/shared/constants';
import enUs from '../i18n/locales/en-us.json';
import jp from '../i18n/locales/jp.json';
import zhCn from '../i18n/locales/zh-cn.json';
import { routes } from '../lib/route-paths.ts';
import { firstFrameRoutes, renderFirstFrames, type FirstFrame } from './first-frames.tsx';
import { findRoute } from './routes.ts';

const frames = await renderFirstFrames();
const frameOf = (path: string, lang: string): FirstFrame => {
  const frame = frames.find((f) => f.path === path && f.lang === lang);
  if (!frame) throw new Error(`no frame of ${path} in ${lang}`);
  return frame;
};

describe('the first frames index.html carries', () => {
  it('are the marked pages in each of the nine languages, for the session each admits', () => {
    const marked = firstFrameRoutes().map((r) => r.path);
    expect(marked).toEqual([routes.home, routes.contract, routes.arbitrage]);
    expect(frames).toHaveLength(marked.length * LANGUAGE_TABLE.length);
    for (const frame of frames) expect(frame.session).toBe(findRoute(frame.path)!.access === 'public' ? 'visitor' : 'member');
  });

  it("show the page's own static text in the frame's language, before any data", () => {
    const arbitrage = frameOf(routes.arbitrage, 'jp').html;
    expect(arbitrage).toContain(jp.earn.arbitrage.title);
    expect(arbitrage).toContain(jp.earn.arbitrage.intro);
    // Laid on the route's background, as the root wrapper lays it.
    expect(arbitrage).toContain('style="background:#0b1e3f"');
    expect(frameOf(routes.arbitrage, 'zh-cn').html).toContain(zhCn.earn.arbitrage.intro);
    // A visitor's home: the brand before the settings arrive, the way in.
    const home = frameOf(routes.home, 'en-us').html;
    expect(home).toContain(`<h1 class="hero__brand" ${BRAND_TITLE_ATTRIBUTE}="">${DEFAULT_BRAND_TITLE}</h1>`);
    expect(home).toContain(`>${enUs.home.login}</a>`);
  });

  it('carry no ids or test ids: a test waiting for one finds the page, not its picture', () => {
    expect(frames.filter((f) => / (data-testid|id)="/.test(f.html))).toEqual([]);
  });

  it('are refused for a page outside the root wrapper (the keep-alive routes render elsewhere)', async () => {
    await expect(renderFirstFrames([findRoute(routes.login)!])).rejects.toThrow('only a built page of the root wrapper');
  });
});
