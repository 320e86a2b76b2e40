// Runs ESLint in its own process (jest cannot load ESLint's ESM config loader) and prints JSON:
// {cases: string[][] (dependency-, page-global- and HTTP-rule messages per probe), linted: boolean[] (whether ESLint
// covers each probe's file), workspace: string[] (all lint errors)}.
// Input on stdin: {cases: [{file, code}], lintWorkspace: boolean}.
import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const input = JSON.parse(
  await new Promise((resolve) => {
    let s = '';
    process.stdin.on('data', (d) => (s += d));
    process.stdin.on('end', () => resolve(s));
  }),
);
const eslint = new ESLint({ cwd: root, errorOnUnmatchedPattern: false });
// The rules the probes are about: the dependency direction, and HTTP only through frontend/src/api/.
const probed = new Set(['no-restricted-imports', 'no-restricted-globals', 'no-restricted-properties']);
const cases = [];
const linted = [];
for (const { file, code } of input.cases) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  // A file ESLint ignores, or matches with no configuration, has none.
  linted.push((await eslint.calculateConfigForFile(path.join(root, file))) !== undefined);
  cases.push(result.messages.filter((m) => probed.has(m.ruleId)).map((m) => m.message));
}
let workspace = [];
if (input.lintWorkspace) {
  const results = await eslint.lintFiles([
    'model',
    'engine',
    'frontend',
    'backend',
    'e2e',
    'scripts',
    'bench',
  ]);
  workspace = results.flatMap((r) =>
    r.messages
      .filter((m) => m.severity === 2)
      .map((m) => `${path.relative(root, r.filePath)}:${m.line} ${m.message}`),
  );
}
process.stdout.write(JSON.stringify({ cases, linted, workspace }));
