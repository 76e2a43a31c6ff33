// The pass thread's first module (pass-worker.ts).
import { readlinkSync } from 'node:fs';
import os from 'node:os';
import { workerData } from 'node:worker_threads';

// The thread takes the lowest priority (nice 19) before it loads anything, the app's loop keeping
// its own: where the two share a core (a server pinned to one), the scheduler gives the loop the
// core whenever a call wakes it, and the thread the time the calls leave. On Linux the nice value
// is a thread's own (setpriority(2), NOTES) and /proc/thread-self names the thread; elsewhere the
// thread keeps the process's priority.
let self;
try {
  self = readlinkSync('/proc/thread-self');
} catch {
  // Not Linux: the thread keeps the process's priority.
}
if (self) os.setPriority(Number(self.split('/').pop()), os.constants.priority.PRIORITY_LOW);

// Node 20 loads a worker's first module before the loaders of its --import flags run, so a
// TypeScript one fails to load: this one registers tsx in the thread, then imports the pass
// table (a .ts module) through it.
const { register } = await import('tsx/esm/api');
register();
await import(workerData.program);
