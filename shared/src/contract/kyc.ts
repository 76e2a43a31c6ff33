import { z } from 'zod';
import { DOC_TYPE, KYC_LEVEL, KYC_STATUS } from '../status.ts';
import { codeOf, dateTime, idString, phoneCode, phoneNumber } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { nameText } from './text.ts';

/* Identity verification, basic and advanced (/api/auth; the server's identity module). */

const BASE = '/api/auth/appAuth';

export const kycRecord = z.object({
  id: idString,
  level: codeOf(KYC_LEVEL, 'Level'),
  status: codeOf(KYC_STATUS, 'Status'),
  realName: z.string().nullable(),
  docType: codeOf(DOC_TYPE, 'Document type').nullable(),
  docNumber: z.string().nullable().describe('Masked, e.g. "E12****89"'),
  frontUrl: z.string().nullable(),
  backUrl: z.string().nullable(),
  portraitUrl: z.string().nullable(),
  rejectReason: z.string().nullable(),
  submittedAt: dateTime,
  reviewedAt: dateTime.nullable(),
});

export const applyKyc = defineEndpoint({
  id: 'kyc.applyKYC',
  method: 'POST',
  path: `${BASE}/applyKYC`,
  auth: 'login',
  summary:
    'Basic verification: document and photos (ID card: front and back; passport: photo page and portrait page); allowed when none is pending or authorized',
  body: z
    .object({
      realName: nameText(z.string().min(1).max(64)),
      country: z.string().regex(/^[A-Z]{2}$/).optional().describe('Issuing country, ISO 3166-1 alpha-2'),
      docType: codeOf(DOC_TYPE, 'Document type'),
      docNumber: z.string().min(4).max(32).regex(/^[A-Za-z0-9-]+$/),
      frontUploadId: idString.describe('ID card front or passport photo page'),
      backUploadId: idString.optional().describe('ID card back (required for ID cards)'),
      portraitUploadId: idString.optional().describe('Passport portrait page (required for passports)'),
    })
    .refine((b) => b.docType !== DOC_TYPE.ID_CARD || b.backUploadId !== undefined, {
      message: 'The back of the ID card is required',
      path: ['backUploadId'],
    })
    .refine((b) => b.docType !== DOC_TYPE.PASSPORT || b.portraitUploadId !== undefined, {
      message: 'The portrait page of the passport is required',
      path: ['portraitUploadId'],
    }),
  result: kycRecord,
});

export const applyAdvanced = defineEndpoint({
  id: 'kyc.applyAdvanced',
  method: 'POST',
  path: `${BASE}/applyAdvanced`,
  auth: 'login',
  summary: 'Advanced verification: contact details and an emergency contact; needs authorized basic verification',
  body: z.object({
    contactPhoneCode: phoneCode,
    contactPhone: phoneNumber,
    currentAddress: nameText(z.string().min(4).max(256)),
    emergencyContact: z.object({
      surname: nameText(z.string().min(1).max(64)),
      name: nameText(z.string().min(1).max(64)),
      relationship: nameText(z.string().min(1).max(32)),
      phoneCode,
      phone: phoneNumber,
      address: nameText(z.string().min(4).max(256)),
    }),
  }),
  result: kycRecord,
});

export const isHaveAuth = defineEndpoint({
  id: 'kyc.isHaveAuth',
  method: 'GET',
  path: `${BASE}/isHaveAuth`,
  auth: 'login',
  summary: 'Whether the user has submitted verification, and the status of each level',
  result: z.object({
    submitted: z.boolean().describe('Basic verification pending or authorized'),
    basicStatus: codeOf(KYC_STATUS, 'Basic status'),
    advancedStatus: codeOf(KYC_STATUS, 'Advanced status'),
  }),
});

export const isHaveAuthDone = defineEndpoint({
  id: 'kyc.isHaveAuthDone',
  method: 'GET',
  path: `${BASE}/isHaveAuthDone`,
  auth: 'login',
  summary: 'Whether verification is authorized (unlocks all functions and higher loan limits)',
  result: z.object({
    done: z.boolean().describe('Basic verification authorized'),
    level: z.literal([0, 1, 2]).describe('Highest authorized level: 0 none, 1 basic, 2 advanced'),
  }),
});

export const kycList = defineEndpoint({
  id: 'kyc.listMy',
  method: 'GET',
  path: `${BASE}/listMy`,
  auth: 'login',
  summary: "The user's verification submissions, newest first (certification result page)",
  result: z.array(kycRecord),
});
