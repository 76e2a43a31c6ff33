import { readFileSync } from 'node:fs';
import type { ScenarioRegistry } from '@sandbox/server/app';
import { attachFiles } from './scenarios/file/attach.ts';
import { exportScenarioText } from './scenarios/file/export.ts';
import { fileScenario } from './scenarios/file/load.ts';
import { readScenarioFile } from './scenarios/file/read.ts';
import { DEMO_ACCOUNTS, loadInto, loadScenario, runLiveSteps, scenarios } from './scenarios/index.ts';
import type { Scenario } from './scenarios/types.ts';

/** Scenario files read by this process, by the name they load under (`file:<file name>`); a merged one keeps the state it adds to. */
const files = new Map<string, { scenario: Scenario; merge: boolean }>();

/** The seed scenarios and scenario files as the server's QA API and start-up see them. */
export const scenarioRegistry: ScenarioRegistry & { demoAccounts: typeof DEMO_ACCOUNTS } = {
  names: Object.keys(scenarios),
  load: (db, name, options) => {
    const file = files.get(name);
    return file ? loadInto(db, file.scenario, { ...options, keep: file.merge }) : loadScenario(db, name, options);
  },
  afterLoad: async (name, live) => {
    const file = files.get(name);
    if (file) await file.scenario.live?.(live);
    else await runLiveSteps(name, live);
  },
  readFile(text, fileName, { merge = false } = {}) {
    const read = readScenarioFile(text, fileName);
    if (!read.ok) return read;
    const name = `file:${fileName}`;
    files.set(name, { scenario: fileScenario(read.file, name, { merge }), merge });
    return { ok: true, name };
  },
  clockOf: (name, now) => (files.get(name)?.scenario ?? (Object.hasOwn(scenarios, name) ? scenarios[name] : undefined))?.clock?.(now),
  fileText: (filePath) => attachFiles(readFileSync(filePath, 'utf8'), filePath),
  exportFile: exportScenarioText,
  demoAccounts: DEMO_ACCOUNTS,
};
