// The render bench's statistics: medians and percentiles of a case's launches and frames.
export const median = (xs) => {
  const v = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return NaN;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};
export const percentile = (xs, p) => {
  const v = [...xs].sort((a, b) => a - b);
  return v.length ? v[Math.min(v.length - 1, Math.floor((p / 100) * v.length))] : NaN;
};

/** A case's launches in one summary: medians of each figure, the worst launch for the overview counters. */
export function summarise(runs, views) {
  const ok = runs.filter((r) => !r.dnf);
  if (!ok.length) return { dnf: true, reason: runs[0]?.reason ?? 'not run', launches: runs.length };
  const pick = (f) => median(ok.map(f));
  const view = (v) => ({
    onScreen: pick((r) => r[v].onScreen),
    // The worst launch, not the median: the goal is none in any launch.
    magnified: Math.max(...ok.map((r) => r[v].magnified)),
    drawnWhole: Math.max(...ok.map((r) => r[v].drawnWhole)),
    drawnSliced: Math.max(...ok.map((r) => r[v].drawnSliced)),
    zoom: pick((r) => r[v].zoom),
    panP50: pick((r) => r[v].panP50),
    p50: pick((r) => r[v].p50),
    p95: pick((r) => r[v].p95),
    scriptMs: pick((r) => r[v].scriptMs),
    taskMs: pick((r) => r[v].taskMs),
    frames: pick((r) => r[v].frames),
  });
  return {
    launches: ok.length,
    failed: runs.length - ok.length,
    firstFrameMs: pick((r) => r.firstFrameMs),
    ...Object.fromEntries(views.map((v) => [v, view(v)])),
    labelMs: pick((r) => r.labelMs),
    add100Ms: pick((r) => r.add100Ms),
    heapMB: pick((r) => r.heapMB),
    gl: ok[0].gl,
  };
}
