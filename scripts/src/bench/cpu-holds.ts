import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

/*
 * What held a bench server's event loop: `BENCH_CPU_PROFILE=<dir>` makes the server record a CPU
 * profile of its main thread (V8's sampler, a sample a millisecond) and write it as
 * `<dir>/<pid>.cpuprofile` when it stops (Chrome's DevTools open it); the jobs bench then lists its
 * longest holds in each job's note. A hold is a run of samples with no idle one between them. The
 * sampler's own thread stops with the process, so time the machine did not run the process at all
 * shows as a gap between two samples: each hold says how much of it was such gaps (the machine's,
 * not the server's code).
 */

/** Starts the profile when `dir` is set; the function returned stops it and writes the file. */
export async function startCpuProfile(dir: string | undefined): Promise<() => Promise<void>> {
  if (!dir) return async () => {};
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 1000 });
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${process.pid}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  };
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
export interface CpuProfile {
  nodes: Array<{ id: number; callFrame: CallFrame; children?: number[] }>;
  samples: number[];
  /** Microseconds before each sample. */
  timeDeltas: number[];
  startTime: number;
}

export interface Hold {
  /** Milliseconds from the profile's start. */
  atMs: number;
  ms: number;
  /** The part of it with no sample: the process not running (SAMPLE_GAP_MS and more between two samples). */
  unsampledMs: number;
  /** The frames most of its samples were in: the innermost frame of the project's own code (else the innermost), with its share. */
  top: Array<{ frame: string; share: number }>;
}

/** A step between two samples this long means the sampler (and the process) did not run. */
const SAMPLE_GAP_MS = 10;
/** Our code: a frame whose file is in the workspace's packages (named by the package and the path under its src/). */
const OURS = /^.*\/(server|prisma|shared|scripts)\/src\//;

/** Now on the clock a profile's times are on (monotonic, microseconds): the same in every process of the machine. */
export const monotonicUs = (): number => Number(process.hrtime.bigint() / 1000n);

/** The `count` longest holds of a profile that overlap one of `windows` (monotonicUs pairs; all of the profile without), longest first. */
export function longestHolds(profile: CpuProfile, count = 5, windows?: ReadonlyArray<readonly [number, number]>): Hold[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const frameOf = new Map<number, string>();
  /** The innermost frame of our code on a sample's stack (else its own frame), named file:function. */
  const frame = (id: number): string => {
    const known = frameOf.get(id);
    if (known !== undefined) return known;
    let name: string | undefined;
    for (let at: number | undefined = id; at !== undefined && !name; at = parent.get(at)) {
      const f = byId.get(at)!.callFrame;
      if (OURS.test(f.url)) name = `${f.url.replace(OURS, '$1/')}:${f.functionName || '(anonymous)'}`;
    }
    const own = byId.get(id)!.callFrame;
    name ??= own.url ? `${path.basename(own.url)}:${own.functionName || '(anonymous)'}` : own.functionName;
    frameOf.set(id, name);
    return name;
  };
  const holds: Hold[] = [];
  let current: { startMs: number; endMs: number; unsampledMs: number; frames: Map<string, number>; samples: number } | undefined;
  let t = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const step = (profile.timeDeltas[i] ?? 0) / 1000;
    const before = t;
    t += step;
    const id = profile.samples[i]!;
    if (byId.get(id)!.callFrame.functionName === '(idle)') {
      if (current) holds.push(toHold(current));
      current = undefined;
      continue;
    }
    current ??= { startMs: before, endMs: t, unsampledMs: 0, frames: new Map(), samples: 0 };
    current.endMs = t;
    if (step >= SAMPLE_GAP_MS) current.unsampledMs += step;
    const name = frame(id);
    current.frames.set(name, (current.frames.get(name) ?? 0) + 1);
    current.samples++;
  }
  if (current) holds.push(toHold(current));
  const overlaps = (h: Hold) => {
    const from = profile.startTime + h.atMs * 1000;
    const to = from + h.ms * 1000;
    return !windows || windows.some(([start, end]) => from < end && to > start);
  };
  return holds
    .filter(overlaps)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
}

function toHold(h: { startMs: number; endMs: number; unsampledMs: number; frames: Map<string, number>; samples: number }): Hold {
  const top = [...h.frames]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([frame, n]) => ({ frame, share: n / h.samples }));
  return { atMs: h.startMs, ms: h.endMs - h.startMs, unsampledMs: h.unsampledMs, top };
}

/** One line for a bench note: each hold's length, unsampled part and main frames. */
export function holdsText(holds: readonly Hold[]): string {
  return holds
    .map((h) => `${h.ms.toFixed(0)} ms at ${(h.atMs / 1000).toFixed(1)} s (${h.unsampledMs.toFixed(0)} ms unsampled: ${h.top.map((f) => `${f.frame} ${Math.round(f.share * 100)} %`).join(', ')})`)
    .join('; ');
}
