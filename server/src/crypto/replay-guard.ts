import { createHash } from 'node:crypto';
import type { Clock } from '../clock.ts';

/** How long a head is remembered, on the sandbox clock (docs/wire-protocol.md "Replays"). */
export const REPLAY_WINDOW_MS = 10 * 60_000;
/** At most this many heads (16-byte digests, about 150 bytes each with the map's overhead: ~15 MB). */
export const REPLAY_MAX_HEADS = 100_000;

/**
 * Remembers the RSA heads of the bodies accepted in the last window. Every real
 * client draws a fresh random key per request, so a head seen again is a replay.
 * A Map keeps insertion order, and heads arrive in clock order, so the oldest
 * entries sit at the front: expiry and the cap both drop from there. (No cache
 * package is a dependency of the server, and this needs the sandbox clock and
 * nothing else.) At the cap the oldest head is forgotten early: under a flood
 * the effective window shrinks rather than refusing fresh bodies.
 */
export function createReplayGuard(clock: Clock, opts: { windowMs?: number; maxHeads?: number } = {}) {
  const windowMs = opts.windowMs ?? REPLAY_WINDOW_MS;
  const maxHeads = opts.maxHeads ?? REPLAY_MAX_HEADS;
  const seen = new Map<string, number>();

  function expire(now: number) {
    for (const [digest, at] of seen) {
      if (now - at < windowMs) break;
      seen.delete(digest);
    }
  }

  return {
    /** Records the head; false when it was already seen within the window (a replay). */
    firstSight(head: Buffer): boolean {
      const now = clock.now().getTime();
      expire(now);
      const digest = createHash('sha256').update(head).digest().subarray(0, 16).toString('base64');
      if (seen.has(digest)) return false;
      if (seen.size >= maxHeads) seen.delete(seen.keys().next().value!);
      seen.set(digest, now);
      return true;
    },
    get size() {
      return seen.size;
    },
  };
}

export type ReplayGuard = ReturnType<typeof createReplayGuard>;
