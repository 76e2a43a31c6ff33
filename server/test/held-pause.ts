import type { PassPauses } from '../src/jobs/between-batches.ts';

/**
 * A job's pauses (jobs/between-batches.ts) whose first holds the pass: `midway` resolves there,
 * `release` lets it go on; the others return at once. For tests of what runs during a pause.
 */
export function heldAtFirstPause(): { pauses: PassPauses; midway: Promise<void>; release: () => void } {
  let reached!: () => void;
  const midway = new Promise<void>((resolve) => (reached = resolve));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const pauses = () => {
    let first = true;
    return async () => {
      if (!first) return;
      first = false;
      reached();
      await held;
    };
  };
  return { pauses, midway, release };
}
