import dayjs from 'dayjs';
import type { PrismaClient } from '@sandbox/prisma';
import type { Clock } from '../../clock.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { DB_KYC_STATUS, genderToDb, type WireGender } from '../kyc/codes.ts';
import { assertOwnImages } from '../kyc/uploads.ts';
import { loadUserInfo } from './user-info.ts';

type ProfileInput = {
  surname?: string | undefined;
  firstName?: string | undefined;
  gender?: WireGender | undefined;
  birthday?: string | undefined;
  country?: string | undefined;
  address?: string | undefined;
  nickname?: string | undefined;
  avatarUploadId?: string | undefined;
};

/** Fields that must match the verified document once basic verification is authorized. */
const IDENTITY_FIELDS = ['surname', 'firstName', 'birthday'] as const;

export type ProfileService = ReturnType<typeof createProfileService>;

/** "Complete personal information" (user.updateKYC): the caller's own profile; omitted fields stay unchanged. */
export function createProfileService(db: PrismaClient, clock: Clock) {
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
      await db.$transaction(async (tx) => {
        const user = await tx.user.findUnique({ where: { id: userId } });
        if (!user) throw notFound('request.notFound');
        if (input.country !== undefined && !(await tx.country.findFirst({ where: { code: input.country, enabled: true } }))) {
          throw badRequest('profile.countryUnknown');
        }
        if (input.avatarUploadId !== undefined) await assertOwnImages(tx, userId, [input.avatarUploadId]);
        const verified = await tx.kycApplication.findFirst({
          where: { userId, level: 1, status: DB_KYC_STATUS.AUTHORIZED },
          select: { id: true },
        });
        if (verified && IDENTITY_FIELDS.some((f) => data[f] !== undefined && data[f] !== user[f])) {
          throw conflict('profile.lockedByKyc');
        }
        await tx.user.update({ where: { id: userId }, data });
      });
      const info = await loadUserInfo(db, userId);
      if (!info) throw notFound('request.notFound');
      return info;
    },
  };
}
