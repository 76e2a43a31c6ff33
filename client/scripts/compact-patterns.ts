/**
 * Writes client/src/lib/compact-patterns.ts: each interface language's compact number patterns
 * ("1.27B", "12.73億", "1273,68 M"), read from Node's full ICU, so the screens format a compact
 * figure without building an Intl object (the first one a page builds loads ICU's number data:
 * 160-190 ms of the home page's first render at Lighthouse's 4x slowdown, docs/client.md
 * "Lighthouse").
 *
 *   node_modules/.bin/tsx client/scripts/compact-patterns.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { compactPatternsSource } from './compact-locales.ts';

writeFileSync(path.join(import.meta.dirname, '..', 'src', 'lib', 'compact-patterns.ts'), compactPatternsSource());
