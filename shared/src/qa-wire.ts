/**
 * The answers and bodies of the QA API (`/__qa`, docs/domains/qa-console.md "The QA API"), field
 * for field as the server's routes build them: the table (qa-routes.ts) types each route with
 * them for the sandbox console page (client/src/console), the CLI (scripts/src/qa-cli.ts) and
 * the tests. A QA answer that is a product record (a deposit, an identity application, a chat
 * message) is the contract's type. Types only: the QA API is not part of the product contract
 * (no zod schemas, no OpenAPI), so nothing here validates at run time.
 */
import type { z } from 'zod';
import type { Language, LinkMode, TranslatedLanguage } from './constants.ts';
import type { contentExt, finance, kyc } from './contract/index.ts';
import type { ANNOUNCEMENT_TYPE } from './status.ts';

/** One message of the development inbox (`GET /__qa/inbox`), newest first. */
export interface QaInboxMessage {
  channel: string;
  target: string;
  purpose: string;
  /** Null for a message without a code. */
  code: string | null;
  text: string;
  /** ISO 8601. */
  sentAt: string;
}

/** One user found by `GET /__qa/users?q=` (staff view: nothing masked). */
export interface QaUserSummary {
  id: string;
  account: string;
  email: string | null;
  /** `+<dialling code> <national number>`, or null. */
  phone: string | null;
  nickname: string | null;
  status: number;
  isDemo: boolean;
  isGuest: boolean;
  vipLevel: number;
  kycLevel: number;
  /** Region time (UTC+8). */
  createdAt: string;
}

export interface QaUserPage {
  list: QaUserSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export interface QaBalance {
  account: string;
  currency: string;
  available: string;
  frozen: string;
}

export interface QaLedgerRow {
  id: string;
  account: string;
  currency: string;
  type: number;
  availableDelta: string;
  frozenDelta: string;
  availableAfter: string;
  frozenAfter: string;
  refType: string | null;
  refId: string | null;
  remark: string | null;
  createdAt: string;
}

export interface QaPosition {
  id: string;
  orderNo: string | null;
  account: string;
  symbol: string;
  side: number;
  leverage: number;
  quantity: string;
  entryPrice: string;
  margin: string;
  liquidationPrice: string | null;
  openedAt: string;
}

/** One order of any kind, newest first (`kind`: second, earn, loan, ieo, deposit, withdrawal, exchange). */
export interface QaOrder {
  kind: string;
  id: string;
  orderNo: string;
  status: number | null;
  /** What it is about, e.g. `BTC/USDT 30s up 100 USDT` or `1000 USDT`. */
  summary: string;
  createdAt: string;
}

/** `GET /__qa/users/:id`: the user and their money, positions and orders. */
export interface QaUserDetail {
  user: QaUserSummary;
  balances: QaBalance[];
  /** The last ledger rows, newest first. */
  ledger: QaLedgerRow[];
  openPositions: QaPosition[];
  orders: QaOrder[];
}

/** `POST /__qa/users/:id/sign-in`: a one-time code the phone app exchanges for a session. */
export interface QaSignIn {
  userId: string;
  account: string;
  code: string;
  /** Real seconds the code stays valid (once). */
  expiresInSeconds: number;
  /** Where to open the phone app (same origin): it exchanges the code and drops it from the address. */
  path: string;
}

/** `POST /__qa/sign-in/exchange`: the session the phone app keeps. */
export interface QaSignInSession {
  token: string;
  userId: string;
  account: string;
}

/** The query parameter of the phone app's address that carries the one-time code. */
export const QA_SIGN_IN_PARAM = 'qaSignIn';

/** One pass of a job the QA API ran before answering (a clock move, a scenario, a restore), in order. */
export interface QaJobRun {
  name: string;
  ms: number;
  /** The error's message when the pass failed (the other jobs still ran). */
  error?: string;
}

/** The sandbox clock: region time (UTC+8), epoch ms and the offset from real time. */
export interface QaClockReading {
  now: string;
  epochMs: number;
  offsetMs: number;
}

/** `GET /__qa/state`: the scenarios the server knows, the clock and the scenario loaded last. */
export interface QaState {
  scenarios: string[];
  clock: QaClockReading;
  /** loadedAt: epoch ms of the sandbox clock. */
  loaded: { name: string; loadedAt: number } | null;
}

/** `POST /__qa/scenario` and `POST /__qa/scenario/file`: the scenario loaded and the job passes run after it. */
export interface QaScenarioLoaded {
  scenario: string;
  ran: QaJobRun[];
}

/** The result of a scenario file that does not fit (`POST /__qa/scenario/file`, code 400): every problem with its place. */
export interface QaScenarioProblems {
  problems: string[];
}

/** A scenario file of the sandbox's state (GET /__qa/scenario/export). */
export interface QaScenarioExport {
  /** The file's text, YAML or JSON as asked. */
  text: string;
  format: 'yaml' | 'json';
  users: number;
  positions: number;
}

/** A job of the sandbox clock on a timer: its interval, its passes so far and its next run while the timer runs. */
export interface QaClockTimerJob {
  name: string;
  everyMs: number;
  passes: number;
  nextRun?: string;
  nextRunEpochMs?: number;
}

/** One job of the sandbox clock: on a timer, or driven by the market's ticks. */
export type QaClockJob = QaClockTimerJob | { name: string; every: 'price tick' };

/** `GET /__qa/clock`. */
export interface QaClockState extends QaClockReading {
  jobs: QaClockJob[];
}

/** A move of the clock (`/clock/advance`, `/clock/jump`): the clock after it, how far it went and the job passes run. */
export interface QaClockMoved extends QaClockState {
  movedMs: number;
  /** Region time before the move. */
  from: string;
  ran: QaJobRun[];
}

/** One saved snapshot (`GET /__qa/snapshots`). */
export interface QaSnapshot {
  name: string;
  /** Region time (UTC+8) of the sandbox clock. */
  savedAt: string;
  savedAtEpochMs: number;
  clockOffsetMs: number;
  sizeBytes: number;
  scenario: string | null;
}

/** `POST /__qa/snapshots`. */
export interface QaSnapshotSaved extends QaSnapshot {
  /** A snapshot of that name existed (and `overwrite` replaced it). */
  replaced: boolean;
  ms: number;
}

/** `POST /__qa/snapshots/:name/restore`. */
export interface QaSnapshotRestored {
  restored: QaSnapshot;
  clock: QaClockReading;
  watchedPositions: number;
  ran: QaJobRun[];
  swapMs: number;
  ms: number;
}

export type QaFaultKind = 'latency' | 'code' | 'unauthorized' | 'drop';
/** The market stream's faults (`/__qa/market/stream/gap|stale`), listed with the others. */
export type QaStreamFaultKind = 'stream-gap' | 'stream-stale';
/** The envelope codes a fault may answer. */
export type QaFaultCode = 400 | 401 | 403 | 404 | 409 | 429 | 500;

/** The body of `POST /__qa/faults`. */
export interface QaFaultSpec {
  /** A path pattern, `*` for any run of characters. */
  route: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  kind: QaFaultKind;
  latencyMs?: number;
  code?: QaFaultCode;
  message?: string;
  calls?: number;
  seconds?: number;
  rate?: number;
  seed?: number;
}

/** One injected fault (`GET /__qa/faults`, `POST /__qa/faults`): its spec, what it did and how long it lasts. */
export interface QaFault extends Omit<QaFaultSpec, 'kind'> {
  id: number;
  kind: QaFaultKind | QaStreamFaultKind;
  /** Region time it was set and, with `seconds`, when it ends. */
  createdAt: string;
  until?: string;
  /** Calls it still hits (with `calls`). */
  remaining?: number;
  hits: number;
}

/** One logged `/api` call, newest first (`GET /__qa/requests`). */
export interface QaLoggedRequest {
  seq: number;
  /** Sandbox time, epoch ms. */
  at: number;
  method: string;
  path: string;
  route?: string;
  userId?: string;
  /** Sent by a tool holding the QA token (a sign-in-as session). */
  issuedByQa?: true;
  /** The query and the decrypted body, every secret masked. */
  query?: unknown;
  body?: unknown;
  httpStatus: number;
  code?: number;
  message?: string;
  durationMs: number;
  fault?: number;
}

export interface QaRequestLog {
  capacity: number;
  held: number;
  requests: QaLoggedRequest[];
}

/** A deposit as the product answers it. */
export type QaRecharge = z.output<typeof finance.rechargeOrder>;
/** A withdrawal as the product answers it. */
export type QaWithdrawal = z.output<typeof finance.withdrawalOrder>;

/** `GET /__qa/finance/pending`: deposits under review, withdrawals under review or approved, oldest first. */
export interface QaFinancePending {
  recharges: (QaRecharge & { userId: string })[];
  withdrawals: (QaWithdrawal & { userId: string })[];
}

/** `GET /__qa/finance/auto-approve` and its `POST`. */
export interface QaAutoApprove {
  enabled: boolean;
  delaySeconds: number;
}

/** `POST /__qa/finance/auto-approve/run`: what one pass approved and paid. */
export interface QaAutoApproveRun {
  recharges: number;
  withdrawalsApproved: number;
  withdrawalsPaid: number;
}

/** A balance whose log rows do not add up to it (`GET /__qa/finance/reconcile`). */
export interface QaLedgerMismatch {
  userId: string;
  account: 'spot' | 'contract' | 'demo' | `competition:${string}`;
  currency: string;
  available: string;
  frozen: string;
  /** The sums of the log rows. */
  logAvailable: string;
  logFrozen: string;
}

/** One identity application (`GET /__qa/kyc?status=`, oldest first; the answer of a review): the product's record and its user. */
export type QaKycApplication = z.output<typeof kyc.kycRecord> & { userId: string };

/** One loan (`GET /__qa/loan/pending`, oldest first; the answer of a review). */
export interface QaLoanApplication {
  id: string;
  orderNo: string;
  userId: string;
  type: number;
  currency: string;
  amount: string;
  days: number;
  dailyRate: string;
  totalInterest: string;
  pledgeCurrency: string | null;
  pledgeAmount: string | null;
  signatureUploadId: string | null;
  status: number;
  rejectReason: string | null;
  createdAt: string;
  startAt: string | null;
  endAt: string | null;
}

/** `POST /__qa/loan/run`: loans auto-approved, then what the settlement pass did. */
export interface QaLoanRun {
  approved: number;
  repaid: number;
  overdue: number;
  collateral: number;
  marginCalls: number;
}

/** A catalogue row's name and description in other languages: `{ name: { jp: '...' }, description: { ... } }`. */
export type QaCatalogueTexts = Partial<Record<'name' | 'description', Partial<Record<TranslatedLanguage, string>>>>;

/** The body of `POST /__qa/community/competitions`: English texts; the rest defaults to USDT, from now for a week, no entry fee, 10,000 to trade with, no prizes. */
export interface QaCompetitionSpec {
  name: string;
  description?: string;
  currency?: string;
  /** From now on the sandbox clock (0: in progress at once). */
  startInMs?: number;
  durationMs?: number;
  entryAmount?: string;
  initialFunds?: string;
  fund?: string;
  rewards?: { rankFrom: number; rankTo: number; amount: string }[];
  translations?: QaCatalogueTexts;
}

/** `POST /__qa/community/competitions/run`: competitions started, ranked and ended now. */
export interface QaCompetitionRun {
  started: number;
  ranked: number;
  ended: { competitions: number; entrants: number; rewarded: number };
}

/** One symbol of the market's state. */
export interface QaMarketSymbol {
  symbol: string;
  price: string;
  beta: number;
  historyStart: number;
  minuteCandlesFrom: number;
  hourCandlesFrom: number;
  /** The steers in force or waiting (`pending`: a good day's later phase), epoch ms. */
  steers: { kind: string; startTime: number; endTime: number; target: string; active: boolean; pending?: true }[];
}

/** `GET /__qa/market/state` (and `POST /__qa/market/reload`): the generator's state and each symbol's price and steers. */
export interface QaMarketState {
  seed: number;
  weekend: 'open' | 'closed';
  seq: number;
  lastTick: number;
  loadedAt: number | null;
  /** How many times the symbols were loaded, and how long the last load took. */
  loads: number;
  loadMs: number;
  ticking: boolean;
  symbols: QaMarketSymbol[];
}

/** A price steer (`POST /__qa/market/steer`): from and to, epoch ms. */
export interface QaSteer {
  symbol: string;
  kind: string;
  from: string;
  target: string;
  startTime: number;
  endTime: number;
}

/** One symbol's steer of a market-wide move: it moves by its beta. */
export interface QaGroupSteer extends QaSteer {
  beta: number;
}

/** The body of `POST /__qa/market/steer`: a crash or rally by a percent, a target price, or flat. */
export interface QaSteerSpec {
  symbol: string;
  kind: 'crash' | 'rally' | 'target' | 'flat';
  percent?: string | number;
  targetPrice?: string | number;
  durationSeconds: number;
}

/** `POST /__qa/market/steer-group`: the crypto group moved, a steer per symbol. */
export interface QaGroupSteerResult {
  group: 'crypto';
  kind: 'crash' | 'rally';
  percent: string;
  steers: QaGroupSteer[];
}

/** `POST /__qa/market/replay`. */
export interface QaReplay extends QaSteer {
  mode: 'scaled' | 'absolute';
  rows: number;
}

/** `POST /__qa/market/good-day`: its phases, in order; a phase's times are its first steer's (null without crypto symbols). */
export interface QaGoodDay {
  durationSeconds: number;
  phases: { name: string; kind: 'crash' | 'rally'; percent: string; startTime: number | null; endTime: number | null; steers: QaGroupSteer[] }[];
}

/** A stream fault (`POST /__qa/market/stream/gap|stale`): `until` epoch ms. */
export interface QaStreamFault {
  id: number;
  kind: QaStreamFaultKind;
  seconds: number | null;
  until: number | null;
}

/** `GET /__qa/market/stream`: the open price streams and the stream faults in force. */
export interface QaStreamState {
  open: number;
  faults: QaStreamFault[];
}

/** `POST /__qa/trade/run`: second contracts settled and positions closed (their ids). */
export interface QaTradeRun {
  secondSettled: number;
  closedPositions: string[];
}

/** `GET /__qa/trade/risk`: the open positions the risk job watches and their symbols. */
export interface QaTradeRisk {
  watchedPositions: number;
  symbols: string[];
}

/** One support conversation (`GET /__qa/content/chat/conversations`), waiting ones first. */
export interface QaChatConversation {
  userId: string;
  account: string;
  unanswered: number;
  lastMessage: { id: string; fromStaff: boolean; content: string; createdAt: string };
}

/** A chat message as the product answers it. */
export type QaChatMessage = z.output<typeof contentExt.chatMessage>;

/** One translation of a notice or an announcement: Markdown, in one language (absent: every language). */
export interface QaTranslation {
  language?: Language;
  title: string;
  content: string;
}

/** The body of `POST /__qa/content/announcement`. */
export interface QaAnnouncementSpec {
  translations: QaTranslation[];
  pinned?: boolean;
  priority?: number;
  type?: (typeof ANNOUNCEMENT_TYPE)[keyof typeof ANNOUNCEMENT_TYPE];
  link?: string;
  linkMode?: LinkMode;
}

/** A notice or an announcement published: its translation group. */
export interface QaPublished {
  key: string;
  publishedAt: string;
}
