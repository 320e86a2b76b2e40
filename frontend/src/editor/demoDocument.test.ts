import { MapState, nodeStyleIn, themeOf } from '@mapa/model';
import { demoDocument } from './demoDocument';

const t = (key: string) => `t:${key}`;

describe('demoDocument', () => {
  it('draws the demo map in the default theme: no colours of its own, each topic styled by its place', () => {
    const doc = demoDocument(t);
    const state = MapState.fromDocument(doc);
    const theme = themeOf(doc.settings);
    for (const node of doc.nodes) {
      const { backgroundColor, borderColor, textColor, textSize } = node.data;
      expect({ id: node.data.id, backgroundColor, borderColor, textColor, textSize }).toEqual({
        id: node.data.id,
      });
      const look = theme.node(state.places().node(node.data.id));
      expect(nodeStyleIn(state, node)).toMatchObject({
        backgroundColor: look.backgroundColor,
        textColor: look.textColor,
        textSize: look.textSize,
      });
    }
    expect(state.places().node('demo-root').role).toBe('central');
    expect(state.places().node('demo-ideas').role).toBe('main');
  });

  it('lays its topics out apart at the sizes the theme gives them', () => {
    const state = MapState.fromDocument(demoDocument(t));
    const boxes = [...state.nodes.values()].map((node) => {
      const { width, height } = nodeStyleIn(state, node);
      return { id: node.data.id, x: node.position.x, y: node.position.y, width, height };
    });
    const gaps: string[] = [];
    for (const a of boxes)
      for (const b of boxes) {
        if (a.id >= b.id) continue;
        // Centres, as the model stores positions: apart when the gap on either axis exceeds the half sizes.
        const apartX = Math.abs(a.x - b.x) - (a.width + b.width) / 2;
        const apartY = Math.abs(a.y - b.y) - (a.height + b.height) / 2;
        if (Math.max(apartX, apartY) < 40) gaps.push(`${a.id}/${b.id}`);
      }
    expect(gaps).toEqual([]);
  });
});
