/**
 * The parts of a language pack the first render of /home needs, as key paths: whole sections
 * (top-level keys) or single keys and sub-trees of one (`zichanCenter.title`). They are the
 * shell's (common, tabs: the overlay's, tab bar's and error screen's texts) and /home's own,
 * its notice line, market lists and a signed-in user's asset card included. The build serves
 * them as a small pack of their own and the rest as a second one that loads right after
 * (scripts/locale-sections-plugin.ts); every page but /home waits for both (app/router.tsx).
 * router.test.tsx renders /home with only these, signed in and out, and fails on any raw key.
 */
export const FIRST_SECTIONS: readonly string[] = [
  'common',
  'tabs',
  'home',
  'marketLists',
  'zichanCenter.title',
  'zichanCenter.totalAssets',
  'zichanCenter.actions',
];

type Tree = { [key: string]: unknown };
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Splits messages into the key paths given (`first`) and everything else (`rest`). Throws on a
 * path the messages do not hold, so a renamed key fails the build instead of showing raw.
 */
export function splitMessages(messages: Tree, paths: readonly string[]): { first: Tree; rest: Tree } {
  const first: Tree = {};
  const rest: Tree = structuredClone(messages);
  for (const path of paths) {
    const keys = path.split('.');
    let from: unknown = rest;
    let to = first;
    for (const [i, key] of keys.entries()) {
      if (!isTree(from) || !(key in from)) throw new Error(`no "${path}" in the language pack (src/i18n/sections.ts)`);
      if (i === keys.length - 1) {
        to[key] = from[key];
        delete from[key];
      } else {
        to = (to[key] ??= {}) as Tree;
        from = from[key];
      }
    }
  }
  return { first, rest };
}

/** The two parts joined again (a deep merge: a section may be in both). */
export function mergeMessages(a: Tree, b: Tree): Tree {
  const merged: Tree = { ...a };
  for (const [key, value] of Object.entries(b)) merged[key] = isTree(value) && isTree(merged[key]) ? mergeMessages(merged[key], value) : value;
  return merged;
}
