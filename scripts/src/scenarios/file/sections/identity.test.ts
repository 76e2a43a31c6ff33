import { describe, expect, test } from 'vitest';
import { content, contract, DOC_TYPE, KYC_STATUS } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { readScenarioFile } from '../read.ts';
import { problemsOf, readProblems, stateDump, useScenarioApp } from '../scenario-app.ts';

const app = useScenarioApp();

const load = (fileName: string, text: string) => app.api.qaCall(qaRoutes['scenario.file'], { body: { fileName, text } });
const signIn = async (account: string) => (await app.api.call(contract['app.login'], { account, password: 'Passw0rd!' })).result.token;

// kyc-pending's queue as a file, and a rejection: carol's passport 45 minutes before the clock,
// dave's ID card at it, bob's advanced application over his basic identity, erin's basic refused.
const FILE = `clock: "2026-12-01T09:30:00Z"
users:
  - account: carol
    identityReview: { level: basic, document: { number: SANDBOX-P-0003, name: Carol Carver }, at: "2026-12-01T08:45:00Z" }
  - account: dave
    identityReview: { level: basic, document: { type: idCard, number: SANDBOX-ID-0004, name: Dave Dawson } }
  - account: bob
    identity: basic
    identityReview: { level: advanced, at: "2026-12-01T09:00:00Z" }
  - account: erin
    identityReview: { level: basic, status: rejected, reason: The photo page is blurred }
`;

describe("a user's identity review", () => {
  test('shape: a level, pending unless rejected, a document with a passport by default; what the file alone tells, with places', () => {
    const read = readScenarioFile('users:\n  - { account: carol, identityReview: { level: basic, document: { number: P-0001 } } }\n');
    expect(read.ok && read.file.users[0]!.identityReview).toEqual({ level: 'basic', status: 'pending', document: { type: 'passport', number: 'P-0001' } });
    expect(readProblems('users:\n  - { account: a1x, identityReview: { level: expert, status: waiting, document: { type: licence, number: "no" }, at: yesterday } }\n')).toEqual([
      'users[0].identityReview.level: expected one of basic, advanced',
      'users[0].identityReview.status: expected one of pending, rejected',
      'users[0].identityReview.document.type: expected one of passport, idCard',
      'users[0].identityReview.document.number: Expected 4 to 64 letters, digits or -',
      'users[0].identityReview.at: Expected a date such as "2026-12-01" or "2026-12-01T09:30:00Z"',
      'users[0].identityReview.at: Expected a real date',
    ]);
    expect(
      readProblems(`users:
  - { account: a2x, identity: advanced, identityReview: { level: advanced } }
  - { account: a3x, identity: basic, identityReview: { level: basic, reason: Blurred } }
  - { account: a4x, identityReview: { level: advanced, status: rejected, document: { number: P-0001 } } }
`),
    ).toEqual([
      'users[0].identityReview: a2x has passed advanced identity: no level is left to review',
      'users[1].identityReview.level: basic is passed already (identity: basic): the next review is advanced',
      'users[1].identityReview.reason: only a rejected application has a reason',
      'users[2].identityReview.level: an advanced application needs basic passed first (identity: basic)',
      'users[2].identityReview.reason: a rejected application says why',
      "users[2].identityReview.document: an advanced application has no document (its contact details are the user's)",
    ]);
  });

  test('applications wait in the review queue and show on the identity pages as the app shows them; a rejected one with its reason and notice', async () => {
    expect((await load('kyc.yaml', FILE)).code).toBe(200);
    // carol's passport: the number masked to its first three and last two characters; 08:45 UTC is 16:45 region time (UTC+8).
    const carol = (await app.api.call(contract['kyc.listMy'], {}, { token: await signIn('carol') })).result;
    expect(carol.map((k) => [k.level, k.status, k.docType, k.docNumber, k.realName, k.submittedAt, k.frontUrl])).toEqual([
      [1, KYC_STATUS.PENDING, DOC_TYPE.PASSPORT, 'SAN****03', 'Carol Carver', '2026-12-01 16:45:00', null],
    ]);
    const bob = (await app.api.call(contract['kyc.isHaveAuth'], {}, { token: await signIn('bob') })).result;
    expect([bob.basicStatus, bob.advancedStatus]).toEqual([KYC_STATUS.AUTHORIZED, KYC_STATUS.PENDING]);
    const erinToken = await signIn('erin');
    const erin = (await app.api.call(contract['kyc.listMy'], {}, { token: erinToken })).result;
    expect(erin.map((k) => [k.status, k.docType, k.docNumber, k.realName, k.rejectReason, k.reviewedAt])).toEqual([
      [KYC_STATUS.REJECTED, DOC_TYPE.PASSPORT, 'SCE****IN', 'erin', 'The photo page is blurred', expect.stringMatching(/^2026-12-01 17:30:/)],
    ]);
    const notices = (await app.api.call(contract['content.noticeMyList'], { pageNo: 1, pageSize: 10 }, { token: erinToken })).result.records;
    expect(notices.filter((n) => n.personal).map((n) => [n.kind, n.content.includes('The photo page is blurred')])).toEqual([[content.NOTICE_KIND.VERIFICATION_REJECTED, true]]);
    // QA's queue, oldest first: carol, bob, dave; approving carol's passes her basic identity.
    const queue = (await app.api.qaCall(qaRoutes['kyc.list'])).result;
    expect(queue.map((k) => [k.realName ?? 'bob', k.level])).toEqual([['Carol Carver', 1], ['bob', 2], ['Dave Dawson', 1]]);
    await app.api.qaCall(qaRoutes['kyc.approve'], { params: { id: queue[0]!.id } });
    const carolDone = (await app.api.call(contract['kyc.isHaveAuthDone'], {}, { token: await signIn('carol') })).result;
    expect(carolDone).toEqual({ done: true, level: 1 });
  });

  test("the kyc module's refusal and an application after the clock: each at its user's place, and nothing changes", async () => {
    await load('kyc.yaml', FILE);
    const before = await stateDump(app.api.db);
    const taken = await load('taken.yaml', 'users:\n  - { account: gus, identityReview: { level: basic, document: { number: P-0001 } } }\n  - { account: hal, identityReview: { level: basic, document: { number: p-0001 } } }\n');
    expect(problemsOf(taken)).toEqual(["users[1].identityReview: This document is already used for another account's verification"]);
    const late = await load('late.yaml', 'clock: "2026-12-01T09:30:00Z"\nusers:\n  - { account: gus, identityReview: { level: basic, at: "2026-12-02" } }\n');
    expect(problemsOf(late)).toEqual([expect.stringMatching(/^users\[0\]\.identityReview\.at: 2026-12-02 is after the clock \(2026-12-01T09:30:00\.\d{3}Z\): an application is submitted by then$/)]);
    expect(await stateDump(app.api.db)).toEqual(before);
  });
});
