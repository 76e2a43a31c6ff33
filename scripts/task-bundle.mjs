// A task that starts the server (`npm start`, `npm run api`) runs from one JavaScript file bundled
// with esbuild: the workspace's TypeScript in it, the packages left to node_modules. Loading the
// server's ~320 modules through tsx took about 3 s on this machine kind (each compiled or read
// from its cache, each resolved); the bundle loads in under 1 s. It is built again only when one
// of the files it was built from changed: the names and a SHA-256 of those files (esbuild's list of
// inputs), of the lockfile and of this file are kept beside it.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.join(import.meta.dirname, '..');
const cacheDir = path.join(root, 'node_modules', '.cache', 'task-bundles');

function inputsHash(files) {
  const hash = createHash('sha256');
  for (const file of [...files, path.join(root, 'pnpm-lock.yaml'), import.meta.filename]) {
    hash.update(file).update('\0');
    hash.update(existsSync(file) ? readFileSync(file) : 'missing').update('\0');
  }
  return hash.digest('hex');
}

/**
 * Each module's own location where the code asks for it: in a bundle `import.meta` would name the
 * bundle, and the server reads files beside its sources (migrations, the client's build inputs)
 * and resolves packages from them.
 */
function withOwnLocation(source, file) {
  const url = pathToFileURL(file).href;
  return source
    .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(file)))
    .replaceAll('import.meta.filename', JSON.stringify(file))
    .replaceAll('import.meta.resolve(', `__bundleResolve(${JSON.stringify(url)}, `)
    .replaceAll('import.meta.url', JSON.stringify(url));
}

/** Workspace code is bundled; a package stays in node_modules, imported by its resolved path. */
const plugin = {
  name: 'workspace-only',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?ts$/ }, (args) => ({ contents: withOwnLocation(readFileSync(args.path, 'utf8'), args.path), loader: 'ts' }));
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('node:')) return { external: true };
      if (args.path.startsWith('@sandbox/') || args.pluginData === 'resolving') return undefined;
      const found = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: 'resolving' });
      if (found.errors.length > 0) return { errors: found.errors };
      if (found.path.includes(`${path.sep}node_modules${path.sep}`)) return { path: found.path, external: true };
      return undefined;
    });
  },
};

/**
 * The bundle of `scripts/src/tasks/<task>.ts`, built when missing or out of date. A bundle is
 * written under a temporary name and renamed, so processes starting at once never run half of one.
 */
export async function taskBundle(task) {
  const out = path.join(cacheDir, `${task}.mjs`);
  const manifestFile = path.join(cacheDir, `${task}.inputs.json`);
  if (existsSync(out) && existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    if (manifest.hash === inputsHash(manifest.files)) return out;
  }
  const { build } = await import('esbuild');
  mkdirSync(cacheDir, { recursive: true });
  const building = `${out}.${process.pid}.tmp`;
  const result = await build({
    entryPoints: [path.join(root, 'scripts', 'src', 'tasks', `${task}.ts`)],
    absWorkingDir: root,
    outfile: building,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'inline',
    // Stack traces need the mappings only; the sources' text would double what Node parses at start.
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
    plugins: [plugin],
    banner: {
      js: [
        "import { createRequire as __bundleRequire } from 'node:module';",
        'const require = __bundleRequire(import.meta.url);',
        'const __bundleResolve = (from, specifier) => __bundleRequire(from).resolve(specifier);',
      ].join('\n'),
    },
  });
  const files = Object.keys(result.metafile.inputs)
    .map((f) => path.resolve(root, f))
    .sort();
  renameSync(building, out);
  writeFileSync(`${manifestFile}.${process.pid}.tmp`, JSON.stringify({ hash: inputsHash(files), files }));
  renameSync(`${manifestFile}.${process.pid}.tmp`, manifestFile);
  return out;
}
