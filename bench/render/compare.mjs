// The render bench's before/after section (BENCH_RENDER_BASELINE): Mapa's engine against a baseline checkout's
// engine in the same run, one row per case and figure with the ratio after/before, a figure of issue 34 §5 flagged
// when the current engine is more than 10 % slower.
const f = (v, d = 1) => (Number.isFinite(v) ? v.toFixed(d) : '–');

/** How much slower the current engine may be on a figure of issue 34 §5 before it is flagged. */
export const TOLERANCE = 0.1;

/**
 * The figures compared: `goal` marks those of issue 34 §5 (first frame, pan at fit and at zoom 1); the rest are
 * shown for what they tell about where time went.
 */
export const FIGURES = [
  { name: 'first frame ms', read: (r) => r.firstFrameMs, goal: true, digits: 0 },
  { name: 'fit: pan p50 ms', read: (r) => r.fit?.panP50, goal: true },
  { name: 'zoom 1: pan p50 ms', read: (r) => r.zoom1?.panP50, goal: true },
  { name: 'fit: pan and zoom p95 ms', read: (r) => r.fit?.p95 },
  { name: 'zoom 1: pan and zoom p95 ms', read: (r) => r.zoom1?.p95 },
  { name: 'fit: script ms/frame', read: (r) => r.fit?.scriptMs },
  { name: 'zoom 1: script ms/frame', read: (r) => r.zoom1?.scriptMs },
  { name: 'label edit ms', read: (r) => r.labelMs },
  { name: 'heap MB', read: (r) => r.heapMB, digits: 0 },
];

/**
 * The ratio after/before and its verdict: 'slower' when a goal figure is more than TOLERANCE above the baseline's,
 * '' otherwise (and for figures that are not goals); NaN when either side is missing or the baseline is 0.
 */
export function compareFigure(after, before, goal) {
  const ratio = Number.isFinite(after) && Number.isFinite(before) && before > 0 ? after / before : NaN;
  const slower = goal && Number.isFinite(ratio) && ratio > 1 + TOLERANCE;
  return { ratio, verdict: slower ? 'slower' : '' };
}

const find = (results, lib, scene, size) =>
  results.find((r) => r.lib === lib && r.scene === scene && r.size === size);

/** One row per case and figure; also returns the goal figures that were more than 10 % slower. */
export function comparisonRows(results, afterLib, beforeLib) {
  const rows = [
    '| scene | nodes | figure | before | after | after / before | within 10 % |',
    '|---|---:|---|---:|---:|---:|---|',
  ];
  const slower = [];
  for (const after of results.filter((r) => r.lib === afterLib)) {
    const before = find(results, beforeLib, after.scene, after.size);
    const head = `| ${after.scene} | ${after.size}`;
    if (!before || before.dnf || after.dnf) {
      const why = (r) => (r ? (r.dnf ? `did not finish (${r.reason})` : 'finished') : 'not run');
      rows.push(`${head} | all | ${why(before)} | ${why(after)} | – | – |`);
      continue;
    }
    for (const fig of FIGURES) {
      const a = fig.read(after);
      const b = fig.read(before);
      const { ratio, verdict } = compareFigure(a, b, fig.goal);
      if (verdict)
        slower.push(`${after.scene} ${after.size}: ${fig.name} ${f(b, fig.digits)} → ${f(a, fig.digits)}`);
      const mark = !fig.goal ? '(shown only)' : !Number.isFinite(ratio) ? '–' : verdict ? '**no**' : 'yes';
      rows.push(
        `${head} | ${fig.name} | ${f(b, fig.digits)} | ${f(a, fig.digits)} | ${f(ratio, 2)} | ${mark} |`,
      );
    }
  }
  return { table: rows.join('\n'), slower };
}

/** The section appended to the render section. `o`: { baseline, minutes, load, launches, launchesBig }. */
export function formatComparison(results, o) {
  const { table, slower } = comparisonRows(results, 'mapa', 'mapa-before');
  const launches = [...new Set(results.map((r) => r.launches))].join(', ');
  const load =
    o.load && Number.isFinite(o.load.start)
      ? `${f(o.load.start)} at the start, ${f(o.load.end)} at the end`
      : 'not recorded';
  return `### Before and after issue 34 (bench/render, \`BENCH_RENDER_BASELINE\`)

The current engine (themes, Inter labels with halos, semantic zoom and label collisions, tapered branches; the
default theme, as the bench's scene documents name none) against the engine before issue 34 (${o.baseline}), each
built by Vite from its own checkout's bench page, engine and model, on the same scene documents, cameras and
scripted frames as the section above. Both run in the same run and take turns launch by launch (the order
reversed every other round), so the machine's load reaches both alike; medians of ${launches} successful
launch(es) each. This run took ${f(o.minutes)} minutes on ${o.machine ?? 'this machine'}; load average (1 min) ${load}, on 2 cores the bench's own
browser keeps about 2 busy.

Frame intervals on this machine come in whole display frames (16.7 ms steps; SwiftShader often needs two), so
a pan p50 moves by 1.5× or 2× or not at all. A figure of issue 34 §5 (first frame, pan p50 at fit and at zoom 1)
more than 10 % above the baseline's is marked **no**; the other rows are shown for where the time went.

${table}

${slower.length ? `More than 10 % slower in this run: ${slower.join('; ')}.` : 'No figure of issue 34 §5 was more than 10 % slower in this run.'}

Reproduce: \`git worktree add --detach ../bench-before main\`, copy or install its node_modules, then
\`BENCH_RENDER_BASELINE=../bench-before BENCH_RENDER_SCENES=tree BENCH_RENDER_SIZES=10000,100000 npm run bench -- render\`
(this section alone: it is kept in \`bench/results/render-baseline.md\` and appended below the render section;
the section above and its chart are left as they were).
`;
}
