/** The bundle of `scripts/src/tasks/<task>.ts` (task-bundle.mjs), built when missing or out of date. */
export function taskBundle(task: string): Promise<string>;
