import { describe, expect, test } from 'vitest';
import { content, contract } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { readScenarioFile } from '../read.ts';
import { problemsOf, readProblems, stateDump, useScenarioApp } from '../scenario-app.ts';

const app = useScenarioApp();

const load = (fileName: string, text: string) => app.api.qaCall(qaRoutes['scenario.file'], { body: { fileName, text } });

// Without the demo's published notices, erin's list is her own two (the older read, the newer not)
// and the platform notice to all between them; fay's is the platform notice alone.
const FILE = `catalogue: none
clock: "2026-12-01T09:30:00Z"
users:
  - { account: erin, password: Erin1234 }
  - { account: fay }
notices:
  - { title: Maintenance tonight, body: Trading pauses at 02:00., at: "2026-11-30T12:00:00Z" }
  - { user: erin, title: Welcome to the sandbox, body: "Your **demo** money is ready.", read: true, at: "2026-11-29T08:00:00Z" }
  - { user: erin, title: Margin is running low, body: Add margin to your BTC position. }
`;

describe("a file's notices", () => {
  test('shape: a user, a title and a body, unread at the clock unless they say; every problem with its place', () => {
    const read = readScenarioFile('users:\n  - { account: erin }\nnotices:\n  - { user: erin, title: " Hi ", body: Hello }\n');
    expect(read.ok && read.file.notices).toEqual([{ user: 'erin', title: 'Hi', body: 'Hello', read: false }]);
    expect(readProblems('notices:\n  - { user: erin, title: "", read: yes, at: soon, kind: 2 }\n')).toEqual([
      'notices[0].title: Expected a title',
      'notices[0].body: Invalid input: expected string, received undefined',
      'notices[0].read: Invalid input: expected boolean, received string',
      'notices[0].at: Expected a date such as "2026-12-01" or "2026-12-01T09:30:00Z", or an offset from the clock such as "-20m" or "+2d"',
      'notices[0]: unknown field kind',
    ]);
    expect(readProblems('users:\n  - { account: erin }\nnotices:\n  - { user: erinn, title: Hi, body: Hello }\n  - { title: To all, body: Hello, read: true }\n')).toEqual([
      'notices[0].user: no user named "erinn" in this file',
      'notices[1].read: a notice to all is read by each user in the app; name a user for a read one',
    ]);
  });

  test("are the user's notifications, newest first, as written (Markdown rendered) with their read flags, and a platform notice everyone's; the badge counts the unread ones", async () => {
    expect((await load('erin.yaml', FILE)).code).toBe(200);
    const token = (await app.api.call(contract['app.login'], { account: 'erin', password: 'Erin1234' })).result.token;
    const list = (await app.api.call(contract['content.noticeMyList'], { pageNo: 1, pageSize: 10 }, { token })).result;
    // 2026-11-29 08:00 UTC is 16:00 region time (UTC+8), 2026-11-30 12:00 is 20:00; the unread one is at the clock, 17:30.
    expect(list.records.map((n) => [n.title, n.content, n.read, n.personal, n.kind, n.createdAt.slice(0, 16)])).toEqual([
      ['Margin is running low', '<p>Add margin to your BTC position.</p>\n', false, true, content.NOTICE_KIND.PLATFORM, '2026-12-01 17:30'],
      ['Maintenance tonight', '<p>Trading pauses at 02:00.</p>\n', false, false, content.NOTICE_KIND.PLATFORM, '2026-11-30 20:00'],
      ['Welcome to the sandbox', '<p>Your <strong>demo</strong> money is ready.</p>\n', true, true, content.NOTICE_KIND.PLATFORM, '2026-11-29 16:00'],
    ]);
    expect((await app.api.call(contract['ext.unreadCounts'], {}, { token })).result.notices).toBe(2);
    const fay = (await app.api.call(contract['app.login'], { account: 'fay', password: 'Passw0rd!' })).result.token;
    const fays = (await app.api.call(contract['content.noticeMyList'], { pageNo: 1, pageSize: 10 }, { token: fay })).result;
    expect(fays.records.map((n) => [n.title, n.personal])).toEqual([['Maintenance tonight', false]]);
  });

  test('a notice after the clock is refused at its place, and nothing changes', async () => {
    await load('erin.yaml', FILE);
    const before = await stateDump(app.api.db);
    const late = await load('late.yaml', 'clock: "2026-12-01T09:30:00Z"\nusers:\n  - { account: gus }\nnotices:\n  - { user: gus, title: Hi, body: Hello }\n  - { user: gus, title: Later, body: Soon, at: "2026-12-02" }\n');
    expect(problemsOf(late)).toEqual([expect.stringMatching(/^notices\[1\]\.at: 2026-12-02 is after the clock \(2026-12-01T09:30:00\.\d{3}Z\): a notice is published by then$/)]);
    expect(await stateDump(app.api.db)).toEqual(before);
  });
});
