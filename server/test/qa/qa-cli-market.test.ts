import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, vi } from 'vitest';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { useQaCliServer } from '../qa-cli-fixture.ts';
import { FIXTURE_SYMBOLS } from '../market-fixtures.ts';

/* The market tools of the QA CLI (issue 18) against a listening test server: flat, replay, good day, stream faults. */
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const cli = useQaCliServer('qa-cli-market', {
  prepare: async (api) => {
    await api.db.tradingSymbol.createMany({ data: FIXTURE_SYMBOLS });
    await api.qaCall(qaRoutes['market.reload']);
  },
});
const { qa } = cli;

test('steer flat, replay a CSV (and a refused one), the good day', async () => {
  const flat = await qa(['steer', 'EURUSD', 'flat', '--for', '2m']);
  expect(flat.code, flat.err).toBe(0);
  expect(flat.out).toMatch(/^EURUSD ([\d.]+) -> \1 over 120 s$/);

  const file = path.join(cli.dataDir, 'candles.csv');
  await writeFile(file, 'offset,open,high,low,close\n0,10,10,10,10\n60,10,11,10,11\n');
  const replay = await qa(['replay', 'XAUUSD', file]);
  expect(replay.code, replay.err).toBe(0);
  expect(replay.out).toMatch(/^XAUUSD replays 2 rows \(scaled\) [\d.]+ -> [\d.]+ over 60 s$/);
  const absolute = JSON.parse((await qa(['replay', 'XAUUSD', file, '--absolute', '--json'])).out) as { target: string };
  expect(absolute.target).toBe('11.00');
  await writeFile(file, 'offset,open,high,low,close\n0,10,10,10,10\n60,10,9,11,10\n');
  const bad = await qa(['replay', 'XAUUSD', file]);
  expect(bad.code).toBe(1);
  expect(bad.err).toContain('Line 3: high must be at least low');
  expect((await qa(['replay', 'XAUUSD', path.join(cli.dataDir, 'missing.csv')])).err).toContain('cannot read');

  const day = await qa(['good-day', '--for', '10m']);
  expect(day.code, day.err).toBe(0);
  expect(day.out.split('\n')).toEqual([
    'calm open          rally 0.5 % from +0 s to +120 s',
    'crypto-wide rally  rally 6 % from +120 s to +330 s',
    'pull-back          crash 2 % from +330 s to +420 s',
    'strong close       rally 4 % from +420 s to +600 s',
  ]);
});

test('stream gap, show, drop; the faults command lists and clears the stream fault', async () => {
  const gap = await qa(['stream', 'gap', '30s']);
  expect(gap.code, gap.err).toBe(0);
  expect(gap.out).toMatch(/^fault #\d+ stream-gap for 30 s$/);
  const show = await qa(['stream']);
  expect(show.out).toMatch(/^0 open streams\n#\d+ stream-gap until \d{4}-/);
  expect((await qa(['faults'])).out).toContain('stream-gap');
  expect((await qa(['stream', 'drop'])).out).toBe('dropped 0 streams');
  expect((await qa(['faults', 'clear'])).code).toBe(0);
  expect((await qa(['stream', 'show', '--json'])).out).toContain('"faults": []');
  expect((await qa(['stream', 'stale'])).err).toContain('needs a duration');
});
