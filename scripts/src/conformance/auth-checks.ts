/**
 * Signing up the suite's two users, and the 401 rules: a signed-in call without a
 * token or with a wrong one answers 401, and after a 401 the flow SPEC.md section 8
 * gives (the app sends the user to /login; there is no refresh token) works: signing
 * in again yields a token that works, and a revoked token stays refused.
 */
import { contract, endpoints, type ResultOf } from '@sandbox/shared';
import type { SuiteContext, SuiteUser } from './context.ts';
import { MISSING_ID } from './context.ts';
import { envelope, refusal, success } from './envelope.ts';
import { must, skip } from './report.ts';

const me = contract['user.getMyUserInfo'];
type LoginResult = ResultOf<(typeof contract)['app.login']>;

/** User A or B through the public guest login: it needs no verification code, so no QA API. */
export async function signUp(ctx: SuiteContext, label: 'A' | 'B') {
  await ctx.report.check(`sign-up: user ${label} by guest login (public API, no code needed)`, async () => {
    const account = `cf${ctx.runId}${label.toLowerCase()}`;
    const answer = await ctx.client.post(contract['app.login'], { guest: true, account });
    const result = success<LoginResult>(contract['app.login'], answer, 'guest login');
    must(result.initialPassword, 'the guest login that created the account returned no initial password');
    must(result.userInfo.account === account, `signed up as ${result.userInfo.account}, asked for ${account}`);
    const user: SuiteUser = { label, account, password: result.initialPassword, token: result.token, id: result.userInfo.id };
    const read = success<{ account: string }>(me, await ctx.client.get(me, { token: user.token }), 'the new token');
    must(read.account === account, `the new token reads ${read.account}`);
    ctx.users[label] = user;
    return `account ${account}, its token reads its own profile`;
  });
}

/** Sign-up by e-mail with the code from the development inbox: only with --qa-token (the code is not in any public answer). */
export async function checkEmailSignUp(ctx: SuiteContext) {
  await ctx.report.check('sign-up by e-mail code (code from the QA inbox)', async () => {
    if (!ctx.qaToken) skip('needs --qa-token: this server gives the code only through its QA API inbox');
    const email = `cf${ctx.runId}@conformance.example`;
    const sent = envelope(await ctx.client.get(contract['app.getEmailCaptcha'], { query: { email, scene: 1 } }), 'getEmailCaptcha');
    must(sent.code === 200, `the code was not sent: ${sent.code} ${sent.message}`);
    const inbox = await ctx.client.raw('GET', '/__qa/inbox', { query: { target: email, limit: 1 }, qaToken: ctx.qaToken });
    const code = (envelope(inbox, 'QA inbox').result as Array<{ code?: string }> | null)?.[0]?.code;
    must(code, `no code in the QA inbox for ${email}`);
    const password = `Cf-${ctx.runId}!`;
    const answer = await ctx.client.post(contract['app.register'], { type: 'email', email, code, password, confirmPassword: password, agree: true });
    const result = success<LoginResult>(contract['app.register'], answer, 'register');
    const read = success<{ email: string | null }>(me, await ctx.client.get(me, { token: result.token }), 'the new token');
    must(read.email === email, `the new account reads e-mail ${String(read.email)}`);
    return `${email} registered with its code and signed in`;
  });
}

export async function checkUnauthorized(ctx: SuiteContext) {
  const { client, report } = ctx;
  await report.check(`401: GET ${me.path} without a token`, async () => {
    const e = refusal(await client.get(me), 401, 'no token');
    return `401: ${e.message}`;
  });
  await report.check(`401: GET ${me.path} with a wrong token`, async () => {
    const e = refusal(await client.get(me, { token: `conformance-wrong-${ctx.runId}` }), 401, 'wrong token');
    return `401: ${e.message}`;
  });
  await report.check('401: every signed-in GET of the contract without a token', async () => {
    const gets = endpoints.filter((e) => e.method === 'GET' && e.auth === 'login' && !e.streaming);
    const wrong: string[] = [];
    for (const endpoint of gets) {
      const answer = await client.get(endpoint, endpoint.params ? { params: { id: MISSING_ID } } : {});
      const code = (answer.json as { code?: unknown } | undefined)?.code;
      if (code !== 401) wrong.push(`${endpoint.id} -> ${String(code ?? `HTTP ${answer.status}`)}`);
    }
    must(wrong.length === 0, `not 401: ${wrong.join(', ')}`);
    return `${gets.length} calls, all 401`;
  });
  await report.check('401: every signed-in POST of the contract without a token (a readable empty body)', async () => {
    const posts = endpoints.filter((e) => e.method === 'POST' && e.auth === 'login');
    const wrong: string[] = [];
    for (const endpoint of posts) {
      // The upload is multipart, never encrypted: an empty form.
      const answer = endpoint.multipart
        ? await client.raw('POST', endpoint.path, { body: new FormData() })
        : await client.post(endpoint, {}, endpoint.params ? { params: { id: MISSING_ID } } : {});
      const code = (answer.json as { code?: unknown } | undefined)?.code;
      if (code !== 401) wrong.push(`${endpoint.id} -> ${String(code ?? `HTTP ${answer.status}`)}`);
    }
    must(wrong.length === 0, `not 401: ${wrong.join(', ')}`);
    return `${posts.length} calls, all 401`;
  });
}

/** After a 401 the user signs in again; a revoked token stays refused and the new one works. */
export async function checkRelogin(ctx: SuiteContext) {
  await ctx.report.check('401 then sign-in again: a revoked token is refused, a new sign-in works', async () => {
    const user = ctx.users.A ?? skip('user A was not signed up');
    const { client } = ctx;
    success(contract['ext.logout'], await client.post(contract['ext.logout'], { raw: '' }, { token: user.token }), 'logout');
    refusal(await client.get(me, { token: user.token }), 401, 'the revoked token');
    const login = success<LoginResult>(contract['app.login'], await client.post(contract['app.login'], { account: user.account, password: user.password }), 'sign-in again');
    must(login.token !== user.token, 'the new sign-in returned the revoked token');
    const read = success<{ id: string }>(me, await client.get(me, { token: login.token }), 'the new token');
    must(read.id === user.id, `the new token reads user ${read.id}, not ${user.id}`);
    refusal(await client.get(me, { token: user.token }), 401, 'the revoked token after the new sign-in');
    user.token = login.token;
    return 'logout -> old token 401 -> sign-in with the password -> new token reads the same user';
  });
}
