// Every package type-checks in strict mode (vite and swc strip types without checking them).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

describe('strict type-check', () => {
  it.each(['model', 'engine', 'frontend', 'backend'])(
    '%s has no type errors',
    (pkg) => {
      const r = spawnSync(process.execPath, [tsc, '-p', path.join(root, pkg, 'tsconfig.json'), '--noEmit'], {
        cwd: root,
        encoding: 'utf8',
      });
      expect(r.stdout + r.stderr).toBe('');
      expect(r.status).toBe(0);
    },
    180_000,
  );
});
