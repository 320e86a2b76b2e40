// The map canvas alone, for docs/images/ (issue 34 §5): the default theme and three others at zoom 1 and at Fit on
// a 1,000- and a 100,000-node radial map, and each template and structure on a small map. Drawn by the real engine on the harness
// page engine/harness/themed.html (no editor around it), 1280 × 800.
import { test, type Page } from '@playwright/test';
import type { MapDocument } from '@mapa/model';
import { useHarnessServer } from '../e2e/harnessServer';

const harnessUrl = useHarnessServer();
const WIDTH = 1280;
const HEIGHT = 800;
const OUT = 'docs/images';

const THEMES = ['mapa', 'midnight', 'pastel', 'blueprint'];
const SIZES = [
  { nodes: 1_000, file: '1k' },
  { nodes: 100_000, file: '100k' },
];
const TEMPLATES = [
  { name: 'BaseTemplate', file: 'base' },
  { name: 'Tree LR', file: 'tree-lr' },
  { name: 'Tree TD', file: 'tree-td' },
  { name: 'StandardMindMapTemplate', file: 'mind-map' },
  { name: 'BuzanTemplate', file: 'radial' },
  { name: 'OrganogramTemplate', file: 'org-chart' },
  { name: 'FlashCardsTemplate', file: 'flashcards' },
];
/** The structures of issue 36, shot on their own: `npm run screenshots -- -g structure`. */
const STRUCTURES = [
  { name: 'TimelineTemplate', file: 'timeline' },
  { name: 'FishboneTemplate', file: 'fishbone' },
  { name: 'LogicChartTemplate', file: 'logic-chart' },
  { name: 'BraceMapTemplate', file: 'brace-map' },
  { name: 'TreeTableTemplate', file: 'tree-table' },
];

async function open(page: Page): Promise<void> {
  await page.setViewportSize({ width: WIDTH, height: HEIGHT });
  await page.goto(`${harnessUrl()}themed.html?w=${WIDTH}&h=${HEIGHT}`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true', undefined, { timeout: 120_000 });
}

/** Shows the generated tree of `size` nodes in `theme`, laid out by `template`, at Fit. */
async function showTree(page: Page, size: number, theme: string, template: string, mains = 8): Promise<void> {
  await page.evaluate(
    async ([size, theme, template, mains]) => {
      const t = window.__themed;
      const doc: MapDocument = t.tree(size, mains);
      doc.settings = { theme, templateEngine: template };
      await t.show(doc, template);
    },
    [size, theme, template, mains] as const,
  );
}

/** Zoom 1 on the central topic, `shift` px left of the view's middle so its first branches show beside it. */
async function zoomOneOnCentre(page: Page, shift = 280): Promise<void> {
  await page.evaluate(async (shift) => {
    const t = window.__themed;
    const centre = t.state().getNode('n0')!.position;
    t.engine.zoomTo(1);
    t.engine.panTo({ x: centre.x + shift, y: centre.y });
    await t.engine.nextFrame();
  }, shift);
}

async function shoot(page: Page, name: string): Promise<void> {
  // Two frames: the labels placed for the camera are drawn on the frame after it moved.
  await page.evaluate(async () => {
    await window.__themed.engine.nextFrame();
    await window.__themed.engine.nextFrame();
  });
  await page.screenshot({ path: `${OUT}/${name}.png` });
}

for (const size of SIZES) {
  test(`themes on a ${size.nodes}-node radial map at Fit and at zoom 1`, async ({ page }) => {
    test.setTimeout(900_000);
    await open(page);
    for (const theme of THEMES) {
      // Radial: a two-sided mind map of this many topics is a column hundreds of times taller than wide, a
      // hairline at Fit; the radial map fills the view.
      await showTree(page, size.nodes, theme, 'BuzanTemplate');
      await shoot(page, `canvas-${theme}-${size.file}-fit`);
      await zoomOneOnCentre(page, 0);
      await shoot(page, `canvas-${theme}-${size.file}-zoom1`);
    }
  });
}

test('each template on a 40-topic map in the default theme, at Fit', async ({ page }) => {
  await open(page);
  for (const template of TEMPLATES) {
    await showTree(page, 40, 'mapa', template.name, 5);
    await shoot(page, `template-${template.file}`);
  }
  // Forty cards in one row are slivers at Fit: the first cards at zoom 1 as well.
  await zoomOneOnCentre(page);
  await shoot(page, 'template-flashcards-zoom1');
});

test('each structure on a 40-topic map in the default theme, at Fit', async ({ page }) => {
  await open(page);
  for (const template of STRUCTURES) {
    await showTree(page, 40, 'mapa', template.name, 5);
    await shoot(page, `template-${template.file}`);
  }
});
