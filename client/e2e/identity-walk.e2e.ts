import { createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { testPng } from './images.ts';
import { codeFor, phoneSession, qa, settledScreenshot } from './session.ts';
import { qaRoutes } from '@sandbox/shared/qa-routes';

// The whole identity walk of issue 6 in a real browser against the real server: register by
// phone with the SMS code from the QA inbox; bind Google Authenticator from the personal
// centre with a code computed here from the key shown on the page; log out and sign in with
// account, password and a fresh authenticator code; submit basic verification with two
// document photos; approve it through the QA API and see it authorized.

// Other files move the sandbox clock (second contracts); sign-in codes must not care.
const { page, errors: pageErrors, go } = phoneSession({ before: () => qa(qaRoutes['clock.advance'], { body: { ms: 95_000 } }) });
const countryCode = '44';
// A fresh UK-style mobile number per run (10 digits), so reruns never collide.
const phone = `7${String(Date.now() % 1_000_000_000).padStart(9, '0')}`;
const password = 'Secret123';
let secret = '';
let bindStep = 0;

// ---- TOTP (RFC 6238: HMAC-SHA-1, 30-second steps, 6 digits), as an authenticator app computes it.
// otpauth is a server dependency only (not resolvable from client/e2e), and this is 15 lines.
const STEP_MS = 30_000;

function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of text.replace(/=+$/, '').toUpperCase()) {
    const index = alphabet.indexOf(ch);
    if (index < 0) throw new Error(`not base32: ${ch}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 4226 HOTP of one counter value, truncated to `digits`. */
function hotp(key: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(binary).padStart(digits, '0');
}

/**
 * A code the server takes now without waiting on the wall clock (the server checks codes against
 * it, whatever the QA API did to the sandbox clock): the current step's, or, when a code of that
 * step or a later one was used already (codes are single use), the step after `after`. The server
 * accepts a step either side of its own (TOTP_WINDOW), so a code of the step that is ending, or of
 * the next one, still signs in.
 */
function totpCode(secretBase32: string, after = 0): { code: string; step: number } {
  const step = Math.max(Math.floor(Date.now() / STEP_MS), after + 1);
  return { code: hotp(base32Decode(secretBase32), step), step };
}

const shot = (name: string) => settledScreenshot(page, name);

async function myUserId(): Promise<string> {
  return page.evaluate(async () => {
    const res = await fetch('/api/user/appUser/getMyUserInfo', { headers: { 'X-Access-Token': localStorage.getItem('token') ?? '' } });
    return ((await res.json()) as { result: { id: string } }).result.id;
  });
}

describe('identity walk: phone sign-up, authenticator, verification', () => {
  test('the TOTP helper matches RFC 6238 (SHA-1 test vectors, 8 digits)', () => {
    const key = Buffer.from('12345678901234567890', 'ascii');
    // RFC 6238 appendix B: T = 59 s -> 94287082, T = 1111111109 s -> 07081804, T = 20000000000 s -> 65353130.
    expect(hotp(key, Math.floor(59 / 30), 8)).toBe('94287082');
    expect(hotp(key, Math.floor(1111111109 / 30), 8)).toBe('07081804');
    expect(hotp(key, Math.floor(20000000000 / 30), 8)).toBe('65353130');
    expect(base32Decode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ').toString('ascii')).toBe('12345678901234567890');
  });

  test('registers by phone with the SMS code from the QA inbox', async () => {
    await go('/register');
    await page.getByRole('tab', { name: 'Mobile' }).click();
    await page.getByPlaceholder('1', { exact: true }).fill(countryCode);
    await page.getByPlaceholder('Enter mobile').fill(phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText(/Resend in \d+s/).waitFor();
    await page.getByPlaceholder('Enter SMS code').fill(await codeFor(`+${countryCode}${phone}`));
    await page.getByPlaceholder('Enter password', { exact: true }).fill(password);
    await page.getByPlaceholder('Enter password again').fill(password);
    await page.locator('.adm-checkbox').click();
    await shot('walk-register-phone');
    await page.getByRole('button', { name: 'Sign up' }).last().click();
    await page.waitForURL(/#\/home/);
  });

  test('binds Google Authenticator from the personal centre with a code computed from the shown key', async () => {
    await go('/my');
    await page.getByText('Bind Google Authenticator').click();
    await page.waitForURL(/#\/googleAuth/);
    await page.getByRole('img', { name: 'QR code for the authenticator app' }).waitFor();
    secret = ((await page.getByTestId('google-secret').textContent()) ?? '').trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const { code, step } = totpCode(secret);
    bindStep = step;
    await page.getByPlaceholder('Enter the 6-digit security code').fill(code);
    await page.getByRole('button', { name: 'Bind' }).click();
    await page.waitForURL(/#\/my/);
    // The server now holds the same key: its current code (QA API) is the one computed here.
    const server = await qa(qaRoutes['kyc.totp'], { query: { account: phone } });
    expect(server.code).toBe(hotp(base32Decode(secret), server.step));
    await go('/googleAuth');
    await page.getByText('Google Authenticator is already bound to this account.').waitFor();
    await shot('walk-google-bound');
  });

  test('logs out, then signs in with account, password and a fresh authenticator code', async () => {
    await go('/my');
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/#\/home/);
    await go('/login');
    // Without the code, an account with the authenticator bound is refused.
    await page.getByPlaceholder('Enter account name, email or mobile').fill(phone);
    await page.getByPlaceholder('Enter password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.locator('.adm-toast-main').waitFor();
    expect(page.url()).toMatch(/#\/login/);

    await page.getByRole('tab', { name: 'Authenticator' }).click();
    await page.getByPlaceholder('Enter account name, email or mobile').fill(phone);
    await page.getByPlaceholder('Enter password', { exact: true }).fill(password);
    // The bind used up its step's code: sign in with the code of a later step.
    const { code } = totpCode(secret, bindStep);
    await page.getByPlaceholder('Enter the 6-digit security code').fill(code);
    await shot('walk-google-login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.hash.startsWith('#/login'));
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  });

  test('withdrawal asks for identity verification first and leads to it; basic verification submitted with the ID card photos', async () => {
    await go('/tixian');
    await page.getByTestId('step-kyc').getByText('Verify your identity first').waitFor();
    await shot('walk-withdraw-needs-kyc');
    await page.getByRole('button', { name: 'Verify identity' }).click();
    await page.waitForURL(/#\/shenfenRenzheng/);
    await page.getByText('Photo requirements').waitFor();
    await page.getByPlaceholder('Enter your name as on the document').fill('Walker Tester');
    await page.getByPlaceholder('Enter the document number').fill(`WK${phone.slice(-8)}`);
    await page.getByTestId('kyc-front-input').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: testPng(640, 400, { seed: 7 }) });
    await page.getByTestId('kyc-front-preview').waitFor();
    await page.getByTestId('kyc-second-input').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: testPng(640, 400, { seed: 3 }) });
    await page.getByTestId('kyc-second-preview').waitFor();
    await page.getByTestId('kyc-submit').click();
    await page.waitForURL(/#\/renzhengResult/);
    await page.getByTestId('kyc-level-1').getByText('Submitted, waiting for review').waitFor();
    await shot('walk-kyc-submitted');
  });

  test('approved through the QA API, the result shows authorized', async () => {
    const queue = await qa(qaRoutes['kyc.list'], { query: { status: 'pending', userId: await myUserId() } });
    expect(queue).toHaveLength(1);
    await qa(qaRoutes['kyc.approve'], { params: { id: queue[0]!.id } });
    await page.reload();
    const basic = page.getByTestId('kyc-level-1');
    await basic.getByText('Authorized').waitFor();
    await basic.getByText('Withdrawal').waitFor();
    await shot('walk-kyc-authorized');
  });

  test('personal information: a new phone is bound with the SMS code sent to it and becomes a sign-in identity', async () => {
    const newPhone = `7${String((Number(phone.slice(1)) + 1) % 1_000_000_000).padStart(9, '0')}`;
    await go('/gerenziliao');
    const input = page.getByPlaceholder('Phone number');
    await expect.poll(() => input.inputValue()).toBe(phone);
    // The number the user has needs no code.
    expect(await page.getByTestId('profile-sms-code').count()).toBe(0);
    await input.fill(newPhone);
    await page.getByTestId('profile-sms-code').waitFor();
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText(/Resend in \d+s/).waitFor();
    await page.getByPlaceholder('6-digit code sent to the new number').fill(await codeFor(`+${countryCode}${newPhone}`));
    await shot('walk-profile-phone');
    await page.getByTestId('profile-save').click();
    await page.locator('.adm-toast-main').getByText('Saved').waitFor();
    await page.reload();
    await expect.poll(() => page.getByPlaceholder('Phone number').inputValue()).toBe(newPhone);
    // The number is now a sign-in identity of this account: the server's sign-in lookup (account,
    // e-mail or phone digits, read here through the QA API) finds it. Signing in by SMS itself is not
    // shown: with the authenticator bound, sign-in asks for the authenticator code instead.
    const server = await qa(qaRoutes['kyc.totp'], { query: { account: newPhone } });
    expect(server.account).toBe(phone);
    expect(pageErrors).toEqual([]);
  });
});
