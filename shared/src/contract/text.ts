import { z } from 'zod';

/**
 * Text that people type into names, accounts and addresses. Two rules:
 * - well-formed UTF-16 (no lone surrogate: the database driver cannot store one);
 * - none of the invisible characters that only ever serve to corrupt or spoof
 *   a name: NUL and the other C0/C1 controls, DEL, the bidirectional overrides
 *   and isolates (U+202A-U+202E, U+2066-U+2069) and the direction marks
 *   (U+200E, U+200F: none of the nine languages is written right to left).
 */

/** The message key the server translates (server/src/i18n/messages/common.ts). */
export const BAD_CHARACTERS = 'request.badCharacters';

// A regular expression, not String.prototype.isWellFormed: that one is ES2024, beyond the
// workspace's lib and missing from older mobile browsers the client still supports.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const FORBIDDEN_IN_NAMES = /[\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** Whether a string is well-formed UTF-16 (every surrogate paired). */
export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

/** Whether a name, account or address holds only characters a person would type and see. */
export function isCleanName(value: string): boolean {
  return isWellFormedText(value) && !FORBIDDEN_IN_NAMES.test(value);
}

/** A string schema for names, accounts and addresses: the base rules (length, pattern) plus isCleanName. */
export function nameText<S extends z.ZodString>(base: S) {
  return base.refine(isCleanName, { message: BAD_CHARACTERS });
}
