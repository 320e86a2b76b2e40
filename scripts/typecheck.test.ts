// Every package type-checks in strict mode (vite and swc strip types without checking them).
//
// Two programs, so that no file is checked twice: the browser side (frontend's tsconfig over frontend, engine with
// its harness and browser tests, and model, all of which frontend compiles anyway) and the backend (which
// reaches every production file of model through `@mapa/model`, so model is also checked there without the DOM
// library, as the server runs it). Checking model and engine again with their own tsconfigs cost half as much
// again for nothing those two do not find. The packages' own tsconfigs stay for editors and `npm run typecheck`.
//
// Incremental: each program keeps its .tsbuildinfo under node_modules/.cache, so a second run rechecks only what
// changed and what depends on it (a clean clone, as in CI, checks everything).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const cache = path.join(root, 'node_modules/.cache/mapa-typecheck');

const programs: [name: string, tsconfig: string][] = [
  ['model, engine and frontend', 'scripts/tsconfig.browser.json'],
  ['backend (and the model code it runs)', 'backend/tsconfig.json'],
];

describe('strict type-check', () => {
  it.each(programs)(
    '%s: no type errors',
    (name, tsconfig) => {
      const buildInfo = path.join(
        cache,
        `${path.basename(path.dirname(tsconfig))}-${path.basename(tsconfig)}.tsbuildinfo`,
      );
      const r = spawnSync(
        process.execPath,
        [tsc, '-p', path.join(root, tsconfig), '--noEmit', '--incremental', '--tsBuildInfoFile', buildInfo],
        { cwd: root, encoding: 'utf8' },
      );
      expect(r.stdout + r.stderr).toBe('');
      expect(r.status).toBe(0);
    },
    180_000,
  );
});
