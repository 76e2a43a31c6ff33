// `npm run qa -- <command> [--json]`: the QA API of a running server from a terminal (scripts/src/qa-cli.ts).
import { runQa } from '../qa-cli.ts';

process.exitCode = await runQa(process.argv.slice(2));
