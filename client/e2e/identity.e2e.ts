import { describe, expect, test } from 'vitest';
import { testPng } from './images.ts';
import { phoneSession, qa, registerInBrowser, screenshot } from './session.ts';
import { qaRoutes } from '@sandbox/shared/qa-routes';

// Identity verification in a real browser against the real server: a new user submits basic
// verification with generated document photos, is rejected with a reason, resubmits, is
// approved through the QA API and sees what verification unlocks.
const { page, errors: pageErrors, go } = phoneSession();
const email = `kyc${Date.now()}@example.com`;
const password = 'Secret123';

async function myUserId(): Promise<string> {
  return page.evaluate(async () => {
    const res = await fetch('/api/user/appUser/getMyUserInfo', { headers: { 'X-Access-Token': localStorage.getItem('token') ?? '' } });
    return ((await res.json()) as { result: { id: string } }).result.id;
  });
}

async function pendingApplicationId(): Promise<string> {
  const queue = await qa(qaRoutes['kyc.list'], { query: { status: 'pending', userId: await myUserId() } });
  expect(queue).toHaveLength(1);
  return queue[0]!.id;
}

async function fillBasic(docNumber: string) {
  await page.getByPlaceholder('Enter your name as on the document').fill('Kay Tester');
  await page.getByPlaceholder('Enter the document number').fill(docNumber);
  await page.getByTestId('kyc-front-input').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: testPng(640, 400, { seed: 7, noise: true }) });
  await page.getByTestId('kyc-front-preview').waitFor();
  await page.getByTestId('kyc-second-input').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: testPng(640, 400, { seed: 3 }) });
  await page.getByTestId('kyc-second-preview').waitFor();
  // The previews are the stored files, read back with the token header.
  for (const id of ['kyc-front-preview', 'kyc-second-preview']) {
    expect(await page.getByTestId(id).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
}

describe('identity verification', () => {
  test('a new user registers and finds verification not submitted yet', async () => {
    await registerInBrowser(page, email, password);

    await go('/renzhengResult');
    await page.getByTestId('kyc-level-1').getByText('Not submitted yet').waitFor();
    await screenshot(page, 'identity-01-result-none');
  });

  test('a non-image file gets the prompt to upload an image file', async () => {
    await page.getByTestId('kyc-start-1').click();
    await page.waitForURL(/#\/shenfenRenzheng/);
    await page.getByText('Photo requirements').waitFor();
    await page.getByTestId('kyc-front-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByTestId('kyc-front-error').getByText('Please upload an image file').waitFor();
    await screenshot(page, 'identity-02-basic-not-image');
  });

  test('submits basic verification with the ID card photos and waits for review', async () => {
    await fillBasic('E1234589');
    await screenshot(page, 'identity-03-basic-filled');
    await page.getByTestId('kyc-submit').click();
    await page.waitForURL(/#\/renzhengResult/);
    await page.getByText('Submitted, waiting for review').waitFor();
    await screenshot(page, 'identity-04-result-pending');
  });

  test('a rejection shows its reason and the user resubmits', async () => {
    await qa(qaRoutes['kyc.reject'], { params: { id: await pendingApplicationId() }, body: { reason: 'The photo is blurred' } });
    await page.reload();
    await page.getByText('Reason: The photo is blurred').waitFor();
    await screenshot(page, 'identity-05-result-rejected');
    await page.getByTestId('kyc-resubmit-1').click();
    await page.waitForURL(/#\/shenfenRenzheng/);
    await page.getByTestId('kyc-rejected').getByText(/The photo is blurred/).waitFor();
    await fillBasic('E1234590');
    await page.getByTestId('kyc-submit').click();
    await page.waitForURL(/#\/renzhengResult/);
    await page.getByText('Submitted, waiting for review').waitFor();
  });

  test('approved through QA, the result shows authorized and what it unlocks', async () => {
    await qa(qaRoutes['kyc.approve'], { params: { id: await pendingApplicationId() } });
    await page.reload();
    const basic = page.getByTestId('kyc-level-1');
    await basic.getByText('Authorized').waitFor();
    for (const name of ['Withdrawal', 'Loans', 'IEO subscription', 'Trading competitions']) await basic.getByText(name).waitFor();
    await screenshot(page, 'identity-06-result-authorized');
    // The basic form is no longer offered once authorized.
    await go('/shenfenRenzheng');
    await page.waitForURL(/#\/renzhengResult/);
  });

  test('advanced verification: contact details and an emergency contact, approved', async () => {
    await page.getByTestId('kyc-start-2').click();
    await page.waitForURL(/#\/shenfenRenzhengAd/);
    await page.getByPlaceholder('Mobile number').first().fill('5550100');
    await page.getByPlaceholder('Current address').fill('1 Main Street, Springfield');
    await page.getByPlaceholder('Surname').fill('Tester');
    await page.getByPlaceholder('First name').fill('Jo');
    await page.getByPlaceholder('Relationship').fill('Sister');
    await page.getByPlaceholder('Mobile number').nth(1).fill('5550111');
    await page.getByPlaceholder('Address', { exact: true }).fill('2 Main Street, Springfield');
    await screenshot(page, 'identity-07-advanced-filled');
    await page.getByTestId('kyc-ad-submit').click();
    await page.waitForURL(/#\/renzhengResult/);
    await page.getByTestId('kyc-level-2').getByText('Submitted, waiting for review').waitFor();
    await qa(qaRoutes['kyc.approve'], { params: { id: await pendingApplicationId() } });
    await page.reload();
    const advanced = page.getByTestId('kyc-level-2');
    await advanced.getByText('Authorized').waitFor();
    await advanced.getByText('Higher loan limit').waitFor();
    await screenshot(page, 'identity-08-result-advanced-authorized');
  });

  test('personal information: country from the full list; an empty name and birthday are filled once after verification, then locked', async () => {
    await go('/gerenziliao');
    await page.getByTestId('profile-save').waitFor();
    expect(await page.getByTestId('profile-locked').count()).toBe(0);
    await page.getByPlaceholder('Surname', { exact: true }).fill('Tanaka');
    await page.getByPlaceholder('First name', { exact: true }).fill('Yui');
    await page.getByTestId('profile-birthday').fill('1992-03-04');
    await page.getByTestId('profile-country').click();
    await page.getByPlaceholder('Search country or calling code').fill('Japan');
    await page.getByTestId('country-list').getByText('Japan', { exact: true }).click();
    await page.locator('.adm-selector-item', { hasText: 'Female' }).click();
    await page.getByPlaceholder('Address', { exact: true }).fill('3 Garden Lane, Osaka');
    await screenshot(page, 'identity-09-profile-filled');
    await page.getByTestId('profile-save').click();
    await page.locator('.adm-toast-main').getByText('Saved').waitFor();
    await page.reload();
    await page.getByTestId('profile-country').getByText('Japan (+81)').waitFor();
    expect(await page.getByPlaceholder('Address', { exact: true }).inputValue()).toBe('3 Garden Lane, Osaka');
    await page.getByTestId('profile-locked').waitFor();
    expect(await page.getByTestId('profile-birthday').inputValue()).toBe('1992-03-04');
    expect(await page.getByTestId('profile-birthday').isDisabled()).toBe(true);
    expect(await page.getByPlaceholder('Surname', { exact: true }).isDisabled()).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});
