import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { failedTests, slowestFiles, summaryLine } from './vitest-report.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vitest-report-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function report(name: string, body: object): string {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(body));
  return file;
}

const first = report('a.json', {
  numPassedTests: 5,
  numFailedTests: 1,
  numPendingTests: 0,
  testResults: [
    { name: '/repo/server/test/slow.test.ts', startTime: 1_000, endTime: 13_500 },
    { name: '/repo/client/src/quick.test.ts', startTime: 2_000, endTime: 2_250 },
  ],
});
const second = report('b.json', { numPassedTests: 2, numFailedTests: 0, numPendingTests: 1, testResults: [{ name: '/repo/shared/src/mid.test.ts', startTime: 0, endTime: 4_000 }] });

test('the closing line sums every report, a missing one adds nothing', () => {
  expect(summaryLine([first, second, path.join(dir, 'missing.json')])).toBe('Tests: 7 passed, 1 failed, 1 skipped');
  expect(summaryLine([path.join(dir, 'missing.json')])).toBeUndefined();
});

test('the slowest files of all reports, slowest first, with their seconds and paths from the root', () => {
  expect(slowestFiles([first, second], '/repo', 2)).toEqual(['Slowest 2 test files:', '    12.5 s  server/test/slow.test.ts', '     4.0 s  shared/src/mid.test.ts']);
  expect(slowestFiles([first, second], '/repo')).toHaveLength(4);
  expect(slowestFiles([path.join(dir, 'missing.json')], '/repo')).toEqual([]);
});

test('the failed tests by file and full name with their first error line; a file that failed outside its tests with its message', () => {
  const failing = report('c.json', {
    testResults: [
      {
        name: '/repo/server/test/a.test.ts',
        status: 'failed',
        assertionResults: [
          { fullName: 'transfers moves the money', status: 'passed' },
          { fullName: 'transfers refuses a frozen account', status: 'failed', failureMessages: ['\nAssertionError: expected 200 to be 403\n    at a.test.ts:12'] },
        ],
      },
      { name: '/repo/client/e2e/b.e2e.ts', status: 'failed', message: 'Hook timed out in 180000ms\nmore', assertionResults: [] },
      { name: '/repo/shared/src/c.test.ts', status: 'passed', assertionResults: [{ fullName: 'c', status: 'passed' }] },
    ],
  });
  expect(failedTests([first, failing], '/repo')).toEqual([
    'Failed tests:',
    '  server/test/a.test.ts > transfers refuses a frozen account: AssertionError: expected 200 to be 403',
    '  client/e2e/b.e2e.ts: Hook timed out in 180000ms',
  ]);
  expect(failedTests([second], '/repo')).toEqual([]);
});
