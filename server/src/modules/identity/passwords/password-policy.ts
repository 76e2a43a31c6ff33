import { randomInt } from 'node:crypto';
import { badRequest } from '../../../errors.ts';

/** 6 to 32 characters (the contract checks length) with at least one letter and one digit. */
export function assertStrongPassword(password: string): void {
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) throw badRequest('auth.passwordWeak');
}

// Letters and digits without look-alikes, so a guest can copy the initial password by hand.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** A random initial password for guest login: 10 characters, always letters and digits. */
export function generateInitialPassword(): string {
  for (;;) {
    const candidate = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if (/[A-Za-z]/.test(candidate) && /\d/.test(candidate)) return candidate;
  }
}

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Invite codes: 8 upper-case characters without look-alikes. */
export function generateInviteCode(): string {
  return Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');
}
