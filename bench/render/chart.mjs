// Draws the frame-time chart (p50 frame interval against node count, per renderer and scene) in Chromium and
// saves it as PNG: no charting dependency, the browser's canvas does it.
import { chromium } from '@playwright/test';

const COLORS = {
  mapa: '#1c7ed6',
  'cytoscape-canvas': '#e8590c',
  'cytoscape-webgl': '#f59f00',
  sigma: '#2f9e44',
};
const DASH = { tree: [], clustered: [8, 4], dense: [2, 3] };

export async function renderChart(results, file, args, executablePath) {
  const browser = await chromium.launch({ executablePath, args });
  try {
    const page = await browser.newPage({ viewport: { width: 900, height: 520 } });
    await page.setContent('<canvas id="c" width="900" height="520"></canvas>');
    await page.evaluate(
      ({ results, COLORS, DASH }) => {
        const c = document.getElementById('c');
        const g = c.getContext('2d');
        const L = 70,
          R = 230,
          T = 30,
          B = 60,
          W = c.width - L - R,
          H = c.height - T - B;
        g.fillStyle = '#fff';
        g.fillRect(0, 0, c.width, c.height);
        const sizes = [...new Set(results.map((r) => r.size))].sort((a, b) => a - b);
        const ok = results.filter((r) => !r.dnf && Number.isFinite(r.zoom1.p50));
        const maxY = Math.max(10, ...ok.map((r) => r.zoom1.p50));
        const yMax = 10 ** Math.ceil(Math.log10(maxY));
        const x = (s) => L + (sizes.length < 2 ? W / 2 : (sizes.indexOf(s) / (sizes.length - 1)) * W);
        const y = (v) => T + H - (Math.log10(Math.max(1, v)) / Math.log10(yMax)) * H;
        g.strokeStyle = '#ddd';
        g.fillStyle = '#444';
        g.font = '12px sans-serif';
        for (let v = 1; v <= yMax; v *= 10) {
          g.beginPath();
          g.moveTo(L, y(v));
          g.lineTo(L + W, y(v));
          g.stroke();
          g.fillText(`${v} ms`, 10, y(v) + 4);
        }
        for (const s of sizes) g.fillText(`${s.toLocaleString('en')} nodes`, x(s) - 30, T + H + 22);
        g.fillText('frame interval p50 (log scale), zoom-1 view; missing point = did not finish', L, 18);
        const series = [...new Set(results.map((r) => `${r.lib}|${r.scene}`))];
        series.forEach((key, i) => {
          const [lib, scene] = key.split('|');
          const pts = ok.filter((r) => r.lib === lib && r.scene === scene).sort((a, b) => a.size - b.size);
          g.strokeStyle = COLORS[lib] ?? '#000';
          g.fillStyle = COLORS[lib] ?? '#000';
          g.lineWidth = 2;
          g.setLineDash(DASH[scene] ?? []);
          g.beginPath();
          pts.forEach((r, k) =>
            k ? g.lineTo(x(r.size), y(r.zoom1.p50)) : g.moveTo(x(r.size), y(r.zoom1.p50)),
          );
          g.stroke();
          for (const r of pts) g.fillRect(x(r.size) - 3, y(r.zoom1.p50) - 3, 6, 6);
          g.setLineDash(DASH[scene] ?? []);
          g.beginPath();
          g.moveTo(L + W + 20, T + 10 + i * 16);
          g.lineTo(L + W + 50, T + 10 + i * 16);
          g.stroke();
          g.setLineDash([]);
          g.fillStyle = '#333';
          g.fillText(`${lib} · ${scene}`, L + W + 56, T + 14 + i * 16);
        });
      },
      { results, COLORS, DASH },
    );
    await page.locator('#c').screenshot({ path: file });
  } finally {
    await browser.close();
  }
}
