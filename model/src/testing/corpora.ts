// Test helper: where the shared corpora of real mind-map files are, and why the suites over them cannot run here.
// Looked for in `MAPA_CORPORA`, then in `shared/corpora` beside the project or beside any folder above it, then in
// the workplace's shared folder (`/work/shared/corpora`), so a clone made anywhere on such a machine (CI clones into
// a fresh folder) still finds them.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

function findCorpora(): string {
  if (process.env.MAPA_CORPORA) return process.env.MAPA_CORPORA;
  const project = resolve(__dirname, '../../..');
  for (let dir = dirname(project); ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'corpora');
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) break;
  }
  const workplace = '/work/shared/corpora';
  return existsSync(workplace) ? workplace : resolve(project, '../shared/corpora');
}

export const CORPORA = findCorpora();

/** Why the corpora suites cannot run here, or null. */
export function corporaMissing(): string | null {
  return existsSync(CORPORA)
    ? null
    : `the shared corpora are not at ${CORPORA} (put them at ../shared/corpora beside the project, or set MAPA_CORPORA)`;
}
