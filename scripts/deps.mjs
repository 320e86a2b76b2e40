#!/usr/bin/env node
// `npm run deps` (issue 35): the product's import graph at folder level, read by madge (type imports included), and
// every import cycle between product files. Prints, per package, which of its folders import which (and which
// packages it uses), then the cycles; exits 1 when there is any. Tests (*.test.ts[x]) are not product code.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PACKAGES = ['model', 'engine', 'frontend', 'backend'];

/** Package and top folder of a file relative to `base` ('engine/src/render/x.ts' -> engine, render). */
export function placeOf(file) {
  const parts = file.split('/');
  const pkg = parts[0];
  if (parts[1] !== 'src') return { pkg, folder: parts.slice(1, -1).join('/') || '.' };
  return { pkg, folder: parts.length > 3 ? parts[2] : '.' };
}

/**
 * The import graph of the `.ts`/`.tsx` files under `dirs` (relative to `base`), tests left out: madge's file graph
 * (paths relative to `base`) and its cycles, each a list of files.
 */
export async function importGraph(base, dirs, tsConfig = path.join(base, 'tsconfig.base.json')) {
  const result = await madge(
    dirs.map((d) => path.join(base, d)),
    {
      baseDir: base,
      fileExtensions: ['ts', 'tsx'],
      tsConfig,
      excludeRegExp: [/\.test\.tsx?$/, /node_modules/],
      detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
    },
  );
  return { files: result.obj(), cycles: result.circular() };
}

/** Folder-level edges: `pkg/folder` -> the set of `pkg/folder`s it imports (within a package) or `pkg`s (across). */
export function folderGraph(files) {
  const edges = new Map();
  for (const [file, imports] of Object.entries(files)) {
    const from = placeOf(file);
    const key = `${from.pkg}/${from.folder}`;
    if (!edges.has(key)) edges.set(key, new Set());
    for (const target of imports) {
      const to = placeOf(target);
      if (to.pkg === from.pkg && to.folder === from.folder) continue;
      edges.get(key).add(to.pkg === from.pkg ? `${to.pkg}/${to.folder}` : to.pkg);
    }
  }
  return edges;
}

/**
 * `node scripts/deps.mjs [--base DIR] [PKG...]`: the workspace's four packages by default; the tests point it at a
 * folder of their own (`--base`), with that folder's `tsconfig.json`.
 */
async function main(args) {
  const at = args.indexOf('--base');
  const base = at >= 0 ? path.resolve(args[at + 1]) : root;
  const named = args.filter((_, i) => i !== at && i !== at + 1);
  const packages = named.length > 0 ? named : PACKAGES;
  const tsConfig = path.join(base, at >= 0 ? 'tsconfig.json' : 'tsconfig.base.json');
  const { files, cycles } = await importGraph(
    base,
    packages.map((p) => `${p}/src`),
    tsConfig,
  );
  const graph = folderGraph(files);
  for (const pkg of packages) {
    console.log(`\n${pkg}`);
    for (const [from, to] of [...graph].filter(([k]) => k.startsWith(`${pkg}/`)).sort()) {
      const targets = [...to].sort();
      console.log(`  ${from.slice(pkg.length + 1).padEnd(14)} -> ${targets.join(', ') || '(nothing)'}`);
    }
  }
  console.log(`\n${Object.keys(files).length} files`);
  if (cycles.length === 0) {
    console.log('no import cycle');
    return;
  }
  console.error(`${cycles.length} import cycle${cycles.length === 1 ? '' : 's'}:`);
  for (const cycle of cycles) console.error(`  ${[...cycle, cycle[0]].join(' -> ')}`);
  process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  await main(process.argv.slice(2));
