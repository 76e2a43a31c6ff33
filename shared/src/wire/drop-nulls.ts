/**
 * Removes object fields whose value is null, at every depth (the wire rule of
 * ARCHITECTURE.md section 3). Array elements are kept even when null: they
 * are positions, not fields, and removing them would shift indexes; objects
 * inside arrays are cleaned. Only plain objects are rebuilt, so Dates,
 * Decimals and other values with a toJSON keep their own serialisation.
 * The input is never modified.
 */
export function dropNulls<T>(value: T): T {
  return clean(value) as T;
}

function clean(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clean);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (v === null) continue;
    out[k] = clean(v);
  }
  return out;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
