import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { splitMessages } from '../src/i18n/sections.ts';

/** The two parts of a language pack, asked for as `./locales/<lang>.json?sections=first` or `...=rest`. */
const PART = /[\\/]locales[\\/][^\\/]+\.json\?sections=(first|rest)$/;

/**
 * Splits each language pack at build (and dev) time into the keys /home's first render needs
 * (`first`, src/i18n/sections.ts) and all the others (`rest`), so the locale files stay the one
 * source every screen edits while /home waits for about 1 KB of strings instead of the whole
 * pack (bundle budget: docs/client.md, "What keeps the first download small"). Each part is a
 * module whose default export is its keys (Vite's JSON handling does not take ids with a
 * query). The unit tests run without this plugin and load whole packs (src/i18n/resources.ts).
 */
export function localeSections(firstSections: readonly string[]): Plugin {
  return {
    name: 'sandbox-locale-sections',
    enforce: 'pre',
    load: {
      filter: { id: PART },
      handler(id) {
        const part = PART.exec(id)![1];
        const file = id.slice(0, id.indexOf('?'));
        this.addWatchFile(file);
        const parts = splitMessages(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>, firstSections);
        return { code: `export default ${JSON.stringify(part === 'first' ? parts.first : parts.rest)};`, moduleType: 'js' };
      },
    },
  };
}
