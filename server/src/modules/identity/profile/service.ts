import dayjs from 'dayjs';
import type { PrismaClient, Tx } from '@sandbox/prisma';
import type { Clock } from '../../../clock.ts';
import { badRequest, conflict, notFound } from '../../../errors.ts';
import { loadUserInfo } from '../account/user-info.ts';
import { DB_KYC_STATUS, genderToDb, type WireGender } from '../kyc/codes.ts';
import { assertOwnImages } from '../kyc/uploads.ts';
import { phoneTarget, type VerificationService } from '../sign-in/verification-service.ts';

type ProfileInput = {
  surname?: string | undefined;
  firstName?: string | undefined;
  gender?: WireGender | undefined;
  birthday?: string | undefined;
  country?: string | undefined;
  address?: string | undefined;
  nickname?: string | undefined;
  avatarUploadId?: string | undefined;
  phoneCode?: string | undefined;
  phone?: string | undefined;
  smsCode?: string | undefined;
};

/** Fields that must match the verified document once basic verification is authorized. */
const IDENTITY_FIELDS = ['surname', 'firstName', 'birthday'] as const;

export type ProfileService = ReturnType<typeof createProfileService>;

/**
 * "Complete personal information" (user.updateKYC): the caller's own profile; omitted fields stay unchanged.
 *
 * The phone is also a sign-in identity (app.phoneLogin), so a new number needs proof: an SMS
 * code of the security scene sent to that very number (codes are bound to their target), used
 * once. The same number as now needs no code. A number another user has is refused (409).
 */
export function createProfileService(db: PrismaClient, clock: Clock, verification: VerificationService) {
  function assertBirthday(value: string) {
    const day = dayjs(value, 'YYYY-MM-DD', true);
    // dayjs without the strict plugin rolls 2001-02-30 over; comparing the text back catches that.
    if (!day.isValid() || day.format('YYYY-MM-DD') !== value) throw badRequest('profile.birthdayInvalid');
    if (day.year() < 1900 || day.isAfter(dayjs(clock.now()))) throw badRequest('profile.birthdayInvalid');
  }

  return {
    async update(userId: string, input: ProfileInput) {
      if (input.birthday !== undefined) assertBirthday(input.birthday);
      const trim = (v: string | undefined) => (v === undefined ? undefined : v.trim());
      const data = {
        surname: trim(input.surname),
        firstName: trim(input.firstName),
        gender: input.gender === undefined ? undefined : genderToDb(input.gender),
        birthday: input.birthday,
        country: input.country,
        address: trim(input.address),
        nickname: trim(input.nickname),
        avatarUploadId: input.avatarUploadId,
      };
      for (const [key, value] of Object.entries(data)) {
        if (value === '') throw badRequest('request.invalidField', { field: key });
      }
      const phone = input.phone !== undefined && input.phoneCode !== undefined ? { phone: input.phone, phoneCode: input.phoneCode } : undefined;

      /** Every check that can refuse the request; run before a code is used up, and again inside the write. */
      const check = async (q: PrismaClient | Tx) => {
        const user = await q.user.findUnique({ where: { id: userId } });
        if (!user) throw notFound('request.notFound');
        if (input.country !== undefined && !(await q.country.findFirst({ where: { code: input.country, enabled: true } }))) {
          throw badRequest('profile.countryUnknown');
        }
        if (input.avatarUploadId !== undefined) await assertOwnImages(q, userId, [input.avatarUploadId], 'avatar');
        const verified = await q.kycApplication.findFirst({
          where: { userId, level: 1, status: DB_KYC_STATUS.AUTHORIZED },
          select: { id: true },
        });
        // A verified name or birthday is fixed once it is set; one still empty may be filled in once.
        if (verified && IDENTITY_FIELDS.some((f) => data[f] !== undefined && user[f] !== null && data[f] !== user[f])) {
          throw conflict('profile.lockedByKyc');
        }
        const phoneChanges = phone !== undefined && (phone.phone !== user.phone || phone.phoneCode !== user.phoneCode);
        if (phoneChanges) {
          if (!(await q.country.findFirst({ where: { phoneCode: phone.phoneCode, enabled: true }, select: { code: true } }))) {
            throw badRequest('profile.phoneCodeUnknown');
          }
          const holder = await q.user.findFirst({ where: { phone: phone.phone, phoneCode: phone.phoneCode, NOT: { id: userId } }, select: { id: true } });
          if (holder) throw conflict('profile.phoneTaken');
        }
        return phoneChanges;
      };

      if (await check(db)) {
        if (!input.smsCode || !phone) throw badRequest('profile.smsCodeRequired');
        // Wrong guesses must count even though the profile is not written, so this is outside the transaction.
        await verification.consume(phoneTarget(phone.phoneCode, phone.phone), 'security', input.smsCode);
      }
      await db.$transaction(async (tx) => {
        await check(tx);
        await tx.user.update({ where: { id: userId }, data: { ...data, ...(phone ?? {}) } });
      });
      const info = await loadUserInfo(db, userId);
      if (!info) throw notFound('request.notFound');
      return info;
    },
  };
}
