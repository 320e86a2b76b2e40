import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// `sideEffects` in model/package.json lets a bundler drop what a page or worker does not use: code that only reads
// documents (the engine, its layout worker, a bench page) leaves zod and the file converters out, while the set-up
// of schema/zod.ts (schemas validate without eval under the app's CSP) runs wherever a schema is built. Bundled here
// with the app's own bundler (Vite), in a child process (it is ESM).

const modelEntry = path.resolve(__dirname, '../index.ts');
const root = path.resolve(__dirname, '../../..');

/** Bundles `source` (an entry importing '@mapa/model') and returns the JavaScript it became. */
function bundle(source: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'model-side-effects-'));
  try {
    writeFileSync(path.join(dir, 'entry.js'), source);
    const script = `
      import { build } from 'vite';
      await build({
        configFile: false,
        logLevel: 'silent',
        root: ${JSON.stringify(dir)},
        resolve: { alias: { '@mapa/model': ${JSON.stringify(modelEntry)} } },
        build: {
          outDir: ${JSON.stringify(path.join(dir, 'out'))},
          minify: false,
          lib: { entry: ${JSON.stringify(path.join(dir, 'entry.js'))}, formats: ['es'], fileName: 'out' },
        },
      });`;
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, stdio: 'pipe' });
    const out = path.join(dir, 'out');
    return readdirSync(out)
      .map((file) => readFileSync(path.join(out, file), 'utf8'))
      .join('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const ZOD = /node_modules\/zod\//;

test('reading a document leaves zod out of the bundle', () => {
  const code = bundle(`
    import { MapState, trustMapDocument, resolveNodeStyle, isUnpositioned } from '@mapa/model';
    export function read(value) {
      const trusted = trustMapDocument(value);
      if (!trusted.ok) return null;
      const state = MapState.fromDocument(trusted.document);
      return [...state.nodes.values()].filter((n) => !isUnpositioned(n)).map((n) => resolveNodeStyle(n, null));
    }`);
  expect(code).toContain('function trustMapDocument');
  expect(code).not.toMatch(ZOD);
  expect(code).not.toMatch(/fast-xml-parser|turndown/);
});

test('building a schema keeps the eval-free validation set up first', () => {
  const code = bundle(`
    import { parseMapDocument } from '@mapa/model';
    export const check = (text) => parseMapDocument(text).ok;`);
  expect(code).toMatch(ZOD);
  const setUp = code.indexOf('jitless: true');
  expect(setUp).toBeGreaterThan(-1);
  // Before the first schema is built (zod decides on eval once, at its first object schema).
  expect(setUp).toBeLessThan(code.indexOf('looseObject({'));
});
