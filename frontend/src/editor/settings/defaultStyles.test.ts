import { createEdge, createNode, resolveEdgeStyle, resolveNodeStyle } from '@mapa/model';
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
    // New records carry no style (issue 34): they resolve to the written defaults.
    const node = createNode({ position: { x: 0, y: 0 }, settings });
    expect(resolveNodeStyle(node, settings)).toMatchObject({ shape: 'diamond', backgroundColor: '#123456' });
    expect(defaultEdgeStyle(settings).width).toBe(5);
    expect(resolveEdgeStyle(createEdge({ source: 'a', target: 'b', settings }), settings).width).toBe(5);
    expect(defaultEdgeStyle(null)).toMatchObject({ curve: 'bezier', direction: 'one-way', width: 1.5 });
  });
});
