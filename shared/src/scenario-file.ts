import { z } from 'zod';
import { email, password } from './contract/common.ts';
import { scenarioChatSchema } from './scenario-file/chat.ts';
import { scenarioCompetitionEntrySchema } from './scenario-file/competition-entries.ts';
import { scenarioDepositSchema } from './scenario-file/deposits.ts';
import { scenarioEarnOrderSchema } from './scenario-file/earn.ts';
import { scenarioFlashExchangeSchema } from './scenario-file/flash-exchanges.ts';
import { scenarioIeoProjectSchema } from './scenario-file/ieo-projects.ts';
import { scenarioIeoSubscriptionSchema } from './scenario-file/ieo-subscriptions.ts';
import { scenarioIdentityReviewSchema } from './scenario-file/identity.ts';
import { scenarioLoanSchema } from './scenario-file/loans.ts';
import { scenarioMarketSchema } from './scenario-file/market.ts';
import { scenarioNoticeSchema } from './scenario-file/notices.ts';
import { scenarioSecondOrderSchema } from './scenario-file/second-orders.ts';
import { scenarioTransferSchema } from './scenario-file/transfers.ts';
import { scenarioWithdrawalAccountSchema } from './scenario-file/withdrawal-accounts.ts';
import { scenarioWithdrawalSchema } from './scenario-file/withdrawals.ts';
import { amount, clockSetting, currencyCode, positiveAmount, userName } from './scenario-file/values.ts';

export { clockOf, instantOf, type ClockSetting } from './scenario-file/values.ts';

export { scenarioChatSchema, type ScenarioChat } from './scenario-file/chat.ts';
export { scenarioCompetitionEntrySchema, type ScenarioCompetitionEntry } from './scenario-file/competition-entries.ts';
export { scenarioDepositSchema, type ScenarioDeposit } from './scenario-file/deposits.ts';
export { scenarioEarnOrderSchema, type ScenarioEarnOrder } from './scenario-file/earn.ts';
export { scenarioFlashExchangeSchema, type ScenarioFlashExchange } from './scenario-file/flash-exchanges.ts';
export { IEO_CALENDAR, scenarioIeoProjectSchema, type ScenarioIeoProject } from './scenario-file/ieo-projects.ts';
export { scenarioIeoSubscriptionSchema, type ScenarioIeoSubscription } from './scenario-file/ieo-subscriptions.ts';
export { scenarioIdentityReviewSchema, type ScenarioIdentityReview } from './scenario-file/identity.ts';
export { scenarioLoanSchema, type ScenarioLoan } from './scenario-file/loans.ts';
export { scenarioMarketSchema, type ScenarioMarket } from './scenario-file/market.ts';
export { scenarioNoticeSchema, type ScenarioNotice } from './scenario-file/notices.ts';
export { scenarioSecondOrderSchema, type ScenarioSecondOrder } from './scenario-file/second-orders.ts';
export { scenarioTransferSchema, type ScenarioTransfer } from './scenario-file/transfers.ts';
export { scenarioWithdrawalAccountSchema, type ScenarioWithdrawalAccount } from './scenario-file/withdrawal-accounts.ts';
export { scenarioWithdrawalSchema, type ScenarioWithdrawal } from './scenario-file/withdrawals.ts';

/*
 * The scenario file (docs/scenarios.md): the sandbox state QA writes by names, in YAML or JSON.
 * This is its shape; the loader (scripts/src/scenarios/file) checks what the shape cannot say
 * (references by name, the market's symbols, what a margin can pay) and loads it. The JSON
 * Schema editors complete the file with is made from this (docs/scenario.schema.json,
 * GET /__qa/scenario.schema.json). Whatever a file leaves out takes the default described here.
 */

/** Whether a scenario argument (SEED_SCENARIO, `npm run seed -- ...`) names a file, by its extension, rather than a named scenario. */
export const isScenarioFile = (argument: string): boolean => /\.(ya?ml|json)$/i.test(argument);

/** The password every user of a file signs in with unless the file gives one. */
export const SCENARIO_DEFAULT_PASSWORD = 'Passw0rd!';

const currencyBalances = z
  .record(currencyCode, amount)
  .describe('Amounts by currency code, e.g. { USDT: "1200", BTC: "0.5" }');

/** A password hash as the app stores it (`scrypt$N$r$p$salt$hash`): what an export writes, since it cannot know the password. */
const storedHash = z.string().regex(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/, 'Expected a stored hash "scrypt$N$r$p$salt$hash"');

/** A price: a decimal above 0. */
const price = z
  .union([z.string().regex(/^\d+(\.\d{1,18})?$/, 'Expected a price such as "64250.5"'), z.number().positive().finite()])
  .transform(String)
  .refine((text) => Number(text) > 0, 'Expected a price above 0');

export const scenarioUserSchema = z
  .object({
    account: z
      .string()
      .regex(/^[A-Za-z0-9_]{3,32}$/, 'Expected 3 to 32 letters, digits or _')
      .describe('The account name the user signs in with; other entries name the user by it'),
    password: password
      .regex(/[A-Za-z]/, 'Expected a letter in the password')
      .regex(/\d/, 'Expected a digit in the password')
      .optional()
      .describe(`The password the user signs in with; default "${SCENARIO_DEFAULT_PASSWORD}" (unless passwordHash is given)`),
    passwordHash: storedHash.optional().describe('The stored hash of the password, as an export writes it so the users keep their passwords; instead of password'),
    email: email.optional(),
    phone: z
      .object({ code: z.string().regex(/^\d{1,4}$/, 'Expected a dialling code without +'), number: z.string().regex(/^\d{4,15}$/, 'Expected 4 to 15 digits') })
      .strict()
      .optional()
      .describe('{ code: "1", number: "5550100" }'),
    country: z.string().regex(/^[A-Z]{2}$/, 'Expected a two-letter country code').default('US').describe('ISO 3166 code, default US'),
    identity: z.enum(['none', 'basic', 'advanced']).default('none').describe('Identity verification passed: none (default), basic or advanced'),
    vip: z.number().int().min(0).max(10).default(0).describe('VIP level, default 0'),
    googleSecret: z
      .string()
      .regex(/^[A-Z2-7]{16,64}$/, 'Expected a base32 secret of 16 to 64 characters')
      .optional()
      .describe('Google Authenticator secret: bound, and sign-in asks for its code'),
    invitedBy: z.string().optional().describe('The account of the user in this file who invited this one'),
    frozen: z.boolean().default(false).describe('A frozen account cannot move money'),
    withdrawalPassword: password.optional().describe('Set: withdrawals ask for it'),
    withdrawalPasswordHash: storedHash.optional().describe('The stored hash of the withdrawal password, as an export writes it; instead of withdrawalPassword'),
    balances: z
      .object({ spot: currencyBalances.optional(), contract: currencyBalances.optional() })
      .strict()
      .default({})
      .describe('Opening balances by account: spot and contract (each a ledger grant, so reconcile is clean)'),
  })
  .strict();

export const scenarioPositionSchema = z
  .object({
    user: userName,
    symbol: z.string().regex(/^[A-Z0-9]{2,12}USDT$/, 'Expected a symbol such as BTCUSDT').describe('A symbol of the market, e.g. BTCUSDT'),
    side: z.enum(['long', 'short']),
    leverage: z.number().int().min(1).max(200),
    marginMode: z.enum(['isolated', 'cross']).default('isolated').describe('Default isolated'),
    margin: positiveAmount.optional().describe('USDT put up from the contract account (or give quantity instead)'),
    quantity: positiveAmount.optional().describe('The size in the base currency (or give margin instead): an export writes it'),
    entryPrice: price.optional().describe('The price the position opened at; default: the market price when the file loads'),
    takeProfit: price.optional(),
    stopLoss: price.optional(),
  })
  .strict()
  .refine((p) => (p.margin === undefined) !== (p.quantity === undefined), { message: 'Give either margin or quantity', path: ['margin'] })
  .describe('A perpetual position, opened when the file loads through the trading engine (margin and opening fee through the ledger, the liquidation price the engine\'s)');

export const scenarioFileSchema = z
  .object({
    $schema: z.string().optional().describe('The JSON Schema an editor checks this file with'),
    description: z.string().max(500).optional(),
    base: z
      .enum(['demo'])
      .optional()
      .describe("The named scenario the file loads on top of: its rows first, at the file's clock, then the file's; the file's entries may name its users (the demo's alice, bob, carol and dave) as well as the file's own, and what they trade in is the base's (catalogue is not read). Default: none, the file loads alone"),
    catalogue: z
      .enum(['demo', 'none'])
      .default('demo')
      .describe("What the file's users trade in: demo (default) is the demo scenario's products, loan terms, second-contract periods, flash-exchange pairs, IEO projects, competitions, deposit addresses and published pages; none is the reference data only"),
    clock: clockSetting
      .optional()
      .describe('The sandbox clock the file loads at: a date (UTC unless it says otherwise), an offset from the clock ("+2h"), or { next: sunday, time: "23:50" } (region time); default: the clock as it is'),
    users: z.array(scenarioUserSchema).default([]),
    positions: z.array(scenarioPositionSchema).default([]),
    earnOrders: z.array(scenarioEarnOrderSchema).default([]),
    loans: z.array(scenarioLoanSchema).default([]),
    identityReviews: z.array(scenarioIdentityReviewSchema).default([]),
    transfers: z.array(scenarioTransferSchema).default([]),
    deposits: z.array(scenarioDepositSchema).default([]),
    withdrawalAccounts: z.array(scenarioWithdrawalAccountSchema).default([]),
    withdrawals: z.array(scenarioWithdrawalSchema).default([]),
    flashExchanges: z.array(scenarioFlashExchangeSchema).default([]),
    market: scenarioMarketSchema.optional(),
    notices: z.array(scenarioNoticeSchema).default([]),
    chat: z.array(scenarioChatSchema).default([]),
    secondOrders: z.array(scenarioSecondOrderSchema).default([]),
    competitionEntries: z.array(scenarioCompetitionEntrySchema).default([]),
    ieoProjects: z.array(scenarioIeoProjectSchema).default([]),
    ieoSubscriptions: z.array(scenarioIeoSubscriptionSchema).default([]),
  })
  .strict()
  .describe('A sandbox scenario: users by name, their balances, open positions, earn orders and loans (docs/scenarios.md)');

/** A scenario file as written (defaults not yet applied). */
export type ScenarioFileInput = z.input<typeof scenarioFileSchema>;
/** A scenario file with its defaults applied. */
export type ScenarioFile = z.output<typeof scenarioFileSchema>;
export type ScenarioUser = z.output<typeof scenarioUserSchema>;
export type ScenarioPosition = z.output<typeof scenarioPositionSchema>;

/** `users[2].identity`: where a problem is, as the file's author reads it. */
export function placeOf(path: readonly PropertyKey[]): string {
  return path.reduce<string>((place, key) => (typeof key === 'number' ? `${place}[${key}]` : place ? `${place}.${String(key)}` : String(key)), '');
}

/** Every problem of the file's shape, each `place: what is wrong`, in the file's order. */
export function shapeProblems(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const place = placeOf(issue.path) || '(the file)';
    if (issue.code === 'invalid_value' && 'values' in issue) return `${place}: expected one of ${(issue.values as unknown[]).join(', ')}`;
    if (issue.code === 'unrecognized_keys') return `${place}: unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`;
    if (issue.code === 'too_small' && issue.origin === 'number') return `${place}: expected ${issue.inclusive === false ? 'more than' : 'at least'} ${String(issue.minimum)}`;
    if (issue.code === 'too_big' && issue.origin === 'number') return `${place}: expected at most ${String(issue.maximum)}`;
    return `${place}: ${issue.message}`;
  });
}

/** The JSON Schema of the file (draft 2020-12), for editors: what a file may hold, before defaults. */
export function scenarioJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(scenarioFileSchema, { io: 'input', unrepresentable: 'any' }),
    title: 'Trading sandbox scenario',
  };
}
