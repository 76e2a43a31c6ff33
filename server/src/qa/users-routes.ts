import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idString } from '@sandbox/shared/contract/common';
import { QA_SIGN_IN_PARAM, type QaSignIn, type QaSignInSession } from '@sandbox/shared/qa-wire';
import { badRequest, notFound } from '../errors.ts';
import { qaOk } from '../plugins/envelope.ts';
import type { QaOptions } from './context.ts';
import { searchUsers, userDetail } from './users-queries.ts';
import { QA_BASE, qaRoutes } from '@sandbox/shared/qa-routes';

/** The phone app's exchange of a sign-in-as code: the one QA route without the token (the code is the secret). */
export const SIGN_IN_EXCHANGE_URL = `${QA_BASE}${qaRoutes['signIn.exchange'].path}`;

/** Real time a sign-in-as code stays valid: a hand-off from the console to a tab it opens now. */
const SIGN_IN_CODE_MS = 60_000;
/** Codes not yet used, at most this many (a console clicked many times drops the oldest). */
const SIGN_IN_CODES_MAX = 100;

const hide = { hide: true } as const;

/**
 * Users in the sandbox console (under /__qa): search, one user's money, positions and orders
 * (a staff view, nothing masked), and sign-in-as: a one-time code the phone app, opened in a
 * new tab, exchanges for a normal session the identity module's session service opens, marked as
 * issued by QA (docs/domains/qa-console.md "Console users and sign-in-as"). The reads are the
 * QA API's own database reads (users-queries.ts; qa/ may read the database, like the request
 * log's user filter): no product service answers "any user's everything" and none should.
 */
export async function usersQaRoutes(app: FastifyInstance, opts: QaOptions) {
  userReadRoutes(app, opts);
  signInAsRoutes(app, opts);
}

/** Search and one user's detail. */
function userReadRoutes(app: FastifyInstance, { deps }: QaOptions) {
  const { db, clock } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ok = qaOk(clock);

  api.get(
    qaRoutes['users.search'].path,
    {
      schema: {
        ...hide,
        querystring: z.object({
          q: z.string().trim().max(100).default(''),
          page: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(20),
        }),
      },
    },
    async (request) => ok(request, await searchUsers(db, request.query)),
  );

  api.get(qaRoutes['users.show'].path, { schema: { ...hide, params: z.object({ id: idString }) } }, async (request) =>
    ok(request, await userDetail(db, request.params.id)),
  );
}

/** Codes in memory, each for one user, usable once within SIGN_IN_CODE_MS (performance.now, real time). */
function signInCodes() {
  const codes = new Map<string, { userId: string; account: string; until: number }>();
  return {
    issue(user: { id: string; account: string }): string {
      const now = performance.now();
      for (const [code, entry] of codes) if (entry.until <= now) codes.delete(code);
      if (codes.size >= SIGN_IN_CODES_MAX) codes.delete(codes.keys().next().value!);
      const code = randomBytes(24).toString('base64url');
      codes.set(code, { userId: user.id, account: user.account, until: now + SIGN_IN_CODE_MS });
      return code;
    },
    /** The code's user, once; undefined for an unknown or expired code. */
    take(code: string): { userId: string; account: string } | undefined {
      const entry = codes.get(code);
      codes.delete(code);
      return entry && entry.until > performance.now() ? entry : undefined;
    },
  };
}

/** Sign-in-as: the console asks for a code, the phone app exchanges it for a session. */
function signInAsRoutes(app: FastifyInstance, { deps, services }: QaOptions) {
  const { db, clock } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ok = qaOk(clock);
  const codes = signInCodes();

  api.post(qaRoutes['users.signIn'].path, { schema: { ...hide, params: z.object({ id: idString }) } }, async (request) => {
    const { id } = request.params;
    const user = await db.user.findUnique({ where: { id }, select: { id: true, account: true } });
    if (!user) throw notFound('qa.userNotFound', { id });
    const code = codes.issue(user);
    const answer: QaSignIn = {
      userId: user.id,
      account: user.account,
      code,
      expiresInSeconds: SIGN_IN_CODE_MS / 1000,
      path: `/?${QA_SIGN_IN_PARAM}=${code}#/home`,
    };
    return ok(request, answer);
  });

  // No QA token here (qa/routes.ts lets this one URL through, still loopback-only): the phone
  // app has none. The code works once, for a minute; the session is opened only now.
  api.post(
    qaRoutes['signIn.exchange'].path,
    { schema: { ...hide, body: z.object({ code: z.string().min(1).max(100) }) } },
    async (request) => {
      const entry = codes.take(request.body.code);
      if (!entry) throw badRequest('qa.signInCode');
      const token = await db.$transaction(async (tx) => {
        const issued = await services.sessions.issue(entry.userId, tx, { issuedBy: 'qa' });
        // The audit trail beside logins and logouts: who was signed in by staff, and when.
        await tx.activity.create({ data: { userId: entry.userId, kind: 'qaSignIn', ip: request.ip, userAgent: 'sandbox console', createdAt: clock.now() } });
        return issued;
      });
      return ok(request, { token, userId: entry.userId, account: entry.account } satisfies QaSignInSession);
    },
  );
}
