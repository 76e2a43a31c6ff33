import { describe, expect, test } from 'vitest';
import { parse, stringify } from 'yaml';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { reconcile } from '@sandbox/server/ledger';
import { generatedScenario } from './generate.ts';
import { useScenarioApp } from './scenario-app.ts';

const app = useScenarioApp();

const loadFile = (fileName: string, text: string) => app.api.qaCall(qaRoutes['scenario.file'], { body: { fileName, text } });
const exportState = async () => (await app.api.qaCall(qaRoutes['scenario.export'], { query: {} })).result.text;
/** The exported file without what says when it was written. */
const stateOf = (text: string) => {
  const { description: _description, clock: _clock, ...state } = parse(text) as Record<string, unknown>;
  return state;
};

describe('the generated scenario file (the bench loads 1,000 users of it)', () => {
  test('40 users load with their positions, bonds, second contracts and loans, and come back equal after export and load', async () => {
    const loaded = await loadFile('generated.yaml', stringify(generatedScenario(40)));
    expect(loaded.code).toBe(200);
    const first = await exportState();
    const file = parse(first) as Record<'users' | 'positions' | 'earnOrders' | 'secondOrders', unknown[]> & { loans: Array<{ user: string; state: string }> };
    // Every user a position and a bond, every fourth (0, 4, ... 36) a second contract.
    expect([file.users.length, file.positions.length, file.earnOrders.length, file.secondOrders.length]).toEqual([40, 40, 40, 10]);
    // Users 1, 6, 11, ... 36; those with identity (i % 3 > 0) borrow, their loans' states in turn.
    expect(file.loans.map((l) => [l.user, l.state])).toEqual([
      ['user00001', 'pending'],
      ['user00011', 'running'],
      ['user00016', 'overdue'],
      ['user00026', 'repaid'],
      ['user00031', 'pending'],
    ]);
    await app.api.qaCall(qaRoutes.reset);
    expect((await loadFile('exported.yaml', first)).code).toBe(200);
    expect(stateOf(await exportState())).toEqual(stateOf(first));
    for (const user of await app.api.db.user.findMany()) expect(await reconcile(app.api.db, user.id)).toEqual([]);
  });
});
