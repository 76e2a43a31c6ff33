import { load } from 'js-yaml';
import { parseDocument } from 'yaml';

/** A scenario file's text as data, or what keeps it from being read, each problem with its line. */
export type Parsed = { ok: true; value: unknown } | { ok: false; problems: string[] };

/**
 * Reads a scenario file's text: JSON where `name` ends in .json, YAML (which reads JSON too)
 * otherwise. YAML is read by js-yaml, about ten times faster than `yaml` (a file of 1,000 users
 * and positions: 40 ms against 400; docs/performance.md), both reading the YAML 1.2 core schema
 * alike. A text js-yaml refuses, or one with a directive (`%YAML 1.1` changes what `yes` is), is
 * read by `yaml`: its problems (with their lines) are the ones an author is told, and what it
 * reads where js-yaml refused (an explicit !!binary, a tab inside a flow list) reads as before.
 */
export function parseScenarioText(text: string, name: string): Parsed {
  if (name.toLowerCase().endsWith('.json')) {
    try {
      return { ok: true, value: JSON.parse(text) };
    } catch (error) {
      return { ok: false, problems: [`(the file): not JSON: ${(error as Error).message}`] };
    }
  }
  if (!/^%/m.test(text)) {
    try {
      return { ok: true, value: load(text) };
    } catch {
      // Read again below, for yaml's account of it.
    }
  }
  const document = parseDocument(text, { uniqueKeys: true });
  if (document.errors.length > 0) {
    // The library's message ends with its own "at line L, column C:" and a code frame: the line goes first instead.
    return { ok: false, problems: document.errors.map((e) => `line ${e.linePos?.[0].line ?? '?'}: ${e.message.split(' at line ')[0]!.split('\n')[0]}`) };
  }
  return { ok: true, value: document.toJS() };
}
