import { layoutInThread } from '@mapa/engine';
import { MapState, nodeStyleIn, THEME_IDS } from '@mapa/model';
import en from '../../i18n/en.json';
import ptBR from '../../i18n/pt-BR.json';
import { coverSpans, coverView, viewKeepingLabels } from './themeCoverView';
import { THEME_COVER_SIZE } from './themeCovers';
import { themeSample, type ThemeSampleLabels } from './themeSample';

const LANGUAGES: [string, ThemeSampleLabels][] = [
  ['en', en.mapSettings.themeSample],
  ['pt-BR', ptBR.mapSettings.themeSample],
];

/** The sample as a theme card shows it: laid out as the cards lay it out. */
async function laidOut(labels: ThemeSampleLabels, theme: string): Promise<MapState> {
  const state = MapState.fromDocument(themeSample(labels, theme, 'StandardMindMapTemplate'));
  const tx = await layoutInThread(state, 'StandardMindMapTemplate', { viewportWidth: 1280 });
  if (tx) state.apply(tx);
  return state;
}

describe('theme card view', () => {
  it.each(LANGUAGES)(
    'shows the central topic and every main topic whole on every card (%s)',
    async (_, labels) => {
      const { width, height } = THEME_COVER_SIZE;
      const cut: string[] = [];
      for (const theme of THEME_IDS) {
        const state = await laidOut(labels, theme);
        const view = coverView(state, THEME_COVER_SIZE);
        expect(view).not.toBeNull();
        if (!view) continue;
        const toCard = (x: number, y: number) => ({
          x: (x - view.center.x) * view.zoom + width / 2,
          y: (y - view.center.y) * view.zoom + height / 2,
        });
        const places = state.places();
        for (const node of state.nodes.values()) {
          if (places.node(node.data.id).depth > 1) continue;
          const style = nodeStyleIn(state, node);
          const a = toCard(node.position.x - style.width / 2, node.position.y - style.height / 2);
          const b = toCard(node.position.x + style.width / 2, node.position.y + style.height / 2);
          if (a.x < 0 || a.y < 0 || b.x > width || b.y > height) cut.push(`${theme}: ${style.label}`);
        }
      }
      expect(cut).toEqual([]);
    },
  );

  it('comes closer than the whole sample, so the topics read at card size', async () => {
    const state = await laidOut(en.mapSettings.themeSample, THEME_IDS[0]);
    const view = coverView(state, THEME_COVER_SIZE);
    const whole = { minX: Infinity, maxX: -Infinity };
    for (const node of state.nodes.values()) {
      const style = nodeStyleIn(state, node);
      whole.minX = Math.min(whole.minX, node.position.x - style.width / 2);
      whole.maxX = Math.max(whole.maxX, node.position.x + style.width / 2);
    }
    expect(view!.zoom).toBeGreaterThan(THEME_COVER_SIZE.width / (whole.maxX - whole.minX));
  });
});

describe('viewKeepingLabels', () => {
  const size = { width: 200, height: 120 };
  const view = { center: { x: 0, y: 0 }, zoom: 0.3 };
  const topic = (id: string, x: number) => ({ id, x, y: 0, width: 100, height: 40 });

  it('comes back just far enough that a name of fixed card size, wider than its node, stays inside', () => {
    // Nodes at ±300 (±90 card px from the middle at 0.3) whose names reach 60 card px to the right of their
    // anchor: the right one's name ends 150 px from the middle, past the card's 94.
    const topics = [topic('l', -300), topic('r', 300)];
    const labels = new Map([
      ['l', { minX: -300 - 100, minY: -20, maxX: -300 + 100, maxY: 20 }],
      ['r', { minX: 300 - 100, minY: -20, maxX: 300 + 200, maxY: 20 }],
    ]);
    const { xs, ys } = coverSpans(view, topics, labels);
    const kept = viewKeepingLabels(view, xs, ys, size);
    expect(kept.zoom).toBeLessThan(view.zoom);
    // Seen at the kept view (names keep their card px: 30 left and right of the left anchor, 30 left and 60
    // right of the right one), both names are inside the card with its 6 px margin, and they fill it.
    const card = (x: number) => (x - kept.center.x) * kept.zoom + size.width / 2;
    const left = card(-300) - 30;
    const right = card(300) + 60;
    expect(left).toBeGreaterThanOrEqual(6 - 1e-6);
    expect(right).toBeLessThanOrEqual(194 + 1e-6);
    expect(right - left).toBeGreaterThan(188 - 0.01);
  });

  it('keeps the view when everything is inside already', () => {
    const topics = [topic('l', -100), topic('r', 100)];
    const labels = new Map([['r', { minX: 60, minY: -10, maxX: 140, maxY: 10 }]]);
    const { xs, ys } = coverSpans(view, topics, labels);
    expect(viewKeepingLabels(view, xs, ys, size)).toEqual(view);
  });
});
