import type { PrismaClient } from '@sandbox/prisma';
import { SHORT_LINK_TYPE } from '@sandbox/shared';
import type { Clock } from '../../clock.ts';
import { notFound } from '../../errors.ts';

export type ShortLinkService = ReturnType<typeof createShortLinkService>;

/** The invite code carried by an in-app target such as "/login?inviteCode=AB12CD". */
function inviteCodeIn(target: string): string | null {
  if (!target.startsWith('/')) return null;
  const query = target.split('?')[1];
  return query ? new URLSearchParams(query).get('inviteCode') : null;
}

/**
 * Short links (set.shortLinkUse): an invitation link opens the login page with
 * the inviter's code filled in; other links open an in-app page. Each use is
 * counted with an atomic increment.
 */
export function createShortLinkService(db: PrismaClient, clock: Clock) {
  return {
    async use(code: string) {
      const link = await db.shortLink.findUnique({ where: { code }, include: { user: { select: { inviteCode: true } } } });
      if (!link || (link.expiresAt && link.expiresAt <= clock.now())) throw notFound('shortLink.notFound');
      const written = inviteCodeIn(link.target);
      // The code in the target must still belong to a user; failing that, the link owner's current code is used.
      let inviteCode: string | null = null;
      if (written) {
        const inviter = await db.user.findUnique({ where: { inviteCode: written.toUpperCase() }, select: { inviteCode: true } });
        inviteCode = inviter?.inviteCode ?? link.user?.inviteCode ?? null;
        if (!inviteCode) throw notFound('shortLink.notFound');
      }
      await db.shortLink.update({ where: { id: link.id }, data: { uses: { increment: 1 } } });
      const targetPath = inviteCode ? `/login?inviteCode=${encodeURIComponent(inviteCode)}` : link.target;
      return {
        code: link.code,
        type: inviteCode ? SHORT_LINK_TYPE.INVITE : SHORT_LINK_TYPE.PAGE,
        targetPath,
        inviteCode,
      };
    },
  };
}
