/** `scenario` and `snapshot`: the sandbox's state loaded, exported, saved and restored. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { attachFiles } from '../scenarios/file/attach.ts';
import { call, flag, QaError, readText, type CommandInput, type Printed, type QaCommand } from './call.ts';

/** `scenario list | <name> | load <file> | export`. */
export const scenario: QaCommand = async ({ target, args, sub, rest }) => {
  if (!sub || sub === 'list') {
    const state = await call(target, qaRoutes.state);
    return { result: state.scenarios, line: state.scenarios.join('\n') };
  }
  const started = performance.now();
  if (sub === 'load') return loadScenarioFile(target, rest.filter((a) => a !== '--merge')[0], args.includes('--merge'), started);
  if (sub === 'export') return exportScenario({ target, args });
  const result = await call(target, qaRoutes.scenario, { body: { name: sub } });
  return { result, line: `loaded ${result.scenario} in ${Math.round(performance.now() - started)} ms` };
};

/** `scenario load <file> [--merge]`: the file's text, loaded by the server (added to the state with --merge). */
async function loadScenarioFile(target: CommandInput['target'], file: string | undefined, merge: boolean, started: number): Promise<Printed> {
  if (!file) throw new QaError('name a scenario file: scenario load <file.yaml>');
  // A replay's CSV file beside the scenario file goes in with it: the server reads no files.
  const text = attachFiles(readText(file), file);
  const loaded = await call(target, qaRoutes['scenario.file'], { body: { fileName: path.basename(file), text, merge } });
  return { result: loaded, line: `${merge ? 'merged' : 'loaded'} ${file} in ${Math.round(performance.now() - started)} ms` };
}

/** `scenario export`: the file's text to --out (its extension chooses YAML or JSON) or, without it, as the printed line. */
async function exportScenario({ target, args }: Pick<CommandInput, 'target' | 'args'>): Promise<Printed> {
  const out = flag(args, '--out');
  const format = out?.toLowerCase().endsWith('.json') ? 'json' : 'yaml';
  const users = flag(args, '--users');
  const exported = await call(target, qaRoutes['scenario.export'], { query: { format, users } });
  if (!out) return { result: exported, line: exported.text.trimEnd() };
  try {
    writeFileSync(out, exported.text);
  } catch {
    throw new QaError(`cannot write ${out}`);
  }
  return { result: { ...exported, file: out }, line: `wrote ${out}: ${exported.users} user(s), ${exported.positions} position(s)` };
}

/** `snapshot list | save <name> [--overwrite] | restore <name> | delete <name>`. */
export const snapshot: QaCommand = async ({ target, args, sub, rest }) => {
  const name = rest[0];
  if (sub === 'list' || !sub) {
    const list = await call(target, qaRoutes['snapshots.list']);
    return { result: list, line: list.map((s) => `${s.name.padEnd(24)} ${s.savedAt}  ${Math.round(s.sizeBytes / 1024)} KB`).join('\n') || '(no snapshots)' };
  }
  if (!name) throw new QaError(`snapshot ${sub} needs a name`);
  if (sub === 'save') {
    const saved = await call(target, qaRoutes['snapshots.save'], { body: { name, overwrite: args.includes('--overwrite') } });
    return { result: saved, line: `saved ${saved.name} at ${saved.savedAt} (${saved.ms} ms)` };
  }
  if (sub === 'restore') {
    const done = await call(target, qaRoutes['snapshots.restore'], { params: { name } });
    return { result: done, line: `restored ${done.restored.name} in ${done.ms} ms; clock ${done.clock.now}` };
  }
  if (sub === 'delete') return { result: await call(target, qaRoutes['snapshots.delete'], { params: { name } }), line: `deleted ${name}` };
  throw new QaError(`unknown snapshot command: ${sub}`);
};
