import type { MessageKey } from './i18n/messages.ts';

/** Envelope codes of ARCHITECTURE.md section 3, and 503 for a database out of reach (docs/deploy.md). */
export type ErrorCode = 400 | 401 | 403 | 404 | 409 | 429 | 500 | 503;

/**
 * The one error type services throw. It carries a catalogue key, not text:
 * the envelope plugin translates it into the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export const badRequest = (key: MessageKey, params?: Record<string, string | number>) => new AppError(400, key, params);
export const unauthorized = (key: MessageKey = 'auth.loginRequired') => new AppError(401, key);
export const forbidden = (key: MessageKey, params?: Record<string, string | number>) => new AppError(403, key, params);
export const notFound = (key: MessageKey, params?: Record<string, string | number>) => new AppError(404, key, params);
export const conflict = (key: MessageKey, params?: Record<string, string | number>) => new AppError(409, key, params);
export const tooMany = (key: MessageKey, params?: Record<string, string | number>) => new AppError(429, key, params);
