/**
 * Answers of the QA API (`/__qa`, docs/domains/qa-console.md "The QA API") that more than one
 * reader decodes: the sandbox console page (client/src/console) and the CLI
 * (scripts/src/qa-cli.ts); the server's routes build them. Types only: the QA API is not part
 * of the product contract (no zod schemas, no OpenAPI), so nothing here validates at run time.
 */

/** One message of the development inbox (`GET /__qa/inbox`), newest first. */
export interface QaInboxMessage {
  channel: string;
  target: string;
  purpose: string;
  code: string;
  text: string;
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

/* The answers below are read by the console's panels, the CLI and the end-to-end tests: each
 * lists the fields they read (the server may answer more). */

/** `GET /__qa/state`: the scenarios the server knows and the one loaded last. */
export interface QaState {
  scenarios: string[];
  /** loadedAt: epoch ms of the sandbox clock. */
  loaded: { name: string; loadedAt: number } | null;
}

/** `POST /__qa/scenario`, `POST /__qa/reset`. */
export interface QaScenarioLoaded {
  scenario: string;
}

/** A scenario file of the sandbox's state (GET /__qa/scenario/export). */
export interface QaScenarioExport {
  /** The file's text, YAML or JSON as asked. */
  text: string;
  format: 'yaml' | 'json';
  users: number;
  positions: number;
}

/** One job of the sandbox clock: a timer (`everyMs`, `nextRun`) or one driven by prices (`every`). */
export interface QaClockJob {
  name: string;
  everyMs?: number;
  nextRun?: string;
  every?: string;
}

/** `GET /__qa/clock` and the answer of a move (`/clock/advance`, `/clock/jump`). */
export interface QaClockState {
  /** Region time (UTC+8). */
  now: string;
  epochMs: number;
  offsetMs: number;
  jobs?: QaClockJob[];
}

/** One saved snapshot (`GET /__qa/snapshots`). */
export interface QaSnapshot {
  name: string;
  savedAt: string;
  sizeBytes: number;
}

/** `POST /__qa/snapshots`. */
export interface QaSnapshotSaved {
  name: string;
  savedAt: string;
  ms: number;
}

/** `POST /__qa/snapshots/:name/restore`. */
export interface QaSnapshotRestored {
  restored: { name: string };
  clock: { now: string };
  ms: number;
}

export type QaFaultKind = 'latency' | 'code' | 'unauthorized' | 'drop';

/** One injected fault on `/api` calls (`GET /__qa/faults`, `POST /__qa/faults`). */
export interface QaFault {
  id: number;
  route: string;
  method?: string;
  kind: QaFaultKind;
  latencyMs?: number;
  code?: number;
  calls?: number;
  remaining?: number;
  seconds?: number;
  until?: string;
  hits: number;
}

/** The body of `POST /__qa/faults`. */
export interface QaFaultSpec {
  route: string;
  kind: QaFaultKind;
  method?: string;
  latencyMs?: number;
  code?: number;
  calls?: number;
  seconds?: number;
  rate?: number;
  seed?: number;
}

/** One logged `/api` call, newest first (`GET /__qa/requests`). */
export interface QaLoggedRequest {
  seq: number;
  at: number;
  method: string;
  path: string;
  route?: string;
  userId?: string;
  /** Sent by a tool holding the QA token (a sign-in-as session). */
  issuedByQa?: true;
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

interface QaMoneyRecord {
  id: string;
  orderNo: string;
  userId: string;
  currency: string;
  amount: string;
  status: number;
  createdAt: string;
}

/** `GET /__qa/finance/pending`: deposits and withdrawals waiting, oldest first. */
export interface QaFinancePending {
  recharges: (QaMoneyRecord & { proofUrl: string | null; txHash?: string | null })[];
  withdrawals: (QaMoneyRecord & { receiveAmount: string; address: string | null; accountNo: string | null })[];
}

/** `GET /__qa/finance/auto-approve` and its `POST`. */
export interface QaAutoApprove {
  enabled: boolean;
  delaySeconds: number;
}

/** One identity application (`GET /__qa/kyc?status=`), oldest first. */
export interface QaKycApplication {
  id: string;
  userId: string;
  level: number;
  realName: string;
  docType: string | number;
  docNumber: string;
  frontUrl: string | null;
  backUrl: string | null;
  portraitUrl: string | null;
  submittedAt: string;
}

/** One loan waiting for review (`GET /__qa/loan/pending`), oldest first. */
export interface QaLoanApplication {
  id: string;
  orderNo: string;
  userId: string;
  currency: string;
  amount: string;
  days: number;
  createdAt: string;
}

/** `GET /__qa/market/state`: each symbol's price and the steers in force or waiting. */
export interface QaMarketState {
  symbols: { symbol: string; price: string; steers: { kind: string; startTime: number; endTime: number; pending?: boolean }[] }[];
}

/** A price steer (`POST /__qa/market/steer`). */
export interface QaSteer {
  symbol: string;
  from: string;
  target: string;
}

/** `POST /__qa/market/replay`. */
export interface QaReplay extends QaSteer {
  rows: number;
  startTime: number;
  endTime: number;
}

/** `POST /__qa/market/good-day`: its phases, in order. */
export interface QaGoodDay {
  phases: { name: string; kind: string; percent: string; startTime: number; endTime: number }[];
}

/** A stream fault (`POST /__qa/market/stream/gap|stale`). */
export interface QaStreamFault {
  id: number;
  kind: string;
  until: number | null;
}

/** `GET /__qa/market/stream`: the open price streams and the stream faults in force. */
export interface QaStreamState {
  open: number;
  faults: QaStreamFault[];
}

/** One support conversation (`GET /__qa/content/chat/conversations`), waiting ones first. */
export interface QaChatConversation {
  userId: string;
  account: string;
  unanswered: number;
  lastMessage: { id: string; fromStaff: boolean; content: string; createdAt: string };
}

export interface QaChatMessage {
  id: string;
  fromStaff: boolean;
  automatic: boolean;
  content: string;
  createdAt: string;
}
