import type { PrismaClient } from '@sandbox/prisma';

export type CountryService = ReturnType<typeof createCountryService>;

/** The countries a phone number may belong to (seeded reference data). */
export function createCountryService(db: PrismaClient) {
  return {
    /** The enabled countries with calling codes, in their seeded order (default first). */
    async enabled() {
      return db.country.findMany({
        where: { enabled: true },
        orderBy: { sort: 'asc' },
        select: { code: true, englishName: true, chineseName: true, phoneCode: true },
      });
    },
  };
}
