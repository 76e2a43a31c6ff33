/**
 * The request log of the sandbox console: every /api call with its caller, route, decrypted
 * body (secrets masked), result and duration, in a ring buffer of fixed size so memory
 * stays flat however long the server runs. Held in memory only (a restart empties it).
 */

export interface LoggedRequest {
  /** Increasing number of the call since the server started. */
  seq: number;
  /** Sandbox time the call came in (epoch ms). */
  at: number;
  method: string;
  /** The path called, without the query. */
  path: string;
  /** The route pattern that served it (`/api/.../:id`), or undefined when none matched. */
  route: string | undefined;
  userId: string | undefined;
  /** The caller's session was opened by QA sign-in-as (staff acting as the user). */
  issuedByQa?: true;
  query: unknown;
  /** The decrypted JSON body, every secret replaced by "***". */
  body: unknown;
  httpStatus: number;
  /** The envelope's code and message, when the answer was an envelope. */
  code: number | undefined;
  message: string | undefined;
  durationMs: number;
  /** The fault injected into this call, if any (its id). */
  fault?: number;
}

export const MASK = '***';

/**
 * Keys whose values are never kept: passwords of every kind, verification and authenticator
 * codes, secrets and tokens. `phoneCode`, `countryCode`, `inviteCode` and the other code
 * names that are not secrets (a dialling prefix, a referral code, a currency) stay visible.
 */
const SECRET_KEY = /password|passwd|pwd|secret|token|captcha|otp|^codes?$|(email|sms|mobile|google|auth|verify|verification|totp|sandbox)code$/i;

/** Longer texts are cut: the log's memory stays bounded by its count, not by what callers send. */
const MAX_TEXT = 2000;

/**
 * A deep copy with every secret value masked: plain objects and arrays walked (depth-capped),
 * long texts cut, anything else (a Buffer, a stream) named, never copied. Plain loops, not
 * entries and fromEntries: this runs on the query and the body of every /api call.
 */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}... (${value.length} characters)` : value;
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(Math.min(value.length, 200));
    for (let i = 0; i < out.length; i++) out[i] = maskSecrets(value[i], depth + 1);
    return out;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return `[${(value as object).constructor?.name ?? 'object'}]`;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const v = (value as Record<string, unknown>)[key];
    const masked = SECRET_KEY.test(key) && v !== null && v !== undefined && v !== '' ? MASK : maskSecrets(v, depth + 1);
    // A "__proto__" key is data here: defined, never assigned (an assignment would set the copy's prototype).
    if (key === '__proto__') Object.defineProperty(out, key, { value: masked, enumerable: true, writable: true, configurable: true });
    else out[key] = masked;
  }
  return out;
}

export interface RequestFilter {
  userId?: string | undefined;
  /** A part of the path or of the route pattern, in any case. */
  route?: string | undefined;
  code?: number | undefined;
  limit?: number | undefined;
}

/** A fixed-size ring: the newest `capacity` calls, older ones overwritten in place. */
export function createRequestLog(capacity = 2000) {
  const ring: Array<LoggedRequest | undefined> = new Array<LoggedRequest | undefined>(capacity);
  let next = 0;
  let seq = 0;
  return {
    capacity,
    nextSeq: () => ++seq,
    add(entry: LoggedRequest): void {
      ring[next] = entry;
      next = (next + 1) % capacity;
    },
    /** Newest first, filtered. */
    list(filter: RequestFilter = {}): LoggedRequest[] {
      const out: LoggedRequest[] = [];
      const limit = filter.limit ?? 100;
      const part = filter.route?.toLowerCase();
      for (let i = 1; i <= capacity && out.length < limit; i++) {
        const entry = ring[(next - i + capacity) % capacity];
        if (!entry) break;
        if (filter.userId && entry.userId !== filter.userId) continue;
        if (part && !entry.path.toLowerCase().includes(part) && !entry.route?.toLowerCase().includes(part)) continue;
        if (filter.code !== undefined && entry.code !== filter.code && entry.httpStatus !== filter.code) continue;
        out.push(entry);
      }
      return out;
    },
    size(): number {
      return ring.filter(Boolean).length;
    },
    clear(): void {
      ring.fill(undefined);
      next = 0;
    },
  };
}

export type RequestLog = ReturnType<typeof createRequestLog>;
