import { describe, expect, test } from 'vitest';
import { content, contract, DOC_TYPE, KYC_STATUS } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { readScenarioFile } from '../read.ts';
import { problemsOf, readProblems, stateDump, useScenarioApp } from '../scenario-app.ts';

const app = useScenarioApp();

const load = (fileName: string, text: string) => app.api.qaCall(qaRoutes['scenario.file'], { body: { fileName, text } });
const signIn = async (account: string) => (await app.api.call(contract['app.login'], { account, password: 'Passw0rd!' })).result.token;

// A review queue of the file's own users, and a rejection: carol's passport 45 minutes before the
// clock, dave's ID card at it, bob's advanced application over his basic identity, erin's basic refused.
const FILE = `clock: "2026-12-01T09:30:00Z"
users:
  - { account: carol }
  - { account: dave }
  - { account: bob, identity: basic }
  - { account: erin }
identityReviews:
  - { user: carol, level: basic, document: { number: SANDBOX-P-0003, name: Carol Carver }, at: "-45m" }
  - { user: dave, level: basic, document: { type: idCard, number: SANDBOX-ID-0004, name: Dave Dawson } }
  - { user: bob, level: advanced, at: "2026-12-01T09:00:00Z" }
  - { user: erin, level: basic, status: rejected, reason: The photo page is blurred }
`;

describe('identity applications in review', () => {
  test('shape: a level, pending unless rejected, a document with a passport by default; what the file alone tells, with places', () => {
    const read = readScenarioFile('users:\n  - { account: carol }\nidentityReviews:\n  - { user: carol, level: basic, document: { number: P-0001 } }\n');
    expect(read.ok && read.file.identityReviews[0]).toEqual({ user: 'carol', level: 'basic', status: 'pending', document: { type: 'passport', number: 'P-0001' } });
    expect(readProblems('identityReviews:\n  - { user: a1x, level: expert, status: waiting, document: { type: licence, number: "no" }, contact: { phone: { code: "+1", number: "55" } }, at: yesterday }\n')).toEqual([
      'identityReviews[0].level: expected one of basic, advanced',
      'identityReviews[0].status: expected one of pending, rejected',
      'identityReviews[0].document.type: expected one of passport, idCard',
      'identityReviews[0].document.number: Expected 4 to 64 letters, digits or -',
      'identityReviews[0].contact.phone.code: Expected a dialling code without +',
      'identityReviews[0].contact.phone.number: Expected 4 to 15 digits',
      'identityReviews[0].contact.address: Invalid input: expected string, received undefined',
      'identityReviews[0].contact.emergency: Invalid input: expected object, received undefined',
      'identityReviews[0].at: Expected a date such as "2026-12-01" or "2026-12-01T09:30:00Z", or an offset from the clock such as "-20m" or "+2d"',
    ]);
    const contact = '{ phone: { code: "1", number: "5550100" }, address: Here, emergency: { surname: A, name: B, relation: friend, phone: { code: "1", number: "5550199" }, address: There } }';
    expect(
      readProblems(`users:
  - { account: a2x, identity: advanced }
  - { account: a3x, identity: basic }
  - { account: a4x }
identityReviews:
  - { user: a2x, level: advanced }
  - { user: a3x, level: basic, reason: Blurred, contact: ${contact} }
  - { user: a4x, level: advanced, status: rejected, document: { number: P-0001 } }
  - { user: a4x, level: basic }
  - { user: zed, level: basic }
`),
    ).toEqual([
      'identityReviews[3]: a4x has an application in review already (identityReviews[2])',
      'identityReviews[4].user: no user named "zed" in this file',
      'identityReviews[0]: a2x has passed advanced identity: no level is left to review',
      'identityReviews[1].level: basic is passed already (identity: basic): the next review is advanced',
      'identityReviews[1].reason: only a rejected application has a reason',
      'identityReviews[1].contact: a basic application has no contact details (its document is what it asks)',
      'identityReviews[2].level: an advanced application needs basic passed first (identity: none)',
      'identityReviews[2].reason: a rejected application says why',
      'identityReviews[2].document: an advanced application has no document (its contact details are what it asks)',
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

  test("kyc-pending: the base's users, each level read from the demo, bob's advanced application with its contact details; the queue carol, bob, dave by time", async () => {
    expect((await app.api.qaCall(qaRoutes.scenario, { body: { name: 'kyc-pending' } })).code).toBe(200);
    const queue = (await app.api.qaCall(qaRoutes['kyc.list'])).result;
    // The numbers masked as QA's list shows them.
    expect(queue.map((k) => [k.realName ?? 'bob', k.level, k.docType, k.docNumber])).toEqual([
      ['Carol Carver', 1, DOC_TYPE.PASSPORT, 'SAN****03'],
      ['bob', 2, null, null],
      ['Dave Dawson', 1, DOC_TYPE.ID_CARD, 'SAN****04'],
    ]);
    const bobs = await app.api.db.kycApplication.findFirstOrThrow({ where: { userId: 'demo-user-bob', level: 2 } });
    expect([bobs.contactPhone, bobs.currentAddress, bobs.emergencySurname, bobs.emergencyName, bobs.emergencyRelation, bobs.emergencyPhone, bobs.emergencyAddress]).toEqual([
      '+1 2025550102',
      '9 Builder Street, Springfield',
      'Builder',
      'Wendy',
      'partner',
      '+1 2025550198',
      '9 Builder Street, Springfield',
    ]);
    // 45, 30 and 10 minutes before the one clock of the load.
    const carols = await app.api.db.kycApplication.findFirstOrThrow({ where: { userId: 'demo-user-carol' } });
    const daves = await app.api.db.kycApplication.findFirstOrThrow({ where: { userId: 'demo-user-dave' } });
    expect([carols.idNumber, daves.idNumber]).toEqual(['SANDBOX-P-0003', 'SANDBOX-ID-0004']);
    expect([bobs.createdAt.getTime() - carols.createdAt.getTime(), daves.createdAt.getTime() - bobs.createdAt.getTime()]).toEqual([15 * 60_000, 20 * 60_000]);
  });

  test("a base user's level read from the base, the kyc module's refusal and an application after the clock: each at its place, and nothing changes", async () => {
    await load('kyc.yaml', FILE);
    const before = await stateDump(app.api.db);
    // The demo's alice has passed advanced, bob basic; carol none.
    const levels = await load('levels.yaml', 'base: demo\nidentityReviews:\n  - { user: alice, level: advanced }\n  - { user: bob, level: basic }\n  - { user: carol, level: advanced }\n');
    expect(problemsOf(levels)).toEqual([
      'identityReviews[0]: alice has passed advanced identity: no level is left to review',
      'identityReviews[1].level: basic is passed already (identity: basic): the next review is advanced',
      'identityReviews[2].level: an advanced application needs basic passed first (identity: none)',
    ]);
    // The demo's bob passed basic with SANDBOX-ID-0002: one document, one person.
    const taken = await load('taken.yaml', 'base: demo\nidentityReviews:\n  - { user: dave, level: basic, document: { type: idCard, number: sandbox-id-0002 } }\n');
    expect(problemsOf(taken)).toEqual(["identityReviews[0]: This document is already used for another account's verification"]);
    const late = await load('late.yaml', 'clock: "2026-12-01T09:30:00Z"\nusers:\n  - { account: gus }\nidentityReviews:\n  - { user: gus, level: basic, at: "2026-12-02" }\n');
    expect(problemsOf(late)).toEqual([expect.stringMatching(/^identityReviews\[0\]\.at: 2026-12-02 is after the clock \(2026-12-01T09:30:00\.\d{3}Z\): an application is submitted by then$/)]);
    expect(await stateDump(app.api.db)).toEqual(before);
  });
});
