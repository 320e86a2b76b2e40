import { createEdge, createNode, resolveEdgeStyle, resolveNodeStyle, themeOf } from '@mapa/model';
import { defaultEdgeStyle, defaultNodeStyle, nodeDefaultsPatch } from './defaultStyles';

describe('default appearance settings', () => {
  it('writes each appearance field to its settings.default* key', () => {
    expect(
      nodeDefaultsPatch({
        shape: 'ellipse',
        backgroundColor: '#ff0000',
        borderColor: '#00ff00',
        textColor: '#0000ff',
        textBackgroundColor: '#eeeeee',
        textPosition: 'top',
        textSize: 30,
      }),
    ).toEqual({
      defaultNodeShape: 'ellipse',
      defaultNodeColor: '#ff0000',
      defaultBorderColor: '#00ff00',
      defaultTextColor: '#0000ff',
      defaultTextBackgroundColor: '#eeeeee',
      defaultTextPosition: 'top',
      defaultTextSize: 30,
    });
  });

  it('shows what a new node and edge get, and new ones follow the written defaults', () => {
    const settings = {
      ...nodeDefaultsPatch({ shape: 'diamond', backgroundColor: '#123456' }),
      defaultEdgeWidth: 5,
    };
    expect(defaultNodeStyle(settings)).toMatchObject({ shape: 'diamond', backgroundColor: '#123456' });
    // New records store no style of their own (issue 34): they show the written defaults when drawn.
    const node = createNode({ position: { x: 0, y: 0 }, settings });
    expect(node.data).not.toHaveProperty('shape');
    expect(resolveNodeStyle(node, settings)).toMatchObject({ shape: 'diamond', backgroundColor: '#123456' });
    expect(defaultEdgeStyle(settings).width).toBe(5);
    expect(resolveEdgeStyle(createEdge({ source: 'a', target: 'b', settings }), settings).width).toBe(5);
    // Without defaults an edge drawn now looks like the default theme's links between nodes.
    const link = themeOf(null).definition.relationship;
    expect(defaultEdgeStyle(null)).toMatchObject({
      curve: link.curve,
      direction: link.direction,
      width: link.width,
    });
  });
});
