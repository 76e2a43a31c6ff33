import * as OTPAuth from 'otpauth';

/** RFC 6238 defaults that Google Authenticator uses: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes one step either side of now are accepted, for clock drift and typing time. */
export const TOTP_WINDOW = 1;
export const TOTP_ISSUER = 'Sandbox Exchange';

export interface TotpOptions {
  digits?: number;
  algorithm?: 'SHA1' | 'SHA256' | 'SHA512';
}

function totpFor(secret: OTPAuth.Secret, opts: TotpOptions = {}, label?: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: TOTP_ISSUER,
    ...(label !== undefined ? { label } : {}),
    secret,
    algorithm: opts.algorithm ?? 'SHA1',
    digits: opts.digits ?? TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** A new random 160-bit secret (RFC 4226 recommends at least 128 bits), base32 without padding: 32 characters. */
export function generateTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from a QR code. */
export function totpUri(secretBase32: string, accountName: string): string {
  return totpFor(OTPAuth.Secret.fromBase32(secretBase32), {}, accountName).toString();
}

/** The code at a moment (tests, and the QA API for driving scripted sign-ins). */
export function totpCodeAt(secret: OTPAuth.Secret | string, timestampMs: number, opts: TotpOptions = {}): string {
  const s = typeof secret === 'string' ? OTPAuth.Secret.fromBase32(secret) : secret;
  return totpFor(s, opts).generate({ timestamp: timestampMs });
}

/** The time step (RFC 6238 "T") a moment falls in. */
export function totpStepAt(timestampMs: number): number {
  return Math.floor(timestampMs / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * Checks a code against the secret at `timestampMs` (the injected clock's now),
 * one step either side. Returns the step the code belongs to, so the caller can
 * refuse it next time (single use), or null when it does not match.
 */
export function matchTotpStep(secretBase32: string, code: string, timestampMs: number, opts: TotpOptions = {}): number | null {
  let secret: OTPAuth.Secret;
  try {
    secret = OTPAuth.Secret.fromBase32(secretBase32);
  } catch {
    return null;
  }
  const delta = totpFor(secret, opts).validate({ token: code, timestamp: timestampMs, window: TOTP_WINDOW });
  return delta === null ? null : totpStepAt(timestampMs) + delta;
}
