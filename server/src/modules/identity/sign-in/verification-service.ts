import { createHash, randomInt } from 'node:crypto';
import type { PrismaClient } from '@sandbox/prisma';
import type { Clock } from '../../../clock.ts';
import { badRequest, tooMany } from '../../../errors.ts';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const RESEND_INTERVAL_MS = 60 * 1000;
export const MAX_CODES_PER_HOUR = 10;
export const MAX_WRONG_TRIES = 5;

export type Channel = 'email' | 'sms';
/** Codes are bound to the scene they were sent for (CAPTCHA_SCENE of the contract). */
export type CodePurpose = 'register' | 'login' | 'security';

/** Phone targets are stored as "+<phoneCode><phone>", e-mails lower-cased. */
export function phoneTarget(phoneCode: string, phone: string): string {
  return `+${phoneCode}${phone}`;
}
export function emailTarget(email: string): string {
  return email.trim().toLowerCase();
}

// The code is bound to its target and purpose, so a code sent for one number proves nothing for another.
function hashCode(target: string, purpose: string, code: string): string {
  return createHash('sha256').update(`${target}\n${purpose}\n${code}`).digest('hex');
}

export type VerificationService = ReturnType<typeof createVerificationService>;

/**
 * Verification codes for sign-up and sign-in. Nothing is sent to a real SMS or
 * mail service: each message lands in the development inbox, which the QA API reads.
 */
export function createVerificationService(db: PrismaClient, clock: Clock) {
  return {
    async send(channel: Channel, target: string, purpose: CodePurpose) {
      const now = clock.now();
      const recent = await db.verificationCode.findMany({
        where: { target, createdAt: { gt: new Date(now.getTime() - 3600_000) } },
        orderBy: { createdAt: 'desc' },
        select: { createdAt: true, purpose: true },
      });
      const last = recent.find((r) => r.purpose === purpose);
      if (last) {
        const wait = Math.ceil((last.createdAt.getTime() + RESEND_INTERVAL_MS - now.getTime()) / 1000);
        if (wait > 0) throw tooMany('code.tooSoon', { seconds: wait });
      }
      if (recent.length >= MAX_CODES_PER_HOUR) throw tooMany('code.hourlyLimit');

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
      await db.$transaction([
        db.verificationCode.create({ data: { target, purpose, codeHash: hashCode(target, purpose, code), expiresAt, createdAt: now } }),
        db.devMessage.create({
          data: {
            channel,
            target,
            purpose,
            code,
            text: `Your verification code is ${code}. It expires in ${CODE_TTL_MS / 60_000} minutes.`,
            createdAt: now,
          },
        }),
      ]);
      return { expiresInSeconds: CODE_TTL_MS / 1000, resendInSeconds: RESEND_INTERVAL_MS / 1000 };
    },

    /**
     * Checks and uses up the newest code for the target and purpose. Wrong
     * guesses count against it, and it dies after MAX_WRONG_TRIES.
     */
    async consume(target: string, purpose: CodePurpose, code: string): Promise<void> {
      const now = clock.now();
      const latest = await db.verificationCode.findFirst({
        where: { target, purpose },
        orderBy: { createdAt: 'desc' },
      });
      if (!latest || latest.usedAt || latest.expiresAt <= now) throw badRequest('code.expired');
      if (latest.attempts >= MAX_WRONG_TRIES) throw badRequest('code.tooManyTries');
      if (latest.codeHash !== hashCode(target, purpose, code)) {
        await db.verificationCode.update({ where: { id: latest.id }, data: { attempts: { increment: 1 } } });
        throw badRequest(latest.attempts + 1 >= MAX_WRONG_TRIES ? 'code.tooManyTries' : 'code.invalid');
      }
      // Single use even under a race: only one request can flip usedAt from null.
      const used = await db.verificationCode.updateMany({ where: { id: latest.id, usedAt: null }, data: { usedAt: now } });
      if (used.count !== 1) throw badRequest('code.expired');
    },

    /** The development inbox, newest first (QA API). */
    async inbox(target: string | undefined, limit: number) {
      const rows = await db.devMessage.findMany({
        where: target ? { target: target.includes('@') ? emailTarget(target) : target } : {},
        orderBy: { createdAt: 'desc' },
        take: limit,
      });
      return rows.map((m) => ({
        channel: m.channel,
        target: m.target,
        purpose: m.purpose,
        code: m.code,
        text: m.text,
        sentAt: m.createdAt.toISOString(),
      }));
    },
  };
}
