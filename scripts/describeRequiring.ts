// A jest suite that needs something from the machine (PostgreSQL's binaries, the shared corpora). Outside CI it is
// skipped when that is missing, its tests counted as skipped in the final line of `npm test`; in CI, which installs
// everything (.ci/run), it fails instead, so a green CI run means every suite ran.
import { missingInCiMessage, prerequisiteAction } from './prerequisites.mjs';

/**
 * `describe(name, suite)` when `missing` is null. Otherwise, outside CI, `describe.skip` with the reason in its
 * name; in CI (`CI=true`) a suite of one failing test whose error names what is missing (the suite's own body is
 * not run: it may need what is missing just to list its tests).
 */
export function describeRequiring(missing: string | null, name: string, suite: () => void): void {
  const action = prerequisiteAction(missing);
  if (action === 'run') describe(name, suite);
  else if (action === 'skip') describe.skip(`${name} SKIPPED: ${missing}`, suite);
  else
    describe(name, () => {
      it('has what CI installs', () => {
        throw new Error(missingInCiMessage(name, missing!));
      });
    });
}
