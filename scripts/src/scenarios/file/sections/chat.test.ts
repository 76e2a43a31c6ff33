import { describe, expect, test } from 'vitest';
import { contract } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { readScenarioFile } from '../read.ts';
import { problemsOf, readProblems, stateDump, useScenarioApp } from '../scenario-app.ts';

const app = useScenarioApp();

const load = (fileName: string, text: string) => app.api.qaCall(qaRoutes['scenario.file'], { body: { fileName, text } });

// erin asks at 09:00 and gets the automatic answer with it (the first message of her conversation);
// staff answer at 09:05, which reads her question, and she reads it; she thanks them at 09:10 and
// staff's last answer at 09:12 waits unread.
const FILE = `clock: "2026-12-01T09:30:00Z"
users:
  - { account: erin, password: Erin1234 }
chat:
  - user: erin
    messages:
      - { from: user, text: How do I withdraw?, at: "2026-12-01T09:00:00Z" }
      - { from: support, text: Open Assets then Withdraw., at: "2026-12-01T09:05:00Z", read: true }
      - { from: user, text: Thanks, at: "2026-12-01T09:10:00Z" }
      - { from: support, text: You are welcome, at: "2026-12-01T09:12:00Z" }
`;

describe("a file's chat", () => {
  test('shape and what the file alone tells, each with its place', () => {
    const read = readScenarioFile('users:\n  - { account: erin }\nchat:\n  - { user: erin, messages: [{ from: user, text: " Hi " }] }\n');
    expect(read.ok && read.file.chat).toEqual([{ user: 'erin', messages: [{ from: 'user', text: 'Hi' }] }]);
    expect(readProblems('chat:\n  - { user: erin, messages: [] }\n  - { user: erin, messages: [{ from: staff, text: "" }] }\n')).toEqual([
      'chat[0].messages: Expected at least one message',
      'chat[1].messages[0].from: expected one of user, support',
      'chat[1].messages[0].text: Expected the text of the message',
    ]);
    expect(
      readProblems(`users:
  - { account: erin }
chat:
  - user: erin
    messages:
      - { from: user, text: Hi, at: "2026-12-01T09:00:00Z", read: true }
      - { from: support, text: Hello, at: "2026-12-01T08:00:00Z" }
      - { from: support, text: Again, read: true }
  - { user: erin, messages: [{ from: user, text: Hi }] }
  - { user: erinn, messages: [{ from: user, text: Hi }] }
`),
    ).toEqual([
      'chat[0].messages[0].read: only an answer is read by the user',
      "chat[0].messages[1].at: 2026-12-01T08:00:00Z is before messages[0]'s 2026-12-01T09:00:00Z: a conversation goes forward",
      'chat[0].messages[2].read: reading the chat reads every answer before this one: messages[1] is read too',
      "chat[1].user: erin's conversation is chat[0]: one conversation a user",
      'chat[2].user: no user named "erinn" in this file',
    ]);
  });

  test('the conversation as the chat shows it: the automatic answer to the first message, the answers read up to where the user read them', async () => {
    expect((await load('erin.yaml', FILE)).code).toBe(200);
    const token = (await app.api.call(contract['app.login'], { account: 'erin', password: 'Erin1234' })).result.token;
    const chat = (await app.api.call(contract['ext.chatMessages'], { limit: 30 }, { token })).result;
    // 09:00 UTC is 17:00 region time (UTC+8). The automatic answer suggests the demo's help on withdrawing.
    expect(chat.records.map((m) => [m.fromStaff, m.automatic, m.automatic ? '' : m.content, m.read, m.createdAt.slice(11, 16)])).toEqual([
      [false, false, 'How do I withdraw?', true, '17:00'],
      [true, true, '', true, '17:00'],
      [true, false, 'Open Assets then Withdraw.', true, '17:05'],
      [false, false, 'Thanks', true, '17:10'],
      [true, false, 'You are welcome', false, '17:12'],
    ]);
    expect(chat.records[1]!.suggestions.length).toBeGreaterThan(0);
    expect([chat.unread, (await app.api.call(contract['ext.unreadCounts'], {}, { token })).result.chat]).toEqual([1, 1]);
    // Staff's side: answered, nothing waiting.
    const [conversation] = (await app.api.qaCall(qaRoutes['content.chat.conversations'])).result;
    expect([conversation!.account, conversation!.unanswered, conversation!.lastMessage.content]).toEqual(['erin', 0, 'You are welcome']);
  });

  test('a message after the clock is refused at its place, and nothing changes', async () => {
    await load('erin.yaml', FILE);
    const before = await stateDump(app.api.db);
    const late = await load('late.yaml', 'clock: "2026-12-01T09:30:00Z"\nusers:\n  - { account: gus }\nchat:\n  - { user: gus, messages: [{ from: user, text: Hi }, { from: support, text: Hello, at: "2026-12-02" }] }\n');
    expect(problemsOf(late)).toEqual([expect.stringMatching(/^chat\[0\]\.messages\[1\]\.at: 2026-12-02 is after the clock \(2026-12-01T09:30:00\.\d{3}Z\): a message is sent by then$/)]);
    expect(await stateDump(app.api.db)).toEqual(before);
  });
});
