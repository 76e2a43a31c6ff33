import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * import-x/no-cycle skips type-only imports, yet a type-only circle (app.ts and
 * modules/index.ts each naming the other's types) is the same layering mistake.
 * This walks every import, `import type` included, and names each circle.
 */

const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Workspace packages whose `exports` map `"./*"` onto `./src/*.ts`. */
function resolve(root: string, from: string, specifier: string): string | undefined {
  let target: string | undefined;
  if (specifier.startsWith('.')) target = path.resolve(path.dirname(from), specifier);
  else {
    const match = /^@sandbox\/(shared|server)(?:\/(.+))?$/.exec(specifier);
    if (match) target = path.join(root, match[1]!, 'src', match[2] ?? (match[1] === 'server' ? 'app' : 'index'));
  }
  if (!target) return undefined;
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')]) {
    if (SOURCE.test(candidate) && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** Every import edge among the source files under `dirs` (paths relative to `root`). */
export function importGraph(root: string, dirs: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = info.importedFiles.map((f) => resolve(root, file, f.fileName)).filter((t): t is string => t !== undefined);
    graph.set(path.relative(root, file), [...new Set(targets.map((t) => path.relative(root, t)))]);
  }
  return graph;
}

/** The strongly connected components with more than one file (Tarjan), each sorted. */
export function importCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}
