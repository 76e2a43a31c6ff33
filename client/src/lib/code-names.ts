/**
 * The name a code has in `names` (a status or reason code of SPEC.md section 4 to its translation
 * key or colour), or `otherwise` for a code it does not list.
 */
export function nameOfCode<N extends string>(names: Partial<Record<number, N>>, code: number | null, otherwise: N): N {
  return (code === null ? undefined : names[code]) ?? otherwise;
}
