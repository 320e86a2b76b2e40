import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The frontend's source root (`frontend/src`). */
export const SOURCE_ROOT = join(__dirname, '..', '..');

/** The frontend's own source files (tests left out) with the given extensions, paths relative to `src/`. */
export function sourceFiles(extensions: readonly string[]): { file: string; source: string }[] {
  return (readdirSync(SOURCE_ROOT, { recursive: true }) as string[])
    .filter((path) => extensions.some((ext) => path.endsWith(ext)) && !/\.test\.tsx?$/.test(path))
    .sort()
    .map((path) => ({
      file: relative(SOURCE_ROOT, join(SOURCE_ROOT, path)),
      source: readFileSync(join(SOURCE_ROOT, path), 'utf8'),
    }));
}
