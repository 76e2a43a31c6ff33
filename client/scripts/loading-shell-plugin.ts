import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
// By path: the config's bundler leaves workspace packages to Node, which cannot load their TypeScript.
import { BASE_WIDTH, BRAND_TITLE_ATTRIBUTE, DEFAULT_BRAND_TITLE, DEFAULT_LANGUAGE, DESIGN_WIDTH, LANGUAGE_TABLE, LANGUAGE_TAGS, MIN_LAYOUT_WIDTH, STORAGE_KEYS } from '../../shared/src/constants.ts';
import { FIRST_FRAME_ATTRIBUTE, FIRST_FRAME_ID } from '../src/app/first-frame.ts';
import { PAGE_LOADING_DEFAULT_BACKGROUND } from '../src/app/page-loading.ts';
import { routes } from '../src/lib/route-paths.ts';
import { renderFirstFrames, type RenderedFrames } from './first-frames.ts';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The shell's blocking script, run twice before the first paint (the pages' CSP allows no inline
 * script; it is fetched beside the stylesheet, which blocks the first paint anyway).
 * - In the head it does what the app does once it runs, so the first paint is laid out as the
 *   app's: the <html> element's `lang` from the stored language (i18n/index.ts), the root font
 *   size from the screen's width (app/font-size.ts), and in FIRST_FRAME_ATTRIBUTE the first frame
 *   to paint: the hash's path (`/` and none are /home, as the router redirects them) and whether
 *   a session is stored, and the document's title from the brand title stored by the app's last
 *   visit (components/brand.tsx). Storage refused, it keeps the default language, a visitor's
 *   frame and the default title.
 * - After the first frames (the second run, from the cache) it moves the one named, in the
 *   <html> element's language, from its <template> into #first-frame, and drops the templates:
 *   inert until then, they cost the parser, not the style and layout of the first paint. The
 *   frame's brand title (BRAND_TITLE_ATTRIBUTE) takes the document's title.
 */
function shellScript(): string {
  const codes = JSON.stringify(LANGUAGE_TABLE.map((row) => row.code));
  const tags = JSON.stringify(LANGUAGE_TABLE.map((row) => row.tag));
  const attribute = JSON.stringify(FIRST_FRAME_ATTRIBUTE);
  const brand = JSON.stringify(STORAGE_KEYS.brandTitle);
  return `var d=document.documentElement,f=document.getElementById(${JSON.stringify(FIRST_FRAME_ID)}),a=${attribute};
if(f){var k=d.getAttribute(a),t=document.querySelectorAll("template["+a+"]");for(var n=0;n<t.length;n++){if(t[n].getAttribute(a)===k&&t[n].lang===d.lang)f.appendChild(t[n].content);t[n].parentNode.removeChild(t[n])}
var h=f.querySelector("[${BRAND_TITLE_ATTRIBUTE}]");if(h)h.textContent=document.title}else{var s="visitor";
try{var i=${codes}.indexOf(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.lang)}));if(i>=0)d.lang=${tags}[i];if(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)}))s="member";var b=localStorage.getItem(${brand});if(b)document.title=b}catch(e){}
var w=d.clientWidth||window.innerWidth||${BASE_WIDTH};d.style.fontSize=Math.min(Math.max(w,${MIN_LAYOUT_WIDTH}),${DESIGN_WIDTH})/${DESIGN_WIDTH}*100+"px";
var p=location.hash.slice(1).split("?")[0];if(p===""||p==="/")p=${JSON.stringify(routes.home)};d.setAttribute(a,p+" "+s)}
`;
}

/**
 * The stylesheets of the framed pages' chunks and of the chunks they import, deps first, but the
 * entry's (linked in the head already): the frames paint styled, before those chunks load. Their
 * files, and their text for the head.
 */
function frameStylesheets(bundle: Rollup.OutputBundle, pageModules: readonly string[], entry: Rollup.OutputChunk): { files: string[]; text: string } {
  const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
  const linked = new Set<string>();
  const seen = new Set<string>();
  const css: string[] = [];
  const walk = (chunk: Rollup.OutputChunk | undefined, into: (file: string) => void) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) walk(chunks.get(file), into);
    for (const file of chunk.viteMetadata?.importedCss ?? []) into(file);
  };
  walk(entry, (file) => linked.add(file));
  const pages = new Set(pageModules);
  for (const chunk of chunks.values()) {
    if (chunk.facadeModuleId && pages.has(chunk.facadeModuleId)) walk(chunk, (file) => !linked.has(file) && !css.includes(file) && css.push(file));
  }
  if (css.length === 0) throw new Error('loadingShell: the framed pages have no stylesheets of their own');
  const text = css.map((file) => {
    const asset = bundle[file];
    if (asset?.type !== 'asset') throw new Error(`loadingShell: no stylesheet ${file} in the bundle`);
    return typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8');
  }).join('');
  return { files: css, text };
}

/**
 * The first screen before any JavaScript, painted as soon as the page and its stylesheet arrive:
 * - #root holds the page-loading overlay as the app first renders it
 *   (app/page-loading-overlay.tsx on a cold start: spinner and "Loading..." on the default
 *   background); React replaces it with the same overlay when it renders.
 * - Under it, #first-frame takes the first frame the shell script names (app/first-frames.tsx:
 *   each page marked `firstFrame`, before its data, in every language, for the session its route
 *   admits; each in a <template> until then), styled by the framed pages' stylesheets inlined in
 *   the head. The app removes it when its first page commits, in the same place. So a page's
 *   layout and its static text paint before the JavaScript arrives (docs/client.md, "Lighthouse").
 * The overlay holds each language's `common.loading` (read from the locale files at build), each
 * in a span of its own `lang`; a stylesheet shows the <html> element's. Both come first in the head.
 */
export function loadingShell(entryName: string): Plugin {
  let root = '';
  let configFile = '';
  let scriptFile = '';
  let rendered: RenderedFrames = { frames: [], pageModules: [] };
  const locale = (code: string) => JSON.parse(readFileSync(path.join(root, 'src', 'i18n', 'locales', `${code}.json`), 'utf8')) as { common: { loading: string } };
  return {
    name: 'sandbox-loading-shell',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      configFile = config.configFile ?? '';
    },
    async buildStart() {
      const script = shellScript();
      // Named by its content, as the build names its assets: cached as immutable (client-assets.ts).
      scriptFile = `assets/shell-${createHash('sha256').update(script).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName: scriptFile, source: script });
      rendered = await renderFirstFrames(root, configFile);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { chunk, bundle }) {
        if (chunk?.name !== entryName || !bundle) return html;
        const { frames, pageModules } = rendered;
        const texts = LANGUAGE_TABLE.map(({ code, tag }) => `<span class="page-loading__text" lang="${tag}">${escapeHtml(locale(code).common.loading)}</span>`).join('');
        const overlay = `<div class="page-loading" role="status" aria-live="polite" style="background: ${PAGE_LOADING_DEFAULT_BACKGROUND}"><span class="spinner" aria-hidden="true"></span>${texts}</div>`;
        // Hidden from assistive technology and input: a picture of the page, which the app's replaces.
        const firstFrames = [
          `<div id="${FIRST_FRAME_ID}" aria-hidden="true" inert></div>`,
          ...frames.map((frame) => `<template lang="${LANGUAGE_TAGS[frame.lang]}" ${FIRST_FRAME_ATTRIBUTE}="${frame.path} ${frame.session}"><div lang="${LANGUAGE_TAGS[frame.lang]}">${frame.html}</div></template>`),
          `<script src="./${scriptFile}"></script>`,
        ].join('');
        const style = `#root .page-loading__text[lang]{display:none}${LANGUAGE_TABLE.map(({ tag }) => `html[lang="${tag}"] #root .page-loading__text[lang="${tag}"]`).join(',')}{display:inline}`;
        if (!html.includes('<html lang="en">') || !html.includes('<div id="root"></div>') || !html.includes('</title>')) {
          throw new Error('loadingShell: index.html has no <html lang="en">, <title> or empty <div id="root"></div>');
        }
        // What the first paint waits for goes first: over HTTP/1.1 (six connections) a stylesheet
        // named after the entry's modulepreload links waits for their downloads.
        const stylesheets = html.match(/<link rel="stylesheet"[^>]*>\n?/g) ?? [];
        const inlined = frameStylesheets(bundle, pageModules, chunk);
        // A disabled stylesheet link is never fetched, and Vite's preload helper takes a file that
        // has a stylesheet link as loaded: a framed page's chunk then does not load again the
        // rules the head already holds (and restyle the page when they arrive).
        const marks = inlined.files.map((file) => `<link rel="stylesheet" href="./${file}" disabled>`);
        const first = [...stylesheets.map((link) => link.trim()), `<script src="./${scriptFile}"></script>`, `<style>${style}${inlined.text}</style>`, ...marks];
        return stylesheets
          .reduce((page, link) => page.replace(link, ''), html)
          .replace('</title>', `</title>\n    ${first.join('\n    ')}`)
          .replace('<html lang="en">', `<html lang="${LANGUAGE_TAGS[DEFAULT_LANGUAGE]}">`)
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(DEFAULT_BRAND_TITLE)}</title>`)
          .replace('<div id="root"></div>', `${firstFrames}<div id="root">${overlay}</div>`);
      },
    },
  };
}
