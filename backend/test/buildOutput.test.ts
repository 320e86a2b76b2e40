import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Test code never ships: the backend is built as `npm run build` builds it (tsconfig.build.json), into a
// directory of its own, and every module of the output must be one the server loads, from `main.js` or from the
// worker pool's entry `documentWorker.js` (piscina loads it by file name). A test helper left in src/ (an
// OpenAI-compatible test server, a fixture) is loaded by no product file, so it shows up here.

const BACKEND = path.join(__dirname, '..');
const ENTRIES = ['main.js', 'documentWorker.js'];

function builtFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return builtFiles(full, base);
    return entry.name.endsWith('.js') ? [path.relative(base, full)] : [];
  });
}

/** The relative `require`s of a compiled CommonJS module, resolved as Node does to files of the output. */
function localRequires(outDir: string, file: string): string[] {
  const code = readFileSync(path.join(outDir, file), 'utf8');
  return [...code.matchAll(/require\("(\.{1,2}\/[^"]+)"\)/g)].map(([, spec]) => {
    const target = path.resolve(path.dirname(path.join(outDir, file)), spec);
    const found = [target, `${target}.js`, path.join(target, 'index.js')].find(
      (candidate) => candidate.endsWith('.js') && existsSync(candidate),
    );
    return path.relative(outDir, found ?? target);
  });
}

describe('the built backend', () => {
  let outDir: string;

  beforeAll(() => {
    outDir = mkdtempSync(path.join(tmpdir(), 'mapa-backend-build-'));
    const tsc = require.resolve('typescript/bin/tsc');
    execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--outDir', outDir], { cwd: BACKEND });
  }, 300_000);

  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('holds only modules the server or its worker pool loads', () => {
    const files = builtFiles(outDir);
    for (const entry of ENTRIES) expect(files).toContain(entry);
    const loaded = new Set<string>();
    const pending = [...ENTRIES];
    while (pending.length) {
      const file = pending.pop()!;
      if (loaded.has(file)) continue;
      loaded.add(file);
      pending.push(...localRequires(outDir, file));
    }
    expect(files.filter((file) => !loaded.has(file))).toEqual([]);
  });

  it('ships no test files or test helpers', () => {
    const files = builtFiles(outDir);
    expect(files.filter((file) => /\.test\.js$|(^|\/)(test|testing)\//.test(file))).toEqual([]);
  });
});
