import { createEdge } from './createEdge';
import { mapEdgeSchema } from '../schema/edge';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('createEdge (DESIGN §7)', () => {
  it('makes a grey one-way bezier of width 2 with 30px black text on white', () => {
    const edge = createEdge({ source: 'a', target: 'b' });
    expect(edge.data).toEqual({
      id: expect.stringMatching(UUID),
      source: 'a',
      target: 'b',
      color: '#999999',
      shape: 'bezier',
      direction: 'one-way',
      width: 2,
      textColor: '#000000',
      textSize: 30,
      textBackgroundColor: '#ffffff',
    });
    expect(mapEdgeSchema.safeParse(edge).success).toBe(true);
  });

  it('takes settings.defaultEdge* when set', () => {
    const edge = createEdge({
      id: 'e',
      source: 'a',
      target: 'b',
      settings: { defaultEdgeColor: '#222', defaultEdgeDirection: 'none' },
    });
    expect(edge.data).toMatchObject({ id: 'e', color: '#222', direction: 'none', shape: 'bezier' });
  });
});
