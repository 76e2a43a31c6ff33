import { z } from 'zod';
import { COMPETITION_STATUS, REWARD_STATE, REWARD_TYPE, TRADE_ACCOUNT } from '../status.ts';
import { CANDLE_INTERVALS, LINK_MODE, type CandleInterval } from '../constants.ts';
import {
  codeOf,
  currencyCode,
  dateTime,
  decimalString,
  emptyResult,
  epochMillis,
  idString,
  pageOf,
  pageQuery,
  queryCodeOf,
  queryInt,
  signedDecimalString,
  symbolCode,
} from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { rechargeOrder, withdrawalOrder } from './finance.ts';
import { position } from './trade.ts';
import { tradeAmount } from './amount.ts';

/*
 * Calls SPEC.md section 7 lacks but the screens need (ARCHITECTURE.md section 3):
 * the public key for body encryption, K-line candles, logout, the demo reset,
 * boot settings, flash-exchange pairs and quote, one position (jiesuanInfo), one deposit or
 * withdrawal (chongzhitixianResult) and the competition
 * screens (bisai*).
 */

const BASE = '/api/ext';

export const publicKey = defineEndpoint({
  id: 'ext.publicKey',
  method: 'GET',
  path: `${BASE}/publicKey`,
  auth: 'public',
  extension: true,
  summary: 'RSA public key (PEM) that encrypts the per-request key of POST bodies',
  result: z.object({ publicKey: z.string().describe('PEM, "-----BEGIN PUBLIC KEY-----..."') }),
});

export { CANDLE_INTERVALS, type CandleInterval };

export const candle = z.object({
  time: epochMillis.describe('Open time, unix ms'),
  open: decimalString,
  high: decimalString,
  low: decimalString,
  close: decimalString,
  volume: decimalString,
});

export const candles = defineEndpoint({
  id: 'ext.candles',
  method: 'GET',
  path: `${BASE}/market/candles`,
  auth: 'public',
  extension: true,
  summary: 'K-line candles of a symbol, oldest first, ending at endTime (default now)',
  query: z.object({
    symbol: symbolCode,
    interval: z.enum(CANDLE_INTERVALS),
    limit: queryInt().min(1).max(1000).default(300),
    endTime: queryInt().nonnegative().optional().describe('Unix ms, inclusive'),
  }),
  result: z.array(candle),
});

/** One event of the live price stream (ext.marketStream). */
export const marketStreamEvent = z.object({
  seq: z.number().int().nonnegative().describe('Tick number; a jump means ticks were missed: refetch the tickers'),
  time: epochMillis.describe('Tick time (the sandbox clock), unix ms'),
  prices: z.record(z.string(), decimalString).describe('Last price per requested symbol, e.g. { "BTCUSDT": "95000.12" }'),
  snapshot: z.boolean().describe('True for the first event after connecting'),
});

export const marketStream = defineEndpoint({
  id: 'ext.marketStream',
  method: 'GET',
  path: `${BASE}/market/stream`,
  auth: 'public',
  extension: true,
  streaming: true,
  summary:
    'STREAMING: server-sent events (text/event-stream), not an envelope. A snapshot, then one "tick" event per second (id = seq) with the prices of the requested symbols; `result` describes one event\'s data. Unknown symbol: an envelope with code 404. Fall back to polling trade.symbolPrice.',
  query: z.object({ symbols: z.string().max(500).optional().describe('Comma-separated symbols, e.g. "BTCUSDT,ETHUSDT"; default all') }),
  result: marketStreamEvent,
});

export const logout = defineEndpoint({
  id: 'ext.logout',
  method: 'POST',
  path: `${BASE}/logout`,
  auth: 'login',
  extension: true,
  summary: 'Revoke the token in use',
  result: emptyResult,
});

export const demoReset = defineEndpoint({
  id: 'ext.demoReset',
  method: 'POST',
  path: `${BASE}/demo/reset`,
  auth: 'login',
  extension: true,
  summary: 'Close every demo position and second contract and reset the virtual balance to its initial amount',
  result: z.object({ accountType: z.literal(TRADE_ACCOUNT.DEMO), currency: z.literal('USDT'), balance: decimalString }),
});

export const positionDetail = defineEndpoint({
  id: 'ext.positionDetail',
  method: 'GET',
  path: `${BASE}/positions/{id}`,
  auth: 'login',
  extension: true,
  summary: "One of the user's positions, open or closed (the settlement information page); another user's id answers 404",
  params: z.object({ id: idString }),
  result: position,
});

export const rechargeDetail = defineEndpoint({
  id: 'ext.rechargeDetail',
  method: 'GET',
  path: `${BASE}/recharges/{id}`,
  auth: 'login',
  extension: true,
  summary: "One of the user's deposit orders (the result page); another user's id answers 404",
  params: z.object({ id: idString }),
  result: rechargeOrder,
});

export const withdrawalDetail = defineEndpoint({
  id: 'ext.withdrawalDetail',
  method: 'GET',
  path: `${BASE}/withdrawals/{id}`,
  auth: 'login',
  extension: true,
  summary: "One of the user's withdrawals (the result page); another user's id answers 404",
  params: z.object({ id: idString }),
  result: withdrawalOrder,
});

export const flashPairs = defineEndpoint({
  id: 'ext.flashPairs',
  method: 'GET',
  path: `${BASE}/flashExchange/pairs`,
  auth: 'public',
  extension: true,
  summary: 'The currency pairs flash exchange offers, with their limits and fee (the pickers of shandui)',
  result: z.array(
    z.object({
      fromCurrency: currencyCode,
      toCurrency: currencyCode,
      minAmount: decimalString.describe('In fromCurrency'),
      maxAmount: decimalString.describe('In fromCurrency'),
      feeRate: decimalString.describe('Percent of the amount received'),
    }),
  ),
});

export const publicSettings = defineEndpoint({
  id: 'ext.publicSettings',
  method: 'GET',
  path: `${BASE}/appSysSet/public`,
  auth: 'public',
  extension: true,
  summary: 'Public settings the client boots with (brand, environment badge, desktop redirect, links)',
  result: z.object({
    brandTitle: z.string(),
    environmentBadge: z.string().describe('Default "SANDBOX"'),
    isPcLimite: z.boolean().describe('Redirect wide desktop screens to /pc.html'),
    customerServiceUrl: z.string().nullable(),
    customerServiceLinkMode: codeOf(LINK_MODE, 'Link mode'),
    whitePaperUrl: z.string().nullable(),
    aboutUsUrl: z.string().nullable(),
    minRechargeAmount: decimalString,
    minWithdrawalAmount: decimalString,
    demoInitialBalance: decimalString,
    demoAccounts: z
      .array(z.object({ account: z.string(), password: z.string() }))
      .describe('Demo accounts of the loaded scenario with their published demo passwords (one-tap sign-in in the sandbox); empty without them'),
  }),
});

export const flashQuote = defineEndpoint({
  id: 'ext.flashQuote',
  method: 'GET',
  path: `${BASE}/flashExchange/quote`,
  auth: 'public',
  extension: true,
  summary: 'What a flash exchange would give now (rate, spread, fee, receive amount); pass receiveAmount as minReceiveAmount',
  query: z.object({ fromCurrency: currencyCode, toCurrency: currencyCode, amount: tradeAmount }),
  result: z.object({
    fromCurrency: currencyCode,
    toCurrency: currencyCode,
    amount: decimalString,
    midRate: decimalString,
    rate: decimalString.describe('After spread'),
    spread: decimalString.describe('Percent'),
    fee: decimalString.describe('In toCurrency'),
    receiveAmount: decimalString,
    minAmount: decimalString,
    expiresAt: epochMillis,
  }),
});

export const competition = z.object({
  id: idString,
  name: z.string(),
  description: z.string(),
  currency: currencyCode,
  entryAmount: decimalString.describe('Frozen from the spot balance while taking part'),
  prizePool: decimalString.describe('Competition fund'),
  participantCount: z.number().int().nonnegative(),
  startTime: dateTime,
  endTime: dateTime,
  status: codeOf(
    {
      IN_PROGRESS: COMPETITION_STATUS.IN_PROGRESS,
      TO_BE_STARTED: COMPETITION_STATUS.TO_BE_STARTED,
      ENDED: COMPETITION_STATUS.ENDED,
    },
    'Competition status',
  ),
  rewards: z.array(z.object({ rankFrom: z.number().int().positive(), rankTo: z.number().int().positive(), reward: decimalString })),
  joined: z.boolean().describe('The caller takes part (false when anonymous)'),
});

export const competitionRank = z.object({
  rank: z.number().int().positive(),
  account: z.string().describe('Masked'),
  yield: signedDecimalString.describe('Percent'),
  reward: decimalString.nullable(),
});

export const competitionEntry = z.object({
  id: idString,
  competitionId: idString,
  competitionName: z.string(),
  currency: currencyCode.describe('The competition currency: of the frozen amount and the reward'),
  frozenAmount: decimalString,
  rank: z.number().int().positive().nullable(),
  yield: signedDecimalString.describe('Percent'),
  reward: decimalString.nullable(),
  status: codeOf(COMPETITION_STATUS, 'Entry status'),
  joinTime: dateTime,
  exitTime: dateTime.nullable(),
});

export const competitionList = defineEndpoint({
  id: 'ext.competitionList',
  method: 'GET',
  path: `${BASE}/competition/list`,
  auth: 'public',
  extension: true,
  summary: 'Prize competitions',
  query: pageQuery.extend({ status: queryCodeOf(COMPETITION_STATUS, 'Competition status').optional() }),
  result: pageOf(competition),
});

export const competitionDetail = defineEndpoint({
  id: 'ext.competitionDetail',
  method: 'GET',
  path: `${BASE}/competition/detail`,
  auth: 'public',
  extension: true,
  summary: 'One competition with its ranking (top 100) and the caller entry',
  query: z.object({ id: idString }),
  result: z.object({ competition, ranking: z.array(competitionRank), myEntry: competitionEntry.nullable() }),
});

export const competitionJoin = defineEndpoint({
  id: 'ext.competitionJoin',
  method: 'POST',
  path: `${BASE}/competition/join`,
  auth: 'login',
  extension: true,
  summary: 'Join a competition that has not ended (once; not again after leaving it); the entry amount leaves spot and shows as competition-frozen assets',
  body: z.object({ id: idString.describe('The competition') }),
  result: competitionEntry,
});

export const competitionExit = defineEndpoint({
  id: 'ext.competitionExit',
  method: 'POST',
  path: `${BASE}/competition/exit`,
  auth: 'login',
  extension: true,
  summary: 'Leave a competition early (status -3 exited, no reward); the entry amount is released',
  body: z.object({ id: idString.describe('The competition (not the entry)') }),
  result: competitionEntry,
});

export const competitionMyList = defineEndpoint({
  id: 'ext.competitionMyList',
  method: 'GET',
  path: `${BASE}/competition/listMy`,
  auth: 'login',
  extension: true,
  summary: "The user's competition entries",
  query: pageQuery,
  result: pageOf(competitionEntry),
});

/** One reward of the welfare centre (fuliCenter). */
export const welfareReward = z.object({
  id: idString,
  type: codeOf(REWARD_TYPE, 'Reward type'),
  level: z.number().int().min(0).max(6).describe('VIP level it was paid for (referral: the level of the invitee relation, 1 = direct)'),
  period: z.string().describe('What it is for: the Monday (YYYY-MM-DD, region time) of a red envelope, "level-3" of a bonus, the invitee of a referral reward'),
  currency: currencyCode,
  amount: decimalString,
  state: codeOf(REWARD_STATE, 'Reward state'),
  createdAt: dateTime,
  claimedAt: dateTime.nullable(),
  expiresAt: dateTime.nullable().describe('Claimable until then; null: never expires'),
});

export const welfareList = defineEndpoint({
  id: 'ext.welfareList',
  method: 'GET',
  path: `${BASE}/welfare/list`,
  auth: 'login',
  extension: true,
  summary: "The caller's rewards (red envelopes, upgrade bonuses, referral rewards), newest first, with what is claimable now",
  query: pageQuery.extend({
    state: queryCodeOf(REWARD_STATE, 'Reward state').optional(),
    type: queryCodeOf(REWARD_TYPE, 'Reward type').optional(),
  }),
  result: z.object({
    claimableCount: z.number().int().nonnegative(),
    claimableAmount: decimalString.describe('USDT'),
    receivedAmount: decimalString.describe('USDT received so far'),
    rewards: pageOf(welfareReward),
  }),
});

export const welfareClaim = defineEndpoint({
  id: 'ext.welfareClaim',
  method: 'POST',
  path: `${BASE}/welfare/claim`,
  auth: 'login',
  extension: true,
  summary: 'Claim one claimable reward: its amount is credited to spot once; claimed, expired or another user\'s reward is refused',
  body: z.object({ id: idString }),
  result: welfareReward,
});

export const country = z.object({
  code: z.string().regex(/^[A-Z]{2}$/).describe('ISO 3166-1 alpha-2'),
  englishName: z.string(),
  chineseName: z.string(),
  phoneCode: z.string().describe('International calling code without "+", e.g. "1"'),
});

export const countryList = defineEndpoint({
  id: 'ext.countryList',
  method: 'GET',
  path: `${BASE}/countries`,
  auth: 'public',
  extension: true,
  summary: 'Every country with its calling code (profile country, phone country code), default first',
  result: z.array(country),
});
