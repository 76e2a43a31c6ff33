import type { PrismaClient } from '@sandbox/prisma';
import type { Handlers } from '../../routes/register-contract.ts';

/** ext.countryList: the enabled countries with calling codes, in their seeded order (default first). */
export function countryHandlers(db: PrismaClient): Handlers {
  return {
    'ext.countryList': async () =>
      db.country.findMany({
        where: { enabled: true },
        orderBy: { sort: 'asc' },
        select: { code: true, englishName: true, chineseName: true, phoneCode: true },
      }),
  };
}
