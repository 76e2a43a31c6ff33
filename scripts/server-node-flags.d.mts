/** The Node flags of a process that serves the API, for a process with `cores` cores (server-node-flags.mjs). */
export function serverNodeFlags(cores?: number): string[];
