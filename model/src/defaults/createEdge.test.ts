import { createEdge } from './createEdge';
import { mapEdgeSchema } from '../schema/edge';
import { resolveEdgeStyle } from './resolveEdgeStyle';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('createEdge', () => {
  it('makes an edge with its ends and no style of its own, which the theme draws by its place (issue 34)', () => {
    const edge = createEdge({ source: 'a', target: 'b' });
    expect(edge.data).toEqual({ id: expect.stringMatching(UUID), source: 'a', target: 'b' });
    expect(mapEdgeSchema.safeParse(edge).success).toBe(true);
  });

  it('leaves settings.defaultEdge* to the drawing: they apply to every edge without its own values', () => {
    const settings = { defaultEdgeColor: '#222', defaultEdgeDirection: 'none' as const };
    const edge = createEdge({ id: 'e', source: 'a', target: 'b', settings });
    expect(edge.data).toEqual({ id: 'e', source: 'a', target: 'b' });
    expect(resolveEdgeStyle(edge, settings)).toMatchObject({ color: '#222', direction: 'none' });
  });
});
