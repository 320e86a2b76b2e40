import { createNode } from './createNode';
import { mapNodeSchema } from '../schema/node';
import { resolveNodeStyle } from './resolveNodeStyle';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('createNode (DESIGN §7)', () => {
  it('makes a default node of 250×100 that reads as a node: #F2F4F8 fill, thin #222 border, black 22px text', () => {
    const node = createNode({ position: { x: 10, y: 20 } });
    expect(node).toEqual({
      position: { x: 10, y: 20 },
      locked: false,
      data: {
        id: expect.stringMatching(UUID),
        label: '',
        type: 'default',
        shape: 'round-rectangle',
        dimensions: { width: 250, height: 100 },
        backgroundColor: '#F2F4F8',
        borderColor: '#222222',
        textColor: '#000000',
        textSize: 22,
      },
    });
    expect(mapNodeSchema.safeParse(node).success).toBe(true);
  });

  it('leaves the text position to the style rules: centre, or bottom once the node has an image (spec §9)', () => {
    const node = createNode({ position: { x: 0, y: 0 } });
    expect(resolveNodeStyle(node).textPosition).toBe('center');
    const withIcon = { ...node, data: { ...node.data, image: 'icon-rocket.svg' } };
    expect(resolveNodeStyle(withIcon).textPosition).toBe('bottom');
    const placed = createNode({ position: { x: 0, y: 0 }, settings: { defaultTextPosition: 'top' } });
    expect(placed.data.textPosition).toBe('top');
  });

  it('takes the id, the label and the settings defaults when given', () => {
    const node = createNode({
      id: 'n1',
      label: 'Idea',
      position: { x: 0, y: 0 },
      settings: {
        defaultNodeDimensions: { height: 60 },
        defaultNodeColor: '#eee',
        defaultTextSize: 30,
        defaultNodeShape: 'ellipse',
      },
    });
    expect(node.data).toMatchObject({
      id: 'n1',
      label: 'Idea',
      dimensions: { width: 250, height: 60 },
      backgroundColor: '#eee',
      textSize: 30,
      shape: 'ellipse',
    });
  });

  it('starts with the default image of the settings (spec §2.16); only a data URL address is copied', () => {
    const stored = createNode({
      position: { x: 0, y: 0 },
      settings: { defaultImage: 'icon-leaf.svg', defaultImageURL: 'https://s3.example/signed?x=1' },
    });
    expect(stored.data.image).toBe('icon-leaf.svg');
    expect(stored.data.imageURL).toBeUndefined();
    const local = createNode({
      position: { x: 0, y: 0 },
      settings: { defaultImage: 'leaf.png', defaultImageURL: 'data:image/png;base64,AAAA' },
    });
    expect(local.data).toMatchObject({ image: 'leaf.png', imageURL: 'data:image/png;base64,AAAA' });
    expect(
      createNode({ position: { x: 0, y: 0 }, settings: { defaultImage: null } }).data,
    ).not.toHaveProperty('image');
  });
});
