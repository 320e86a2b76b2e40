import { expect, test, type Page } from '@playwright/test';
import { baseURL, currentDocument } from './helpers';
import { openSeededMap } from './canvasEditingHelpers';

// Pasting plain text (issue #34): each non-empty line a node, indentation and list markers giving the depth,
// children joined to their parents, at the pointer, in one undoable change. Never one node called 'pasted'.

const TEXT = 'Garden\n\tFlowers\n\t\t- Roses\n\t\t- Tulips\n\tTrees\n\nShed';

function tree(doc: Awaited<ReturnType<typeof currentDocument>>): string[] {
  const label = (id: string) => doc.nodes.find((n) => n.data.id === id)!.data.label;
  return doc.edges.map((e) => `${label(e.data.source)} > ${label(e.data.target)}`).sort();
}

async function graphPoint(page: Page, x: number, y: number) {
  return page.evaluate(
    ([sx, sy]) => {
      const hook = (window as unknown as { __mapa: { engine: { screenToGraph(p: object): object } } }).__mapa;
      const canvas = document.querySelector('[data-testid="map-canvas"]')!.getBoundingClientRect();
      return hook.engine.screenToGraph({ x: sx - canvas.left, y: sy - canvas.top }) as {
        x: number;
        y: number;
      };
    },
    [x, y],
  );
}

test('Ctrl+V of text copied elsewhere makes a node a line at the pointer; one undo takes them back', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSeededMap(page, [{ id: 'a', label: 'Already here', x: 0, y: 0 }]);
  await page.evaluate((text) => navigator.clipboard.writeText(text), TEXT);
  const canvas = (await page.getByTestId('map-canvas').boundingBox())!;
  const pointer = { x: canvas.x + canvas.width * 0.7, y: canvas.y + canvas.height * 0.6 };
  await page.mouse.move(pointer.x, pointer.y);
  await page.getByTestId('map-canvas').focus();
  await page.keyboard.press('ControlOrMeta+v');
  await expect.poll(async () => (await currentDocument(page)).nodes.length).toBe(7);
  const doc = await currentDocument(page);
  expect(doc.nodes.map((n) => n.data.label)).toEqual([
    'Already here',
    'Garden',
    'Flowers',
    'Roses',
    'Tulips',
    'Trees',
    'Shed',
  ]);
  expect(tree(doc)).toEqual(['Flowers > Roses', 'Flowers > Tulips', 'Garden > Flowers', 'Garden > Trees']);
  // The pasted tree is centred on the pointer.
  const at = await graphPoint(page, pointer.x, pointer.y);
  const pasted = doc.nodes.slice(1).map((n) => n.position);
  const xs = pasted.map((p) => p.x);
  const ys = pasted.map((p) => p.y);
  expect(Math.abs((Math.min(...xs) + Math.max(...xs)) / 2 - at.x)).toBeLessThan(2);
  expect(Math.abs((Math.min(...ys) + Math.max(...ys)) / 2 - at.y)).toBeLessThan(2);
  await page.screenshot({ path: 'test-results/paste/pasted-lines.png' });

  await page.getByRole('banner').getByRole('button', { name: 'Undo' }).click();
  await expect.poll(async () => (await currentDocument(page)).nodes.length).toBe(1);
  expect((await currentDocument(page)).edges).toHaveLength(0);
});

test.describe('in Portuguese', () => {
  test("text pasted in Import's 'From web' becomes its lines as nodes, not a node called 'pasted'", async ({
    page,
  }) => {
    await openSeededMap(page, [{ id: 'a', label: 'Já aqui', x: 0, y: 0 }]);
    const chosen = await page.request.patch(`${baseURL()}/api/auth/me`, { data: { language: 'pt-BR' } });
    expect(chosen.ok()).toBe(true);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await page
      .getByRole('navigation', { name: 'Abas da barra lateral' })
      .getByRole('button', { name: 'Importar', exact: true })
      .click();
    const drawer = page.getByRole('region', { name: 'Importar' });
    await drawer.getByRole('tab', { name: 'Da web' }).click();
    await drawer.getByLabel('Texto a importar').fill('Jardim\n  1. Flores\n  2. Árvores');
    await page.screenshot({ path: 'test-results/paste/from-web-pt.png' });
    await drawer.getByRole('button', { name: 'Importar texto' }).click();
    await expect(drawer.getByText('3 nós importados')).toBeVisible();
    const doc = await currentDocument(page);
    expect(doc.nodes.map((n) => n.data.label)).toEqual(['Já aqui', 'Jardim', 'Flores', 'Árvores']);
    expect(tree(doc)).toEqual(['Jardim > Flores', 'Jardim > Árvores']);
  });
});
