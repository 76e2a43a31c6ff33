import { z } from 'zod';
import { GENDER, KYC_STATUS, PASSWORD_TYPE, WITHDRAWAL_ACCOUNT_TYPE } from '../status.ts';
import {
  codeOf,
  currencyCode,
  dateString,
  dateTime,
  decimalString,
  emptyResult,
  idString,
  otpCode,
  password,
  phoneCode,
  phoneNumber,
  queryCodeOf,
} from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { nameText } from './text.ts';

const BASE = '/api/user';

const vipLevel = z.number().int().min(0).max(6).describe('VIP level 0..6');

/** Personal profile ("complete personal information"); fields stay null until filled in. */
export const userProfile = z.object({
  surname: z.string().max(64).nullable(),
  firstName: z.string().max(64).nullable(),
  gender: codeOf(GENDER, 'Gender').nullable(),
  birthday: dateString.nullable(),
  country: z.string().max(2).nullable().describe('ISO 3166-1 alpha-2 country code'),
  address: z.string().max(256).nullable(),
});

/** The logged-in user, as the client stores it in userInfo. */
export const userInfo = z.object({
  id: idString,
  account: z.string().describe('Login name: the email or phone number used to register, or the guest account name'),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  countryCode: z.string().nullable().describe('Dialling code of the phone, e.g. "1"'),
  nickname: z.string(),
  avatarUrl: z.string().nullable(),
  inviteCode: z.string().describe("This user's own invite code"),
  level: vipLevel,
  creditScore: z.number().int().min(0).max(1000),
  kycStatus: codeOf(KYC_STATUS, 'Basic identity verification'),
  kycAdvancedStatus: codeOf(KYC_STATUS, 'Advanced identity verification'),
  googleBound: z.boolean().describe('Google Authenticator bound'),
  withdrawalPasswordSet: z.boolean(),
  guest: z.boolean().describe('Created by guest login'),
  initialPasswordChanged: z.boolean().describe('False while a guest still has the initial password'),
  profile: userProfile,
  createdAt: dateTime,
});
export type UserInfo = z.infer<typeof userInfo>;

export const getMyUserInfo = defineEndpoint({
  id: 'user.getMyUserInfo',
  method: 'GET',
  path: `${BASE}/appUser/getMyUserInfo`,
  auth: 'login',
  summary: 'The logged-in user (the navigation guard fetches this)',
  result: userInfo,
});

const loginPasswordChange = z.object({
  type: z.literal(PASSWORD_TYPE.LOGIN),
  oldPassword: password,
  newPassword: password,
  confirmPassword: password,
});
const withdrawalPasswordChange = z.object({
  type: z.literal(PASSWORD_TYPE.WITHDRAWAL),
  oldPassword: password.optional().describe('Current withdrawal password; required when one is set'),
  loginPassword: password.optional().describe('Login password; required to set the first withdrawal password'),
  newPassword: password,
  confirmPassword: password,
});

export const changePassword = defineEndpoint({
  id: 'user.changePassword',
  method: 'POST',
  path: `${BASE}/appUser/changePassword`,
  auth: 'login',
  summary:
    'Change the login password (type 1: old, new, confirm) or set/change the withdrawal password (type 2: the first one needs the login password, later ones the old withdrawal password)',
  body: z
    .discriminatedUnion('type', [loginPasswordChange, withdrawalPasswordChange])
    .describe(`type: 1 = login password, 2 = withdrawal password`)
    .refine((b) => b.newPassword === b.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] }),
  result: emptyResult,
});

export const updateKyc = defineEndpoint({
  id: 'user.updateKYC',
  method: 'POST',
  path: `${BASE}/appUser/updateKYC`,
  auth: 'login',
  summary:
    'Complete personal information (profile); omitted fields stay unchanged. A new phone (also a sign-in identity) needs an SMS code of scene 3 (security) sent to that number',
  body: z
    .object({
      surname: nameText(z.string().min(1).max(64)).optional(),
      firstName: nameText(z.string().min(1).max(64)).optional(),
      gender: codeOf(GENDER, 'Gender').optional(),
      birthday: dateString.optional(),
      country: z.string().regex(/^[A-Z]{2}$/).optional().describe('ISO 3166-1 alpha-2 country code'),
      address: nameText(z.string().min(1).max(256)).optional(),
      nickname: nameText(z.string().min(1).max(32)).optional(),
      avatarUploadId: idString.optional(),
      phoneCode: phoneCode.optional().describe('Dialling code of the new phone, with `phone`'),
      phone: phoneNumber.optional().describe('New phone, with `phoneCode`; the same number as now needs no code'),
      smsCode: otpCode.optional().describe('SMS code of scene 3 (security) sent to phoneCode + phone; required when the number changes'),
    })
    .refine((b) => (b.phoneCode === undefined) === (b.phone === undefined), { message: 'Give the dialling code and the phone together', path: ['phone'] })
    .refine((b) => b.smsCode === undefined || b.phone !== undefined, { message: 'An SMS code needs the phone it was sent to', path: ['phone'] }),
  result: userInfo,
});

export const bindGoogleAuth = defineEndpoint({
  id: 'user.bindGoogleAuth',
  method: 'POST',
  path: `${BASE}/appUser/bindGoogleAuth`,
  auth: 'login',
  summary: 'Bind Google Authenticator: the secret from app.generateGoogleKey and a current code from the app',
  body: z.object({ secret: z.string().min(16).max(64).regex(/^[A-Z2-7]+=*$/).describe('Base32 secret'), googleCode: otpCode }),
  result: emptyResult,
});

export const activeReport = defineEndpoint({
  id: 'user.activeReport',
  method: 'GET',
  path: `${BASE}/appUser/activeReport`,
  auth: 'login',
  summary: 'Activity report ("important customer online"), sent at most once an hour; no payload',
  result: z.object({ reportedAt: dateTime }),
});

export const vipLevelInfo = z.object({
  level: vipLevel,
  name: z.string(),
  minTotalAssets: decimalString.describe('Total assets (USDT) from which the level applies'),
  weeklyRedEnvelope: decimalString.describe('USDT paid every Monday at this level'),
  upgradeBonus: decimalString.describe('USDT paid once on first reaching this level'),
  benefits: z.array(z.string()),
});

export const levelList = defineEndpoint({
  id: 'user.levelList',
  method: 'GET',
  path: `${BASE}/appLevels/list`,
  auth: 'login',
  summary: 'VIP levels with their thresholds and rewards, and where the user stands',
  result: z.object({
    currentLevel: vipLevel,
    totalAssets: decimalString.describe('Current total assets in USDT'),
    nextLevelAssets: decimalString.nullable().describe('Total assets needed for the next level; null at the top'),
    levels: z.array(vipLevelInfo),
  }),
});

const bankCardFields = {
  realName: nameText(z.string().min(1).max(64)),
  bankName: nameText(z.string().min(1).max(128)),
  accountNo: z.string().min(4).max(34).regex(/^[A-Za-z0-9 ]+$/).describe('Bank card or account number (IBAN allowed)'),
  bankBranch: nameText(z.string().max(128)).optional(),
  swiftCode: z.string().max(11).optional(),
};
const chainFields = {
  currency: currencyCode,
  network: z.string().min(1).max(32).describe('Chain network, e.g. "TRC20"'),
  address: z.string().min(10).max(128),
};

export const withdrawalAccount = z.discriminatedUnion('type', [
  z.object({
    id: idString,
    type: z.literal(WITHDRAWAL_ACCOUNT_TYPE.BANK_CARD),
    realName: z.string(),
    bankName: z.string(),
    accountNo: z.string(),
    bankBranch: z.string().nullable(),
    swiftCode: z.string().nullable(),
    createdAt: dateTime,
  }),
  z.object({
    id: idString,
    type: z.literal(WITHDRAWAL_ACCOUNT_TYPE.CHAIN_ADDRESS),
    currency: currencyCode,
    network: z.string(),
    address: z.string(),
    createdAt: dateTime,
  }),
]);

const accountInput = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal(WITHDRAWAL_ACCOUNT_TYPE.BANK_CARD), ...bankCardFields }),
    z.object({ type: z.literal(WITHDRAWAL_ACCOUNT_TYPE.CHAIN_ADDRESS), ...chainFields }),
  ])
  .describe('type: 1 = bank card, 2 = blockchain address');

export const withdrawalAccountList = defineEndpoint({
  id: 'user.withdrawalAccountList',
  method: 'GET',
  path: `${BASE}/appUserWithdrawalInfoSet/listMy`,
  auth: 'login',
  summary: "The user's bound withdrawal accounts (bank cards and chain addresses)",
  query: z.object({ type: queryCodeOf(WITHDRAWAL_ACCOUNT_TYPE, 'Account type').optional() }),
  result: z.array(withdrawalAccount),
});

export const withdrawalAccountAdd = defineEndpoint({
  id: 'user.withdrawalAccountAdd',
  method: 'POST',
  path: `${BASE}/appUserWithdrawalInfoSet/addAccount`,
  auth: 'login',
  summary: 'Bind a bank card (type 1) or a blockchain address (type 2)',
  body: accountInput,
  result: withdrawalAccount,
});

export const withdrawalAccountEdit = defineEndpoint({
  id: 'user.withdrawalAccountEdit',
  method: 'POST',
  path: `${BASE}/appUserWithdrawalInfoSet/editAccount`,
  auth: 'login',
  summary: 'Edit a bound withdrawal account; the type cannot change',
  body: z
    .discriminatedUnion('type', [
      z.object({ id: idString, type: z.literal(WITHDRAWAL_ACCOUNT_TYPE.BANK_CARD), ...bankCardFields }),
      z.object({ id: idString, type: z.literal(WITHDRAWAL_ACCOUNT_TYPE.CHAIN_ADDRESS), ...chainFields }),
    ])
    .describe('type: 1 = bank card, 2 = blockchain address'),
  result: withdrawalAccount,
});
