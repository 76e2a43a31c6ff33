/**
 * This machine against the one issue 12 measured its table on: the absolute targets (a
 * transfer of 600 req/s with p99 under 100 ms, an accrual pass of 2 s) were set there, so a
 * reader needs to know how fast the machine of a run is. Two ceilings of the same run,
 * measured earlier by `npm run bench`, against the figures issue 12 printed for them, and the
 * floor of any encrypted POST (decrypt and validate, no database) against the transfer's
 * target: a transfer does at least that work, so where the floor is under 600 req/s the
 * target is beyond the machine whatever the data path does.
 */
import { OPENSSL_SIGN_ROW } from './rsa-openssl.ts';
import { findRow, type BenchContext, type BenchRow } from './types.ts';

const GROUP = 'This machine against the issues’ reference machine';
/** Issue 12's table: openssl rsa2048 private ops 3,860/s, a bare Fastify server 37,675 req/s. */
const REFERENCE = { openssl: 3860, bareFastify: 37_675 };
const TRANSFER_TARGET = 600;

export async function benchMachine(ctx: BenchContext): Promise<BenchRow[]> {
  const value = (id: string) => findRow(ctx.previous, id)?.value ?? null;
  const ratio = (x: number | null, of: number) => (x === null ? null : Number((x / of).toFixed(2)));
  const floor = value('http.encrypted-post');
  return [
    {
      id: 'machine.openssl',
      group: GROUP,
      label: `openssl rsa2048 sign/s / the reference's ${REFERENCE.openssl.toLocaleString('en-US')}`,
      value: ratio(value(OPENSSL_SIGN_ROW), REFERENCE.openssl),
      unit: 'ratio',
    },
    {
      id: 'machine.bare-fastify',
      group: GROUP,
      label: `bare Fastify req/s / the reference's ${REFERENCE.bareFastify.toLocaleString('en-US')}`,
      value: ratio(value('market.bare-server'), REFERENCE.bareFastify),
      unit: 'ratio',
    },
    {
      id: 'machine.encrypted-floor',
      group: GROUP,
      label: `encrypted POST without a database (the floor of any encrypted call) / the transfer's target of ${TRANSFER_TARGET} req/s`,
      value: ratio(floor, TRANSFER_TARGET),
      unit: 'ratio',
      note: floor === null ? 'the encrypted POST row is missing' : floor < TRANSFER_TARGET ? 'under 1: no transfer reaches the target on this machine' : 'the target is within this machine’s floor',
    },
  ];
}
