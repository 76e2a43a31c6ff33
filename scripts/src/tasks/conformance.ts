// `npm run conformance -- --base <url> [--qa-token <token>] [--json]`: the contract's rules
// against a running server (scripts/src/conformance); exit code 1 when any check fails.
import { parseArgs } from 'node:util';
import { runConformance } from '../conformance/suite.ts';
import { formatLine, formatSummary } from '../conformance/report.ts';

const USAGE = `usage: npm run conformance -- --base <url> [--qa-token <token>] [--json]

  --base       the server, e.g. http://localhost:3000 (default: CONFORMANCE_BASE)
  --qa-token   optional: the QA API token, for the e-mail sign-up check (its code is only in the QA inbox)
  --json       one JSON report on stdout instead of lines`;

let values: { base?: string; 'qa-token'?: string; json?: boolean; help?: boolean };
try {
  ({ values } = parseArgs({
    options: { base: { type: 'string' }, 'qa-token': { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
const base = values.base ?? process.env.CONFORMANCE_BASE;
if (values.help || !base) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}
if (!URL.canParse(base) || !/^https?:$/.test(new URL(base).protocol)) {
  console.error(`--base must be an http(s) address, e.g. http://localhost:3000 (got "${base}")\n\n${USAGE}`);
  process.exit(2);
}

const report = await runConformance({
  base,
  qaToken: values['qa-token'] ?? process.env.QA_TOKEN,
  onResult: values.json ? undefined : (r) => console.log(formatLine(r)),
});
if (values.json) console.log(JSON.stringify({ base, ...report.counts(), passed: !report.failed, checks: report.results }, null, 2));
else console.log(`\n${formatSummary(report, base)}`);
process.exitCode = report.failed ? 1 : 0;
