// The browser half of the layout benchmark: builds bench/layout/page with Vite (the engine's real layout worker
// included), serves it, and runs each template on generated trees in Debian's Chromium (driven by playwright-core,
// with the flags of playwright.config.ts), one fresh page per case. Returns one row per case.
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

async function buildPage(outDir) {
  await build({
    root: path.join(here, 'page'),
    configFile: false,
    logLevel: 'warn',
    base: './',
    resolve: { alias: { '@mapa/model': path.join(root, 'model/src/index.ts') } },
    worker: { format: 'es' },
    // Not minified: profiles of the page name our functions.
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000, minify: false },
  });
}

function serve(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript' };
  const server = createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** One case in a fresh page. */
async function runOnce(browser, base, template, size) {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await page.goto(base);
    await page.waitForFunction(() => window.pageReady === true);
    return await page.evaluate(([t, n]) => window.runCase(t, n), [template, size]);
  } catch (error) {
    return { template, size, error: String(error).split('\n')[0], errors };
  } finally {
    await page.close();
  }
}

/**
 * Runs every template on a generated tree of every size, `runs` times each in fresh pages (`bigRuns` times at 100k
 * nodes), and keeps the run with
 * the median longest long task (plus how many runs had none: a busy machine makes single runs noisy). `onRow`
 * sees each case as it is done.
 */
export async function measureInBrowser({ templates, sizes, outDir, runs = 3, bigRuns = 1, onRow }) {
  await buildPage(outDir);
  const server = await serve(outDir);
  const base = `http://127.0.0.1:${server.address().port}/index.html`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const rows = [];
  try {
    for (const size of sizes) {
      for (const template of templates) {
        const results = [];
        const times = size >= 100_000 ? bigRuns : runs;
        for (let i = 0; i < times; i++) results.push(await runOnce(browser, base, template, size));
        const ok = results.filter((r) => !r.error).sort((a, b) => a.all.longest - b.all.longest);
        const row = ok.length
          ? {
              ...ok[Math.floor((ok.length - 1) / 2)],
              runs: ok.length,
              clean: ok.filter((r) => r.all.count === 0).length,
              // The apply phase's longest task over every run, not just the row's.
              applyWorst: Math.max(...ok.map((r) => r.apply.longest)),
            }
          : results[0];
        rows.push(row);
        onRow?.(row);
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  return rows;
}
