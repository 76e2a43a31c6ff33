import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, vi } from 'vitest';
import { contract } from '@sandbox/shared';
import { defaultTarget } from '../../../scripts/src/qa-cli.ts';
import { scenarioRegistry } from '../../../scripts/src/scenario-registry.ts';
import { balanceOf } from '../wallet-fixtures.ts';
import { QA_TOKEN } from '../harness.ts';
import { DEMO_ACCOUNTS } from '../../../scripts/src/scenarios/index.ts';
import { useQaCliServer } from '../qa-cli-fixture.ts';

// Each test loads a scenario or builds the app: seconds on a shared, loaded machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const [, bob, carol] = DEMO_ACCOUNTS;

const cli = useQaCliServer('qa-cli', { scenarios: scenarioRegistry });
const { qa } = cli;

test('without the right token every command is refused, and nothing changes', async () => {
  const users = await cli.api.db.user.count();
  for (const args of [['clock'], ['scenario', 'demo'], ['snapshot', 'save', 'x'], ['inbox']]) {
    const res = await qa(args, { ...cli.target, token: 'wrong' });
    expect(res.code, args.join(' ')).toBe(1);
    expect(res.err).toContain('403 QA token missing or wrong');
  }
  expect(await cli.api.db.user.count()).toBe(users);
  expect((await qa(['clock'], { url: 'http://127.0.0.1:9', token: QA_TOKEN })).err).toMatch(/cannot reach/);
});

test('the default target is PORT and the token npm start wrote to DATA_DIR', async () => {
  await writeFile(path.join(cli.dataDir, 'qa-token'), 'from-the-file\n');
  expect(defaultTarget({ DATA_DIR: cli.dataDir, PORT: '4123' })).toEqual({ url: 'http://localhost:4123', token: 'from-the-file' });
  expect(defaultTarget({ DATA_DIR: cli.dataDir, QA_URL: 'http://127.0.0.1:5000/', QA_TOKEN: 't' })).toEqual({ url: 'http://127.0.0.1:5000', token: 't' });
});

test('scenario, pending, approve and pay: the demo withdrawal queue worked from the terminal', async () => {
  const loaded = await qa(['scenario', 'withdrawal-review']);
  expect(loaded.code, loaded.err).toBe(0);
  expect(loaded.out).toMatch(/^loaded withdrawal-review in \d+ ms$/);
  const pending = JSON.parse((await qa(['pending', '--json'])).out) as { deposits: unknown[]; withdrawals: Array<{ id: string }> };
  expect(pending.deposits).toHaveLength(1);
  expect(pending.withdrawals).toHaveLength(2);

  // No id: the oldest waiting, bob's 200 USDT (2 hours old) before alice's 500 (20 minutes).
  const approved = await qa(['approve', 'withdrawal']);
  expect(approved.code, approved.err).toBe(0);
  const bobs = await cli.api.db.withdrawal.findFirstOrThrow({ where: { userId: bob.id } });
  expect(approved.out).toBe(`approved withdrawal ${bobs.id}`);
  expect((await qa(['pay', 'withdrawal', bobs.id])).code).toBe(0);
  expect(await balanceOf(cli.api.db, bob.id)).toEqual({ available: '2800', frozen: '0' });

  // bob's 1,000 USDT deposit under review, approved: credited.
  expect((await qa(['approve', 'deposit'])).code).toBe(0);
  expect(await balanceOf(cli.api.db, bob.id)).toEqual({ available: '3800', frozen: '0' });
  const none = await qa(['approve', 'deposit']);
  expect(none).toMatchObject({ code: 1, err: 'no deposit is waiting' });
});

test('kyc approval and the queue it empties', async () => {
  expect((await qa(['scenario', 'kyc-pending'])).code).toBe(0);
  expect((await qa(['approve', 'kyc'])).code).toBe(0);
  const carols = await cli.api.db.kycApplication.findFirstOrThrow({ where: { userId: carol.id } });
  expect(carols.status).toBe(1);
  expect((await cli.api.db.user.findUniqueOrThrow({ where: { id: carol.id } })).kycLevel).toBeGreaterThanOrEqual(1);
});

test('snapshot save, list, restore and delete; clock show, advance and jump; steer', async () => {
  expect((await qa(['scenario', 'demo'])).code).toBe(0);
  expect((await qa(['snapshot', 'save', 'cli-demo'])).out).toMatch(/^saved cli-demo at /);
  expect((await qa(['snapshot', 'list'])).out).toMatch(/^cli-demo\s/m);
  const listed = JSON.parse((await qa(['snapshot', 'list', '--json'])).out) as Array<{ name: string; scenario: string | null }>;
  expect(listed.find((l) => l.name === 'cli-demo')?.scenario).toBe('demo');
  await cli.api.db.user.deleteMany({ where: { id: carol.id } });
  const restored = await qa(['snapshot', 'restore', 'cli-demo']);
  expect(restored.out).toMatch(/^restored cli-demo in \d+ ms; clock /);
  expect(await cli.api.db.user.count({ where: { id: carol.id } })).toBe(1);
  expect((await qa(['snapshot', 'delete', 'cli-demo'])).out).toBe('deleted cli-demo');
  expect((await qa(['snapshot', 'restore', 'cli-demo'])).err).toContain('404 No snapshot named cli-demo');

  const before = cli.api.clock.now().getTime();
  const shown = await qa(['clock']);
  expect(shown.out).toMatch(/^now \d{4}-\d\d-\d\d \d\d:\d\d:\d\d \(offset -?\d+ ms\)\n {2}second-contract settlement/);
  expect(shown.out).toContain('loan job');
  const advanced = JSON.parse((await qa(['clock', 'advance', '2h', '--json'])).out) as { movedMs: number };
  expect(advanced.movedMs).toBe(7_200_000);
  const jumped = await qa(['clock', 'jump', String(before + 86_400_000)]);
  expect(jumped.code, jumped.err).toBe(0);
  expect(cli.api.clock.now().getTime() - before).toBeGreaterThanOrEqual(86_400_000);
  expect((await qa(['clock', 'jump', '2020-01-01T00:00:00Z'])).err).toContain('only moves forward');

  const steer = await qa(['steer', 'BTCUSDT', 'crash', '5', '--for', '30s']);
  expect(steer.code, steer.err).toBe(0);
  expect(steer.out).toMatch(/^BTCUSDT [\d.]+ -> [\d.]+ over 30 s$/);
});

test('inbox wait prints the next code sent to the target, not an older one', async () => {
  const email = 'cli-wait@example.com';
  await cli.api.call(contract['app.getEmailCaptcha'], { email, scene: 1 });
  const older = await cli.api.db.devMessage.findFirstOrThrow({ where: { target: email } });
  const waiting = qa(['inbox', 'wait', email, '--timeout', '20s']);
  // The next code comes a moment later, as a user asking again would make it.
  await new Promise((resolve) => setTimeout(resolve, 300));
  cli.api.clock.advance(61_000);
  expect((await cli.api.call(contract['app.getEmailCaptcha'], { email, scene: 2 })).code).toBe(200);
  const got = await waiting;
  expect(got.code, got.err).toBe(0);
  const newest = await cli.api.db.devMessage.findFirstOrThrow({ where: { target: email }, orderBy: { createdAt: 'desc' } });
  expect(newest.id).not.toBe(older.id);
  expect(got.out).toBe(newest.code);
  expect((await qa(['inbox', email])).out.split('\n')).toHaveLength(2);
  expect((await qa(['inbox', 'wait', 'nobody@example.com', '--timeout', '1s'])).err).toBe('no new message to nobody@example.com within the timeout');
});

test('fault, faults and log: a 500 set from the terminal, seen in the log, then cleared', async () => {
  const set = await qa(['fault', '/api/*getServerTime', 'code', '500', '--calls', '1', '--method', 'get']);
  expect(set.out).toMatch(/^fault #\d+: code on \/api\/\*getServerTime$/);
  expect((await qa(['faults'])).out).toMatch(/code\s+\/api\/\*getServerTime {2}hits 0, 1 left/);
  expect((await cli.api.call(contract['public.serverTime'])).code).toBe(500);
  expect((await cli.api.call(contract['public.serverTime'])).code).toBe(200);
  const log = await qa(['log', '--route', 'getServerTime', '--limit', '2']);
  const [newest, older] = log.out.split('\n');
  expect(newest).toMatch(/GET {2}\/api\/\/public\/getServerTime -> 200 /);
  expect(older).toMatch(/-> 500 .*\(fault #\d+\)$/);
  await qa(['fault', '/api/*', 'latency', '10', '--for', '1h']);
  expect((await qa(['faults', 'clear'])).out).toBe('cleared 1 fault(s)');
  expect((await qa(['faults'])).out).toBe('(no faults)');
});

test('log tail --json prints each new call once, as JSON, until stopped', async () => {
  const stop = new AbortController();
  const lines: string[] = [];
  const following = qa(['log', 'tail', '--route', 'getServerTime', '--json'], cli.target, { signal: stop.signal, onLine: (line) => lines.push(line) });
  // Calls until the tail prints one (it polls each second, after its first read of the log).
  while (lines.length === 0) {
    await cli.api.call(contract['public.serverTime']);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop.abort();
  expect((await following).code).toBe(0);
  const printed = lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as { path: string; seq: number });
  expect(printed.length).toBeGreaterThanOrEqual(1);
  expect(printed.every((c) => c.path === '/api//public/getServerTime')).toBe(true);
  expect(new Set(printed.map((c) => c.seq)).size).toBe(printed.length);
});

test('an unknown command prints the usage', async () => {
  const res = await qa(['frobnicate']);
  expect(res.code).toBe(1);
  expect(res.err).toContain('usage: npm run qa -- <command>');
});

test('scenario load: a file loads from the terminal; one that does not fit lists its problems and loads nothing', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'qa-cli-file-'));
  try {
    await writeFile(path.join(dir, 'team.yaml'), 'users:\n  - { account: erin, balances: { spot: { USDT: 250 } } }\n');
    await writeFile(path.join(dir, 'broken.yaml'), 'users:\n  - { account: erin }\n  - { account: frank, invitedBy: gina }\npositions:\n  - { user: frank, symbol: BTCUSDT, side: long, leverage: 10, margin: 10 }\n');
    const loaded = await qa(['scenario', 'load', path.join(dir, 'team.yaml')]);
    expect([loaded.code, loaded.out]).toEqual([0, expect.stringMatching(/^loaded .*team\.yaml in \d+ ms$/)]);
    expect((await cli.api.db.user.findMany({ select: { account: true } })).map((u) => u.account)).toEqual(['erin']);
    const broken = await qa(['scenario', 'load', path.join(dir, 'broken.yaml')]);
    expect(broken.code).toBe(1);
    expect(broken.err).toContain('users[1].invitedBy: no user named "gina" in this file');
    expect(broken.err).toContain("positions[0].margin: frank's contract account holds 0 USDT; the margins and opening fees of their positions up to here need 10.05");
    expect((await cli.api.db.user.findMany({ select: { account: true } })).map((u) => u.account)).toEqual(['erin']);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('scenario export: the state to a file that loads back; to the terminal without --out', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'qa-cli-export-'));
  try {
    await writeFile(path.join(dir, 'pair.yaml'), 'users:\n  - { account: erin, balances: { spot: { USDT: 250 } } }\n  - { account: finn, invitedBy: erin }\n');
    expect((await qa(['scenario', 'load', path.join(dir, 'pair.yaml')])).code).toBe(0);
    const out = path.join(dir, 'out.yaml');
    const written = await qa(['scenario', 'export', '--out', out]);
    expect([written.code, written.out]).toEqual([0, `wrote ${out}: 2 user(s), 0 position(s)`]);
    const printed = await qa(['scenario', 'export', '--users', 'erin']);
    expect(printed.out).toMatch(/^# yaml-language-server: \$schema=http:\/\/.+\/__qa\/scenario\.schema\.json\n/);
    expect(printed.out).toContain('users:\n  - account: erin\n');
    expect(printed.out).not.toContain('finn');
    expect((await qa(['scenario', 'export', '--users', 'zed'])).err).toContain('No user with the account: zed');
    await cli.api.db.user.deleteMany();
    expect((await qa(['scenario', 'load', out])).code).toBe(0);
    const erin = await cli.api.db.user.findUniqueOrThrow({ where: { account: 'erin' } });
    expect((await balanceOf(cli.api.db, erin.id)).available).toBe('250');
    expect((await cli.api.db.user.findUniqueOrThrow({ where: { account: 'finn' }, select: { inviterId: true } })).inviterId).toBe(erin.id);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
