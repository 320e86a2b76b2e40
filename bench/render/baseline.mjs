// The render bench's baseline engine (BENCH_RENDER_BASELINE=<checkout>): the Mapa page of another checkout of this
// repository (`git worktree add --detach <dir> main`, its node_modules in place), built from that checkout's own
// page, engine and model sources, so an engine change is measured against the code it replaces in the same run,
// on the same scene documents, cameras and launches (issue 34 §5).
import { build } from 'vite';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The baseline's lib name in the results, and where its page is served (beside the current pages). */
export const BASELINE_LIB = 'mapa-before';
export const BASELINE_PAGE = 'before/mapa.html';

/** Builds `checkout`'s bench/render/pages/mapa.html into `<dist>/before`, resolving its own sources. */
export async function buildBaselinePage(checkout, dist) {
  const pages = path.join(checkout, 'bench/render/pages');
  const entry = path.join(pages, 'mapa.html');
  if (!existsSync(entry))
    throw new Error(`BENCH_RENDER_BASELINE: no ${entry} (a checkout of this repository?)`);
  if (!existsSync(path.join(checkout, 'node_modules/pixi.js')))
    throw new Error(`BENCH_RENDER_BASELINE: ${checkout} has no node_modules (copy or install them first)`);
  // The baseline's own Vite plugin, as its own bench built its page.
  const plugin = path.join(checkout, 'engine/vite/pixiStartup.mjs');
  const plugins = existsSync(plugin) ? [(await import(pathToFileURL(plugin).href)).pixiStartup()] : [];
  await build({
    root: pages,
    configFile: false,
    logLevel: 'warn',
    base: './',
    plugins,
    resolve: {
      alias: {
        '@mapa/model': path.join(checkout, 'model/src/index.ts'),
        '@mapa/engine': path.join(checkout, 'engine/src/index.ts'),
      },
    },
    build: {
      outDir: path.join(dist, 'before'),
      emptyOutDir: true,
      chunkSizeWarningLimit: 5000,
      rollupOptions: { input: { mapa: entry } },
    },
  });
}

/**
 * The order of the renderers' launches in round `i`: reversed every other round (A B, B A, A B…), so neither
 * engine always runs first after the other's browser has just closed, and a drift in the machine's load during
 * the case reaches both alike.
 */
export function launchOrder(libs, i) {
  return i % 2 ? [...libs].reverse() : libs;
}
