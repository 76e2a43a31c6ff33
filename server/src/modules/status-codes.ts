/**
 * The stored code a list filter uses for a wire status, by the module's table from stored to
 * wire codes. An unknown status matches no row: a code no row has, inside PostgreSQL's INTEGER
 * range (MIN_SAFE_INTEGER is not).
 */
export function storedStatusOf(toWire: Readonly<Record<number, number>>, wire: number): number {
  const found = Object.entries(toWire).find(([, w]) => w === wire);
  return found ? Number(found[0]) : -2_147_483_648;
}
