import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseDocument, stringify } from 'yaml';
import { generatedScenario } from './generate.ts';
import { parseScenarioText } from './parse-text.ts';

/** What `yaml` reads a text as (the reference: its messages are the ones authors are told). */
const yamlReads = (text: string) => parseDocument(text, { uniqueKeys: true }).toJS();

describe('scenario text is read as yaml reads it', () => {
  test.each([
    ['the worked example', readFileSync(new URL('../../../../docs/scenarios/team.yaml', import.meta.url), 'utf8')],
    ['a generated file of 50 users', stringify(generatedScenario(50))],
    // The YAML 1.2 core schema's edges: what is a number, a boolean or null, and what stays text.
    ['numbers', 'a: [1_000, 0o17, 017, 0x1F, +0x10, -0o7, 0b101, -.5, .5, 1e3, +12, 100., 99999999999999999999]'],
    ['words', 'a: [yes, on, True, FALSE, ~, Null, .inf, -.Inf, .nan, 2026-12-01, 2026-12-01T09:30:00Z, "0.1", 12:30]'],
    ['anchors, a merge key as a plain key, block scalars', 'a: &x {c: 1}\nb:\n  <<: *x\n  d: 2\ne: |\n  x\n  y\nf: >-\n  x\n  y\n'],
    // What js-yaml refuses and yaml reads: read by yaml.
    ['an explicit binary tag', 'a: !!binary aGk='],
    ['a tab inside a flow list', 'a: 1\r\nb: [1,\t2]'],
    ['an empty file', ''],
    // A directive changes what the words mean: read by yaml.
    ['a YAML 1.1 directive', '%YAML 1.1\n---\na: yes'],
  ])('%s', (_name, text) => {
    expect(parseScenarioText(text, 'file.yaml')).toEqual({ ok: true, value: yamlReads(text) });
  });

  test('a text that is not YAML answers what yaml tells, with its line', () => {
    expect(parseScenarioText('users:\n  - account: bob\n    account: bob2\n', 'file.yaml')).toEqual({ ok: false, problems: ['line 3: Map keys must be unique'] });
    expect(parseScenarioText('a: [1, 2', 'file.yaml')).toMatchObject({ ok: false, problems: [expect.stringMatching(/^line \d+: /)] });
  });

  test('a .json file is read as JSON only', () => {
    expect(parseScenarioText('{"a": 1}', 'file.JSON')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseScenarioText('a: 1', 'file.json')).toMatchObject({ ok: false, problems: [expect.stringMatching(/^\(the file\): not JSON: /)] });
  });
});
