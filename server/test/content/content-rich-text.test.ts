import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { plainText, renderRichText, summarize } from '../../src/modules/content/rich-text.ts';
import { matchesKeyword, pickTranslations } from '../../src/modules/content/translations.ts';
import { searchTerms } from '../../src/modules/content/help-search.ts';

const ALLOWED_TAGS = new Set(['p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'em', 'b', 'i', 's', 'del', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);
const ALLOWED_ATTRIBUTES = new Set(['href', 'title', 'src', 'alt', 'start', 'align']);

/**
 * What must never leave the server in a body, checked on the real tags only (raw HTML in the source
 * arrives escaped as text, "&lt;script&gt;", which is inert): an element outside the allow-list,
 * an attribute outside it (event handlers, style), an address that is not http(s), mailto or in-app.
 */
function assertInert(html: string) {
  for (const [, name, attrs] of html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)) {
    expect(ALLOWED_TAGS.has(name!.toLowerCase()), `<${name}> in ${html}`).toBe(true);
    for (const [, attr, value] of attrs!.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) {
      expect(ALLOWED_ATTRIBUTES.has(attr!.toLowerCase()), `${attr} in ${html}`).toBe(true);
      if (attr === 'href' || attr === 'src') expect(value, `${attr}="${value}"`).toMatch(/^(https?:\/\/|mailto:|#\/)/i);
    }
  }
  expect(html).not.toMatch(/<script/i);
}

describe('rich text: Markdown rendered, raw HTML shown as text, sanitised', () => {
  const vectors = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<svg onload=alert(1)>',
    '<iframe src="https://evil.example"></iframe>',
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](jav&#x09;ascript:alert(1))',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '![i](javascript:alert(1))',
    '<javascript:alert(1)>',
    '<a href="javascript:alert(1)">a</a>',
    '<p style="background:url(javascript:alert(1))">x</p>',
    '<div onclick="alert(1)">x</div>',
    '[x](vbscript:msgbox(1))',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  ];

  test.each(vectors)('%s is inert', (source) => {
    assertInert(renderRichText(source));
  });

  test('ordinary Markdown survives: emphasis, lists, tables, http(s) and in-app links, http images', () => {
    const html = renderRichText('**bold** and *em*\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n[site](https://example.com) [help](#/helpDetail?id=1) ![logo](https://img.example/l.png)');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>em</em>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<td>1</td>');
    expect(html).toContain('<a href="https://example.com">site</a>');
    expect(html).toContain('<a href="#/helpDetail?id=1">help</a>');
    expect(html).toContain('<img src="https://img.example/l.png" alt="logo" />');
  });

  test('property: any text, with markup fragments mixed in, renders inert', () => {
    const fragment = fc.constantFrom(...vectors, '<', '>', '"', "'", '=', 'on', 'javascript:', '](', '[', '\n\n', '**', '`', ' ');
    fc.assert(
      fc.property(fc.array(fc.oneof(fragment, fc.string()), { maxLength: 12 }), (parts) => {
        assertInert(renderRichText(parts.join('')));
      }),
      { numRuns: 300 },
    );
  });

  test('summaries: plain text, folded, cut at a character (Thai and emoji kept whole)', () => {
    expect(plainText('**Hi** <b>there</b>\n\n- a &amp; b')).toBe('Hi <b>there</b> a & b');
    expect(summarize('สวัสดีครับ 👋🏽 ยินดีต้อนรับ', 12)).toBe('สวัสดีครับ 👋…');
    expect(summarize('short', 120)).toBe('short');
  });
});

describe('language pick', () => {
  const row = (id: string, key: string | null, language: string | null) => ({ id, key, language });

  test('own language, else every-language row, else English marked; items with none of them left out', () => {
    const rows = [
      row('a-en', 'a', 'en-us'),
      row('a-th', 'a', 'tai'),
      row('b-all', 'b', null),
      row('b-en', 'b', 'en-us'),
      row('c-en', 'c', 'en-us'),
      row('d-jp', 'd', 'jp'),
      row('e', null, 'tai'),
    ];
    expect(pickTranslations(rows, 'tai').map((p) => [p.row.id, p.language, p.fallback])).toEqual([
      ['a-th', 'tai', false],
      ['b-all', 'tai', false],
      ['c-en', 'en-us', true],
      ['e', 'tai', false],
    ]);
    expect(pickTranslations(rows, 'en-us').map((p) => [p.row.id, p.fallback])).toEqual([
      ['a-en', false],
      ['b-en', false],
      ['c-en', false],
    ]);
  });

  test('property: one row per item, in the caller language whenever the item has it, fallback exactly when English stands in', () => {
    const langs = ['en-us', 'jp', 'tai', null] as const;
    const arb = fc.array(fc.record({ key: fc.constantFrom('k1', 'k2', 'k3', 'k4'), language: fc.constantFrom(...langs) }), { maxLength: 20 });
    fc.assert(
      fc.property(arb, fc.constantFrom('en-us', 'jp', 'tai'), (specs, lang) => {
        const rows = specs.map((s, i) => ({ id: `r${i}`, key: s.key, language: s.language }));
        const picked = pickTranslations(rows, lang as 'jp');
        const keys = picked.map((p) => p.row.key);
        expect(new Set(keys).size).toBe(keys.length);
        for (const p of picked) {
          const group = rows.filter((r) => r.key === p.row.key);
          if (group.some((r) => r.language === lang)) expect(p.row.language).toBe(lang);
          else if (group.some((r) => r.language === null)) expect(p.row.language).toBeNull();
          expect(p.fallback).toBe(p.row.language === 'en-us' && lang !== 'en-us');
        }
        const expected = new Set(rows.filter((r) => r.language === lang || r.language === null || r.language === 'en-us').map((r) => r.key));
        expect(new Set(keys)).toEqual(expected);
      }),
    );
  });

  test('search words: every word must match, case-insensitive; chat terms use two-character runs for Thai and Chinese', () => {
    expect(matchesKeyword('LIQUIDATION price', 'The liquidation price formula')).toBe(true);
    expect(matchesKeyword('liquidation fee', 'The liquidation price formula')).toBe(false);
    expect(matchesKeyword(undefined, 'x')).toBe(true);
    expect(searchTerms('How do I withdraw?')).toEqual(['how', 'withdraw']);
    expect(searchTerms('提现怎么')).toEqual(['提现怎么', '提现', '现怎', '怎么']);
  });
});
