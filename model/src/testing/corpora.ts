// Test helper: where the shared corpora of real mind-map files are (`MAPA_CORPORA`, default `../shared/corpora`
// beside the project), and why the suites over them cannot run here.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export const CORPORA = process.env.MAPA_CORPORA ?? resolve(__dirname, '../../../../shared/corpora');

/** Why the corpora suites cannot run here, or null. */
export function corporaMissing(): string | null {
  return existsSync(CORPORA)
    ? null
    : `the shared corpora are not at ${CORPORA} (put them at ../shared/corpora beside the project, or set MAPA_CORPORA)`;
}
