import { layoutInThread } from '@mapa/engine';
import { MapState, nodeStyleIn, THEME_IDS } from '@mapa/model';
import en from '../../i18n/en.json';
import ptBR from '../../i18n/pt-BR.json';
import { coverView } from './themeCoverView';
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
