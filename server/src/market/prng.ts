/*
 * Deterministic randomness for the market simulator. Hand-written rather than a
 * dependency: mulberry32 and the murmur3 finaliser are ten well-known lines each,
 * and the simulator needs counter-based streams (a fresh stream per symbol,
 * level and time index) so that any past instant can be recomputed on its own,
 * which general-purpose PRNG packages do not offer.
 */

/** murmur3's 32-bit finaliser: spreads every input bit over the output. */
function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Hashes a list of integers (seed, symbol hash, level, index) into one 32-bit stream seed. */
export function hashInts(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) h = mixIndex(h, part);
  return h;
}

/**
 * One more integer folded into a hash made by hashInts (hashInts(a, b) = mixIndex(hashInts(a), b)):
 * a cell's bits without a stream (cheap per-block draws), or a cell of a level hashed once (cellStream).
 */
export function mixIndex(hash: number, index: number): number {
  // Indices can exceed 32 bits (seconds since 1970 do not, but be safe): fold the high part in too.
  const h = fmix32((hash ^ (index >>> 0)) + 0x7f4a7c15);
  return fmix32((h ^ (Math.floor(index / 0x1_0000_0000) >>> 0)) + 0x6a09e667);
}

/** FNV-1a of a string (symbol names), 32 bits. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A stream's state and the unused half of its last normal pair (NaN when none). */
export interface RngPosition {
  state: number;
  spare: number;
}

/** A mulberry32 stream with uniform and standard-normal draws. */
export class Rng {
  /** Initialised here, not left to the constructor: a field declared without a value starts as undefined and then boxes every number stored in it. */
  private state = 0;
  /** The second value of the last Box-Muller pair, NaN when used (a number, not undefined, for the same reason). */
  private spare = Number.NaN;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Where the stream is: a stream set to it draws what this one draws next (a walk kept between processes). */
  get position(): RngPosition {
    return { state: this.state, spare: this.spare };
  }

  set position(at: RngPosition) {
    this.state = at.state >>> 0;
    this.spare = at.spare;
  }

  /** Restarts the stream at another seed (reuses the object in hot loops: no allocation per cell). */
  reseed(seed: number): this {
    this.state = seed >>> 0;
    this.spare = Number.NaN;
    return this;
  }

  /** Uniform in (0, 1): never exactly 0, so logarithms stay finite. */
  uniform(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) + 0.5) / 4294967296;
  }

  /** Standard normal by Box-Muller, using both values of each pair. */
  normal(): number {
    if (!Number.isNaN(this.spare)) {
      const value = this.spare;
      this.spare = Number.NaN;
      return value;
    }
    const r = Math.sqrt(-2 * Math.log(this.uniform()));
    const theta = 2 * Math.PI * this.uniform();
    this.spare = r * Math.sin(theta);
    return r * Math.cos(theta);
  }

  /**
   * Student-t with `dof` degrees of freedom scaled to unit variance (dof > 2): fat tails with the
   * same variance as a standard normal. Bailey's polar method (Math. Comp. 62, 1994): one pair of
   * uniforms inside the unit disc per draw (about 1.27 pairs on average).
   */
  studentT(dof: number): number {
    let u: number;
    let w: number;
    do {
      u = 2 * this.uniform() - 1;
      const v = 2 * this.uniform() - 1;
      w = u * u + v * v;
    } while (w >= 1);
    // sqrt(dof (w^(-2/dof) - 1) / w) * sqrt((dof - 2) / dof) = sqrt((dof - 2) (w^(-2/dof) - 1) / w)
    return u * Math.sqrt(((dof - 2) * (w ** (-2 / dof) - 1)) / w);
  }
}

/** A stream for one (seed, symbol, level, index) cell of the path. */
export function streamFor(seed: number, symbolHash: number, level: number, index: number): Rng {
  return new Rng(hashInts(seed, symbolHash, level, index));
}

/**
 * The same stream as streamFor(seed, symbolHash, level, index) from the level's hash,
 * hashInts(seed, symbolHash, level), made once per symbol and level: the per-candle draws of a
 * load hash one index instead of four. `reuse` restarts a stream object instead of making one.
 */
export function cellStream(levelHash: number, index: number, reuse?: Rng): Rng {
  const cell = mixIndex(levelHash, index);
  return reuse ? reuse.reseed(cell) : new Rng(cell);
}
