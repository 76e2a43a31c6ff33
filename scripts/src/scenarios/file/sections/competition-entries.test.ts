import { describe, expect, test } from 'vitest';
import { COMPETITION_STATUS, contract } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { BalanceLogType, competitionAccount, reconcile } from '@sandbox/server/ledger';
import { readScenarioFile } from '../read.ts';
import { problemsOf, stateDump, useScenarioApp } from '../scenario-app.ts';

const app = useScenarioApp();

const load = (fileName: string, text: string, merge = false) => app.api.qaCall(qaRoutes['scenario.file'], { body: { fileName, text, merge } });
const signIn = async (account: string) => (await app.api.call(contract['app.login'], { account, password: 'Passw0rd!' })).result.token;
const spotUsdt = async (token: string) => (await app.api.call(contract['finance.queryUserBalance'], {}, { token })).result.find((b) => b.currency === 'USDT')?.available;
const CLOCK = 'clock: "2026-12-01T09:30:00Z"\n';

// Worked by hand: the demo's Sandbox Trading Cup runs from 28 November to 12 December (3 days
// before the clock to 11 after) with 10,000 USDT of trading funds an entrant, the Forex Sprint from
// 8 to 15 December with 5,000; neither asks an entry fee, so spot keeps its 100.
const FILE = `${CLOCK}users:
  - { account: hana, balances: { spot: { USDT: 100 } } }
  - { account: ivan }
competitionEntries:
  - { user: hana, competition: Sandbox Trading Cup }
  - { user: hana, competition: Forex Sprint }
  - { user: ivan, competition: Sandbox Trading Cup }
`;

describe("a file's competition entries", () => {
  test('are joined at the clock through the module, each with its trading funds through the ledger (worked: 10,000 and 5,000, no fee)', async () => {
    expect((await load('hana.yaml', FILE)).code).toBe(200);
    const token = await signIn('hana');
    const mine = (await app.api.call(contract['ext.competitionMyList'], { pageNo: 1, pageSize: 10 }, { token })).result.records;
    // The sprint has not started: its entry reads "to be started" until it does.
    expect(mine.map((e) => [e.competitionName, e.status, e.frozenAmount, e.joinTime.slice(0, 16)]).sort()).toEqual([
      ['Forex Sprint', COMPETITION_STATUS.TO_BE_STARTED, '0', '2026-12-01 17:30'],
      ['Sandbox Trading Cup', COMPETITION_STATUS.IN_PROGRESS, '0', '2026-12-01 17:30'],
    ]);
    const list = (await app.api.call(contract['ext.competitionList'], { pageNo: 1, pageSize: 10 }, { token })).result.records;
    expect(list.map((c) => [c.name, c.participantCount, c.joined]).sort()).toEqual([
      ['Forex Sprint', 1, true],
      ['Sandbox Trading Cup', 2, true],
    ]);
    expect(await spotUsdt(token)).toBe('100');
    const hana = await app.api.db.user.findUniqueOrThrow({ where: { account: 'hana' } });
    const entries = await app.api.db.competitionEntry.findMany({ where: { userId: hana.id }, include: { competition: { select: { name: true } } } });
    const funds = await app.api.db.balance.findMany({ where: { userId: hana.id, account: { in: entries.map((e) => competitionAccount(e.id)) } } });
    expect(funds.map((b) => b.available).sort()).toEqual(['10000', '5000']);
    expect(await reconcile(app.api.db, hana.id)).toEqual([]);
  });

  test('name users of the file, each in a competition once', () => {
    const read = readScenarioFile(`users:\n  - { account: hana }\ncompetitionEntries:\n  - { user: hanna, competition: Sandbox Trading Cup }\n  - { user: hana, competition: Forex Sprint }\n  - { user: Hana, competition: Forex Sprint }\n  - { user: hana }\n`);
    expect(read.ok ? [] : read.problems).toEqual(['competitionEntries[3].competition: Invalid input: expected string, received undefined']);
    const named = readScenarioFile(`users:\n  - { account: hana }\ncompetitionEntries:\n  - { user: hanna, competition: Sandbox Trading Cup }\n  - { user: hana, competition: Forex Sprint }\n  - { user: Hana, competition: Forex Sprint }\n`);
    expect(named.ok ? [] : named.problems).toEqual([
      'competitionEntries[0].user: no user named "hanna" in this file',
      'competitionEntries[2]: Hana is already in Forex Sprint (competitionEntries[1])',
    ]);
  });

  test("a competition the catalogue lacks, or one ended at the clock: the problem at its place, and nothing changes", async () => {
    await load('hana.yaml', FILE);
    const before = await stateDump(app.api.db);
    const unknown = await load('cup.yaml', `users:\n  - { account: jun }\ncompetitionEntries:\n  - { user: jun, competition: Sandbox Cup }\n`, true);
    expect(problemsOf(unknown)).toEqual(['competitionEntries[0].competition: no competition "Sandbox Cup" (known: Sandbox Trading Cup, Forex Sprint)']);
    expect(await stateDump(app.api.db)).toEqual(before);
    // The sprint ended an hour before the clock: the join refuses it.
    await app.api.db.competition.updateMany({ where: { name: 'Forex Sprint' }, data: { startAt: new Date('2026-11-20T00:00:00Z'), endAt: new Date('2026-12-01T08:30:00Z') } });
    const ended = await load('late.yaml', 'users:\n  - { account: jun }\ncompetitionEntries:\n  - { user: jun, competition: Forex Sprint }\n', true);
    expect(problemsOf(ended)).toEqual(['competitionEntries[0]: This competition has ended']);
    expect(await app.api.db.user.count({ where: { account: 'jun' } })).toBe(0);
  });

  test('an entry fee leaves spot through the ledger; the export counts it back and writes the entries of competitions not ended', async () => {
    await load('hana.yaml', FILE);
    await app.api.db.competition.updateMany({ where: { name: 'Sandbox Trading Cup' }, data: { entryFee: '50' } });
    expect((await load('jun.yaml', `users:\n  - { account: jun, balances: { spot: { USDT: 80 } } }\ncompetitionEntries:\n  - { user: jun, competition: Sandbox Trading Cup }\n`, true)).code).toBe(200);
    expect(await spotUsdt(await signIn('jun'))).toBe('30');
    const jun = await app.api.db.user.findUniqueOrThrow({ where: { account: 'jun' } });
    const fee = await app.api.db.balanceLog.findFirstOrThrow({ where: { userId: jun.id, type: BalanceLogType.COMPETITION_ENTRY_FEE } });
    expect([fee.account, fee.availableDelta]).toEqual(['spot', '-50']);
    expect(await reconcile(app.api.db, jun.id)).toEqual([]);
    const exported = await app.api.qaCall(qaRoutes['scenario.export'], { query: { users: 'hana,jun', format: 'json' } });
    const file = JSON.parse(exported.result.text) as { users: { account: string; balances?: unknown }[]; competitionEntries: unknown[] };
    // What loading the file takes is counted back: the cup's fee as it is now, which hana, who joined before it had one, pays when the file loads.
    expect(file.users.map((u) => [u.account, u.balances])).toEqual([
      ['hana', { spot: { USDT: '150' } }],
      ['jun', { spot: { USDT: '80' } }],
    ]);
    expect(file.competitionEntries).toEqual([
      { user: 'hana', competition: 'Forex Sprint' },
      { user: 'hana', competition: 'Sandbox Trading Cup' },
      { user: 'jun', competition: 'Sandbox Trading Cup' },
    ]);
  });
});
