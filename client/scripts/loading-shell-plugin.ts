import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
// By path: the config's bundler leaves workspace packages to Node, which cannot load their TypeScript.
import { DEFAULT_LANGUAGE, LANGUAGE_TABLE, LANGUAGE_TAGS, STORAGE_KEYS } from '../../shared/src/constants.ts';
import { PAGE_LOADING_DEFAULT_BACKGROUND } from '../src/app/page-loading.ts';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The first screen before any JavaScript: index.html's #root holds the page-loading overlay as
 * the app first renders it (app/page-loading-overlay.tsx on a cold start: spinner and "Loading..."
 * on the default background), painted as soon as the page and its stylesheet arrive; React
 * replaces it with the same overlay when it renders, then the page. On a slow phone network that
 * is about two seconds earlier than the app's own first paint (docs/client.md, "Lighthouse").
 *
 * The text is in the stored language, as the app's: the overlay holds each language's
 * `common.loading` (read from the locale files at build), each in a span of its own `lang`, and
 * an inline stylesheet shows the one whose `lang` is the <html> element's. A small blocking
 * script in the head sets the <html> element's `lang` to the stored language's tag, as
 * i18n/index.ts does once the app runs (the pages' CSP allows no inline script; it is fetched
 * beside the stylesheet, which blocks the first paint anyway). Both come first in the head.
 * Without the script (storage refused) the page keeps the default language's tag and text.
 */
export function loadingShell(entryName: string): Plugin {
  let root = '';
  let scriptFile = '';
  const locale = (code: string) => JSON.parse(readFileSync(path.join(root, 'src', 'i18n', 'locales', `${code}.json`), 'utf8')) as { common: { loading: string } };
  return {
    name: 'sandbox-loading-shell',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      const codes = JSON.stringify(LANGUAGE_TABLE.map((row) => row.code));
      const tags = JSON.stringify(LANGUAGE_TABLE.map((row) => row.tag));
      const script = `try{var i=${codes}.indexOf(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.lang)}));if(i>=0)document.documentElement.lang=${tags}[i]}catch(e){}\n`;
      // Named by its content, as the build names its assets: cached as immutable (client-assets.ts).
      scriptFile = `assets/shell-lang-${createHash('sha256').update(script).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName: scriptFile, source: script });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { chunk }) {
        if (chunk?.name !== entryName) return html;
        const texts = LANGUAGE_TABLE.map(({ code, tag }) => `<span class="page-loading__text" lang="${tag}">${escapeHtml(locale(code).common.loading)}</span>`).join('');
        const overlay = `<div class="page-loading" role="status" aria-live="polite" style="background: ${PAGE_LOADING_DEFAULT_BACKGROUND}"><span class="spinner" aria-hidden="true"></span>${texts}</div>`;
        const style = `#root .page-loading__text[lang]{display:none}${LANGUAGE_TABLE.map(({ tag }) => `html[lang="${tag}"] #root .page-loading__text[lang="${tag}"]`).join(',')}{display:inline}`;
        if (!html.includes('<html lang="en">') || !html.includes('<div id="root"></div>') || !html.includes('</title>')) {
          throw new Error('loadingShell: index.html has no <html lang="en">, <title> or empty <div id="root"></div>');
        }
        // What the first paint waits for goes first: over HTTP/1.1 (six connections) a stylesheet
        // named after the entry's modulepreload links waits for their downloads.
        const stylesheets = html.match(/<link rel="stylesheet"[^>]*>\n?/g) ?? [];
        const first = [...stylesheets.map((link) => link.trim()), `<script src="./${scriptFile}"></script>`, `<style>${style}</style>`];
        return stylesheets
          .reduce((page, link) => page.replace(link, ''), html)
          .replace('</title>', `</title>\n    ${first.join('\n    ')}`)
          .replace('<html lang="en">', `<html lang="${LANGUAGE_TAGS[DEFAULT_LANGUAGE]}">`)
          .replace('<div id="root"></div>', `<div id="root">${overlay}</div>`);
      },
    },
  };
}
