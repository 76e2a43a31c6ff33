import { z } from 'zod';
import { withdrawalAccountAdd } from '../contract/user.ts';
import { userName } from './values.ts';

// The fields of the app's bind form, with its own rules (a SWIFT code is not stored, so not taken).
const [bankCard, chainAddress] = withdrawalAccountAdd.body.options;

/** A bound bank card or chain address (docs/scenarios.md "Deposits and withdrawals"), bound at the clock by the wallet module. */
export const scenarioWithdrawalAccountSchema = z
  .discriminatedUnion('kind', [
    z
      .object({
        user: userName,
        kind: z.literal('bank').describe('A bank card: realName, bankName, accountNo and bankBranch (optional)'),
        ...bankCard.omit({ type: true, swiftCode: true }).shape,
      })
      .strict(),
    z
      .object({
        user: userName,
        kind: z.literal('address').describe("A chain address: currency, network and address (of the network's shape)"),
        ...chainAddress.omit({ type: true }).shape,
      })
      .strict(),
  ])
  .describe("A withdrawal account bound as the app's bind form binds it (the first of a user's is the default); a withdrawal names one");

export type ScenarioWithdrawalAccount = z.output<typeof scenarioWithdrawalAccountSchema>;
