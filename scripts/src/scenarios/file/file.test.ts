import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@sandbox/prisma/test-db';
import { USER_STATUS } from '@sandbox/shared';
import { scenarioJsonSchema } from '@sandbox/shared/scenario-file';
import { listBalances, reconcile } from '@sandbox/server/ledger';
import { verifyPassword } from '@sandbox/server/modules/identity';
import { loadInto } from '../index.ts';
import { fileScenario } from './load.ts';
import { readScenarioFile } from './read.ts';

const problemsOf = (text: string, name?: string) => {
  const read = readScenarioFile(text, name);
  return read.ok ? [] : read.problems;
};

const TEAM = `
# yaml-language-server: $schema=../../docs/scenario.schema.json
description: a small team with money on both accounts
users:
  - account: alice
    identity: advanced
    vip: 2
    balances:
      spot: { USDT: 5000, BTC: "0.25" }
      contract: { USDT: 1000 }
  - account: bob
    password: Bob12345
    invitedBy: alice
    identity: basic
    withdrawalPassword: Wd123456
    balances:
      spot: { USDT: 1200 }
      contract: { USDT: 500 }
  - account: carol
    invitedBy: bob
    frozen: true
positions:
  - { user: bob, symbol: BTCUSDT, side: long, leverage: 20, margin: 100 }
`;

describe('reading a scenario file', () => {
  test('YAML and JSON read alike; defaults are applied', () => {
    const yaml = readScenarioFile('users:\n  - account: bob\n');
    const json = readScenarioFile('{ "users": [{ "account": "bob" }] }', 'team.json');
    expect(yaml).toEqual(json);
    expect(yaml.ok && yaml.file.users[0]!.identity).toBe('none');
  });

  test('text that is not YAML or JSON says where', () => {
    expect(problemsOf('users:\n  - account: bob\n    account: bob2\n')).toEqual([expect.stringMatching(/^line 3: /)]);
    expect(problemsOf('{ "users": [', 'team.json')).toEqual([expect.stringMatching(/^\(the file\): not JSON: /)]);
  });

  test('names must refer to users of the file, once each, without a circle of invitations', () => {
    expect(
      problemsOf(`
users:
  - { account: bob, invitedBy: carol }
  - { account: carol, invitedBy: bob }
  - { account: Bob }
  - { account: dave, invitedBy: erin }
positions:
  - { user: bobb, symbol: BTCUSDT, side: long, leverage: 10, margin: 10 }
`),
    ).toEqual([
      'users[2].account: "Bob" is already users[0]',
      'users[0].invitedBy: the invitations go round in a circle back to "bob"',
      'users[1].invitedBy: the invitations go round in a circle back to "carol"',
      'users[3].invitedBy: no user named "erin" in this file',
      'positions[0].user: no user named "bobb" in this file',
    ]);
  });

  test('symbols, currencies, countries and levels are the sandbox\'s own', () => {
    const problems = problemsOf(`
users:
  - account: bob
    country: XX
    vip: 9
    balances: { spot: { USD: 10 }, contract: { BTC: 1 } }
positions:
  - { user: bob, symbol: FOOUSDT, side: long, leverage: 10, margin: 10 }
  - { user: bob, symbol: BTCUSDT, side: long, leverage: 150, margin: 10 }
`);
    expect(problems.slice(0, 4)).toEqual([
      'users[0].country: no country XX',
      'users[0].vip: the highest level is 6',
      'users[0].balances.spot.USD: an account holds USDT, BTC, ETH, SOL, BNB, XRP, DOGE, not USD',
      'users[0].balances.contract.BTC: the contract account holds USDT only',
    ]);
    expect(problems[4]).toMatch(/^positions\[0\]\.symbol: no symbol FOOUSDT on the market \(known: BTCUSDT, ETHUSDT, /);
    expect(problems[5]).toBe('positions[1].leverage: BTCUSDT allows at most 125x');
  });

  test("a position's margin and opening fee must be in the contract account (worked: 100 at 20x pays 1 USDT, 400 at 10x pays 2)", () => {
    expect(
      problemsOf(`
users:
  - { account: bob, balances: { contract: { USDT: 500 } } }
positions:
  - { user: bob, symbol: BTCUSDT, side: long, leverage: 20, margin: 100 }
  - { user: bob, symbol: ETHUSDT, side: short, leverage: 10, margin: 400 }
`),
    ).toEqual(["positions[1].margin: bob's contract account holds 500 USDT; the margins and opening fees of their positions up to here need 503"]);
    expect(problemsOf('users:\n  - { account: bob, balances: { contract: { USDT: 503 } } }\npositions:\n  - { user: bob, symbol: BTCUSDT, side: long, leverage: 20, margin: 100 }\n  - { user: bob, symbol: ETHUSDT, side: short, leverage: 10, margin: 400 }\n')).toEqual([]);
  });
});

describe('loading a scenario file', () => {
  let t: TestDatabase;
  const now = new Date('2026-03-02T02:00:00Z');
  beforeAll(async () => {
    t = await createTestDatabase();
    const read = readScenarioFile(TEAM, 'team.yaml');
    if (!read.ok) throw new Error(read.problems.join('\n'));
    await loadInto(t.db, fileScenario(read.file, 'team.yaml'), { now });
  });
  afterAll(async () => {
    await t.cleanup();
  });

  test('users sign in with their passwords, in the invitation chain the file gives', async () => {
    const users = await t.db.user.findMany({ orderBy: { account: 'asc' } });
    expect(users.map((u) => [u.account, u.kycLevel, u.vipLevel, u.status, u.googleBound])).toEqual([
      ['alice', 2, 2, USER_STATUS.ACTIVE, false],
      ['bob', 1, 0, USER_STATUS.ACTIVE, false],
      ['carol', 0, 0, USER_STATUS.FROZEN, false],
    ]);
    const [alice, bob, carol] = users;
    expect(await verifyPassword('Passw0rd!', alice!.passwordHash)).toBe(true);
    expect(await verifyPassword('Bob12345', bob!.passwordHash)).toBe(true);
    expect(await verifyPassword('Wd123456', bob!.withdrawPasswordHash!)).toBe(true);
    expect([bob!.inviterId, carol!.inviterId, carol!.inviterPath]).toEqual([alice!.id, bob!.id, `/${alice!.id}/${bob!.id}/`]);
    expect(new Set(users.map((u) => u.inviteCode)).size).toBe(3);
  });

  test('an identity level comes with the authorized applications that give it', async () => {
    const rows = await t.db.kycApplication.findMany({ include: { user: { select: { account: true } } }, orderBy: [{ userId: 'asc' }, { level: 'asc' }] });
    expect(rows.map((r) => [r.user.account, r.level, r.status]).sort()).toEqual([['alice', 1, 1], ['alice', 2, 1], ['bob', 1, 1]]);
  });

  test('balances equal the file, each a ledger grant, so every log reconciles', async () => {
    const alice = await t.db.user.findUniqueOrThrow({ where: { account: 'alice' } });
    expect((await listBalances(t.db, alice.id)).map((b) => [b.account, b.currency, b.available])).toEqual([
      ['contract', 'USDT', '1000'],
      ['spot', 'BTC', '0.25'],
      ['spot', 'USDT', '5000'],
    ]);
    for (const u of await t.db.user.findMany()) expect(await reconcile(t.db, u.id)).toEqual([]);
  });
});

test('docs/scenario.schema.json is the schema files are checked with (UPDATE_SCHEMA=1 writes it)', () => {
  const path = new URL('../../../../docs/scenario.schema.json', import.meta.url);
  const generated = `${JSON.stringify(scenarioJsonSchema(), null, 2)}\n`;
  if (process.env.UPDATE_SCHEMA === '1') writeFileSync(path, generated);
  expect(readFileSync(path, 'utf8')).toBe(generated);
});

test('the worked example in docs/scenarios loads without a problem', () => {
  const text = readFileSync(new URL('../../../../docs/scenarios/team.yaml', import.meta.url), 'utf8');
  const read = readScenarioFile(text, 'team.yaml');
  expect(read.ok ? [] : read.problems).toEqual([]);
  expect(read.ok && read.file.users.map((u) => [u.account, u.invitedBy ?? null])).toEqual([['alice', null], ['bob', 'alice'], ['carol', 'bob']]);
});
