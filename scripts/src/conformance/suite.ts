/**
 * `npm run conformance -- --base <url>`: the contract's rules checked against any server
 * speaking this protocol, from the outside (HTTP and @sandbox/shared only; nothing of
 * server/). The checks that need no sign-in always run; the rest run on two users the
 * suite signs up itself through the public guest login.
 */
import { randomBytes } from 'node:crypto';
import { ConformanceClient } from './client.ts';
import type { SuiteContext } from './context.ts';
import { checkEmailSignUp, checkRelogin, checkUnauthorized, signUp } from './auth-checks.ts';
import { checkBadBodies, checkBodies } from './body-checks.ts';
import { checkOwnerOnly } from './owner-checks.ts';
import { checkPaging } from './paging-checks.ts';
import { checkPublicEnvelopes, checkUnknownRoutes } from './public-checks.ts';
import { Report, type CheckResult } from './report.ts';
import { contract, endpoints } from '@sandbox/shared';

export interface SuiteOptions {
  base: string;
  qaToken?: string;
  onResult?: (result: CheckResult) => void;
  timeoutMs?: number;
}

export async function runConformance(options: SuiteOptions): Promise<Report> {
  const report = new Report(options.onResult);
  const ctx: SuiteContext = {
    client: new ConformanceClient(options.base, options.timeoutMs),
    report,
    qaToken: options.qaToken,
    users: {},
    samples: { ids: {} },
    runId: randomBytes(4).toString('hex'),
  };

  // Nothing else can run against an address that does not answer: one FAIL says so.
  const reachable = await report.check('server reachable', async () => {
    const answer = await ctx.client.raw('GET', contract['ext.publicKey'].path);
    return `${options.base} answers (HTTP ${answer.status})`;
  });
  if (!reachable) return report;
  await report.check('public key served (RSA, PEM)', async () => {
    const pem = await ctx.client.publicKey();
    return `${pem.length} characters`;
  });

  // No sign-in needed.
  await checkPublicEnvelopes(ctx);
  await checkUnknownRoutes(ctx);
  await checkUnauthorized(ctx);

  // Two users of this run.
  await signUp(ctx, 'A');
  await signUp(ctx, 'B');
  await checkEmailSignUp(ctx);
  if (ctx.users.A) {
    const signedIn = endpoints.filter((e) => e.method === 'GET' && e.auth === 'login' && !e.streaming && !e.params);
    await checkPublicEnvelopes(ctx, signedIn, ctx.users.A.token);
  }
  const accountId = await checkBodies(ctx);
  await checkBadBodies(ctx);
  await checkPaging(ctx);
  await checkOwnerOnly(ctx, accountId);
  await checkRelogin(ctx);
  return report;
}
