// Issue 35: no import cycle in product code. `npm run deps` (scripts/deps.mjs, madge with type imports) prints the
// folder-level graph and fails on a cycle; this runs it over the workspace, and over a two-file cycle of its own to
// prove that it sees one (a type import is enough).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const deps = (...args: string[]) =>
  spawnSync(process.execPath, ['--no-deprecation', path.join(root, 'scripts/deps.mjs'), ...args], {
    cwd: root,
    encoding: 'utf8',
  });

// madge reads about 900 files: a few seconds alone, far longer on a busy machine.
jest.setTimeout(300_000);

it('finds no import cycle in model, engine, frontend or backend, and prints the folder graph', () => {
  const r = deps();
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  expect(r.stdout).toContain('no import cycle');
  expect(r.stdout).toMatch(/^engine$/m);
  expect(r.stdout).toMatch(/^ {2}render +-> .*engine\/scene/m);
});

describe('on a folder with a cycle', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'mapa-deps-'));
    mkdirSync(path.join(dir, 'pkg/src/parts'), { recursive: true });
    writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'ESNext' } }));
    writeFileSync(
      path.join(dir, 'pkg/src/machine.ts'),
      "import { Idle } from './parts/idle';\nexport const m = [Idle];\n",
    );
    writeFileSync(
      path.join(dir, 'pkg/src/parts/idle.ts'),
      "import type { m } from '../machine';\nexport class Idle { machine?: typeof m; }\n",
    );
    writeFileSync(path.join(dir, 'pkg/src/parts/idle.test.ts'), "import '../machine';\n");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names the cycle, even through a type import, and fails', () => {
    const r = deps('--base', dir, 'pkg');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('1 import cycle:');
    expect(r.stderr).toContain('pkg/src/machine.ts -> pkg/src/parts/idle.ts -> pkg/src/machine.ts');
    expect(r.stdout).toMatch(/^ {2}\. +-> pkg\/parts$/m);
    expect(r.stdout).toMatch(/^ {2}parts +-> pkg\/\.$/m);
  });
});
