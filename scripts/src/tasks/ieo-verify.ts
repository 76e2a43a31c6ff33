// `npm run ieo-verify -- <draw.json | ->` or `npm run ieo-verify -- --url <server> --project <id>`:
// recomputes an IEO draw from its public data (the answer of GET /api/ext/ieo/draw, whole
// envelope or its result): checks that sha256(seed) is the hash published when the project
// opened, reruns the documented allocation (shared/src/ieo-draw.ts) and compares every
// application. Exit code 0 when everything matches, 1 otherwise.
import { readFileSync } from 'node:fs';
import { contract } from '@sandbox/shared';
import { verifyDraw, type PublishedDraw } from '@sandbox/shared/ieo-draw';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

async function load(): Promise<unknown> {
  const url = option('url');
  if (url) {
    const project = option('project');
    if (!project) throw new Error('--url needs --project <id>');
    // The draw data is public: no login needed.
    const res = await fetch(`${url.replace(/\/$/, '')}${contract['ext.ieoDraw'].path}?projectId=${encodeURIComponent(project)}`);
    return res.json();
  }
  const file = process.argv[2];
  if (!file) throw new Error('usage: npm run ieo-verify -- <draw.json | -> | --url <server> --project <id>');
  return JSON.parse(readFileSync(file === '-' ? 0 : file, 'utf8'));
}

const body = (await load()) as { result?: PublishedDraw; code?: number; message?: string } & Partial<PublishedDraw>;
if (body.code !== undefined && body.code !== 200) {
  console.error(`the server answered ${body.code}: ${body.message}`);
  process.exit(1);
}
const draw = (body.result ?? body) as PublishedDraw;
const check = verifyDraw(draw);
console.log(`project ${(draw as { projectId?: string }).projectId ?? '?'}: ${draw.applications.length} applications, ${draw.allocation}, supply ${draw.totalSupply}`);
console.log(`commitment sha256(seed) = ${draw.seedHash}: ${check.commitmentHolds ? 'holds' : 'BROKEN'}`);
for (const m of check.mismatches) console.log(`MISMATCH ${m.orderNo}: published ${m.published}, recomputed ${m.recomputed}`);
const ok = check.commitmentHolds && check.mismatches.length === 0;
console.log(ok ? 'draw verified: every allocation recomputed from the revealed seed' : 'draw NOT verified');
process.exit(ok ? 0 : 1);
