import { expect, test } from 'vitest';
import { contract, contentExt, content as contentApi, LANGUAGES } from '@sandbox/shared';
import { useDemoWorld } from '../demo-world.ts';
import type { TestApi } from '../harness.ts';

/*
 * The demo scenario's content, read through the API in every language: each item written for
 * each language (no English fallback), the help centre covering the rules the issue names.
 */
let api: TestApi;
useDemoWorld((app) => {
  api = app;
});

const { HELP_TOPIC } = contentApi;

test('every help article, news item, announcement, notice and page is written in each of the nine languages', async () => {
  const titles = new Map<string, string[]>();
  for (const lang of LANGUAGES) {
    const help = await api.call(contract['content.helpList'], { pageSize: 100 }, { lang });
    const news = await api.call(contract['ext.articleList'], { pageSize: 100 }, { lang });
    const announcements = await api.call(contract['sys.announcementList'], { pageSize: 100 }, { lang });
    const notices = await api.call(contract['content.noticeList'], { pageSize: 100 }, { lang });
    const pages = await Promise.all(
      Object.values(contentExt.CONTENT_PAGE).map(async (page) => (await api.call(contract['ext.contentPage'], { page }, { lang })).result),
    );
    const all = [...help.result.records, ...news.result.records, ...announcements.result.records, ...notices.result.records, ...pages];
    expect(all.filter((r) => r.fallback || r.language !== lang).map((r) => r.title), lang).toEqual([]);
    titles.set(lang, all.map((r) => r.title));
    expect(help.result.total).toBeGreaterThanOrEqual(9);
    expect(news.result.total).toBeGreaterThanOrEqual(4);
    expect(announcements.result.records[0]!.pinned).toBe(true);
  }
  // Written for each language: no title is the English one (brand and symbol names aside).
  const english = new Set(titles.get('en-us'));
  for (const lang of LANGUAGES.filter((l) => l !== 'en-us')) {
    expect(titles.get(lang)!.filter((t) => english.has(t)), lang).toEqual([]);
  }
});

test('the help centre explains each rule the issue names, and its search finds them in Thai', async () => {
  const topics = Object.values(HELP_TOPIC);
  for (const topic of topics) {
    const res = await api.call(contract['content.helpList'], { topic }, { lang: 'tai' });
    expect(res.result.total, `topic ${topic}`).toBeGreaterThan(0);
  }
  const liquidation = await api.call(contract['content.helpList'], { topic: HELP_TOPIC.PERPETUAL }, { lang: 'tai' });
  const detail = await api.call(contract['content.helpDetail'], { id: liquidation.result.records[0]!.id }, { lang: 'tai' });
  // The worked example: 100 USDT at 10x long from 10,000 liquidates at 9,036.14 (trade/margin-math.ts).
  expect(detail.result.content).toContain('9,036.14 USDT');
  expect(detail.result.content).toContain('ราคาบังคับปิด');
  const search = await api.call(contract['content.helpList'], { keyword: 'สเปรด' }, { lang: 'tai' });
  expect(search.result.records.map((r) => r.topic)).toEqual([HELP_TOPIC.FLASH_EXCHANGE]);
});
