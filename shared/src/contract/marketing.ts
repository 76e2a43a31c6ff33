import { z } from 'zod';
import { dateTime, decimalString, idString, pageOf, pageQuery } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/* Team and referral (/api/marketing). */

export const teamMember = z.object({
  id: idString,
  account: z.string().describe('Masked, e.g. "ab***@mail.com"'),
  level: z.number().int().min(0).max(6),
  depth: z.number().int().min(1).describe('1 = invited directly'),
  recharged: z.boolean(),
  joinedAt: dateTime,
});

export const myTeam = defineEndpoint({
  id: 'marketing.myTeam',
  method: 'GET',
  path: '/api/marketing/myTeam',
  auth: 'login',
  summary: "The user's invite code and link, team figures and a page of members",
  query: pageQuery,
  result: z.object({
    inviteCode: z.string(),
    inviteLink: z.string().describe('Absolute URL to share; the client renders it as a QR code'),
    teamSize: z.number().int().nonnegative(),
    directCount: z.number().int().nonnegative().describe('Lower-level (directly invited) members'),
    newToday: z.number().int().nonnegative(),
    rechargedCount: z.number().int().nonnegative(),
    teamIncome: decimalString.describe('Referral income in USDT'),
    members: pageOf(teamMember),
  }),
});
