import { expect, test } from 'vitest';
import { contract } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { useScenarioApp } from './scenario-app.ts';

const app = useScenarioApp();

const USER = 'users:\n  - { account: ivy, password: Ivy12345 }\n';
const signedIn = async () => (await app.api.call(contract['app.login'], { account: 'ivy', password: 'Ivy12345' })).result.token;

test("a file's users trade in the demo's catalogue unless it says none", async () => {
  expect((await app.api.qaCall(qaRoutes['scenario.file'], { body: { fileName: 'ivy.yaml', text: USER } })).code).toBe(200);
  const token = await signedIn();
  const products = await app.api.call(contract['prod.productList'], { pageNo: 1, pageSize: 50 });
  const demoProducts = await app.api.db.product.count();
  expect(demoProducts).toBeGreaterThan(0);
  expect(products.result.total).toBe(demoProducts);
  expect((await app.api.call(contract['loan.loanSetList'], {}, { token })).result.length).toBeGreaterThan(0);
  expect((await app.api.call(contract['finance.rechargeAddress'], { currency: 'USDT' }, { token })).result.address).toMatch(/^SANDBOX-/);

  expect((await app.api.qaCall(qaRoutes['scenario.file'], { body: { fileName: 'bare.yaml', text: `catalogue: none\n${USER}` } })).code).toBe(200);
  expect((await app.api.call(contract['prod.productList'], { pageNo: 1, pageSize: 50 })).result.total).toBe(0);
  expect((await app.api.call(contract['loan.loanSetList'], {}, { token: await signedIn() })).result).toEqual([]);
});
