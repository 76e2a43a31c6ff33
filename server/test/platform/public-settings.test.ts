import { afterAll, beforeAll, expect, test } from 'vitest';
import { contract, DEFAULT_BRAND_TITLE, DEFAULT_ENVIRONMENT_BADGE } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { scenarioRegistry } from '../../../scripts/src/scenario-registry.ts';
import { createDemoWorld } from '../demo-world.ts';
import { createTestApp, type TestApi } from '../harness.ts';

/*
 * The settings the client boots with (ext.publicSettings). One-tap sign-in in the sandbox: they
 * list the demo accounts of the loaded scenario with their published demo passwords, and only
 * when it has them. The brand and the environment badge come trimmed, the default for a blank.
 */
let world: Awaited<ReturnType<typeof createDemoWorld>>;
let empty: TestApi;
beforeAll(async () => {
  world = await createDemoWorld();
  empty = await createTestApp({}, scenarioRegistry);
  const loaded = await empty.qaCall(qaRoutes.scenario, { body: { name: 'empty' } });
  if (loaded.code !== 200) throw new Error(`empty scenario: ${loaded.message}`);
}, 60_000);
afterAll(async () => {
  await world.close();
  await empty.close();
});

test('the demo scenario lists alice, carol and dave with their demo password, and each signs in with it alone', async () => {
  const settings = await world.api.call(contract['ext.publicSettings'], {});
  // bob is left out: his Google Authenticator asks for its code as well.
  expect(settings.result.demoAccounts).toEqual(
    ['alice', 'carol', 'dave'].map((account) => ({ account, password: 'Demo1234!' })),
  );
  for (const { account, password } of settings.result.demoAccounts) {
    const login = await world.api.call(contract['app.login'], { account, password });
    expect(login.code, account).toBe(200);
    expect(login.result.token, account).toBeTruthy();
  }
});

test('a scenario without demo accounts lists none', async () => {
  const settings = await empty.call(contract['ext.publicSettings'], {});
  expect(settings.code).toBe(200);
  expect(settings.result.demoAccounts).toEqual([]);
});

test('an unreadable setting lists none rather than failing the boot settings', async () => {
  await world.api.db.systemSetting.update({ where: { key: 'sandbox.demoAccounts' }, data: { value: '{not json' } });
  const settings = await world.api.call(contract['ext.publicSettings'], {});
  expect(settings.code).toBe(200);
  expect(settings.result.demoAccounts).toEqual([]);
});

test('the brand title and environment badge come trimmed, and a blank setting answers the default', async () => {
  const set = (key: string, value: string) => world.api.db.systemSetting.upsert({ where: { key }, create: { key, value, isPublic: true }, update: { value } });
  await set('brandTitle', '  Acme Markets ');
  await set('environmentBadge', ' STAGING\n');
  let settings = await world.api.call(contract['ext.publicSettings'], {});
  expect([settings.result.brandTitle, settings.result.environmentBadge]).toEqual(['Acme Markets', 'STAGING']);

  await set('brandTitle', '   ');
  await set('environmentBadge', '');
  settings = await world.api.call(contract['ext.publicSettings'], {});
  expect([settings.result.brandTitle, settings.result.environmentBadge]).toEqual([DEFAULT_BRAND_TITLE, DEFAULT_ENVIRONMENT_BADGE]);
});
