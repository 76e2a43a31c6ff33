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
