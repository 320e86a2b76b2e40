import { createNode } from './createNode';
import { mapNodeSchema } from '../schema/node';
import { resolveNodeStyle } from './resolveNodeStyle';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('createNode', () => {
  it('makes a default node with no style of its own, so it takes its place in the theme (issue 34)', () => {
    const node = createNode({ position: { x: 10, y: 20 } });
    expect(node).toEqual({
      position: { x: 10, y: 20 },
      locked: false,
      data: { id: expect.stringMatching(UUID), label: '', type: 'default' },
    });
    expect(mapNodeSchema.safeParse(node).success).toBe(true);
    // Drawn as a visible box: a fill and a border that differ from the canvas background.
    const style = resolveNodeStyle(node);
    expect(style.backgroundColor).not.toBe(style.haloColor);
    expect(style.borderWidth).toBeGreaterThan(0);
  });

  it('leaves the text position to the style rules: centre, or bottom once the node has an image (spec §9)', () => {
    const node = createNode({ position: { x: 0, y: 0 } });
    expect(resolveNodeStyle(node).textPosition).toBe('center');
    const withIcon = { ...node, data: { ...node.data, image: 'icon-rocket.svg' } };
    expect(resolveNodeStyle(withIcon).textPosition).toBe('bottom');
    const placed = createNode({ position: { x: 0, y: 0 }, settings: { defaultTextPosition: 'top' } });
    expect(resolveNodeStyle(placed, { defaultTextPosition: 'top' }).textPosition).toBe('top');
  });

  it('takes the id and the label; the settings defaults apply when it is drawn, not copied into it', () => {
    const settings = {
      defaultNodeDimensions: { height: 60 },
      defaultNodeColor: '#eee',
      defaultTextSize: 30,
      defaultNodeShape: 'ellipse' as const,
    };
    const node = createNode({ id: 'n1', label: 'Idea', position: { x: 0, y: 0 }, settings });
    expect(node.data).toEqual({ id: 'n1', label: 'Idea', type: 'default' });
    expect(resolveNodeStyle(node, settings)).toMatchObject({
      height: 60,
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
