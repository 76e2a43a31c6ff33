/**
 * Every route of the QA API (`/__qa`, docs/domains/qa-console.md "The QA API") in one table: its
 * method, its path relative to `/__qa` with `:param` placeholders (Fastify's spelling), the type
 * of the envelope's `result` its handler answers on success and the body it takes (from qa-wire.ts;
 * no body where it takes none). The sandbox console (client/src/console), the CLI
 * (scripts/src/qa-cli.ts), the end-to-end tests (client/e2e) and the server's tests spell QA
 * paths only through this table and `qaPath`; the server registers each module's QA routes under
 * `/__qa<prefix>` and a test (server/test/qa-route-table.test.ts) checks both ways that every
 * route here is registered and every registered QA route is here.
 *
 * Types and plain data only: the QA API is not part of the product contract (no zod schemas).
 */
import type {
  QaAnnouncementSpec,
  QaAutoApprove,
  QaAutoApproveRun,
  QaCatalogueTexts,
  QaChatConversation,
  QaChatMessage,
  QaClockMoved,
  QaClockState,
  QaCompetitionRun,
  QaCompetitionSpec,
  QaFault,
  QaFaultSpec,
  QaFinancePending,
  QaGoodDay,
  QaGroupSteerResult,
  QaInboxMessage,
  QaKycApplication,
  QaLedgerMismatch,
  QaLoanApplication,
  QaLoanRun,
  QaMarketState,
  QaPublished,
  QaRecharge,
  QaReplay,
  QaRequestLog,
  QaScenarioExport,
  QaScenarioLoaded,
  QaSignIn,
  QaSignInSession,
  QaSnapshot,
  QaSnapshotRestored,
  QaSnapshotSaved,
  QaState,
  QaSteer,
  QaSteerSpec,
  QaStreamFault,
  QaStreamState,
  QaTradeRisk,
  QaTradeRun,
  QaTranslation,
  QaUserDetail,
  QaUserPage,
  QaWithdrawal,
} from './qa-wire.ts';

/** Where the QA API lives on the server's origin. */
export const QA_BASE = '/__qa';
/** The QA API's OpenAPI page (swagger-ui), read without the token on loopback. */
export const QA_DOCS_PATH = `${QA_BASE}/docs/`;
/** The header the QA routes check (the token is DATA_DIR/qa-token). */
export const QA_TOKEN_HEADER = 'x-qa-token';

export type QaMethod = 'GET' | 'POST' | 'DELETE';

declare const phantom: unique symbol;
/** A type carried by a route at compile time only (nothing at run time). */
interface Carries<T> {
  readonly [phantom]?: T;
}

export interface QaRoute<M extends QaMethod = QaMethod, P extends string = string, Result = unknown, Body = unknown> {
  readonly method: M;
  /** Relative to `/__qa`, `:name` for a path parameter. */
  readonly path: P;
  readonly types?: Carries<{ result: Result; body: Body }>;
}

/** The envelope's `result` a route answers. */
export type QaResult<R> = R extends QaRoute<QaMethod, string, infer Result, unknown> ? Result : never;
/** The JSON body a route takes (`undefined` for a route that takes none). */
export type QaBody<R> = R extends QaRoute<QaMethod, string, unknown, infer Body> ? Body : never;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters a route needs, by name. */
export type QaParams<R extends QaRoute> = { readonly [K in ParamNames<R['path']>]: string | number };

/** Query parameters; undefined and empty values are left out. */
export type QaQuery = Readonly<Record<string, string | number | boolean | undefined>>;

/** The typed markers of a route: `route('GET', '/clock', answer<QaClockState>())`. */
const answer = <Result>() => ({}) as Carries<{ result: Result }>;
const takes = <Body>() => ({}) as Carries<{ body: Body }>;

function route<M extends QaMethod, P extends `/${string}`, Result, Body = undefined>(
  method: M,
  path: P,
  _result: Carries<{ result: Result }>,
  _body?: Carries<{ body: Body }>,
): QaRoute<M, P, Result, Body> {
  return { method, path };
}

/** The body of the routes that take a reason the user sees, optional where the server has a default. */
type Reason = { reason: string };
type OptionalReason = { reason?: string } | undefined;
/** The body of the routes that set a catalogue row's texts. */
const catalogueTexts = takes<QaCatalogueTexts>();

export const qaRoutes = {
  // Scenarios, the inbox (server/src/qa/routes.ts).
  state: route('GET', '/state', answer<QaState>()),
  reset: route('POST', '/reset', answer<{ scenario: 'empty' }>()),
  scenario: route('POST', '/scenario', answer<QaScenarioLoaded>(), takes<{ name: string }>()),
  // A scenario file's text (docs/scenarios.md), `merge` to add it to the state; a file that does not fit answers code 400 with QaScenarioProblems.
  'scenario.file': route('POST', '/scenario/file', answer<QaScenarioLoaded>(), takes<{ fileName: string; text: string; merge?: boolean }>()),
  // The sandbox's state (of ?users=alice,bob, or all) as a scenario file: ?format=yaml (default) or json.
  'scenario.export': route('GET', '/scenario/export', answer<QaScenarioExport>()),
  // The file format's JSON Schema, plain JSON without the token (editors fetch it).
  'scenario.schema': route('GET', '/scenario.schema.json', answer<Record<string, unknown>>()),
  inbox: route('GET', '/inbox', answer<QaInboxMessage[]>()),

  // The sandbox clock (server/src/qa/clock-routes.ts).
  'clock.show': route('GET', '/clock', answer<QaClockState>()),
  'clock.advance': route('POST', '/clock/advance', answer<QaClockMoved>(), takes<{ ms: number } | { duration: string }>()),
  'clock.jump': route('POST', '/clock/jump', answer<QaClockMoved>(), takes<{ to: string | number }>()),

  // Snapshots (server/src/qa/snapshot-routes.ts).
  'snapshots.list': route('GET', '/snapshots', answer<QaSnapshot[]>()),
  'snapshots.save': route('POST', '/snapshots', answer<QaSnapshotSaved>(), takes<{ name: string; overwrite?: boolean }>()),
  'snapshots.restore': route('POST', '/snapshots/:name/restore', answer<QaSnapshotRestored>()),
  'snapshots.delete': route('DELETE', '/snapshots/:name', answer<{ name: string; deleted: true }>()),

  // Traffic: the request log and injected faults (server/src/qa/traffic-routes.ts).
  'requests.list': route('GET', '/requests', answer<QaRequestLog>()),
  'requests.clear': route('DELETE', '/requests', answer<{ cleared: true }>()),
  'faults.list': route('GET', '/faults', answer<QaFault[]>()),
  'faults.add': route('POST', '/faults', answer<QaFault>(), takes<QaFaultSpec>()),
  'faults.clear': route('DELETE', '/faults', answer<{ cleared: number }>()),
  'faults.remove': route('DELETE', '/faults/:id', answer<{ deleted: number }>()),

  // Users and sign-in-as (server/src/qa/users-routes.ts).
  'users.search': route('GET', '/users', answer<QaUserPage>()),
  'users.show': route('GET', '/users/:id', answer<QaUserDetail>()),
  'users.signIn': route('POST', '/users/:id/sign-in', answer<QaSignIn>()),
  'signIn.exchange': route('POST', '/sign-in/exchange', answer<QaSignInSession>(), takes<{ code: string }>()),

  // Identity (modules/identity): the review queue and the authenticator code, under /kyc.
  'kyc.list': route('GET', '/kyc', answer<QaKycApplication[]>()),
  'kyc.approve': route('POST', '/kyc/:id/approve', answer<QaKycApplication>()),
  'kyc.reject': route('POST', '/kyc/:id/reject', answer<QaKycApplication>(), takes<Reason>()),
  'kyc.totp': route('GET', '/kyc/totp', answer<{ code: string; step: number; account: string }>()),

  // Community: competitions (modules/competition), red envelopes and VIP levels (modules/vip).
  'community.competitions.run': route('POST', '/community/competitions/run', answer<QaCompetitionRun>()),
  'community.competitions.create': route('POST', '/community/competitions', answer<{ id: string }>(), takes<QaCompetitionSpec>()),
  'community.envelopes.run': route('POST', '/community/envelopes/run', answer<{ weeks: number; envelopes: number }>()),
  'community.levels.sweep': route('POST', '/community/levels/sweep', answer<{ users: number; changed: number; bonuses: number }>()),

  // Content: support chat, notices, announcements (modules/content).
  'content.chat.conversations': route('GET', '/content/chat/conversations', answer<QaChatConversation[]>()),
  'content.chat.conversation': route('GET', '/content/chat/conversation', answer<{ records: QaChatMessage[] }>()),
  'content.chat.answer': route('POST', '/content/chat/answer', answer<QaChatMessage>(), takes<{ userId: string; content: string }>()),
  'content.notice': route('POST', '/content/notice', answer<QaPublished>(), takes<{ translations: QaTranslation[] }>()),
  'content.announcement': route('POST', '/content/announcement', answer<QaPublished>(), takes<QaAnnouncementSpec>()),

  // Money: deposits and withdrawals (modules/wallet), uploaded files (modules/platform), both under /finance.
  'finance.pending': route('GET', '/finance/pending', answer<QaFinancePending>()),
  'finance.recharges.approve': route('POST', '/finance/recharges/:id/approve', answer<QaRecharge>()),
  'finance.recharges.reject': route('POST', '/finance/recharges/:id/reject', answer<QaRecharge>(), takes<OptionalReason>()),
  'finance.withdrawals.approve': route('POST', '/finance/withdrawals/:id/approve', answer<QaWithdrawal>()),
  'finance.withdrawals.reject': route('POST', '/finance/withdrawals/:id/reject', answer<QaWithdrawal>(), takes<OptionalReason>()),
  'finance.withdrawals.pay': route('POST', '/finance/withdrawals/:id/pay', answer<QaWithdrawal>()),
  'finance.withdrawals.fail': route('POST', '/finance/withdrawals/:id/fail', answer<QaWithdrawal>(), takes<Reason>()),
  'finance.autoApprove.show': route('GET', '/finance/auto-approve', answer<QaAutoApprove>()),
  'finance.autoApprove.set': route('POST', '/finance/auto-approve', answer<QaAutoApprove>(), takes<{ enabled: boolean; delaySeconds?: number }>()),
  'finance.autoApprove.run': route('POST', '/finance/auto-approve/run', answer<QaAutoApproveRun>()),
  'finance.reconcile': route('GET', '/finance/reconcile', answer<{ mismatches: QaLedgerMismatch[] }>()),
  /** An uploaded file (image bytes, not an envelope). */
  'finance.upload': route('GET', '/finance/uploads/:id', answer<Blob>()),

  // Loans (modules/loan), the token sale (modules/ieo), earn products (modules/earn): passes now and catalogue texts.
  'loan.pending': route('GET', '/loan/pending', answer<QaLoanApplication[]>()),
  'loan.approve': route('POST', '/loan/:id/approve', answer<QaLoanApplication>()),
  'loan.reject': route('POST', '/loan/:id/reject', answer<QaLoanApplication>(), takes<OptionalReason>()),
  'loan.run': route('POST', '/loan/run', answer<QaLoanRun>()),
  'loan.offers.texts': route('POST', '/loan/offers/:id/texts', answer<{ rows: number }>(), catalogueTexts),
  'ieo.run': route('POST', '/ieo/run', answer<{ opened: number; drawn: number; lapsed: number; listed: number }>()),
  'ieo.projects.texts': route('POST', '/ieo/projects/:id/texts', answer<{ rows: number }>(), catalogueTexts),
  'prod.accrue': route('POST', '/prod/accrue', answer<{ orders: number; days: number; ended: number }>()),
  'prod.products.texts': route('POST', '/prod/products/:id/texts', answer<{ rows: number }>(), catalogueTexts),

  // The market (modules/market).
  'market.state': route('GET', '/market/state', answer<QaMarketState>()),
  'market.steer': route('POST', '/market/steer', answer<QaSteer>(), takes<QaSteerSpec>()),
  'market.steerGroup': route(
    'POST',
    '/market/steer-group',
    answer<QaGroupSteerResult>(),
    takes<{ group: 'crypto'; kind: 'crash' | 'rally'; percent: string | number; durationSeconds: number }>(),
  ),
  'market.replay': route('POST', '/market/replay', answer<QaReplay>(), takes<{ symbol: string; mode?: 'scaled' | 'absolute'; csv: string }>()),
  'market.goodDay': route('POST', '/market/good-day', answer<QaGoodDay>(), takes<{ durationSeconds?: number }>()),
  'market.reload': route('POST', '/market/reload', answer<QaMarketState>()),
  'market.stream': route('GET', '/market/stream', answer<QaStreamState>()),
  'market.stream.drop': route('POST', '/market/stream/drop', answer<{ dropped: number }>()),
  'market.stream.gap': route('POST', '/market/stream/gap', answer<QaStreamFault>(), takes<{ seconds: number }>()),
  'market.stream.stale': route('POST', '/market/stream/stale', answer<QaStreamFault>(), takes<{ seconds: number }>()),

  // Trading: the settlement and risk passes now (modules/trading).
  'trade.run': route('POST', '/trade/run', answer<QaTradeRun>()),
  'trade.risk': route('GET', '/trade/risk', answer<QaTradeRisk>()),
} as const;

export type QaRoutes = typeof qaRoutes;
export type QaRouteName = keyof QaRoutes;

/** The arguments after the route: its path parameters when it has some, then an optional query. */
export type QaPathArgs<R extends QaRoute> = [ParamNames<R['path']>] extends [never]
  ? [params?: Record<string, never>, query?: QaQuery]
  : [params: QaParams<R>, query?: QaQuery];

/**
 * A route's path relative to `/__qa`, parameters filled (URI-encoded) and the query appended:
 * `qaPath(qaRoutes['snapshots.restore'], { name })` is `/snapshots/<name>/restore`. Prefix it
 * with the server's origin and `QA_BASE`. Like the contract's `fillPath`, a missing parameter throws.
 */
export function qaPath<R extends QaRoute>(route: R, ...[params, query]: QaPathArgs<R>): string {
  return qaCallPath(route, { params, query });
}

/** What one call of a route sends besides its method: its path parameters (when it has some), a query, a body. */
export type QaCall<R extends QaRoute> = { query?: QaQuery; body?: QaBody<R> } & ([ParamNames<R['path']>] extends [never]
  ? { params?: Record<string, never> }
  : { params: QaParams<R> });

/** What follows the route in a function that calls one: its call, optional when the route has no parameters. */
export type QaCallArgs<R extends QaRoute> = Record<string, never> extends QaCall<R> ? [call?: QaCall<R>] : [call: QaCall<R>];

/** `qaPath` for helpers that take a call already typed by `QaCall<R>`. */
export function qaCallPath(route: QaRoute, call: { params?: Readonly<Record<string, string | number>> | undefined; query?: QaQuery | undefined }): string {
  const values = call.params ?? {};
  const path = route.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${route.method} ${route.path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(call.query ?? {})) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.size ? `${path}?${search.toString()}` : path;
}

/** A client of the QA API: calls one route on its server and answers the envelope's result (the e2e suite's `qa`, the CLI's `call` bound to a target). */
export type QaCaller = <R extends QaRoute>(route: R, ...args: QaCallArgs<R>) => Promise<QaResult<R>>;

/** A session token of the user with this email, as the console's sign-in-as issues it: their id, a one-time code, its exchange. */
export async function qaSessionOf(qa: QaCaller, email: string): Promise<string> {
  const { list } = await qa(qaRoutes['users.search'], { query: { q: email } });
  const user = list.find((found) => found.email === email);
  if (!user) throw new Error(`no user ${email} in the loaded scenario`);
  const { code } = await qa(qaRoutes['users.signIn'], { params: { id: user.id } });
  return (await qa(qaRoutes['signIn.exchange'], { body: { code } })).token;
}
