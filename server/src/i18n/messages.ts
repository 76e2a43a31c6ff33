import { authMessages } from './messages/auth.ts';
import { commonMessages } from './messages/common.ts';
import { communityMessages } from './messages/community.ts';
import { contentMessages } from './messages/content.ts';
import { financeMessages } from './messages/finance.ts';
import { identityMessages } from './messages/identity.ts';
import { ieoMessages } from './messages/ieo.ts';
import { ledgerMessages } from './messages/ledger.ts';
import { loanMessages } from './messages/loan.ts';
import { marketMessages } from './messages/market.ts';
import { prodMessages } from './messages/prod.ts';
import { qaMessages } from './messages/qa.ts';
import { settingsMessages } from './messages/settings.ts';
import { tradeMessages } from './messages/trade.ts';

/**
 * The server's message catalogue: every text a caller can read, in all nine
 * languages, one file per domain under messages/. A test checks that every key
 * has all nine languages, none empty, with the same placeholders.
 */
export const messages = {
  ...authMessages,
  ...commonMessages,
  ...communityMessages,
  ...contentMessages,
  ...financeMessages,
  ...identityMessages,
  ...ieoMessages,
  ...ledgerMessages,
  ...loanMessages,
  ...marketMessages,
  ...prodMessages,
  ...qaMessages,
  ...settingsMessages,
  ...tradeMessages,
};

export type MessageKey = keyof typeof messages;
