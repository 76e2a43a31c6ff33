import type { Notify } from '../src/modules/content/index.ts';

/**
 * The notify dependency of a module a test builds on its own (a restarted job, a property run):
 * such a test checks what the module does, not the notices it sends, which the *-notify tests
 * check through the app.
 */
export const noNotices: Notify = async () => undefined;
