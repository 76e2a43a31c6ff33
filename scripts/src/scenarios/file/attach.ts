import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isSeq, parseDocument } from 'yaml';

/**
 * A scenario file's text as read from the disk at `filePath`, with the files it names beside it
 * put in: a replay's `file` (a path relative to the scenario file) becomes its rows (`csv`), so
 * the text alone loads it wherever it is sent (the QA API reads no files). A file that cannot be
 * read stays named, for the read to place (sections/market.ts); text that does not parse is left
 * as it is, for the read to place its problems.
 */
export function attachFiles(text: string, filePath: string): string {
  const document = parseDocument(text);
  const replays = document.errors.length === 0 ? document.getIn(['market', 'replay']) : undefined;
  if (!isSeq(replays)) return text;
  let attached = 0;
  for (const replay of replays.items) {
    const file = isMap(replay) ? replay.get('file') : undefined;
    if (!isMap(replay) || typeof file !== 'string') continue;
    const csv = readBeside(filePath, file);
    if (csv === undefined) continue;
    replay.delete('file');
    replay.set('csv', csv);
    attached++;
  }
  if (attached === 0) return text;
  return filePath.toLowerCase().endsWith('.json') ? `${JSON.stringify(document.toJS(), null, 2)}\n` : document.toString({ lineWidth: 0 });
}

function readBeside(filePath: string, file: string): string | undefined {
  try {
    return readFileSync(path.resolve(path.dirname(filePath), file), 'utf8');
  } catch {
    return undefined;
  }
}
